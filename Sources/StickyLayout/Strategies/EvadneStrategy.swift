/// Evadne Wu's sticky headers (seeds 001/002, docs/strategies.md §2).
///
/// Headers missing for sections with a cell in the answer are re-inserted from `super`; then every
/// header gets `y = MIN(MAX(contentOffset.y, firstCell.minY - h), lastCell.maxY - h)` over the
/// *whole* section (not the rect), zIndex 1024. The pin line ignores `contentInset`; the floor is
/// the first cell, so a `sectionInset.top` gap opens above the header. y only: horizontal breaks.
public struct EvadneStrategy: StickyStrategy {
    public init() {}

    public var name: StrategyName { .evadne }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    /// The unified model's description.
    public static var pinningModel: PinningModel {
        var m = PinningModel()
        m.emission = .sectionsWithCellsInRect
        m.pinLine.inset = .none
        m.headers.floor = .firstItemMinusLength
        m.headers.ceiling = .lastItem
        m.zIndex.header = 1024
        m.zIndex.footer = 0
        m.emptySections = .minusLength
        m.axes = .yOnly
        return m
    }

    public static let registration = StrategyRegistration(
        name: .evadne,
        summary: "Evadne Wu: y = min(max(offset, firstCell.minY - h), lastCell.maxY - h); ignores contentInset",
        source: "seeds 001/002 (docs/strategies.md §2)",
        optionKeys: [],
        pinningModel: pinningModel
    ) { _ in EvadneStrategy() }

    public func layoutAttributesForElements(
        in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]
    ) {
        let start = result.count
        context.appendSuperElements(in: rect, to: &result)
        context.summariseSections(of: result, from: start)
        if !context.faults.noReinsertion {
            for g in context.sectionSummaries where g.firstCell >= 0 && g.header < 0 {
                let section = g.section
                if var header = context.superLayoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: section)) {
                    if header.frame.size.isZero {
                        context.report(.crash, "evadne.zeroSizeHeader", section: section,
                                       "re-inserts a zero-size header: UIKit versions that return nil here make addObject:nil throw; shown as zero-size (invisible)")
                    }
                    header.isReinserted = true
                    result.append(header)
                }
            }
        }
        let offsetY = context.contentOffset.y
        for i in start..<result.count where result[i].kind == .header {
            let section = result[i].indexPath.section
            let count = context.numberOfItems(inSection: section)
            let h = result[i].frame.height
            var firstMinY = 0.0
            var lastMaxY = 0.0
            if count == 0 {
                context.report(.crash, "evadne.emptySection", section: section,
                               "asks for item 0 of an empty section: UIKit returns nil (frame zero, header jumps to y = -h) or crashes; placed at -h")
            } else {
                firstMinY = context.geometry.itemFrame(item: 0, section: section).minY
                lastMaxY = context.geometry.itemFrame(item: count - 1, section: section).maxY
            }
            result[i].frame.origin.y = clampHi(offsetY, firstMinY - h, lastMaxY - h)
            result[i].zIndex = context.faults.noZIndexRaise ? 0 : 1024
        }
    }
}

extension EvadneStrategy {
    /// A sticky header for every section, clamped inside it, above the cells, without hazards.
    public var declaredProperties: Set<LayoutProperty> {
        Set.all.subtracting([.footersPresent])
    }
}

extension StrategyName {
    /// Evadne Wu's clamp (seeds 001/002).
    public static let evadne = StrategyName("evadne")
}
