import StickyLayout
import Testing

/// Flutter's own pinned-header sliver tests, translated: `flutter/flutter`,
/// `packages/flutter/test/widgets/pinned_header_sliver_test.dart` at
/// 06f04cfc85611026e8d9d1966a3bb3e10d6b207e and
/// `packages/flutter/test/widgets/sliver_main_axis_group_test.dart` at
/// 00d0055a51170000864386a8eef629181af1ce20. Unit: 1 logical pixel = 1 unit. The `Text` slivers
/// are one line of the test font, `L` = 14 here; every assertion is a relation that holds for
/// any `L`. Top-level `PinnedHeaderSliver`s stack as the `flutter` strategy's persistent mode
/// models; a `SliverMainAxisGroup` whose first sliver is pinned is its group mode. A sliver list
/// or box before a header is a section without a header.
@Suite("Peer: Flutter pinned header slivers (flutter)")
struct FlutterPeerTests {
    private let line = 14.0

    private func persistent(_ sections: [SectionSpec], viewport: Size, direction: ScrollDirection = .vertical) -> PeerCase {
        var c = PeerCase(
            sections: sections,
            metrics: FlowMetrics(scrollDirection: direction, itemSize: direction == .vertical
                ? Size(width: 0, height: line) : Size(width: line, height: 0)),
            viewport: viewport)
        c.options.flutterMode = .persistent
        return c
    }

    @Test("PinnedHeaderSliver basics: the header stays at the start while the list scrolls (vertical, horizontal)",
          arguments: [ScrollDirection.vertical, .horizontal])
    func basics(direction: ScrollDirection) {
        let c = persistent(
            [SectionSpec(itemCount: 100, header: line)],
            viewport: Size(width: 800, height: 600), direction: direction)
        #expect(c.viewportPosition(.flutter, .header, section: 0, offset: 0) == 0)
        #expect(c.viewportPosition(.flutter, .header, section: 0, offset: line * 5) == 0)
        let header = c.frame(.flutter, .header, section: 0, offset: line * 5)
        #expect(header.map { direction.cross($0.size) } == (direction == .vertical ? 800 : 600))
    }

    @Test("PinnedHeaderSliver: multiple headers layout one after the other")
    func multipleHeaders() {
        let c = persistent(
            [SectionSpec(itemCount: 0, header: line), SectionSpec(itemCount: 0, header: line),
             SectionSpec(itemCount: 100, header: line)],
            viewport: Size(width: 800, height: 600))
        let r0 = c.frame(.flutter, .header, section: 0)
        let r1 = c.frame(.flutter, .header, section: 1)
        let r2 = c.frame(.flutter, .header, section: 2)
        #expect(r0?.minY == 0 && r0?.width == 800)
        #expect(r1?.minY == r0?.maxY && r1?.width == 800)
        #expect(r2?.minY == r1?.maxY && r2?.width == 800)
    }

    @Test("PinnedHeaderSliver: headers that do not start at the top")
    func headersNotAtTop() {
        // Items 0.0 and 0.1; header 0, items 1.x; header 1, items 2.x; header 2, 100 items.
        let c = persistent(
            [SectionSpec(itemCount: 2, header: 0), SectionSpec(itemCount: 2, header: line),
             SectionSpec(itemCount: 2, header: line), SectionSpec(itemCount: 100, header: line)],
            viewport: Size(width: 800, height: 600))
        let r0 = c.viewportPosition(.flutter, .header, section: 1, offset: line * 2)
        #expect(r0 == 0)
        #expect(c.viewportPosition(.flutter, .header, section: 2, offset: line * 4) == line)
        #expect(c.viewportPosition(.flutter, .header, section: 3, offset: line * 6) == 2 * line)
        for (section, top) in [(1, 0.0), (2, line), (3, 2 * line)] {
            #expect(c.viewportPosition(.flutter, .header, section: section, offset: line * 10) == top)
        }
    }

    @Test("SliverPinnedPersistentHeader is painted within bounds of SliverMainAxisGroup (jumpTo 620: paint offset -20)")
    func pinnedHeaderPushedByGroupEnd() {
        // Group: pinned header 60 and a box of 600; then a box of 2400. Viewport 300 × 600.
        let c = PeerCase(
            sections: [SectionSpec(itemCount: 1, itemLengths: [600], header: 60), SectionSpec(itemCount: 1, itemLengths: [2400], header: 0)],
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 600)),
            viewport: Size(width: 300, height: 600))
        #expect(c.viewportPosition(.flutter, .header, section: 0, offset: 620) == -20)
    }

    @Test("SliverMainAxisGroup multiple PinnedHeaderSliver children (jumpTo 500; vertical, horizontal)",
          arguments: [ScrollDirection.vertical, .horizontal])
    func twoPinnedInOneGroup(direction: ScrollDirection) {
        // PinnedHeaderSliver 30, box 30, PinnedHeaderSliver "1", box 1000, all four in one
        // SliverMainAxisGroup; the peer's `_buildSliverMainAxisGroup(viewportHeight: 300)` puts the
        // scroll view in a SizedBox of 300 × VIEWPORT_WIDTH (300), aligned top-left in the test
        // screen, so its global positions are the viewport's: the 300 × 300 here is the peer's.
        // Where this differs: the `flutter` strategy's group mode is one pinned header per group
        // (a section), and cannot hold two pinned headers in one group; persistent mode is used
        // instead. It answers the same here because the group's end (1060 + L) is never reached at
        // 500 + 300, so the group never pushes and both headers stay pinned, stacked, as the peer
        // expects (getTopLeft of "1" is (0, 30), (30, 0) horizontally).
        let c = persistent(
            [SectionSpec(itemCount: 1, itemLengths: [30], header: 30), SectionSpec(itemCount: 1, itemLengths: [1000], header: line)],
            viewport: Size(width: 300, height: 300), direction: direction)
        #expect(c.viewportPosition(.flutter, .header, section: 1, offset: 500) == 30)
    }
}
