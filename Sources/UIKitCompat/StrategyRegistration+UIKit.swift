public import StickyLayout

extension StrategyRegistration {
    /// Registers a UIKit-style layout as a strategy called `name`: each collection view that shows
    /// it (each pane of a split) gets its own layout object from `layout`.
    ///
    /// `declares` lists the properties `scrollsim check` fails the layout on (default: none, so
    /// every violation is only reported); `directions` the axes it is checked on.
    ///
    /// ```swift
    /// .uikit("akp", summary: "AKPFlowLayout's clamp", source: "akpw/AKPFlowLayout",
    ///        declares: [.uniqueElements, .rectIndependent]) { AKPFlowLayout() }
    /// ```
    public static func uikit(
        _ name: StrategyName, summary: String, source: String,
        declares: Set<LayoutProperty> = [], directions: Set<ScrollDirection> = [.vertical],
        layout: @escaping @Sendable () -> UICollectionViewLayout
    ) -> StrategyRegistration {
        StrategyRegistration(name: name, summary: summary, source: source) { _ in
            UIKitLayoutStrategy(name, layout(), declares: declares, directions: directions)
        }
    }
}
