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
        uikit(name, summary: summary, source: source, options: [], declares: declares, directions: directions) { _ in layout() }
    }

    /// Registers a UIKit-style layout that reads switches from a scenario's `options` object
    /// (docs/scenario-format.md): `options` lists the keys it reads (a scenario may set only
    /// listed keys, of their type), and `layout` receives the scenario's values, as a delegate
    /// would answer them.
    ///
    /// ```swift
    /// .uikit("pin-some", summary: "pins the sections a delegate chooses", source: "my app",
    ///        options: [StrategyOptionKey("pinFirstSection", .bool, "pin section 0's header (default true)")]) { options in
    ///     PinSomeLayout(pinFirstSection: options.bool("pinFirstSection", default: true))
    /// }
    /// ```
    public static func uikit(
        _ name: StrategyName, summary: String, source: String, options optionKeys: [StrategyOptionKey],
        declares: Set<LayoutProperty> = [], directions: Set<ScrollDirection> = [.vertical],
        layout: @escaping @Sendable (StrategyOptions) -> UICollectionViewLayout
    ) -> StrategyRegistration {
        StrategyRegistration(name: name, summary: summary, source: source, optionKeys: optionKeys) { options in
            UIKitLayoutStrategy(name, layout(options), declares: declares, directions: directions)
        }
    }
}
