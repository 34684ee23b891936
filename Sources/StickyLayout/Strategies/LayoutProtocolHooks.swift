/// The calls of UIKit's layout protocol that a built-in strategy has no use for, which the engine
/// makes into a strategy that hosts a layout object of its own (UIKitCompat's adaptor): every
/// invalidation, the batch-update calls, the animated bounds change around a resize, self-sizing,
/// and the record of the calls made. A strategy that does not adopt it is called as before.
/// docs/uikit-host.md gives the order and the source of each rule.
public protocol LayoutProtocolHooks: StickyStrategy {
    /// The layout was invalidated with `context` for `cause` (the next query prepares first).
    func didInvalidate(_ context: InvalidationContext, cause: InvalidationCause)

    /// `shouldInvalidateLayout(forBoundsChange:)` for a change of size, and the context the layout
    /// gives for it (already passed to its `invalidateLayout(with:)`); nil when it declines.
    /// The engine relays the items out whatever the answer (a choice, docs/uikit-host.md).
    func invalidationForResize(to newBounds: Rect, scrollView: ScrollViewState) -> InvalidationContext?

    /// The context the layout invalidated itself with since the last time this was asked (its own
    /// `invalidateLayout(with:)` call, as from `shouldInvalidateLayout(forBoundsChange:)`), or nil.
    func takeSelfInvalidation() -> InvalidationContext?

    /// `prepare(forAnimatedBoundsChange:)` with the bounds before a resize, after the layout was
    /// prepared for the new size.
    func prepare(forAnimatedBoundsChange oldBounds: Rect, context: inout StrategyContext)

    /// `finalizeAnimatedBoundsChange()`, once the resized layout has been queried.
    func finalizeAnimatedBoundsChange(context: inout StrategyContext)

    /// `prepare(forCollectionViewUpdates:)`, after the layout was prepared for the new data.
    func prepare(forCollectionViewUpdates items: [UpdateItem], context: inout StrategyContext)

    /// `indexPathsToInsertForSupplementaryView(ofKind:)` (`inserting`) or
    /// `indexPathsToDeleteForSupplementaryView(ofKind:)` for every supplementary kind, and the
    /// decoration equivalents: the elements the layout adds to or removes from this batch.
    func supplementaryChanges(inserting: Bool, context: inout StrategyContext) -> [ElementKey]

    /// `initialLayoutAttributesForAppearing…` (`appearing`, `key` after the update) or
    /// `finalLayoutAttributesForDisappearing…` (`key` before the update). `fallback` is what the
    /// flow layout itself answers (its `super`, with the opacity: 0 for an inserted or deleted
    /// element); `own` the element's attributes at the other end of the animation. An answer of
    /// nil: the element then animates from (or to) `own`, opaque.
    func animationAttributes(
        appearing: Bool, key: ElementKey, fallback: (attributes: LayoutAttributes, alpha: Double),
        own: LayoutAttributes, context: inout StrategyContext
    ) -> AnimationAnswer

    /// `targetContentOffset(forProposedContentOffset:)` at the end of a batch update.
    func targetContentOffset(forProposedContentOffset proposed: Point, context: inout StrategyContext) -> Point

    /// `finalizeCollectionViewUpdates()`.
    func finalizeCollectionViewUpdates(context: inout StrategyContext)

    /// Self-sizing of the element at `indexPath`: its view's preferred attributes carry `length`
    /// along the scroll axis. Returns the context the layout gives
    /// (`invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`, already passed
    /// to its `invalidateLayout(with:)`), or nil when
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` declines.
    func invalidationForPreferredLength(
        _ length: Float, at indexPath: IndexPath, context: inout StrategyContext
    ) -> InvalidationContext?

    /// Starts or stops recording the calls made into the layout.
    func recordCalls(_ on: Bool)

    /// The calls made into the layout since the last time this was asked, one line each, in order
    /// (empty unless recording).
    func takeCallRecord() -> [String]
}

/// A layout's answer to `initialLayoutAttributesForAppearing…` or `finalLayoutAttributesForDisappearing…`.
public struct AnimationAnswer: Sendable {
    /// The call as UIKit makes it, e.g.
    /// `initialLayoutAttributesForAppearingSupplementaryElement(ofKind: header, at: [1, 0])`.
    public var call: String
    /// The attributes and opacity answered; nil when the layout answered nil.
    public var answer: (attributes: LayoutAttributes, alpha: Double)?

    public init(call: String, answer: (attributes: LayoutAttributes, alpha: Double)?) {
        self.call = call
        self.answer = answer
    }
}

/// Why the engine invalidated a layout.
public enum InvalidationCause: String, Hashable, Sendable {
    /// A bounds change whose context the strategy gave (`invalidationContext(forBoundsChange:)`).
    case boundsChange
    /// A batch update or a reload: the data's counts changed.
    case dataChange
    /// Self-sizing: items' lengths changed.
    case selfSizing
    /// Anything else: a new strategy, fault switches, insets, metrics.
    case other
}
