import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// Work counters: an origin-only bounds change does no item work; a width change rebuilds.
@Suite("Reference: invalidation work")
struct ReferenceInvalidationTests {
    /// Variable item heights, so a rebuild would have to compute item frames.
    static var scene: RefConfig {
        var rng = CheckRandom(seed: 42)
        let sections = (0..<20).map { _ in
            SectionSpec(itemCount: 0, itemLengths: (0..<rng.uniform(1...30)).map { _ in Float(rng.half(upTo: 4)) })
        }
        return RefConfig(
            sections: sections,
            metrics: FlowMetrics(
                itemSize: Size(width: 0, height: 2), sectionInset: EdgeInsets(top: 1, bottom: 1),
                headerReferenceSize: Size(width: 0, height: 2), footerReferenceSize: Size(width: 0, height: 1)),
            viewport: Size(width: 20, height: 12), contentInset: EdgeInsets(top: 1, bottom: 1))
    }

    @Test("origin-only change: no prepare, no item frames, one bounds-only invalidation", arguments: StrategyRegistry.builtIn.names)
    func originOnly(_ kind: StrategyName) {
        let config = Self.scene
        let reference = ReferenceLayout(config)
        var engine = config.engine(kind)
        _ = engine.visibleAttributes()
        let first = engine.counters
        #expect(first.fullPrepares == 1 && first.itemFramesComputed > 0, "scene must make a rebuild do item work: \(first)")
        for offset in [37.0, 38.5, 120, -5] {
            let before = engine.counters
            engine.setContentOffset(Point(x: 0, y: offset))
            let got = engine.visibleAttributes()
            let delta = engine.counters.since(before)
            #expect(delta.fullPrepares == 0, "\(kind) offset \(offset): \(delta)")
            #expect(delta.itemFramesComputed == 0, "\(kind) offset \(offset): \(delta)")
            if kind != .plain {
                #expect(delta.boundsOnlyInvalidations == 1, "\(kind) offset \(offset): \(delta)")
            }
            let want = reference.attributes(kind, offset: offset, rect: reference.bounds(offset: offset))
            #expect(refDiff(engine: got, reference: want) == nil, "\(kind) offset \(offset)")
        }
    }

    @Test("width change rebuilds; height change does not", arguments: StrategyRegistry.builtIn.names)
    func resize(_ kind: StrategyName) {
        var config = Self.scene
        var engine = config.engine(kind)
        engine.setContentOffset(Point(x: 0, y: 30))
        _ = engine.visibleAttributes()
        var before = engine.counters
        engine.setViewportSize(Size(width: 26, height: 12))
        var got = engine.visibleAttributes()
        var delta = engine.counters.since(before)
        #expect(delta.fullPrepares == 1 && delta.itemFramesComputed > 0, "\(kind) width change: \(delta)")
        config.viewport = Size(width: 26, height: 12)
        var reference = ReferenceLayout(config)
        #expect(refDiff(engine: got, reference: reference.attributes(kind, offset: 30, rect: engine.bounds)) == nil)

        before = engine.counters
        engine.setViewportSize(Size(width: 26, height: 7))
        got = engine.visibleAttributes()
        delta = engine.counters.since(before)
        #expect(delta.fullPrepares == 0 && delta.itemFramesComputed == 0, "\(kind) height change: \(delta)")
        config.viewport = Size(width: 26, height: 7)
        reference = ReferenceLayout(config)
        #expect(refDiff(engine: got, reference: reference.attributes(kind, offset: 30, rect: engine.bounds)) == nil)
    }
}
