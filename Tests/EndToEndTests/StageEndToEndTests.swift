import Foundation
import TestSupport
import Testing

/// Issue 26 in the real binary, in tmux: SGR mouse reports past column 223, and `play` with
/// `wait` and the `T` key.
@Suite(.serialized)
struct StageEndToEndTests {
    /// A click at column 230 and wheel notches there, as SGR reports (1006): the click focuses the
    /// right pane (X10 cannot say a column past 223), the wheel scrolls, and no byte arrives as a key.
    /// tmux-256color's `kmous` is X10's (`\E[M`): scrollsim asks for 1006 and reads the reports
    /// itself; xterm-256color's is `\E[<` (ncurses 6.4 asks for 1006 and decodes them).
    @Test(arguments: ["tmux-256color", "xterm-256color"])
    func sgrMouseReportsPastColumn223(term: String) throws {
        let tmux = try TmuxSession(columns: 240, rows: 20)
        try tmux.type("TERM=\(term) \(BuiltProduct.scrollsim) --scenario '\(Binary.scenario)' --split uikit,yl; echo EXIT=$?")
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

    /// The pane's SGR mouse mode (tmux's `mouse_sgr_flag`): on in the view, off while Ctrl-Z has
    /// it stopped (the shell gets no reports), on again after `fg`.
    @Test func sgrMouseModeIsLeftOffWhileStoppedAndAskedForAgainAfterFg() throws {
        let tmux = try TmuxSession(columns: 100, rows: 20)
        try tmux.type("TERM=tmux-256color \(BuiltProduct.scrollsim) --scenario '\(Binary.scenario)'; echo EXIT=$?")
        _ = try tmux.waitUntil { $0.contains { $0.contains("? help") } }
        #expect(try tmux.display("#{mouse_sgr_flag}") == "1", "the view did not ask for SGR reports")
        try tmux.keys("C-z")
        _ = try tmux.waitUntil { $0.contains { $0.contains("Stopped") } }
        #expect(try tmux.display("#{mouse_sgr_flag}") == "0", "SGR mode left on while stopped")
        try tmux.type("fg")
        _ = try tmux.waitUntil { $0.contains { $0.contains("? help") } }
        #expect(try tmux.display("#{mouse_sgr_flag}") == "1", "SGR mode not asked for again after fg")
        try tmux.keys("q")
        _ = try tmux.waitUntil { $0.contains("EXIT=0") }
        #expect(try tmux.display("#{mouse_sgr_flag}") == "0", "SGR mode left on after quitting")
    }

    /// A script with `wait` holds there (for longer than the 2 s a recording holds) until space;
    /// `T` turns the projector theme on meanwhile (a re-inserted pinned header says so in words).
    @Test func playWaitsForAKeyAndTTogglesTheProjectorTheme() throws {
        let folder = try TemporaryFolder("stage")
        defer { folder.remove() }
        let script = try folder.write("""
            scenario contacts
            size 80x20
            strategy uikit
            scroll 4 at 20
            caption "Before the wait"
            pause 0.2
            wait
            caption "After the wait"
            scroll 3 at 10
            pause 5
            """, name: "w.demo")
        let tmux = try TmuxSession(columns: 80, rows: 20)
        try tmux.type("\(BuiltProduct.scrollsim) play '\(script)'; echo EXIT=$?")
        var screen = try tmux.waitUntil { $0.contains { $0.contains("⏸ waiting: space goes on") } }
        #expect(screen.contains { $0.contains("▶ Before the wait") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("◆ pinned") } && !screen.contains { $0.contains("↺ re-inserted") })
        Thread.sleep(forTimeInterval: 2.5)
        screen = try tmux.capture()
        #expect(screen.contains { $0.contains("⏸ waiting") } && !screen.contains { $0.contains("After the wait") },
                "the wait did not hold:\n\(screen.joined(separator: "\n"))")
        // The projector theme changes the styles, never the words (one marker rule for both themes).
        let normalStyles = try tmux.styledCapture()
        try tmux.keys("T")
        let deadline = Date().addingTimeInterval(10)
        var projectorStyles = try tmux.styledCapture()
        while projectorStyles == normalStyles && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            projectorStyles = try tmux.styledCapture()
        }
        #expect(projectorStyles != normalStyles, "T did not switch the theme")
        screen = try tmux.capture()
        #expect(screen.contains { $0.contains("◆ pinned") } && !screen.contains { $0.contains("↺ re-inserted") },
                "the projector theme changed the words:\n\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("⏸ waiting") }, "T ended the wait")
        try tmux.keys("Space")
        screen = try tmux.waitUntil { $0.contains { $0.contains("▶ After the wait") } }
        #expect(screen.contains { $0.contains("▶ After the wait") }, "space did not go on:\n\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("▶ playing") })
        try tmux.keys("q")
        _ = try tmux.waitUntil { $0.contains("EXIT=0") }
    }

    /// `record --projector --size 16:9`: the slide's size in the header, the projector theme's
    /// pinned style (dark on bright yellow) in the frames, and no live-view key hint.
    @Test func recordTakesTheProjectorThemeAndASlideSize() throws {
        let folder = try TemporaryFolder("stage-record")
        defer { folder.remove() }
        let script = try folder.write("scenario contacts\nstrategy uikit\nscroll 4 at 8\npause 0.5\n", name: "p.demo")
        let plain = folder.path("plain.cast"), projector = folder.path("projector.cast")
        let env = ["LANG": TestEnvironment.utf8Locale, "PATH": "/usr/bin:/bin"]
        #expect(try Program.run([BuiltProduct.scrollsim, "record", script, "--output", plain], environment: env).status == 0)
        let run = try Program.run(
            [BuiltProduct.scrollsim, "record", script, "--output", projector, "--projector", "--size", "16:9"], environment: env)
        #expect(run.status == 0 && run.stdout.contains("96x27"), "\(run.stdout)")
        let withTheme = try String(contentsOfFile: projector, encoding: .utf8)
        let without = try String(contentsOfFile: plain, encoding: .utf8)
        #expect(withTheme.hasPrefix("{\"version\": 2, \"width\": 96, \"height\": 27"))
        #expect(withTheme.contains("1;30;103m") && !without.contains("1;30;103m"), "the projector theme's pinned style")
        #expect(!withTheme.contains("? help") && !without.contains("? help"), "a recording lists no live-view keys")
    }
}
