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
    /// The elements the contexts passed to `invalidateLayout(with:)` named, for the host to ask again.
    var named = NamedElements()
    /// The decoration kinds registered with `register(_:forDecorationViewOfKind:)`.
    var registeredDecorationKinds: Set<String> = []
    /// True while the host itself passes a context to `invalidateLayout(with:)`.
    var hostIsInvalidating = false
    /// The last context the layout invalidated itself with (outside the host's calls), until the host takes it.
    var selfInvalidation: UICollectionViewLayoutInvalidationContext?

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
        makeInvalidationContext()
    }

    /// Invalidates everything; `prepare()` runs before the next query.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` describes; `prepare()` runs before the next query, and every
    /// element the context names is asked for again with the single-element query.
    /// Overrides must call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        named.add(context)
        if !hostIsInvalidating { selfInvalidation = context }
    }

    /// The content offset to use after a batch update (or a layout transition), given the offset
    /// the collection view proposes. The default returns `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a scroll released with `velocity` stops (paging, snapping). ScrollSim has no
    /// deceleration, so the host never calls it; the default returns `proposedContentOffset`.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Whether UIKit mirrors the layout's x coordinates when the collection view's layout direction
    /// differs from `developmentLayoutDirection` (UIKit's default: false). ScrollSim's collection view
    /// is left to right, so nothing is mirrored unless a layout says it was developed right to left;
    /// that case is reported (`uikit.notMirrored`), not drawn mirrored.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout was written for (UIKit's default: left to right).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The class of the attributes `super` creates (override to use a subclass).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts `super` creates.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// A new invalidation context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    // MARK: Decoration views

    /// The attributes of the decoration view of `elementKind` at `indexPath`. The default is nil.
    /// ScrollSim asks it for the decoration index paths an invalidation context names (that answer
    /// is the one shown) and when the engine asks for one element; decoration views are drawn as
    /// outlined boxes in paint order (docs/uikit-host.md).
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Batch updates

    /// The first call of a batch update after the layout has prepared for the new data: the
    /// changes about to be animated. The default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The last call of a batch update, once every animation attribute has been asked for.
    /// The default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where an appearing cell starts its animation (its index path after the update). The
    /// default is the cell's final attributes, transparent when it was inserted (a fade in, as
    /// PSTCollectionView's `UICollectionViewLayout`); nil makes it appear at its final attributes.
    open func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        defaultAnimationAttributes(.cell, itemIndexPath)
    }

    /// Where a disappearing cell ends its animation (its index path before the update). The
    /// default is the cell's current attributes, transparent when it was deleted (a fade out);
    /// nil keeps it at its current attributes.
    open func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        defaultAnimationAttributes(.cell, itemIndexPath)
    }

    /// Where an appearing supplementary view starts its animation (default as for cells).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        defaultAnimationAttributes(ElementKind(uikitKind: elementKind), elementIndexPath)
    }

    /// Where a disappearing supplementary view ends its animation (default as for cells).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        defaultAnimationAttributes(ElementKind(uikitKind: elementKind), elementIndexPath)
    }

    /// Where an appearing decoration view starts its animation. The default is nil.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing decoration view ends its animation. The default is nil.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The base layout's default start or end of an element's animation.
    private func defaultAnimationAttributes(_ kind: ElementKind, _ path: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let call = engineCall, let p = path.engineIndexPath else { return nil }
        return call.animationAttributes(for: ElementKey(kind: kind, indexPath: p), of: Self.layoutAttributesClass, ownFrame: true)
    }

    /// Supplementary views of `elementKind` the layout inserts in this batch beyond those of
    /// inserted sections. The default is empty.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [Foundation.IndexPath] { [] }

    /// Supplementary views of `elementKind` the layout deletes in this batch beyond those of
    /// deleted sections. The default is empty.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [Foundation.IndexPath] { [] }

    /// Decoration views of `elementKind` the layout inserts in this batch. The default is empty.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [Foundation.IndexPath] { [] }

    /// Decoration views of `elementKind` the layout deletes in this batch. The default is empty.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [Foundation.IndexPath] { [] }

    // MARK: Animated bounds changes

    /// Called before an animated change of the collection view's bounds (a resize), with the
    /// bounds before it. The default does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called once the animated bounds change is over. The default does nothing.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Self-sizing

    /// Whether a cell's or supplementary view's preferred attributes (what its
    /// `preferredLayoutAttributesFitting(_:)` answered) invalidate the layout. The default is false.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context describing what a view's preferred attributes invalidate. The default is an
    /// empty context of `invalidationContextClass`.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Registers the view class of a decoration kind. ScrollSim has no views (it draws a decoration
    /// view as a box); the kind is asked about in batch updates from now on (docs/uikit-host.md, U6).
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationKinds.insert(elementKind)
    }

    /// Points the layout at the engine state of the call about to be made.
    func attach(_ call: EngineCall) {
        engineCall = call
        call.view = view
        isAttached = true
        view.state = call.context.scrollView
        view.geometry = call.context.geometry
        view.dataSections = call.context.dataSections
        reportMirroring(call)
        willAnswer(call)
    }

    /// Hook for the flow layout: take the scenario's metrics.
    func willAnswer(_ call: EngineCall) {}
}
