import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// Engine vs reference on seeded random large configurations, random offsets (integers and halves,
/// overscroll included) and random query rects (rect ≠ bounds shows the rect dependence of YL/MYN/CS).
@Suite("Reference: random large configurations")
struct ReferenceRandomTests {
    static let seeds: [UInt64] = Array(1...40)
    static let queriesPerSeed = 250

    @Test("engine equals reference on random configurations and rects", arguments: StrategyRegistry.builtIn.names)
    func random(_ kind: StrategyName) {
        var failures: [String] = []
        var failureCount = 0
        for seed in Self.seeds {
            let config = RandomConfigs.make(seed: seed &* 7919, kind: kind)
            let reference = ReferenceLayout(config)
            var layout = StickyFlowLayout(
                sections: config.sections, metrics: config.metrics, strategy: kind.make(config.options),
                scrollView: config.scrollView(offset: 0))
            var rng = CheckRandom(seed: seed ^ 0xABCD)
            let height = reference.contentHeight(kind)
            let v = config.viewport.height
            for _ in 0..<Self.queriesPerSeed {
                let offset = Double(rng.uniform(Int(-2 * v)...Int(2 * (height + v)))) / 2 - config.contentInset.top
                layout.scrollView.contentOffset = Point(x: 0, y: offset)
                layout.invalidateLayout(with: .supplementaryPositions)
                let bounds = reference.bounds(offset: offset)
                let rect = RandomConfigs.rect(&rng, bounds: bounds, contentHeight: height)
                let got = layout.layoutAttributesForElements(in: rect)
                let want = reference.attributes(kind, offset: offset, rect: rect)
                if let diff = refDiff(engine: got, reference: want) {
                    failureCount += 1
                    if failures.count < 3 {
                        failures.append("seed=\(seed) strategy=\(kind.rawValue) offset=\(offset) rect=\(rect)\n\(config)\n\(diff)")
                    }
                }
            }
        }
        #expect(failureCount == 0, "\(failureCount) queries differ; first:\n\(failures.joined(separator: "\n---\n"))")
    }
}
