/// MYNStickyFlowLayout (seed 004, docs/strategies.md §4): sticky headers and footers.
///
/// Every attribute in the rect gets zIndex 1. For each section with a cell in the rect, the header
/// is pinned like CS (`clampHi(bounds.minY + inset.top, natural, lastCellInRect.maxY - h)`) and the
/// footer mirrors it: `MAX(MIN(bounds.maxY - inset.bottom - f, natural), firstCellInRect.minY)`;
/// both get zIndex 1024. Missing ones are re-inserted only when the layout *property*
/// `headerReferenceSize` / `footerReferenceSize` is non-zero, whatever the delegate says.
public struct MyntraStrategy: StickyStrategy {
    public init() {}

    public var name: StrategyName { .myntra }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    /// The unified model's description.
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

    public static let registration = StrategyRegistration(
        name: .myntra,
        summary: "MYNStickyFlowLayout: sticky headers and footers; re-insertion gated by the reference sizes",
        source: "seed 004, myntra/MYNStickyFlowLayout (docs/strategies.md §4)",
        optionKeys: [],
        pinningModel: pinningModel
    ) { _ in MyntraStrategy() }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        let start = result.count
        context.appendSuperElements(in: rect, to: &result)
        for i in start..<result.count { result[i].zIndex = 1 }
        context.summariseSections(of: result, from: start)
        let bounds = context.bounds
        let inset = context.contentInset
        let z = context.faults.noZIndexRaise ? 1 : 1024
        let groupCount = context.sectionSummaries.count
        // Headers first, then footers, as the original's two loops.
        for kind in [ElementKind.header, .footer] {
            for gi in 0..<groupCount {
                let g = context.sectionSummaries[gi]
                guard g.lastCell >= 0,
                      let index = stickyElement(kind, of: g, context: &context, result: &result)
                else { continue }
                result[index].zIndex = z
                result[index].isHidden = false
                let natural = result[index].frame.minY
                let length = result[index].frame.height
                result[index].frame.origin.y = kind == .header
                    ? clampHi(bounds.minY + inset.top, natural, result[g.lastCell].frame.maxY - length)
                    : max(min(bounds.maxY - inset.bottom - length, natural), result[g.firstCell].frame.minY)
            }
        }
    }

    /// The index in `result` of the section's header or footer: the one from `super`, or one
    /// re-inserted when the layout's reference size for that kind is non-zero; nil otherwise.
    private func stickyElement(
        _ kind: ElementKind, of g: SectionSummary, context: inout StrategyContext, result: inout [LayoutAttributes]
    ) -> Int? {
        let existing = kind == .header ? g.header : g.footer
        if existing >= 0 { return existing }
        let reference = kind == .header ? context.metrics.headerReferenceSize : context.metrics.footerReferenceSize
        if reference.height == 0 {
            let section = context.geometry.sections[g.section]
            if (kind == .header ? section.headerLength : section.footerLength) > 0 {
                context.report(.note, "myntra.\(kind.rawValue)NotReinserted", section: g.section,
                               "\(kind.rawValue)ReferenceSize.height is 0, so the delegate-sized \(kind.rawValue) is not re-inserted: once it leaves the rect it vanishes")
            }
            return nil
        }
        guard !context.faults.noReinsertion,
              var element = context.superLayoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: g.section))
        else { return nil }
        element.isReinserted = true
        result.append(element)
        return result.count - 1
    }
}

extension MyntraStrategy {
    /// Sticky headers and footers clamped inside their section, above the cells.
    public var declaredProperties: Set<LayoutProperty> { .all }
}

extension StrategyName {
    /// MYNStickyFlowLayout (seed 004).
    public static let myntra = StrategyName("myntra")
}
