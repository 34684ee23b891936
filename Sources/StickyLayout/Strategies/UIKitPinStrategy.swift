/// UIKit's `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds` (docs/strategies.md §6.1).
///
/// Headers pin below `adjustedContentInset.top` and are pushed off by the next section
/// (`clampHi(pin, natural, sectionEnd - h)`); footers pin above the bottom inset, floored at the
/// previous section's end. Empty sections do not stick. Frames do not depend on the query rect.
/// UIKit's internal zIndex values are not public: the simulator uses 10 for headers and footers.
public struct UIKitPinStrategy: StickyStrategy {
    public var pinHeaders: Bool
    public var pinFooters: Bool

    public init(pinHeaders: Bool = true, pinFooters: Bool = true) {
        self.pinHeaders = pinHeaders
        self.pinFooters = pinFooters
    }

    public var name: StrategyName { .uikit }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    /// The unified model's description (default options).
    public static var pinningModel: PinningModel {
        var m = PinningModel()
        m.pinLine.inset = .adjustedContentInset
        m.footers.pin = true
        m.zIndex.header = 10
        m.zIndex.footer = 10
        m.pinsDuringUpdates = true
        return m
    }

    public static let registration = StrategyRegistration(
        name: .uikit,
        summary: "UIKit pinToVisibleBounds: pinned below the adjusted inset, pushed off by the next section",
        source: "UIKit docs, doc-implied (docs/strategies.md §6.1)",
        optionKeys: StrategyOptionDeclarations.keys(\.uikitPinHeaders, \.uikitPinFooters),
        pinningModel: pinningModel
    ) { UIKitPinStrategy(pinHeaders: $0.uikitPinHeaders, pinFooters: $0.uikitPinFooters) }

    private var pinning: SectionSpanPinning {
        SectionSpanPinning(pinHeaders: pinHeaders, pinFooters: pinFooters, naturalWins: false,
                           emptySectionsStayNatural: true, supplementaryZ: 10, unpinnedZ: 10)
    }

    public var invalidatesOnOriginChange: Bool { pinHeaders || pinFooters }

    /// The flow layout pins its own headers, so its appearing/disappearing attributes are pinned too
    /// (a choice: UIKit does not document it).
    public var pinsDuringUpdates: Bool { true }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        pinning.append(in: rect, inset: context.adjustedContentInset, context: &context, into: &result)
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath, context: inout StrategyContext
    ) -> LayoutAttributes? {
        let inset = context.adjustedContentInset
        switch kind {
        case .header: return pinning.header(indexPath.section, inset: inset, context: context)
        case .footer: return pinning.footer(indexPath.section, inset: inset, context: context)
        case .cell, .parallaxHeader: return nil
        }
    }
}

extension UIKitPinStrategy {
    /// Every property, `clean-updates` included (the flow layout pins its own appearing and
    /// disappearing elements); both scroll directions.
    public var declaredProperties: Set<LayoutProperty> {
        var declared = Set<LayoutProperty>.all
        declared.insert(.cleanUpdates)
        if !pinHeaders { declared.remove(.headersPresent) }
        if !pinFooters { declared.remove(.footersPresent) }
        return declared
    }

    public var supportedDirections: Set<ScrollDirection> { [.vertical, .horizontal] }
}

extension StrategyName {
    /// UIKit `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`.
    public static let uikit = StrategyName("uikit")
}

extension StrategyOptionDeclarations {
    /// UIKit `sectionHeadersPinToVisibleBounds`.
    public var uikitPinHeaders: StrategyOption<Bool> {
        StrategyOption("uikitPinHeaders", .bool, default: true, "sectionHeadersPinToVisibleBounds (default true)")
    }
    /// UIKit `sectionFootersPinToVisibleBounds`.
    public var uikitPinFooters: StrategyOption<Bool> {
        StrategyOption("uikitPinFooters", .bool, default: true, "sectionFootersPinToVisibleBounds (default true)")
    }
}
