import StickyLayout
import Testing

/// docs/strategies.md §10 G5: footers. V = 10, 2 sections × [h 2, 3 items of 3, f 2]; max offset 16.
@Suite("G5 footers")
struct G5FooterTests {
    let g5 = SpecFixture.g5()

    @Test("F0 under MYN floors at the first cell in the rect")
    func myntra() {
        for (offset, y) in [(-7.0, 2.0), (-3, 5), (0, 8), (3, 11), (5, 11)] {
            #expect(g5.y(.myntra, .footer, offset: offset) == y, "off \(offset)")
        }
    }

    @Test("F0 under UIKit and CSS floors at the section start", arguments: [StrategyName.uikit, .css])
    func sectionSpan(strategy: StrategyName) {
        for (offset, y) in [(-7.0, 1.0), (-3, 5), (0, 8), (3, 11), (5, 11)] {
            #expect(g5.y(strategy, .footer, offset: offset) == y, "\(strategy) off \(offset)")
        }
    }

    @Test("F0 under seed 000: a re-inserted 3-row bar, or its own height when in the rect")
    func floating() {
        for (offset, y, height) in [(-7.0, 0.0, 3.0), (-3, 4, 3), (0, 7, 3), (3, 11, 2), (5, 13, 2)] {
            let footers = g5.elements(.floating, offset: offset).filter { $0.kind == .footer && $0.indexPath.section == 0 }
            #expect(footers.count == 1, "off \(offset)")
            #expect(footers.first?.frame.minY == y, "off \(offset)")
            #expect(footers.first?.frame.height == height, "off \(offset)")
        }
    }

    @Test("F1 is pinned the same by MYN, UIKit and CSS", arguments: [StrategyName.myntra, .uikit, .css])
    func f1(strategy: StrategyName) {
        for (offset, y) in [(8.0, 16.0), (10, 18), (14, 22), (16, 24)] {
            #expect(g5.y(strategy, .footer, section: 1, offset: offset) == y, "\(strategy) off \(offset)")
        }
    }

    @Test("Footers never move under CS, Evadne and YL", arguments: [StrategyName.cs, .evadne, .yl])
    func notSticky(strategy: StrategyName) {
        #expect(g5.y(strategy, .footer, offset: 3) == 11)
        #expect(g5.y(strategy, .footer, section: 1, offset: 8) == nil)
    }

    @Test("H0 with the footer present")
    func headerWithFooter() {
        #expect(g5.y(.myntra, offset: 10) == 9)
        #expect(g5.y(.cs, offset: 10) == 9)
        #expect(g5.y(.css, offset: 10) == 10)
        #expect(g5.y(.uikit, offset: 10) == 10)
        #expect(g5.y(.myntra, offset: 12) == nil)
        #expect(g5.y(.cs, offset: 12) == nil)
        #expect(g5.y(.css, offset: 12) == 11)
        #expect(g5.y(.uikit, offset: 12) == 11)
    }
}
