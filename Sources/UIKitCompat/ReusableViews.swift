// The view classes a layout library ships next to its layout (a cell or reusable view that sizes
// itself). ScrollSim simulates layout attributes, not views: the classes are declared so that such a
// file fails with the reason on every line, never "has no member"; leave those files out of the
// target (Examples/CustomStrategy/README.md, "Layout libraries"). Self-sizing is answered by the host
// from the scenario's sizes.

/// A view (UIKit's `UIView`). ScrollSim has no view hierarchy; `collectionView.superview` returns
/// one so that a layout's "am I on screen" test holds.
open class UIView: NSObject {
    override init() { super.init() }

    @available(*, unavailable, message: "UIKitCompat: views are not simulated; a layout reads collectionView.bounds")
    open var bounds: CGRect { get { fatalError() } set {} }

    @available(*, unavailable, message: "UIKitCompat: views are not simulated; a layout reads collectionView.frame")
    open var frame: CGRect { get { fatalError() } set {} }

    @available(*, unavailable, message: "UIKitCompat: Auto Layout is not simulated; self-sizing is answered from the scenario's sizes (leave view files out of the target)")
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: Auto Layout is not simulated; self-sizing is answered from the scenario's sizes (leave view files out of the target)")
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
}

/// An Auto Layout priority (UIKit's `UILayoutPriority`), so that a view file's fitting call reads.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// Not covered: supplementary and cell views (UIKit's `UICollectionReusableView`).
@available(*, unavailable, message: "UIKitCompat: ScrollSim simulates layout attributes, not views; leave reusable-view files out of the target (self-sizing is answered from the scenario's sizes)")
open class UICollectionReusableView: UIView {
    @available(*, unavailable, message: "UIKitCompat: views are not simulated; the host answers preferredLayoutAttributesFitting from the scenario's sizes (leave view files out of the target)")
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: views are not simulated; attributes are drawn as boxes, not applied to a view")
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: views are not simulated, so they are not reused")
    open func prepareForReuse() { fatalError() }
}

/// Not covered: cells' views and content (UIKit's `UICollectionViewCell`).
@available(*, unavailable, message: "UIKitCompat: ScrollSim simulates layout attributes, not cells; leave cell files out of the target (self-sizing is answered from the scenario's sizes)")
open class UICollectionViewCell: UICollectionReusableView {
    @available(*, unavailable, message: "UIKitCompat: cells' content is not simulated")
    open var contentView: UIView { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: cells' content is not simulated")
    open var isSelected: Bool { get { fatalError() } set {} }

    @available(*, unavailable, message: "UIKitCompat: cells' content is not simulated")
    open var isHighlighted: Bool { get { fatalError() } set {} }
}
