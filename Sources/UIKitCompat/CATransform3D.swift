// Core Animation's 3D transform, as far as a collection view layout uses it: a layout sets
// `transform3D` on its attributes, most often a z translation to order views (CSStickyHeaderFlowLayout
// puts cells at z -1 so headers draw above them during updates). ScrollSim keeps the transform, copies
// and compares it with the attributes, and paints elements in the order of zIndex plus the z
// translation (the engine's `transformZ`, ScrollSimKit's PaintOrder). A transform that moves, scales or rotates the
// drawn frame is reported (`uikit.transformNotDrawn`): ScrollSim draws frames.

/// A 4×4 transform matrix (Core Animation's `CATransform3D`), row-major as in Core Animation.
public struct CATransform3D: Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity transform.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// True when the transform only translates along z: the frame is drawn where it is, and only the
    /// drawing order changes.
    var movesOnlyAlongZ: Bool {
        var flat = self
        flat.m43 = 0
        return flat == CATransform3DIdentity
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// A transform that translates by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A translation by (tx, ty, tz) followed by `t` (Core Animation: `translate * t`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var r = t
    r.m41 += tx * t.m11 + ty * t.m21 + tz * t.m31
    r.m42 += tx * t.m12 + ty * t.m22 + tz * t.m32
    r.m43 += tx * t.m13 + ty * t.m23 + tz * t.m33
    r.m44 += tx * t.m14 + ty * t.m24 + tz * t.m34
    return r
}

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

@available(*, unavailable, message: "UIKitCompat: only translations are kept (ScrollSim draws frames); scale the frame's size instead")
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { fatalError() }

@available(*, unavailable, message: "UIKitCompat: only translations are kept (ScrollSim draws frames); scale the frame's size instead")
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D { fatalError() }

@available(*, unavailable, message: "UIKitCompat: rotations are not simulated (ScrollSim draws frames)")
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError() }

@available(*, unavailable, message: "UIKitCompat: rotations are not simulated (ScrollSim draws frames)")
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D { fatalError() }

@available(*, unavailable, message: "UIKitCompat: only translations are kept (ScrollSim draws frames); concatenate translations with CATransform3DTranslate")
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { fatalError() }
