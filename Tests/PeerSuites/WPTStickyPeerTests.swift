import StickyLayout
import Testing

/// The web-platform-tests sticky cases, translated for the `css` strategy:
/// `web-platform-tests/wpt`, `css/css-position/sticky/` — `position-sticky-top-002.html`,
/// `-top-003.html` (52718a4b2dd87a55fff72182118a9e7a0f0e3b39), `-bottom-002.html`,
/// `-left-002.html`, `-right-002.html`, `-left-003.html` (bf5a92c849269e5d411e4692f0856d143435ed38),
/// `-bottom-003.html`, `-right-003.html` (997ea215f3e6e00ee6790fbfcb5ea41993ab4291) and
/// `-top-and-bottom-overconstrained.html` (52bed33e743fc8b16601bb615cf2b88ed8745f90).
/// Unit: 1 CSS px = 1 unit. The sticky box's `top`/`bottom` (`left`/`right`) is the content inset
/// on that edge (the css strategy's pin line); its containing block is a section: a top-sticky
/// box is the section's header (the box's end is the section's end), a bottom-sticky one its
/// footer (the box's start is the section's start). Spacers are items. A reftest's expectation
/// is where the red square the green box must cover sits; the offset is the `scrollTop` or
/// `scrollLeft` after the browser clamps it to the maximum.
@Suite("Peer: WPT css/css-position/sticky (css)")
struct WPTStickyPeerTests {
    private func vertical(_ sections: [SectionSpec], inset: EdgeInsets, viewport: Size = Size(width: 150, height: 250)) -> PeerCase {
        PeerCase(sections: sections, metrics: FlowMetrics(itemSize: Size(width: 0, height: 100)), viewport: viewport, contentInset: inset)
    }

    private func horizontal(_ sections: [SectionSpec], inset: EdgeInsets) -> PeerCase {
        PeerCase(
            sections: sections, metrics: FlowMetrics(scrollDirection: .horizontal, itemSize: Size(width: 100, height: 0)),
            viewport: Size(width: 250, height: 150), contentInset: inset)
    }

    @Test("position-sticky-top-002 / -top-003 (top: 100px, top: 40%): containers 1 and 2", arguments: [100.0, 0.4 * 250])
    func top(_ top: Double) {
        // Spacer 200, sticky 100, spacer 200 in a 250 tall scroller.
        let c = vertical([SectionSpec(itemCount: 1, itemLengths: [200], header: 0), SectionSpec(itemCount: 1, itemLengths: [200], header: 100)],
                         inset: EdgeInsets(top: top))
        // scrollTop 50: before the sticking point, the red square at the bottom (150).
        #expect(c.viewportPosition(.css, .header, section: 1, offset: 50) == 150)
        // scrollTop 200: stuck 100 below the top.
        #expect(c.viewportPosition(.css, .header, section: 1, offset: 200) == 100)
    }

    @Test("position-sticky-bottom-002 / -bottom-003 (bottom: 100px, bottom: 40%)", arguments: [100.0, 0.4 * 250])
    func bottom(_ bottom: Double) {
        // Spacer 100; .content: spacer 100, sticky 100, spacer 100; spacer 100.
        let c = vertical(
            [SectionSpec(itemCount: 1, itemLengths: [100], header: 0),
             SectionSpec(itemCount: 1, itemLengths: [100], header: 0, footer: 100),
             SectionSpec(itemCount: 2, itemLengths: [100, 100], header: 0)],
            inset: EdgeInsets(bottom: bottom))
        #expect(c.viewportPosition(.css, .footer, section: 1, offset: 25) == 75)
        #expect(c.viewportPosition(.css, .footer, section: 1, offset: 100) == 50)
        #expect(c.viewportPosition(.css, .footer, section: 1, offset: 200) == 0)
    }

    @Test("position-sticky-left-002 / -left-003 (left: 100px, left: 40%; scrollLeft 300 clamps to 250)",
          arguments: [100.0, 0.4 * 250])
    func left(_ left: Double) {
        // Spacer 100; .content 300: spacer 100, sticky 100, spacer 100; spacer 100. Width 250.
        let c = horizontal(
            [SectionSpec(itemCount: 2, itemLengths: [100, 100], header: 0),
             SectionSpec(itemCount: 1, itemLengths: [100], header: 100),
             SectionSpec(itemCount: 1, itemLengths: [100], header: 0)],
            inset: EdgeInsets(left: left))
        #expect(c.viewportPosition(.css, .header, section: 1, offset: 50) == 150)
        #expect(c.viewportPosition(.css, .header, section: 1, offset: 150) == 100)
        #expect(c.viewportPosition(.css, .header, section: 1, offset: 250) == 50)
    }

    @Test("position-sticky-right-002 / -right-003 (right: 100px, right: 40%)", arguments: [100.0, 0.4 * 250])
    func right(_ right: Double) {
        let c = horizontal(
            [SectionSpec(itemCount: 1, itemLengths: [100], header: 0),
             SectionSpec(itemCount: 1, itemLengths: [100], header: 0, footer: 100),
             SectionSpec(itemCount: 2, itemLengths: [100, 100], header: 0)],
            inset: EdgeInsets(right: right))
        #expect(c.viewportPosition(.css, .footer, section: 1, offset: 25) == 75)
        #expect(c.viewportPosition(.css, .footer, section: 1, offset: 100) == 50)
        #expect(c.viewportPosition(.css, .footer, section: 1, offset: 200) == 0)
    }

    @Test("position-sticky-top-and-bottom-overconstrained: the top-edge cases (scrollTop 220 and 500)")
    func overconstrainedTopEdge() {
        // Scroller 100 tall; padding 200, sticky 200 (top: 20px), padding 200. offsetTop is the
        // content position. The cases at scrollTop 0 and 160, where bottom: 0 moves the box up,
        // are not expressed (docs/peer-suites.md).
        let c = vertical(
            [SectionSpec(itemCount: 1, itemLengths: [200], header: 0), SectionSpec(itemCount: 1, itemLengths: [200], header: 200)],
            inset: EdgeInsets(top: 20), viewport: Size(width: 100, height: 100))
        #expect(c.frame(.css, .header, section: 1, offset: 220)?.minY == 240)
        #expect(c.frame(.css, .header, section: 1, offset: 500)?.minY == 400)
    }
}
