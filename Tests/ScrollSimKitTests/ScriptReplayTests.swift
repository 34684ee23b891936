import ScrollSimKit
import StickyLayout
import TestSupport
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

    /// Random scripts (data changes, long scrolls, faults, toggles) carried out: an error or a
    /// state, never a crash or a hang; a scroll at the scripts' 100,000-row limit is carried out,
    /// and one past it is refused when the script is read.
    @Test func randomScriptsCarryOutOrFail() throws {
        var random = CheckRandom(seed: 0x1_24)
        let lines = [
            "scrollto 3", "scrollto -4", "scrollto bottom", "scrollto top", "scroll 5", "scroll -3", "scroll 99999", "scroll 10000000",
            "insert", "insert item 0 0 length 3", "insert section 1 items 2", "delete", "delete section 0", "delete item 9 9",
            "reload", "reload section 0", "move 0 0 to 1 0", "refresh", "end-refresh", "load-more", "animate on", "animate off",
            "pause 0.5", "fault zindex on", "fault invalidation on", "toggle ghost on", "speed 100", "caption hi", "strategy css",
        ]
        var carried = 0
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in random.uniformPick(lines) }.joined(separator: "\n")
            guard let script = try? DemoScript.parse(text, path: "fuzz.demo") else { continue }
            var session = Self.session()
            if (try? session.carryOut(script)) != nil { carried += 1 }
            _ = session.view()
        }
        #expect(carried > 100, "\(carried) scripts carried out")
    }
}
