import Foundation
import Testing

/// Issue 26 in the real binary, in tmux: SGR mouse reports past column 223, and `play` with
/// `wait` and the `T` key.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct StageEndToEndTests {
    /// A click at column 230 and wheel notches there, as SGR reports (1006): the click focuses the
    /// right pane (X10 cannot say a column past 223), the wheel scrolls, and no byte arrives as a key.
    @Test func sgrMouseReportsPastColumn223() throws {
        let tmux = try TmuxSession(columns: 240, rows: 20)
        try tmux.type("\(Binary.path) --scenario '\(Binary.scenario)' --split uikit,yl; echo EXIT=$?")
        var screen = try tmux.waitUntil { $0.contains { $0.contains("▶uikit") } }
        try tmux.literal("\u{1B}[<0;230;5M\u{1B}[<0;230;5m")
        screen = try tmux.waitUntil { $0.contains { $0.contains("│▶yl ") } }
        #expect(screen.contains { $0.contains("│▶yl  offset 0/") }, "the click did not focus the right pane:\n\(screen.joined(separator: "\n"))")
        try tmux.literal("\u{1B}[<65;230;5M\u{1B}[<65;230;5M")
        screen = try tmux.waitUntil { $0.contains { $0.contains("│▶yl  offset 6/") } }
        #expect(screen.contains { $0.contains("│▶yl  offset 6/") }, "two wheel notches did not scroll 6 rows:\n\(screen.joined(separator: "\n"))")
        // Nothing of the reports was read as keys: no count pending, no search, no message.
        let hint = screen.last { !$0.isEmpty } ?? ""
        #expect(hint.contains("? help"), "a report arrived as keys: \(hint)")
        try tmux.keys("q")
        _ = try tmux.waitUntil { $0.contains("EXIT=0") }
    }
}
