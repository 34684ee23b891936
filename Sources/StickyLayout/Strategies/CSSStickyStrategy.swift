/// CSS `position: sticky` (docs/strategies.md §8), written in the unified model (`PinningModel`):
/// each section is a containing block `[header][inset + items + inset][footer]`; headers are
/// `top: 0`, footers `bottom: 0`, and the scroller's padding is the `contentInset`.
///
/// `header.y = MAX(natural, MIN(offset + inset.top, sectionEnd - h))` (the natural side wins);
/// `footer.y = MIN(natural, MAX(offset + V - inset.bottom - f, sectionStart))` (may cover the header).
/// Sticky boxes are positioned, so they paint over the cells (zIndex 1, 0 when not sticky), later
/// ones over earlier ones.
///
/// It declares every property but `pinned-visible`: the sticky offset counts the scroller's padding
/// (`contentInset`) only; the system's part of the adjusted inset (a refresh control, the safe
/// area) has no counterpart in `top: 0`, so a sticky header slides under it (a documented quirk,
/// reported as a finding).
public enum CSSStickyStrategy {
    /// The model with the given sticky flags.
    public static func pinningModel(stickyHeaders: Bool = true, stickyFooters: Bool = true) -> PinningModel {
        var m = PinningModel()
        m.headers.pin = stickyHeaders
        m.headers.order = .naturalWins
        m.footers.pin = stickyFooters
        m.zIndex.header = stickyHeaders ? 1 : 0
        m.zIndex.footer = stickyFooters ? 1 : 0
        m.emptySections = .pin
        m.invalidateOnScroll = stickyHeaders || stickyFooters
        var declared = Set<LayoutProperty>.all
        declared.remove(.pinnedVisible)
        if !stickyHeaders { declared.remove(.headersPresent) }
        if !stickyFooters { declared.remove(.footersPresent) }
        m.declaredProperties = declared
        return m
    }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .css,
        summary: "CSS position: sticky: clamped inside the section box, the natural position wins",
        source: "css-position-3 sticky positioning (docs/strategies.md §8)",
        optionKeys: StrategyOptionDeclarations.keys({ $0.cssStickyHeaders }, { $0.cssStickyFooters }),
        pinningModel: pinningModel()
    ) { DeclarativeStrategy(name: .css, model: pinningModel(stickyHeaders: $0.cssStickyHeaders, stickyFooters: $0.cssStickyFooters)) }
}

extension StrategyName {
    /// Web `position: sticky`.
    public static let css = StrategyName("css")
}

/// The options CSSStickyStrategy reads; each one's help line says what it does and its default.
extension StrategyOptionDeclarations {
    public var cssStickyHeaders: StrategyOption<Bool> { StrategyOption("cssStickyHeaders", .bool, default: true, "headers are position: sticky; top: 0 (default true)") }
    public var cssStickyFooters: StrategyOption<Bool> { StrategyOption("cssStickyFooters", .bool, default: true, "footers are position: sticky; bottom: 0 (default true)") }
}
