/// Compositional layout: section header and footer as `NSCollectionLayoutBoundarySupplementaryItem`
/// with `pinToVisibleBounds` (docs/strategies.md §6.3), written in the unified model (`PinningModel`).
///
/// Pinned "while any portion of the section is visible": a section's header and footer are returned
/// only while its span meets the rect, and clamped inside that span below the adjusted inset.
/// ```
/// header.y = clampHi(offset + adjusted.top, section.start, section.end - h)
/// footer.y = clampHi(offset + V - adjusted.bottom - f, section.start, natural)
/// ```
/// `extendsBoundary = false` makes them take no space: the section is `inset | items | inset`, the
/// header overlays its start and the footer its end; in a section shorter than the header (an
/// empty one) the far bound wins and the header sits above its natural place, as in the IBP
/// backport's `MIN(MAX(...))`. zIndex: the header 2 (Apple's sample sets it on the pinned header),
/// the footer 1 (the backport's default for a boundary item; Apple documents none), cells 0.
/// Both axes.
public enum CompositionalStrategy {
    /// The model with the given boundary-item settings.
    public static func pinningModel(
        pinHeaders: Bool = true, pinFooters: Bool = true, extendsBoundary: Bool = true, zIndex: Int = 2, footerZIndex: Int = 1
    ) -> PinningModel {
        var m = PinningModel()
        m.pinLine.inset = .adjustedContentInset
        m.headers.pin = pinHeaders
        m.footers.pin = pinFooters
        m.boundary = extendsBoundary ? .extends : .overlays
        m.zIndex.header = zIndex
        m.zIndex.footer = footerZIndex
        m.emptySections = .pin
        m.invalidateOnScroll = pinHeaders || pinFooters
        // Frames do not depend on the rect; pinned views stay in their section, headers apart.
        m.declaredProperties = [.uniqueElements, .rectIndependent, .consistentWithoutInvalidation, .pinnedInSection, .headersApart]
        return m
    }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .compositional,
        summary: "compositional pinToVisibleBounds: pinned while the section shows; extendsBoundary false overlays the items",
        source: "NSCollectionLayoutBoundarySupplementaryItem docs, Apple's sample (docs/strategies.md §6.3)",
        optionKeys: StrategyOptionDeclarations.keys(
            { $0.compositionalPinHeaders },
            { $0.compositionalPinFooters },
            { $0.compositionalExtendsBoundary },
            { $0.compositionalZIndex },
            { $0.compositionalFooterZIndex }
        ),
        pinningModel: pinningModel()
    ) { DeclarativeStrategy(name: .compositional, model: pinningModel(
            pinHeaders: $0.compositionalPinHeaders, pinFooters: $0.compositionalPinFooters,
            extendsBoundary: $0.compositionalExtendsBoundary, zIndex: $0.compositionalZIndex,
            footerZIndex: $0.compositionalFooterZIndex)) }
}

extension StrategyName {
    /// Compositional layout boundary supplementary items with `pinToVisibleBounds`.
    public static let compositional = StrategyName("compositional")
}

/// The options CompositionalStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var compositionalPinHeaders: StrategyOption<Bool> { StrategyOption("compositionalPinHeaders", .bool, default: true, "the header's pinToVisibleBounds (default true)") }
    public var compositionalPinFooters: StrategyOption<Bool> { StrategyOption("compositionalPinFooters", .bool, default: true, "the footer's pinToVisibleBounds (default true)") }
    public var compositionalExtendsBoundary: StrategyOption<Bool> { StrategyOption("compositionalExtendsBoundary", .bool, default: true, "extendsBoundary; false overlays header and footer on the content (default true)") }
    public var compositionalZIndex: StrategyOption<Int> { StrategyOption("compositionalZIndex", .number, default: 2, "the header's zIndex (default 2, as Apple's sample sets it)") }
    public var compositionalFooterZIndex: StrategyOption<Int> { StrategyOption("compositionalFooterZIndex", .number, default: 1, "the footer's zIndex (default 1, the IBP backport's default)") }
}
