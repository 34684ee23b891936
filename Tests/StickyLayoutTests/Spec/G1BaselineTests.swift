import StickyLayout
import Testing

/// docs/strategies.md §10 G1: S0 header y for each strategy, the seed-000 stacking, S1 at off 12.
@Suite("G1 baseline")
struct G1BaselineTests {
    let g1 = SpecFixture.g1()

    @Test("Evadne, CS, YL and MYN clamp S0 between 0 and 9", arguments: [StrategyName.evadne, .cs, .yl, .myntra])
    func clampedStrategies(strategy: StrategyName) {
        let expected: [(Double, Double?)] = [(-5, 0), (0, 0), (4, 4), (9, 9), (10, 9), (12, nil)]
        for (offset, y) in expected {
            #expect(g1.y(strategy, offset: offset) == y, "\(strategy) off \(offset)")
        }
    }

    @Test("UIKit and CSS: S0 follows content on bounce, pinned, pushed off; off-screen at 12", arguments: [StrategyName.uikit, .css])
    func sectionSpanStrategies(strategy: StrategyName) {
        let expected: [(Double, Double)] = [(-5, 0), (0, 0), (4, 4), (9, 9), (10, 9), (12, 9)]
        for (offset, y) in expected {
            #expect(g1.supplementary(strategy, offset: offset)?.frame.minY == y, "\(strategy) off \(offset)")
        }
        #expect(g1.y(strategy, offset: 10) == 9)
        #expect(g1.y(strategy, offset: 12) == nil, "pinned frame [9,11) is outside [12,32)")
    }

    @Test("S1 header at off 12 is 12 for every clamping strategy", arguments: [StrategyName.evadne, .cs, .yl, .myntra, .uikit, .css])
    func secondSection(strategy: StrategyName) {
        #expect(g1.y(strategy, section: 1, offset: 12) == 12)
    }

    @Test("Seed 000 glues every emitted header to y = off, S0 only when in the rect")
    func floating() {
        #expect(g1.y(.floating, offset: -5) == -5)
        #expect(g1.y(.floating, offset: 0) == 0)
        for offset in [4.0, 9, 10, 12] {
            let headers = g1.elements(.floating, offset: offset).filter { $0.kind == .header }
            #expect(!headers.contains { $0.indexPath.section == 0 }, "S0 not emitted at \(offset)")
            #expect(Set(headers.map(\.indexPath.section)) == [1, 2], "S1 and S2 stacked at \(offset)")
            #expect(headers.allSatisfy { $0.frame.minY == offset && $0.zIndex == 1 })
        }
    }

    @Test("Plain leaves headers at their natural position")
    func plain() {
        #expect(g1.y(.plain, offset: -5) == 0)
        #expect(g1.y(.plain, offset: 4) == nil)
        #expect(g1.y(.plain, section: 1, offset: 4) == 11)
    }
}
