import StickyLayout
import Testing

/// docs/strategies.md §10 G4: empty middle section, V = 10.
@Suite("G4 empty section")
struct G4EmptySectionTests {
    var g4: SpecFixture {
        var f = SpecFixture.g1(viewport: 10)
        f.sections = [SectionSpec(itemCount: 3), SectionSpec(itemCount: 0), SectionSpec(itemCount: 3)]
        return f
    }

    @Test("Evadne jumps the empty section's header to -h and reports the hazard")
    func evadne() {
        #expect(g4.y(.evadne, section: 1, offset: 8) == -2)
        #expect(g4.y(.evadne, section: 1, offset: 12) == -2)
        #expect(g4.y(.evadne, section: 1, offset: 14) == nil)
        let hazards = g4.diagnostics(.evadne, offset: 8).filter { $0.code == "evadne.emptySection" }
        #expect(hazards.count == 1)
        #expect(hazards.first?.section == 1)
        #expect(hazards.first?.severity == .crash)
    }

    @Test("CS, YL and MYN leave it natural", arguments: [StrategyName.cs, .yl, .myntra])
    func natural(strategy: StrategyName) {
        #expect(g4.y(strategy, section: 1, offset: 8) == 11)
        #expect(g4.y(strategy, section: 1, offset: 12) == 11)
        #expect(g4.y(strategy, section: 1, offset: 14) == nil)
    }

    @Test("UIKit and CSS leave it natural, also off-screen", arguments: [StrategyName.uikit, .css])
    func sectionSpan(strategy: StrategyName) {
        for offset in [8.0, 12, 14] {
            #expect(g4.supplementary(strategy, section: 1, offset: offset)?.frame.minY == 11, "off \(offset)")
        }
    }

    @Test("S2 header for every strategy", arguments: [StrategyName.evadne, .cs, .yl, .myntra, .uikit, .css])
    func s2(strategy: StrategyName) {
        for (offset, y) in [(8.0, 13.0), (12, 13), (14, 14)] {
            #expect(g4.y(strategy, section: 2, offset: offset) == y, "\(strategy) off \(offset)")
        }
    }
}
