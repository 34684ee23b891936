import StickyLayout
import Testing

/// Fault switches and the work counters of a bounds change.
@Suite("Faults and counters")
struct FaultAndCounterTests {
    @Test("No re-insertion: the pinned header vanishes once its natural frame leaves the rect",
          arguments: [StrategyName.evadne, .yl, .myntra, .cs, .uikit, .css, .iglistkit, .magazine, .compositional, .tableview, .swiftui, .compose, .flutter])
    func noReinsertion(strategy: StrategyName) {
        var cv = SpecFixture.g1().collectionView(strategy, offset: 4)
        #expect(cv.visibleAttributes().contains { $0.kind == .header && $0.indexPath.section == 0 })
        cv.setFaults(FaultSwitches(noReinsertion: true))
        #expect(!cv.visibleAttributes().contains { $0.kind == .header && $0.indexPath.section == 0 })
    }

    @Test("No zIndex raise: headers share the cells' zIndex", arguments: [StrategyName.evadne, .yl, .myntra, .cs, .uikit, .css, .floating, .iglistkit, .magazine, .compositional, .tableview, .swiftui, .compose, .flutter])
    func noZIndex(strategy: StrategyName) {
        var cv = SpecFixture.g1().collectionView(strategy, offset: 4)
        let raised = cv.visibleAttributes()
        let headerZ = raised.first { $0.kind == .header }!.zIndex
        let cellZ = raised.first { $0.kind == .cell }!.zIndex
        #expect(headerZ > cellZ)
        cv.setFaults(FaultSwitches(noZIndexRaise: true))
        let flat = cv.visibleAttributes()
        #expect(flat.first { $0.kind == .header }!.zIndex <= flat.first { $0.kind == .cell }!.zIndex)
    }

    func variableFixture() -> SpecFixture {
        var f = SpecFixture.g1()
        f.sections = (0..<4).map { s in SectionSpec(itemCount: 0, itemLengths: (0..<50).map { Float(1 + ($0 + s) % 4) }) }
        return f
    }

    @Test("An origin-only change computes no item frame and does not rebuild", arguments: StrategyRegistry.builtIn.names)
    func originOnly(strategy: StrategyName) {
        var cv = variableFixture().collectionView(strategy)
        _ = cv.visibleAttributes()
        let before = cv.counters
        #expect(before.fullPrepares == 1)
        #expect(before.itemFramesComputed == 200)
        for offset in stride(from: 1.0, through: 300, by: 7) {
            cv.setContentOffset(Point(x: 0, y: offset))
            _ = cv.visibleAttributes()
        }
        let delta = cv.counters.since(before)
        #expect(delta.fullPrepares == 0)
        #expect(delta.itemFramesComputed == 0)
        #expect(delta.boundsOnlyInvalidations == (strategy == .plain ? 0 : 43))
        #expect(delta.sectionsVisited <= 43 * 6, "binary search over 4 sections plus the visible ones")
    }

    @Test("A width change relays out; a height change only moves supplementary views")
    func sizeChanges() {
        var cv = variableFixture().collectionView(.myntra)
        _ = cv.visibleAttributes()
        let before = cv.counters
        #expect(cv.setViewportSize(Size(width: 10, height: 12)) == .boundsOnly)
        _ = cv.visibleAttributes()
        #expect(cv.counters.since(before).fullPrepares == 0)
        #expect(cv.setViewportSize(Size(width: 30, height: 12)) == .full)
        _ = cv.visibleAttributes()
        #expect(cv.counters.since(before).fullPrepares == 1)
        #expect(cv.counters.since(before).itemFramesComputed == 200)
    }

    @Test("The naive layout rebuilds and computes every frame on every bounds change")
    func naive() {
        var cv = variableFixture().collectionView(.uikit)
        cv.setNaiveInvalidation(true)
        _ = cv.visibleAttributes()
        let before = cv.counters
        cv.setContentOffset(Point(x: 0, y: 5))
        _ = cv.visibleAttributes()
        #expect(cv.counters.since(before).fullPrepares == 1)
        #expect(cv.counters.since(before).itemFramesComputed >= 200)
    }
}
