import StickyLayout
import Testing

/// docs/strategies.md §10 G7 (bottom overscroll), G8 (horizontal), G9 (zero-size header).
@Suite("G7 G8 G9")
struct G7G8G9Tests {
    @Test("G7: the last header stops at the last cell's bottom while bouncing", arguments: [StrategyName.evadne, .cs, .css, .uikit, .yl, .myntra])
    func bottomBounce(strategy: StrategyName) {
        let g7 = SpecFixture.g1(viewport: 5)
        #expect(g7.y(strategy, section: 2, offset: 28) == 28)
        #expect(g7.y(strategy, section: 2, offset: 32) == 31)
    }

    var g8: SpecFixture {
        SpecFixture(
            sections: [SectionSpec(itemCount: 3)],
            metrics: FlowMetrics(
                scrollDirection: .horizontal, itemSize: Size(width: 3, height: 3),
                sectionInset: EdgeInsets(bottom: 11), headerReferenceSize: Size(width: 2, height: 20)),
            viewport: Size(width: 40, height: 20))
    }

    @Test("G8: y-only clamps shift a full-height header up by 11", arguments: [StrategyName.evadne, .cs, .yl, .myntra])
    func horizontalBroken(strategy: StrategyName) {
        #expect(g8.y(strategy, offset: 0) == -11)
    }

    @Test("G8: UIKit and CSS pin on x instead", arguments: [StrategyName.uikit, .css])
    func horizontalOnX(strategy: StrategyName) throws {
        var cv = g8.collectionView(strategy)
        // Section: header x [0,2), one column of items x [2,5): section end 5, ceiling 5 - 2 = 3.
        cv.setContentOffset(Point(x: 1, y: 0))
        let header = try #require(cv.visibleAttributes().first { $0.kind == .header })
        #expect(header.frame.minY == 0)
        #expect(header.frame.minX == 1, "pinned at the x offset")
        cv.setContentOffset(Point(x: 4, y: 0))
        let pushed = cv.visibleAttributes().first { $0.kind == .header }
        #expect(pushed?.frame.minX == 3, "pushed off at section end 5 - 2")
    }

    var g9: SpecFixture {
        var f = SpecFixture.g1()
        f.sections[1].header = 0
        return f
    }

    @Test("G9: CS and YL skip a zero-size header", arguments: [StrategyName.cs, .yl])
    func skip(strategy: StrategyName) {
        #expect(g9.y(strategy, section: 1, offset: 12) == nil)
    }

    @Test("G9: MYN re-inserts it as zero-size (guarded by if (hdr) only)")
    func myntra() throws {
        let header = g9.elements(.myntra, offset: 12).filter { $0.kind == .header && $0.indexPath.section == 1 }
        #expect(header.count == 1)
        #expect(header.first?.frame.size == .zero)
    }

    @Test("G9: Evadne re-inserts a zero-size header and reports the nil crash")
    func evadne() {
        let header = g9.elements(.evadne, offset: 12).filter { $0.kind == .header && $0.indexPath.section == 1 }
        #expect(header.count == 1 && header[0].frame.height == 0)
        #expect(g9.diagnostics(.evadne, offset: 12).contains { $0.code == "evadne.zeroSizeHeader" && $0.section == 1 })
    }

    @Test("G9: seed 000 shows a zero-size S0 header as a 3-row bar when no other header is in the rect")
    func floating() {
        var f = SpecFixture.g1(viewport: 5)
        f.sections[0].header = 0
        let headers = f.elements(.floating, offset: 2).filter { $0.kind == .header }
        #expect(headers.count == 1)
        #expect(headers.first?.indexPath.section == 0)
        #expect(headers.first?.frame.height == 3)
        #expect(headers.first?.frame.minY == 2)
        #expect(headers.first?.isReinserted == true)
    }

    @Test("G9: MYN with headerReferenceSize 0 but delegate size 2 loses the pinned header")
    func myntraReferenceGate() {
        var f = SpecFixture.g1()
        f.metrics.headerReferenceSize = .zero
        for s in f.sections.indices { f.sections[s].header = 2 }
        #expect(f.y(.myntra, offset: 4) == nil)
        #expect(f.y(.cs, offset: 4) == 4)
        #expect(f.diagnostics(.myntra, offset: 4).contains { $0.code == "myntra.headerNotReinserted" })
    }
}
