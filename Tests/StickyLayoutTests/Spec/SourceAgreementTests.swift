import StickyLayout
import Testing

/// Regressions for the disagreements with the libraries' sources fixed in issue 23
/// (docs/strategies.md §6.3, §7.1, §7.2, §12.2 cite file, line and commit). Unit: 1 point or pixel
/// of the original = 1 unit here. The peers' own test cases are in Tests/PeerSuites.
@Suite("Agreement with the libraries' sources (issue 23)")
struct SourceAgreementTests {
    // MARK: compose (androidx LazyListHeaders.kt, LazyLayoutStickyItems.kt)

    /// Header 100, five items of 100, a viewport of 400 with a top contentPadding of 200.
    private func composePadding() -> SpecFixture {
        var f = SpecFixture(
            sections: [SectionSpec(itemCount: 5, header: 100)],
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 100)),
            viewport: Size(width: 400, height: 400))
        f.contentInset = EdgeInsets(top: 200)
        return f
    }

    @Test("compose pins at the viewport's edge, inside the top content padding")
    func composePinsInsidePadding() {
        let f = composePadding()
        // Resting at -200 the header is at its natural place; scrolled to 50 it is pinned at 50.
        #expect(f.y(.compose, offset: -200) == 0)
        #expect(f.y(.compose, offset: -50) == 0)
        #expect(f.y(.compose, offset: 50) == 50)
        #expect(f.y(.compose, offset: 150) == 150)
    }

    @Test("compose: the next header pushes only while it is visible; nothing sticks when no item is")
    func composePushAndNothingVisible() {
        // A header taller than the viewport: the next header, below the viewport, does not push it.
        let f = SpecFixture(
            sections: [SectionSpec(itemCount: 1, header: 30), SectionSpec(itemCount: 1, header: 2)],
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 5)),
            viewport: Size(width: 10, height: 10))
        // S0: header [0,30), item [30,35); S1 header [35,37). At 20 the viewport [20,30) shows only the header.
        #expect(f.y(.compose, offset: 20) == 20)
        // At 26 S1's header [35,37) meets the viewport [26,36): S0's header is pushed to 35 - 30 = 5.
        #expect(f.y(.compose, offset: 26) == 5)
        // Past the content's end (bounce) no item is visible and no header sticks.
        let g1 = SpecFixture.g1(viewport: 5)
        #expect(g1.y(.compose, section: 2, offset: 32) == 32)
        #expect(g1.y(.compose, section: 2, offset: 34) == nil)
    }

    // MARK: magazine (MagazineLayout.swift currentVisibleBounds, ModelState.swift)

    @Test("magazine pins below adjustedContentInset.top minus a refreshing control")
    func magazineAdjustedInset() {
        var f = SpecFixture.g1()
        f.systemInset = EdgeInsets(top: 6)
        #expect(f.y(.magazine, offset: 2) == 8)
        var cv = f.collectionView(.magazine, offset: 2)
        cv.setContentInset(.zero, systemInset: EdgeInsets(top: 6), refreshControlInset: 6)
        #expect(cv.visibleAttributes().first { $0.kind == .header && $0.indexPath.section == 0 }?.frame.minY == 2)
    }

    @Test("magazine returns a zero-height cell inside the rect")
    func magazineZeroHeightCell() {
        let f = SpecFixture(
            sections: [SectionSpec(itemCount: 3, itemLengths: [3, 0, 3], header: 2)],
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 3)),
            viewport: Size(width: 10, height: 10))
        let cells = f.elements(.magazine, offset: 0).filter { $0.kind == .cell }.map(\.indexPath.item)
        #expect(cells == [0, 1, 2])
        #expect(f.elements(.uikit, offset: 0).filter { $0.kind == .cell }.map(\.indexPath.item) == [0, 2])
    }

    @Test("magazine invalidates on a scroll only when a header or footer pins")
    func magazineInvalidation() {
        let noSupplementaries = SpecFixture(
            sections: [SectionSpec(itemCount: 20)], metrics: FlowMetrics(itemSize: Size(width: 0, height: 3)),
            viewport: Size(width: 10, height: 10))
        var cv = noSupplementaries.collectionView(.magazine)
        _ = cv.visibleAttributes()
        #expect(cv.setContentOffset(Point(x: 0, y: 5)) == .none)
        var withHeaders = SpecFixture.g1().collectionView(.magazine)
        _ = withHeaders.visibleAttributes()
        #expect(withHeaders.setContentOffset(Point(x: 0, y: 5)) == .boundsOnly)
    }

    // MARK: iglistkit (IGListCollectionViewLayout.mm)

    @Test("iglistkit: a leading empty section's bottom inset does not move a headerless section's first line")
    func iglistkitLeadingEmptySection() {
        let f = SpecFixture(
            sections: [SectionSpec(itemCount: 0, inset: EdgeInsets(bottom: 5)), SectionSpec(itemCount: 2, header: 0)],
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 10)),
            viewport: Size(width: 100, height: 100))
        let cells = f.elements(.iglistkit, offset: 0).filter { $0.kind == .cell }.map(\.frame.minY)
        #expect(cells == [0, 10])
        // With a header the section's item 0 starts a new line, after the empty section's inset.
        var headed = f
        headed.sections[1].header = 10
        #expect(headed.elements(.iglistkit, offset: 0).filter { $0.kind == .cell }.map(\.frame.minY) == [15, 25])
    }

    @Test("iglistkit: stickyHeaderYOffset may be negative (IGListKit's own test sets -10)")
    func iglistkitNegativeYOffset() {
        var f = SpecFixture.g1()
        f.options.igStickyHeaderYOffset = -1
        #expect(f.y(.iglistkit, offset: 4) == 3)
        #expect(f.y(.iglistkit, offset: 0) == 0)
    }

    // MARK: compositional (IBP backport, Apple's sample)

    @Test("compositional: header zIndex 2, footer 1 by default")
    func compositionalZIndexDefaults() {
        let all = SpecFixture.g5().elements(.compositional, offset: 0)
        #expect(all.first { $0.kind == .header }?.zIndex == 2)
        #expect(all.first { $0.kind == .footer }?.zIndex == 1)
        var f = SpecFixture.g5()
        f.options.compositionalFooterZIndex = 3
        #expect(f.elements(.compositional, offset: 0).first { $0.kind == .footer }?.zIndex == 3)
    }

    @Test("compositional, extendsBoundary false: a header longer than its empty section sits above its natural place")
    func compositionalOverlayEmptySection() {
        var f = SpecFixture.g1(viewport: 10)
        f.sections = [SectionSpec(itemCount: 3), SectionSpec(itemCount: 0, inset: EdgeInsets(top: 1)), SectionSpec(itemCount: 3)]
        f.options.compositionalExtendsBoundary = false
        // S1 is [9,10) (its top inset only); its header of 2 is clamped to 10 - 2 = 8, one above 9.
        #expect(f.y(.compositional, section: 1, offset: 5) == 8)
        #expect(f.y(.compositional, section: 1, offset: 10) == nil)
    }
}
