/// A sticky strategy: the overrides a `UICollectionViewFlowLayout` subclass makes.
///
/// Each strategy is a value with no state of its own; everything it reads (the base layout's
/// natural frames, the bounds, the insets) comes through `StrategyContext`, which plays `super`
/// and `self.collectionView`.
public protocol StickyStrategy: Sendable {
    /// The name this strategy is registered under.
    var name: StrategyName { get }

    /// `shouldInvalidateLayout(forBoundsChange:)` for a change of the bounds' origin only.
    /// Size changes are decided by the layout (a cross-axis change relays out).
    var invalidatesOnOriginChange: Bool { get }

    /// `shouldInvalidateLayout(forBoundsChange:)` for a change of the bounds' origin only, to
    /// `newBounds`, asked before `scrollView` changes. Defaults to `invalidatesOnOriginChange`.
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect, scrollView: ScrollViewState) -> Bool

    /// `shouldInvalidateLayout(forBoundsChange:)` for a change of the bounds' origin only, with the
    /// prepared geometry at hand (what the layout has laid out). Defaults to the method without it.
    func shouldInvalidateLayout(forBoundsChange newBounds: Rect, scrollView: ScrollViewState, geometry: FlowGeometry) -> Bool

    /// `invalidationContext(forBoundsChange:)` for a change of the bounds' origin only, when the
    /// strategy has a say; nil (the default) leaves the choice to the layout.
    func invalidationContext(forBoundsChange newBounds: Rect, scrollView: ScrollViewState) -> InvalidationContext?

    /// `layoutAttributesForElements(in:)`: appends this strategy's answer for `rect` to `result`.
    func layoutAttributesForElements(in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes])

    /// `layoutAttributesForItem(at:)`.
    func layoutAttributesForItem(at indexPath: IndexPath, context: inout StrategyContext) -> LayoutAttributes?

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext) -> LayoutAttributes?

    /// `collectionViewContentSize`.
    func contentSize(_ context: StrategyContext) -> Size

    /// True when the initial and final attributes of appearing and disappearing elements are the
    /// strategy's own (pinned) answers; false when they are the flow layout's defaults, unpinned
    /// and at zIndex 0 (none of the originals overrides those methods).
    var pinsDuringUpdates: Bool { get }

    /// The section-inset placement this strategy's layout class imposes, or nil to use the flow
    /// metrics' own (`FlowMetrics.sectionInsetPlacement`).
    var sectionInsetPlacement: SectionInsetPlacement? { get }

    /// The sections `prepare()` lays out. A strategy whose original is not a flow layout adjusts
    /// them so the flow geometry matches its own (IGListKit collapses empty sections, an overlaying
    /// compositional header takes no space); `StrategyContext.dataSections` keeps the data as given.
    func sectionsForLayout(_ sections: [SectionSpec], metrics: FlowMetrics) -> [SectionSpec]

    /// The properties this strategy intends to hold; `scrollsim check` reports a violation of one
    /// of these as a failure and of any other as a finding. Default: none.
    var declaredProperties: Set<LayoutProperty> { get }

    /// The scroll directions the strategy is designed for. Default: vertical only.
    var supportedDirections: Set<ScrollDirection> { get }
}

extension StickyStrategy {
    public var invalidatesOnOriginChange: Bool { true }

    public var sectionInsetPlacement: SectionInsetPlacement? { nil }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, scrollView: ScrollViewState) -> Bool {
        invalidatesOnOriginChange
    }

    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect, scrollView: ScrollViewState, geometry: FlowGeometry) -> Bool {
        shouldInvalidateLayout(forBoundsChange: newBounds, scrollView: scrollView)
    }

    public func invalidationContext(forBoundsChange newBounds: Rect, scrollView: ScrollViewState) -> InvalidationContext? {
        nil
    }

    public func layoutAttributesForItem(at indexPath: IndexPath, context: inout StrategyContext) -> LayoutAttributes? {
        context.superLayoutAttributesForItem(at: indexPath)
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        context.superLayoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    public func contentSize(_ context: StrategyContext) -> Size { context.superContentSize }

    public var pinsDuringUpdates: Bool { false }

    public func sectionsForLayout(_ sections: [SectionSpec], metrics: FlowMetrics) -> [SectionSpec] { sections }

    public var declaredProperties: Set<LayoutProperty> { [] }

    public var supportedDirections: Set<ScrollDirection> { [.vertical] }
}
