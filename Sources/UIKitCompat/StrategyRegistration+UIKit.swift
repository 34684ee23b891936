public import StickyLayout

extension StrategyRegistration {
    /// Registers a UIKit-style layout as a strategy called `name`: each collection view that shows
    /// it (each pane of a split) gets its own layout object from `layout`.
    ///
    /// ```swift
    /// .uikit("akp", summary: "AKPFlowLayout's clamp", source: "akpw/AKPFlowLayout") { AKPFlowLayout() }
    /// ```
    public static func uikit(
        _ name: StrategyName, summary: String, source: String,
        layout: @escaping @Sendable () -> UICollectionViewLayout
    ) -> StrategyRegistration {
        StrategyRegistration(name: name, summary: summary, source: source) { _ in
            UIKitLayoutStrategy(name, layout())
        }
    }
}
