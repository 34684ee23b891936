// UIKitCompat: the part of UIKit a UICollectionViewFlowLayout subclass touches, under UIKit's own
// names, so a layout written for iOS compiles here with `import UIKitCompat` instead of `import UIKit`.
// As `import UIKit` does, this brings Foundation (CGRect, CGFloat, CGPoint, CGSize, IndexPath,
// NSObject) and, on macOS, CoreGraphics through it. On Linux a layout's own `import CoreGraphics`
// finds the package's CoreGraphics module (Sources/CoreGraphics, why it is not re-exported here).
@_exported import Foundation
