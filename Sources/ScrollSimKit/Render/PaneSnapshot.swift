import StickyLayout

/// Everything the renderer needs from one collection view at one moment: a plain value, so
/// rendering is a pure function of snapshots (and testable without a session).
package struct PaneSnapshot: Sendable {
    /// The strategy shown.
    package var strategy: StrategyName
    /// The collection view's bounds (content coordinates): what the viewport shows.
    package var bounds: Rect
    /// The attributes returned for the bounds, in the order the layout returned them.
    package var attributes: [LayoutAttributes]
    /// `collectionViewContentSize`.
    package var contentSize: Size
    /// `contentInset` (bars drawn over the content).
    package var contentInset: EdgeInsets
    /// The system's extra inset.
    package var systemInset: EdgeInsets
    /// The scroll axis.
    package var direction: ScrollDirection
    /// The resting range of the offset along the scroll axis.
    package var minimumOffset: Double
    package var maximumOffset: Double
    /// What the last step invalidated.
    package var invalidation: InvalidationKind
    /// The engine's diagnostics for the last query.
    package var diagnostics: [Diagnostic]
    /// Pinned headers and footers the last answer put under the bars or off the visible bounds
    /// (`PinnedVisibility`); each is also one of `diagnostics`.
    package var hiddenPinned: [PinnedVisibility.Finding] = []
    /// The fault switches in force.
    package var faults: FaultSwitches
    /// Opacity of each element during an animated update, parallel to `attributes` (empty: all opaque).
    /// Elements below 1 are drawn as outlines: appearing ones dimmed, disappearing ones fading.
    package var alphas: [Double]
    /// Labels of the elements, parallel to `attributes`, when they differ from the current data's
    /// (a deleted element fading out keeps its old label); empty: ask the label provider.
    package var labels: [String] = []
    /// What the data is doing, for the status line (`↺ refreshing`, `↓ load-more pending`); empty when idle.
    package var activity: [String] = []
    /// The appearing and disappearing elements of the update being animated (initial / final
    /// attributes), for the inspector; empty when no animation runs.
    package var updateTransitions: [ElementTransition] = []

    /// The offset along the scroll axis.
    package var offset: Double { direction.main(bounds.origin) }
}
