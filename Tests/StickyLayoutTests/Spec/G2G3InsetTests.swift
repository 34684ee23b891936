import StickyLayout
import Testing

/// docs/strategies.md §10 G2 (contentInset.top = 4) and G3 (sectionInset top/bottom = 1).
@Suite("G2 and G3 insets")
struct G2G3InsetTests {
    var g2: SpecFixture {
        var f = SpecFixture.g1()
        f.contentInset = EdgeInsets(top: 4)
        return f
    }

    var g3: SpecFixture {
        var f = SpecFixture.g1()
        f.metrics.sectionInset = EdgeInsets(top: 1, bottom: 1)
        return f
    }

    @Test("G2 inset-aware strategies pin below the bar", arguments: [StrategyName.cs, .yl, .myntra, .uikit, .css])
    func insetAware(strategy: StrategyName) {
        for (offset, y) in [(-4.0, 0.0), (0, 4), (2, 6), (5, 9)] {
            #expect(g2.y(strategy, offset: offset) == y, "\(strategy) off \(offset)")
        }
    }

    @Test("G2 Evadne pins at the raw offset, under the bar")
    func evadne() {
        for (offset, y) in [(-4.0, 0.0), (0, 0), (2, 2), (5, 5)] {
            #expect(g2.y(.evadne, offset: offset) == y, "off \(offset)")
        }
    }

    @Test("G2 seed 000 glues every emitted header to the raw offset")
    func floating() {
        for offset in [-4.0, 0, 2, 5] {
            let headers = g2.elements(.floating, offset: offset).filter { $0.kind == .header }
            #expect(!headers.isEmpty)
            #expect(headers.allSatisfy { $0.frame.minY == offset }, "off \(offset)")
        }
    }

    @Test("G2 CS #167 patch double-counts the inset")
    func csPatch() {
        var f = g2
        f.options.csAdjustedInsetPatch = true
        for (offset, y) in [(-4.0, 4.0), (0, 8), (2, 9), (5, 9)] {
            #expect(f.y(.cs, offset: offset) == y, "off \(offset)")
        }
    }

    @Test("G3 Evadne floors at the first cell: a gap above the header even at rest")
    func g3Evadne() {
        for (offset, y) in [(-5.0, 1.0 as Double?), (0, 1), (10, 10), (11, 10), (12, nil)] {
            #expect(g3.y(.evadne, offset: offset) == y, "off \(offset)")
        }
    }

    @Test("G3 CS, YL and MYN floor at the natural header", arguments: [StrategyName.cs, .yl, .myntra])
    func g3Natural(strategy: StrategyName) {
        for (offset, y) in [(-5.0, 0.0 as Double?), (0, 0), (10, 10), (11, 10), (12, nil)] {
            #expect(g3.y(strategy, offset: offset) == y, "\(strategy) off \(offset)")
        }
    }

    @Test("G3 UIKit (and CSS with an items wrapper) ceiling is the next section's start", arguments: [StrategyName.uikit, .css])
    func g3SectionSpan(strategy: StrategyName) {
        for (offset, y) in [(-5.0, 0.0), (0, 0), (10, 10), (11, 11), (12, 11)] {
            #expect(g3.supplementary(strategy, offset: offset)?.frame.minY == y, "\(strategy) off \(offset)")
        }
    }
}
