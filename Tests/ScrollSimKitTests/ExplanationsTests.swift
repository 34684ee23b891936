import ScrollSimKit
import StickyLayout
import Testing

/// The inspector, the status line and the help overlay keep what explains the frame on screen.
@Suite("Explanations stay visible")
struct ExplanationsTests {
    static func session(
        _ scenario: String, _ strategies: [StrategyName], size: TerminalSize, offset: Double? = nil, toggles: ViewToggles = ViewToggles()
    ) throws -> SimulatorSession {
        let loaded = try ScenarioSource.resolve(scenario)
        var session = SimulatorSession(scenario: loaded, settings: SessionSettings(strategies: strategies, toggles: toggles), size: size)
        if let offset { session.place(atOffset: offset) }
        return session
    }

    /// The text inside the panel whose left border is at `column` (panel rows only), joined.
    static func panelText(_ frame: Frame, from column: Int) -> String {
        frame.lines.map { line in String(line.dropFirst(column)) }.joined(separator: "\n")
    }

    @Test("contacts/yl offset 7: the re-inserted header and its diagnostic are shown in full", arguments: [
        TerminalSize(columns: 100, rows: 24), TerminalSize(columns: 200, rows: 80),
    ])
    func inspectorShowsWhatMatters(size: TerminalSize) throws {
        let session = try Self.session("contacts", [.yl], size: size, offset: 7, toggles: ViewToggles(inspector: true))
        let frame = session.view()
        let text = frame.text
        #expect(text.contains("diagnostics: 1"))
        #expect(text.contains("PR"), "the pinned, re-inserted header is listed:\n\(text)")
        // The whole diagnostic message is on screen, wrapped (its last word included).
        let message = session.scene().panes[0].diagnostics.first?.description ?? "missing"
        let lastWord = message.split(separator: " ").last.map(String.init) ?? "missing"
        let panelWords = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "│" || $0 == "┃" || $0 == "║" })
        #expect(panelWords.contains { $0.hasSuffix(lastWord) }, "'\(lastWord)' (end of the diagnostic) is not shown:\n\(text)")
    }

    @Test("The inspector grows with the terminal and scrolls")
    func inspectorWidthAndScroll() throws {
        let wide = TerminalSize(columns: 200, rows: 30)
        var session = try Self.session("contacts", [.yl], size: wide, offset: 7, toggles: ViewToggles(inspector: true))
        let layout = try #require(ScreenLayout(size: wide, paneCount: 1, inspector: true))
        #expect((layout.inspector?.width ?? 0) > 44)
        let before = session.view()
        #expect(before.text.contains("more · J scrolls"))
        session.handle(.key(.character("J")))
        session.handle(.key(.character("J")))
        let after = session.view()
        #expect(after.text.contains("2 above"))
        #expect(after.text != before.text)
    }

    @Test("A narrow status line keeps the diagnostics count to the last")
    func statusKeepsDiagnostics() throws {
        // Four panes at 80 columns: each status line is 19 columns wide.
        let size = TerminalSize(columns: 80, rows: 24)
        let session = try Self.session("contacts", [.plain, .yl, .uikit, .css], size: size, offset: 7)
        let status = session.view().lines[size.rows - 2]
        for pane in status.split(separator: "│") {
            #expect(pane.contains("diag "), "a pane's status lost its diagnostics count: '\(pane)' in '\(status)'")
        }
    }

    @Test("Help fits or scrolls to its last line at 80x24 and 60x15, with the scenario's summary", arguments: [
        TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 60, rows: 15),
    ])
    func helpScrolls(size: TerminalSize) throws {
        var session = try Self.session("contacts", [.uikit], size: size, toggles: ViewToggles(help: true))
        let top = session.view().text
        let summary = try ScenarioSource.resolve("contacts").summary
        let firstWords = summary.split(separator: " ").prefix(3).joined(separator: " ")
        #expect(top.contains(firstWords), "the summary is not shown:\n\(top)")
        session.handle(.key(.character("G")))  // to the end of the help
        let bottom = session.view().text
        #expect(bottom.contains("quit"), "quit is unreachable:\n\(bottom)")
        let last = try #require(StrategyRegistry.builtIn.names.last).rawValue
        #expect(bottom.contains(last), "the last strategy, \(last), is unreachable:\n\(bottom)")
        #expect(session.toggles.help, "moving keys scroll the help, they do not close it")
    }

    @Test("At 200 columns no help description is cut")
    func helpFullDescriptions() throws {
        let size = TerminalSize(columns: 200, rows: 60)
        let session = try Self.session("contacts", [.uikit], size: size, toggles: ViewToggles(help: true))
        let frame = session.view()
        for entry in Keymap.help {
            #expect(frame.text.contains(entry.action), "'\(entry.action)' is cut:\n\(frame.text)")
        }
        for listing in StrategyListing.builtIn {
            let words = listing.summary.split(separator: " ")
            #expect(frame.text.contains(String(words.last ?? "")), "\(listing.name.rawValue)'s summary is cut")
        }
    }
}
