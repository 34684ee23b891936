import StickyLayout

/// The base of every collection view layout (UIKit's `UICollectionViewLayout`).
///
/// Subclass it (or, usually, `UICollectionViewFlowLayout`) and override the methods below as in
/// UIKit. ScrollSim calls them in UIKit's order: `shouldInvalidateLayout(forBoundsChange:)` and
/// `invalidationContext(forBoundsChange:)` when the bounds change, `prepare()` once after each
/// invalidation, then the queries. `UICollectionViewLayout`'s own answers are empty, as in UIKit.
open class UICollectionViewLayout: NSObject {
    /// Set while the adaptor is calling into the layout.
    var engineCall: EngineCall?
    /// The collection view the layout belongs to, once the simulator has attached it.
    let view = UICollectionView()
    var isAttached = false
    /// True after an invalidation until `prepare()` runs.
    var needsPrepare = true

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// The collection view using this layout (nil until the simulator first asks the layout).
    open var collectionView: UICollectionView? { isAttached ? view : nil }

    /// Called once after each invalidation, before the next query.
    open func prepare() {}

    /// The attributes of every element in `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout.
    /// ScrollSim asks for origin-only changes (scrolling); a change of size always relays out.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context describing what a bounds change to `newBounds` invalidates.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    /// Invalidates everything; `prepare()` runs before the next query.
    open func invalidateLayout() {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        let context = type.init()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` describes; `prepare()` runs before the next query.
    /// Overrides must call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { needsPrepare = true }

    /// Where scrolling that would stop at `proposedContentOffset` stops instead (paging, snapping).
    /// ScrollSim scrolls by keys and wheel steps without deceleration, so nothing calls it yet.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// As `targetContentOffset(forProposedContentOffset:)`, for a scroll with a velocity.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    /// The class of the attributes `super` creates (override to use a subclass).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts `super` creates.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    // Not covered (compile-time errors that say why):
    @available(*, unavailable, message: "UIKitCompat: decoration views are not simulated")
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: decoration views are not simulated")
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: batch updates (insert/delete/move) are not simulated for UIKit-style layouts")
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: batch updates (insert/delete/move) are not simulated for UIKit-style layouts")
    open func finalizeCollectionViewUpdates() { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: appearance/disappearance animations are not simulated")
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: appearance/disappearance animations are not simulated")
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? { fatalError() }

    @available(*, unavailable, message: "UIKitCompat: self-sizing cells are not simulated; item sizes come from the scenario")
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { fatalError() }

    /// Points the layout at the engine state of the call about to be made.
    func attach(_ call: EngineCall) {
        engineCall = call
        isAttached = true
        view.state = call.context.scrollView
        view.geometry = call.context.geometry
        willAnswer(call)
    }

    /// Hook for the flow layout: take the scenario's metrics.
    func willAnswer(_ call: EngineCall) {}
}
