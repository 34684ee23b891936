@testable import ScrollSimKit
import StickyLayout
import Testing

/// Small terminals say what is wrong, readably (issue 23).
@Suite("Small terminals")
struct SmallTerminalTests {
    @Test("play in a terminal under 20x6 shows the too-small message, not a cropped frame")
    func playTooSmall() {
        var frame = Frame(size: TerminalSize(columns: 80, rows: 24))
        frame.write("Shirts", column: 0, row: 0, role: .plain)
        let script = DemoFrame(time: 0, frame: frame, line: 0)
        let (small, note) = PlayerFit.fit(script, into: TerminalSize(columns: 14, rows: 5))
        #expect(note == nil)
        #expect(small.text.contains("Too small") && small.text.contains("need 20×6") && !small.text.contains("Shirts"))
        let (fits, cropped) = PlayerFit.fit(script, into: TerminalSize(columns: 20, rows: 6))
        #expect(fits.text.contains("Shirts") && cropped?.contains("cropped") == true)
    }

    @Test("the live view at 17x6 keeps the offset on its status line")
    func statusLineAt17x6() throws {
        let size = TerminalSize(columns: 17, rows: 6)
        var session = SimulatorSession(scenario: ScenarioSource.builtin(named: "contacts")!, settings: SessionSettings(strategies: [.uikit]), size: size)
        session.apply(.scrollRows(3))
        let rows = session.view().text.components(separatedBy: "\n")
        let status = try #require(rows.first { $0.contains("diag 0") }, "\(rows.joined(separator: "\n"))")
        #expect(status.hasPrefix("2/145"), "\(rows.joined(separator: "\n"))")
    }
}
