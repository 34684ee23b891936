import StickyLayout
import Testing

/// MagazineLayout's own model-state tests, translated: `airbnb/MagazineLayout` at
/// 91ad7e5c5ce5fc9496004d5a6ad7476d046c5d21, `Tests/ModelStateLayoutTests.swift` and
/// `Tests/ModelStateEmptySectionLayoutTests.swift`. Unit: 1 point = 1 unit; collection view width
/// 320. MagazineLayout's item width modes (half, third, fourth, fifth width), item insets and
/// vertical spacing have no equivalent here, so each section's items are one block as long as
/// the test's items area (from the header's bottom to the footer's top, read off the test's
/// expected frames); the headers and footers, which is what pins, are compared exactly. The test's
/// `currentVisibleBoundsProvider` rectangle is the viewport (offset = its minY, no insets).
@Suite("Peer: MagazineLayout ModelStateLayoutTests")
struct MagazineLayoutPeerTests {
    /// Section insets (30, 15, 20, 5) as in the test's `setUp`; each section one items block.
    private func twoSections(
        header0: Double, items0: Float, footer0: Double, header1: Double, items1: Float, footer1: Double, pins: Bool
    ) -> PeerCase {
        let inset = EdgeInsets(top: 30, left: 15, bottom: 20, right: 5)
        var c = PeerCase(
            sections: [
                SectionSpec(itemCount: 1, itemLengths: [items0], header: header0, footer: footer0, inset: inset),
                SectionSpec(itemCount: 1, itemLengths: [items1], header: header1, footer: footer1, inset: inset),
            ],
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 10)),
            viewport: Size(width: 320, height: 480))
        c.options.magazinePinHeaders = pins
        c.options.magazinePinFooters = pins
        return c
    }

    private let visibleRect0 = Rect(x: 0, y: 0, width: 320, height: 500)
    private let visibleRect1 = Rect(x: 0, y: 500, width: 320, height: 2000)

    private func supplementaries(_ c: PeerCase, _ kind: ElementKind, offset: Double, rect: Rect) -> [Rect] {
        c.elements(.magazine, offset: offset, rect: rect).filter { $0.kind == kind }.map(\.frame)
    }

    @Test("ModelStateLayoutTests.testInitialLayout: headers and footers (not pinned)")
    func initialLayout() {
        // Header 50 at 30; items area 80..1080; footer 50; bottom inset 20; header 70 at 1180;
        // items area 1250..1600; footer 70.
        let c = twoSections(header0: 50, items0: 1000, footer0: 50, header1: 70, items1: 350, footer1: 70, pins: false)
        #expect(supplementaries(c, .header, offset: 100, rect: visibleRect0) == [Rect(x: 15, y: 30, width: 300, height: 50)])
        #expect(supplementaries(c, .header, offset: 100, rect: visibleRect1) == [Rect(x: 15, y: 1180, width: 300, height: 70)])
        #expect(supplementaries(c, .footer, offset: 100, rect: visibleRect0) == [])
        #expect(supplementaries(c, .footer, offset: 100, rect: visibleRect1)
                == [Rect(x: 15, y: 1080, width: 300, height: 50), Rect(x: 15, y: 1600, width: 300, height: 70)])
    }

    @Test("ModelStateLayoutTests.testPinnedHeadersAndFooters: visible bounds (0, 100, 320, 480)")
    func pinnedHeadersAndFooters() {
        // After the test's preferred sizes: header 75 at 30, items area 105..1105, footer 150;
        // header 100 at 1305, items area 1405..1755, footer 50.
        let c = twoSections(header0: 75, items0: 1000, footer0: 150, header1: 100, items1: 350, footer1: 50, pins: true)
        #expect(supplementaries(c, .header, offset: 100, rect: visibleRect0) == [Rect(x: 15, y: 100, width: 300, height: 75)])
        #expect(supplementaries(c, .header, offset: 100, rect: visibleRect1) == [Rect(x: 15, y: 1305, width: 300, height: 100)])
        #expect(supplementaries(c, .footer, offset: 100, rect: visibleRect0) == [Rect(x: 15, y: 430, width: 300, height: 150)])
        #expect(supplementaries(c, .footer, offset: 100, rect: visibleRect1)
                == [Rect(x: 15, y: 430, width: 300, height: 150), Rect(x: 15, y: 1405, width: 300, height: 50)])
    }

    @Test("ModelStateEmptySectionLayoutTests.testEmptySectionsWithHeadersFootersAndBackgroundsLayout")
    func emptySectionsWithHeadersAndFooters() {
        var c = PeerCase(
            sections: [
                SectionSpec(itemCount: 0, header: 45, footer: 45, inset: EdgeInsets(top: 10, left: 5, bottom: 20, right: 5)),
                SectionSpec(itemCount: 0, header: 65, footer: 65, inset: .zero),
            ],
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 10)),
            viewport: Size(width: 320, height: 480))
        c.options.magazinePinHeaders = false
        c.options.magazinePinFooters = false
        let all = Rect(x: 0, y: 0, width: 320, height: 1000)
        #expect(supplementaries(c, .header, offset: 0, rect: all)
                == [Rect(x: 5, y: 10, width: 310, height: 45), Rect(x: 0, y: 120, width: 320, height: 65)])
        #expect(supplementaries(c, .footer, offset: 0, rect: all)
                == [Rect(x: 5, y: 55, width: 310, height: 45), Rect(x: 0, y: 185, width: 320, height: 65)])
    }
}
