import Foundation
import ScrollSimKit
import StickyLayout
import Testing

/// Pinned, pushed, re-inserted and hidden elements differ by more than weight; footers carry
/// their own labels; captions never cover a pinned header or footer.
@Suite("Readability for speakers")
struct ReadabilityTests {
    static func frame(_ scenario: String, _ strategy: StrategyName, offset: Double, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
                      projector: Bool = false) throws -> Frame {
        let path = GhostTests.demos.appendingPathComponent(scenario).path
        var session = SimulatorSession(
            scenario: try ScenarioSource.resolve(path),
            settings: SessionSettings(strategies: [strategy], toggles: ViewToggles(projector: projector)), size: size)
        session.place(atOffset: offset)
        return session.view()
    }

    @Test("A header being pushed off says so; a pinned one says pinned")
    func pushedMarker() throws {
        let pinned = Fixtures.frame(Fixtures.sections(), [.uikit], offset: 5)
        #expect(pinned.lines[1].contains("◆ pinned"))
        // 3-row headers, 11 rows a section: at 9 Beta's header (y 11) pushes Alpha's up by one row.
        let pushed = Fixtures.frame(Fixtures.sections(), [.uikit], offset: 9)
        #expect(pushed.lines[0].contains("Alpha") && pushed.lines[0].contains("▲ pushed"), "no pushed marker:\n\(pushed.text)")
    }

    @Test("Projector theme: each state has its own style, not the plain header's")
    func projectorRoles() throws {
        let projector = ViewToggles(projector: true)
        let pinned = Fixtures.frame(Fixtures.sections(), [.uikit], offset: 5, toggles: projector)
        #expect(pinned[3, 1].role == .pinnedElement)
        let plain = Fixtures.frame(Fixtures.sections(), [.uikit], offset: 5)
        #expect(plain[3, 1].role == .header, "without the projector theme the colours stay")
        let pushed = Fixtures.frame(Fixtures.sections(), [.uikit], offset: 9, toggles: projector)
        #expect(pushed[3, 0].role == .pushedElement)
        // The theme restyles the markers; their words are the normal theme's (issue 33: one rule for both).
        let reinserted = try Self.frame("product-page.json", .myntra, offset: 3, projector: true)
        let normal = try Self.frame("product-page.json", .myntra, offset: 3)
        #expect(reinserted.text == normal.text, "projector:\n\(reinserted.text)\nnormal:\n\(normal.text)")
        #expect(reinserted.text.contains("◆ pinned"), "\(reinserted.text)")
        // Monochrome: the four states map to four different attribute sets, none only bold.
        let mono = [StyleRole.header, .pinnedElement, .pushedElement, .reinsertedElement, .hiddenElement]
            .map { AnsiFrameEncoder.sgr(Palette.colors(false).look($0)) }
        #expect(Set(mono).count == mono.count, "\(mono)")
        #expect(!mono.dropFirst().contains("1"))
    }

    @Test("Each pane of a split view has a title row with its strategy")
    func paneTitles() throws {
        let size = TerminalSize(columns: 80, rows: 12)
        let session = SimulatorSession(
            scenario: Fixtures.sections(), settings: SessionSettings(strategies: [.uikit, .evadne]), size: size)
        let top = session.view().lines[0]
        #expect(top.contains("uikit") && top.contains("evadne"), "\(top)")
        #expect(!top.contains("Alpha"), "the title row is not content")
    }

    @Test("product-page's first footer reads Buy Now, not 'end of Denim jacket'")
    func footerLabel() throws {
        let frame = try Self.frame("product-page.json", .myntra, offset: 3)
        #expect(frame.text.contains("Buy Now"))
        #expect(!frame.text.contains("end of Denim"))
    }

    @Test("A caption moves up rather than cover a pinned footer")
    func captionAvoidsPinned() throws {
        let script = """
            scenario product-page.json
            size 80x24
            strategy myntra
            scrollto 3
            caption "The bar stays at the bottom while you read the details of the jacket, then it leaves with its section when similar products scroll in"
            """
        let parsed = try DemoScript.parse(script, path: GhostTests.demos.appendingPathComponent("t.demo").path)
        let timeline = try RecordedFrames(script: parsed) { name in
            try ScenarioSource.resolve(GhostTests.demos.appendingPathComponent(name).path)
        }
        let last = try #require(timeline.frames.last).frame
        #expect(last.text.contains("┏ Buy Now") || last.text.contains("┏ end of Denim"), "the caption covers the pinned footer:\n\(last.text)")
        #expect(last.text.contains("▶ The bar stays"))
    }
}
