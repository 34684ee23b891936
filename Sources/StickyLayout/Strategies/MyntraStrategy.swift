/// MYNStickyFlowLayout (seed 004, spec section 4): sticky headers and footers.
///
/// Every attribute in the rect gets zIndex 1. For each section with a cell in the rect, the header
/// is pinned like CS (`clampHi(bounds.minY + inset.top, natural, lastCellInRect.maxY - h)`) and the
/// footer mirrors it: `MAX(MIN(bounds.maxY - inset.bottom - f, natural), firstCellInRect.minY)`;
/// both get zIndex 1024. Missing ones are re-inserted only when the layout *property*
/// `headerReferenceSize` / `footerReferenceSize` is non-zero, whatever the delegate says.
public struct MyntraStrategy: StickyStrategy {
    public init() {}

    public var kind: StrategyKind { .myntra }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        let start = result.count
        context.appendSuperElements(in: rect, to: &result)
        for i in start..<result.count { result[i].zIndex = 1 }
        context.summarise(result, from: start)
        let bounds = context.bounds
        let inset = context.contentInset
        let reinsertHeaders = context.metrics.headerReferenceSize.height != 0 && !context.faults.noReinsertion
        let reinsertFooters = context.metrics.footerReferenceSize.height != 0 && !context.faults.noReinsertion
        let z = context.faults.noZIndexRaise ? 1 : 1024
        let groupCount = context.groups.count
        // Headers, for sections with a last cell in the rect.
        for gi in 0..<groupCount {
            let g = context.groups[gi]
            guard g.lastCell >= 0 else { continue }
            let lastMaxY = result[g.lastCell].frame.maxY
            var index = g.header
            if index < 0 {
                if !reinsertHeaders {
                    if context.metrics.headerReferenceSize.height == 0
                        && context.geometry.sections[g.section].headerLength > 0 {
                        context.report(.note, "myntra.headerNotReinserted", section: g.section,
                                       "headerReferenceSize.height is 0, so the delegate-sized header is not re-inserted: the pinned header vanishes")
                    }
                    continue
                }
                guard var header = context.geometry.attributesForSupplementary(kind: .header, at: IndexPath(item: 0, section: g.section)) else { continue }
                header.isReinserted = true
                result.append(header)
                index = result.count - 1
            }
            result[index].zIndex = z
            result[index].isHidden = false
            let h = result[index].frame.height
            result[index].frame.origin.y = clampHi(bounds.minY + inset.top, result[index].frame.minY, lastMaxY - h)
        }
        // Footers, for sections with a first cell in the rect.
        for gi in 0..<groupCount {
            let g = context.groups[gi]
            guard g.firstCell >= 0 else { continue }
            let firstMinY = result[g.firstCell].frame.minY
            var index = g.footer
            if index < 0 {
                if !reinsertFooters {
                    if context.metrics.footerReferenceSize.height == 0
                        && context.geometry.sections[g.section].footerLength > 0 {
                        context.report(.note, "myntra.footerNotReinserted", section: g.section,
                                       "footerReferenceSize.height is 0, so the delegate-sized footer is not re-inserted")
                    }
                    continue
                }
                guard var footer = context.geometry.attributesForSupplementary(kind: .footer, at: IndexPath(item: 0, section: g.section)) else { continue }
                footer.isReinserted = true
                result.append(footer)
                index = result.count - 1
            }
            result[index].zIndex = z
            result[index].isHidden = false
            let f = result[index].frame.height
            result[index].frame.origin.y = max(min(bounds.maxY - inset.bottom - f, result[index].frame.minY), firstMinY)
        }
    }
}
