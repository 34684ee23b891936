/// UIKit's `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds` (docs/strategies.md §6.1),
/// written in the unified model (`PinningModel`).
///
/// Headers pin below `adjustedContentInset.top` and are pushed off by the next section
/// (`clampHi(pin, natural, sectionEnd - h)`); footers pin above the bottom inset, floored at the
/// section's start. Empty sections do not stick. Frames do not depend on the query rect.
/// UIKit's internal zIndex values are not public: the simulator uses 10 for headers and footers.
/// The flow layout pins its own headers, so its appearing/disappearing attributes are pinned too
/// (a choice: UIKit does not document it), and it declares `clean-updates`.
public enum UIKitPinStrategy {
    /// The model with the given pin flags.
    public static func pinningModel(pinHeaders: Bool = true, pinFooters: Bool = true) -> PinningModel {
        var m = PinningModel()
        m.pinLine.inset = .adjustedContentInset
        m.headers.pin = pinHeaders
        m.footers.pin = pinFooters
        m.zIndex.header = 10
        m.zIndex.footer = 10
        m.pinsDuringUpdates = true
        m.invalidateOnScroll = pinHeaders || pinFooters
        return m
    }

    /// The strategy with the given pin flags.
    public static func make(pinHeaders: Bool = true, pinFooters: Bool = true) -> DeclarativeStrategy {
        DeclarativeStrategy(name: .uikit, model: pinningModel(pinHeaders: pinHeaders, pinFooters: pinFooters))
    }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .uikit,
        summary: "UIKit pinToVisibleBounds: pinned below the adjusted inset, pushed off by the next section",
        source: "UIKit docs, doc-implied (docs/strategies.md §6.1)",
        optionKeys: StrategyOptionDeclarations.keys({ $0.uikitPinHeaders }, { $0.uikitPinFooters }),
        pinningModel: pinningModel()
    ) { make(pinHeaders: $0.uikitPinHeaders, pinFooters: $0.uikitPinFooters) }
}

extension StrategyName {
    /// UIKit `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`.
    public static let uikit = StrategyName("uikit")
}

/// The options UIKitPinStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var uikitPinHeaders: StrategyOption<Bool> { StrategyOption("uikitPinHeaders", .bool, default: true, "sectionHeadersPinToVisibleBounds (default true)") }
    public var uikitPinFooters: StrategyOption<Bool> { StrategyOption("uikitPinFooters", .bool, default: true, "sectionFootersPinToVisibleBounds (default true)") }
}
