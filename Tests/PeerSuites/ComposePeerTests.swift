import StickyLayout
import Testing

/// androidx's own sticky-header tests, translated: `androidx/androidx`,
/// `compose/foundation/foundation/src/androidInstrumentedTest/kotlin/androidx/compose/foundation/lazy/list/LazyListHeadersTest.kt`
/// at 8d8acf2e090869887bd59b7e43d3e77eea49d927. Unit: 1 dp (1 px in the content-padding test) =
/// 1 unit. A `stickyHeader` followed by `items` is a section with a header; "displayed" means
/// returned for the viewport (the bounds), "does not exist" means not returned for it. Compose's
/// `contentPadding` is the content inset. `LazyRow` cases scroll horizontally.
@Suite("Peer: androidx LazyListHeadersTest (compose)")
struct ComposePeerTests {
    /// stickyHeader 101, items "1" and "2" of 101, stickyHeader 101, in a list 300 long.
    private func headerItemsHeader(_ direction: ScrollDirection) -> PeerCase {
        PeerCase(
            sections: [SectionSpec(itemCount: 2, header: 101), SectionSpec(itemCount: 0, header: 101)],
            metrics: FlowMetrics(scrollDirection: direction, itemSize: direction == .vertical
                ? Size(width: 0, height: 101) : Size(width: 101, height: 0)),
            viewport: direction == .vertical ? Size(width: 300, height: 300) : Size(width: 300, height: 300))
    }

    /// stickyHeader 101, stickyHeader 101, items "1" and "2" of 101.
    private func headerHeaderItems(_ direction: ScrollDirection) -> PeerCase {
        PeerCase(
            sections: [SectionSpec(itemCount: 0, header: 101), SectionSpec(itemCount: 2, header: 101)],
            metrics: FlowMetrics(scrollDirection: direction, itemSize: direction == .vertical
                ? Size(width: 0, height: 101) : Size(width: 101, height: 0)),
            viewport: Size(width: 300, height: 300))
    }

    private func shown(_ c: PeerCase, offset: Double) -> Set<String> {
        Set(c.elements(.compose, offset: offset).map { "\($0.kind == .header ? "h" : "c")\($0.indexPath.section).\($0.indexPath.item)" })
    }

    @Test("lazyColumnShowsHeader_withoutBeyondBoundsItemCount, lazyRowShowsHeader_withoutOffscreenItens",
          arguments: [ScrollDirection.vertical, .horizontal])
    func showsFirstHeaderOnly(direction: ScrollDirection) {
        let c = headerItemsHeader(direction)
        #expect(shown(c, offset: 0) == ["h0.0", "c0.0", "c0.1"])
    }

    @Test("lazyColumnPlaceSecondHeader_ifBeyondBoundsItemCountIsUsed, lazyRowPlaceSecondHeader_ifBeyondBoundsItemCountIsUsed",
          arguments: [ScrollDirection.vertical, .horizontal])
    func beyondBoundsComposesSecondHeader(direction: ScrollDirection) {
        // beyondBoundsItemCount = 1 composes one item past the viewport: a query rect one item longer.
        let c = headerItemsHeader(direction)
        let rect = direction == .vertical ? Rect(x: 0, y: 0, width: 300, height: 404) : Rect(x: 0, y: 0, width: 404, height: 300)
        // The peer's assertions: the first header, "1" and "2" assertIsDisplayed(), the second
        // header assertExists() (composed, anywhere): returned for the longer rect.
        #expect(shown(c, offset: 0).isSuperset(of: ["h0.0", "c0.0", "c0.1"]))
        let second = c.frame(.compose, .header, section: 1, rect: rect)
        #expect(second != nil, "the second header is composed one item past the viewport")
        // ScrollSim's own figure, not the peer's (it checks no position): composed where it lies,
        // after the first header and the two items (3 × 101).
        #expect(second.map { direction.minMain($0) } == 303)
    }

    @Test("lazyColumnShowsHeadersOnScroll, lazyRowShowsHeadersOnScroll (scrollBy 102)",
          arguments: [ScrollDirection.vertical, .horizontal])
    func showsHeadersOnScroll(direction: ScrollDirection) {
        let c = headerItemsHeader(direction)
        #expect(c.viewportPosition(.compose, .header, section: 0, offset: 102) == 0)
        #expect(shown(c, offset: 102).isSuperset(of: ["h0.0", "c0.1", "h1.0"]))
    }

    @Test("lazyColumnHeaderIsReplaced, lazyRowHeaderIsReplaced (scrollBy 105)", arguments: [ScrollDirection.vertical, .horizontal])
    func headerIsReplaced(direction: ScrollDirection) {
        let c = headerHeaderItems(direction)
        let s = shown(c, offset: 105)
        #expect(!s.contains("h0.0"))
        #expect(s.isSuperset(of: ["h1.0", "c1.0", "c1.1"]))
        #expect(c.viewportPosition(.compose, .header, section: 1, offset: 105) == 0)
    }

    @Test("headerIsDisplayedWhenItIsFullyInContentPadding")
    func headerInContentPadding() {
        // 400 × 400, contentPadding top 200, header 100, items 0…4 of 100; scrollToItem(1, 50)
        // puts item "0" 50 above the padding's end: viewport 150, so the offset is 100 - 150 = -50.
        var c = PeerCase(
            sections: [SectionSpec(itemCount: 5, header: 100)],
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 100)),
            viewport: Size(width: 400, height: 400))
        c.contentInset = EdgeInsets(top: 200)
        #expect(c.viewportPosition(.compose, .header, section: 0, offset: -50) == 50)
        #expect(c.viewportPosition(.compose, .cell, section: 0, item: 0, offset: -50) == 150)
        // visibleItemsInfo.first(): the header, at 50 - 200 = -150 from the padding's end.
        let first = c.elements(.compose, offset: -50).min { $0.frame.minY < $1.frame.minY }
        #expect(first?.kind == .header)
        #expect(first.map { $0.frame.minY - (-50) - 200 } == -150)
    }
}
