public import StickyLayout

extension StrategyRegistration {
    /// Registers a UIKit-style layout as a strategy called `name`: each collection view that shows
    /// it (each pane of a split) gets its own layout object from `layout`.
    ///
    /// `declares` lists the properties `scrollsim check` fails the layout on (default: none, so
    /// every violation is only reported); `directions` the axes it is checked on. `delegate` makes the
    /// object `collectionView.delegate` returns to the layout (one per layout object), for a layout
    /// that asks a delegate protocol of its own, e.g. MagazineLayout's
    /// `UICollectionViewDelegateMagazineLayout`.
    ///
    /// ```swift
    /// .uikit("akp", summary: "AKPFlowLayout's clamp", source: "akpw/AKPFlowLayout",
    ///        declares: [.uniqueElements, .rectIndependent]) { AKPFlowLayout() }
    /// ```
    public static func uikit(
        _ name: StrategyName, summary: String, source: String,
        declares: Set<LayoutProperty> = [], directions: Set<ScrollDirection> = [.vertical],
        delegate: (@Sendable () -> any UICollectionViewDelegate)? = nil,
        layout: @escaping @Sendable () -> UICollectionViewLayout
    ) -> StrategyRegistration {
        var fromOptions: (@Sendable (StrategyOptions) -> any UICollectionViewDelegate)?
        if let delegate { fromOptions = { _ in delegate() } }
        return uikit(name, summary: summary, source: source, options: [], declares: declares, directions: directions,
                     delegate: fromOptions) { _ in layout() }
    }

    /// Registers a UIKit-style layout that reads switches from a scenario's `options` object
    /// (docs/scenario-format.md): `options` lists the keys it reads (a scenario may set only
    /// listed keys, of their type), and `layout` receives the scenario's values, as a delegate
    /// would answer them; `delegate`, when given, receives them too.
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
        delegate: (@Sendable (StrategyOptions) -> any UICollectionViewDelegate)? = nil,
        layout: @escaping @Sendable (StrategyOptions) -> UICollectionViewLayout
    ) -> StrategyRegistration {
        StrategyRegistration(name: name, summary: summary, source: source, optionKeys: optionKeys) { options in
            let made = layout(options)
            if let delegate { made.view.delegate = delegate(options) }
            return UIKitLayoutStrategy(name, made, declares: declares, directions: directions)
        }
    }
}
