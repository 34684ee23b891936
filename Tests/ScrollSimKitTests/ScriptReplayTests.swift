import ScrollSimKit
import StickyLayout
import Testing

/// `render --script` and `run --script`: a demo script carried out at once on a session.
@Suite("Script replay")
struct ScriptReplayTests {
    static func session() -> SimulatorSession {
        SimulatorSession(scenario: Fixtures.sections(), settings: SessionSettings(strategies: [.uikit]), size: TerminalSize(columns: 30, rows: 10))
    }

    @Test func stepsLeaveTheSessionWhereThePlayerEnds() throws {
        var session = Self.session()
        let before = session.collectionViews[0].layout.geometry.numberOfItems(inSection: 0)
        try session.carryOut(DemoScript.parse("animate off\nscrollto 3\ninsert item 0 0\nfault zindex on\nscroll 2\n", path: "s.demo"))
        #expect(session.scroll.offset == 5)
        #expect(session.collectionViews[0].layout.geometry.numberOfItems(inSection: 0) == before + 1)
        #expect(session.faults.noZIndexRaise)
        #expect(session.history.isEmpty)
    }

    @Test(arguments: [
        ("scenario contacts\n", "s.demo:1: a script for --script runs on the scenario of --scenario; remove the `scenario` line"),
        ("split uikit,css\n", "s.demo:1: a script for --script shows the strategies of --strategy or --split; remove the `split` line"),
        ("scrollto 0\ndelete section 40\n", "s.demo:2: this step cannot be carried out: "),
    ])
    func stepsThatBelongToTheCommandLineOrCannotRunAreRefused(_ text: String, _ message: String) throws {
        var session = Self.session()
        let script = try DemoScript.parse(text, path: "s.demo")
        #expect(throws: DemoScriptError.self) { try session.carryOut(script) }
        do {
            try session.carryOut(script)
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }
}
