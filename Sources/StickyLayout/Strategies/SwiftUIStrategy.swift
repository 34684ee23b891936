/// SwiftUI `LazyVStack(pinnedViews: [.sectionHeaders, .sectionFooters])` (docs/strategies.md §12.1),
/// written in the unified model (`PinningModel`) rather than code.
///
/// Modelled by analogy, low confidence: a pinned header stays at the top of the scroll view (below
/// the safe area, i.e. the adjusted inset) while its section scrolls, pushed off by the section's
/// end; footers the same at the bottom. Empty sections are not special-cased. zIndex 10 for pinned
/// views, 0 for rows. Both axes (`LazyHStack`).
public enum SwiftUIStrategy {
    /// The model with `pinnedViews` containing headers and/or footers: `uikit`'s, except that empty
    /// sections are not special-cased and appearing and disappearing elements are the flow layout's.
    public static func pinningModel(pinHeaders: Bool = true, pinFooters: Bool = true) -> PinningModel {
        var m = UIKitPinStrategy.pinningModel(pinHeaders: pinHeaders, pinFooters: pinFooters)
        m.emptySections = .pin
        m.pinsDuringUpdates = false
        return m
    }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .swiftui,
        summary: "SwiftUI LazyVStack pinnedViews: headers and footers pinned within their section (low confidence)",
        source: "PinnedScrollableViews docs, modelled by analogy (docs/strategies.md §12.1); Strategies/swiftui-pinned.json",
        optionKeys: StrategyOptionDeclarations.keys({ $0.swiftuiPinHeaders }, { $0.swiftuiPinFooters }),
        pinningModel: pinningModel()
    ) { DeclarativeStrategy(name: .swiftui, model: pinningModel(pinHeaders: $0.swiftuiPinHeaders, pinFooters: $0.swiftuiPinFooters)) }
}

extension StrategyName {
    /// SwiftUI `LazyVStack(pinnedViews: [.sectionHeaders, .sectionFooters])`.
    public static let swiftui = StrategyName("swiftui")
}

/// The options SwiftUIStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var swiftuiPinHeaders: StrategyOption<Bool> { StrategyOption("swiftuiPinHeaders", .bool, default: true, "pinnedViews contains .sectionHeaders (default true)") }
    public var swiftuiPinFooters: StrategyOption<Bool> { StrategyOption("swiftuiPinFooters", .bool, default: true, "pinnedViews contains .sectionFooters (default true)") }
}

