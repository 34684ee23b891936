#if os(Linux)
// The CoreGraphics members a layout uses that Linux's Foundation does not declare. On macOS they come
// from the system's CoreGraphics, which `import UIKitCompat` brings through Foundation as `import UIKit` does.

extension CGPoint {
    /// Whether both coordinates are equal (CoreGraphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether both dimensions are equal (CoreGraphics' `CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the rectangles are equal once standardized (CoreGraphics' `CGRectEqualToRect`).
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
#endif
