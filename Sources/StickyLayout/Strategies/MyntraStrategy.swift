/// MYNStickyFlowLayout (seed 004, docs/strategies.md §4), written in the unified model
/// (`PinningModel`): sticky headers and footers.
///
/// Every attribute in the rect gets zIndex 1. For each section with a cell in the rect, the header
/// is pinned like CS (`clampHi(bounds.minY + inset.top, natural, lastCellInRect.maxY - h)`) and the
/// footer mirrors it: `MAX(MIN(bounds.maxY - inset.bottom - f, natural), firstCellInRect.minY)`;
/// both get zIndex 1024. Missing ones are re-inserted only when the layout *property*
/// `headerReferenceSize` / `footerReferenceSize` is non-zero, whatever the delegate says (a note).
public enum MyntraStrategy {
    /// The model.
    public static var pinningModel: PinningModel {
        var m = PinningModel()
        m.emission = .sectionsWithCellsInRect
        m.headers.ceiling = .lastItemInRect
        m.headers.reinsert = .ifReferenceSize
        m.footers.pin = true
        m.footers.floor = .firstItemInRect
        m.footers.order = .farWins
        m.footers.reinsert = .ifReferenceSize
        m.zIndex.cell = 1
        m.zIndex.header = 1
        m.zIndex.footer = 1
        m.zIndex.pinnedHeader = 1024
        m.zIndex.pinnedFooter = 1024
        m.axes = .yOnly
        return m
    }

    /// The strategy.
    public static func make() -> DeclarativeStrategy {
        DeclarativeStrategy(name: .myntra, model: pinningModel, diagnose: diagnose)
    }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .myntra,
        summary: "MYNStickyFlowLayout: sticky headers and footers; re-insertion gated by the reference sizes",
        source: "seed 004, myntra/MYNStickyFlowLayout (docs/strategies.md §4)",
        pinningModel: pinningModel
    ) { _ in make() }

    /// A delegate-sized header (footer) of a section with a cell in the rect that `super` left out
    /// and the zero reference size keeps from being re-inserted: headers first, then footers.
    private static let diagnose: DeclarativeStrategy.Diagnose = { _, context in
        for kind in [ElementKind.header, .footer] {
            let reference = kind == .header ? context.metrics.headerReferenceSize : context.metrics.footerReferenceSize
            guard reference.height == 0 else { continue }
            for g in context.sectionSummaries where g.lastCell >= 0 && (kind == .header ? g.header : g.footer) < 0 {
                let section = context.geometry.sections[g.section]
                if (kind == .header ? section.headerLength : section.footerLength) > 0 {
                    context.report(.note, "myntra.\(kind.rawValue)NotReinserted", section: g.section,
                                   "\(kind.rawValue)ReferenceSize.height is 0, so the delegate-sized \(kind.rawValue) is not re-inserted: once it leaves the rect it vanishes")
                }
            }
        }
    }
}

extension StrategyName {
    /// MYNStickyFlowLayout (seed 004).
    public static let myntra = StrategyName("myntra")
}
