import StickyLayout
import TestSupport
import Testing

/// YLStickyHeaderFlowLayout written again as a user's package would, with the public API only
/// (this test target does not use `@testable`): it must equal the built-in everywhere.
struct OutsideYL: StickyStrategy {
    var name: StrategyName { "outside-yl" }

    func layoutAttributesForElements(in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]) {
        let start = result.count
        context.appendSuperElements(in: rect, to: &result)
        for i in start..<result.count { result[i].zIndex = result[i].kind == .header ? 1024 : 1 }
        context.summariseSections(of: result, from: start)
        let pin = context.bounds.minY + context.contentInset.top
        for g in context.sectionSummaries where g.lastCell >= 0 {
            let lastMaxY = result[g.lastCell].frame.maxY
            if g.header >= 0 {
                if !result[g.header].frame.size.isZero {
                    result[g.header].frame.origin.y = clampHi(pin, result[g.header].frame.minY, lastMaxY - result[g.header].frame.height)
                }
            } else if var header = context.superLayoutAttributesForSupplementaryView(
                ofKind: .header, at: IndexPath(item: 0, section: g.section)), !header.frame.size.isZero {
                header.isReinserted = true
                header.frame.origin.y = clampHi(pin, header.frame.minY, lastMaxY - header.frame.height)
                context.report(.note, "outside.reinserted", section: g.section, "re-inserted")
                result.append(header)
            }
        }
    }
}

@Suite struct OutsideStrategyTests {
    @Test func anOutsideStrategyRegistersAndEqualsTheBuiltInItCopies() throws {
        var registry = StrategyRegistry.builtIn
        registry.register(StrategyRegistration(name: "outside-yl", summary: "YL, from outside", source: "this test") { _ in OutsideYL() })
        let outside = try #require(registry.strategy(named: "outside-yl"))
        var compared = 0
        for config in SmallGrid.configs(tuples: [[3], [2, 4], [0, 5], [1, 0, 2], [4, 2, 1]]) {
            var mine = CollectionView(sections: config.sections, metrics: config.metrics, strategy: outside, scrollView: config.scrollView(offset: 0))
            var builtIn = config.engine(.yl)
            let reference = ReferenceLayout(config)
            for offset in refOffsets(reference, .yl) {
                mine.setContentOffset(Point(x: 0, y: offset))
                builtIn.setContentOffset(Point(x: 0, y: offset))
                let a = mine.layoutAttributesForElements(in: mine.bounds)
                let b = builtIn.layoutAttributesForElements(in: builtIn.bounds)
                #expect(refDiff(engine: a, reference: b) == nil, "offset \(offset) \(config)")
                compared += 1
            }
        }
        #expect(compared > 1000)
    }
}
