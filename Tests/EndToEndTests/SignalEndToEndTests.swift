import Foundation
import TestSupport
import Testing

/// Every catchable terminating signal restores the terminal in the live view, a split view and
/// `play`; Ctrl-Z then `kill %1` exits like `less`; an oversized terminal is drawn, not crashed on.
@Suite(.serialized)
struct SignalEndToEndTests {
    enum Mode: String, CaseIterable, Sendable {
        case live, split, play

        var arguments: String {
            switch self {
            case .live: "--scenario '\(Binary.scenario)'"
            case .split: "--scenario '\(Binary.scenario)' --split uikit,css"
            case .play: "play '\(PlaybackEndToEndTests.demos.appendingPathComponent("push-off.demo").path)'"
            }
        }
    }

    /// Starts `mode` in a fresh pane and waits until it draws.
    func start(_ mode: Mode) throws -> (TmuxSession, String) {
        let tmux = try TmuxSession(columns: 100, rows: 30)
        try tmux.type("\(BuiltProduct.scrollsim) \(mode.arguments); echo EXIT=$?")
        let ready = mode == .play ? "frame " : mode == .split ? " css  " : " offset "
        let screen = try tmux.waitUntil { $0.contains { $0.contains(ready) } }
        #expect(screen.contains { $0.contains(ready) }, "\(mode) did not start:\n\(screen.joined(separator: "\n"))")
        let panePID = try tmux.display("#{pane_pid}")
        let pid = try Program.run(["pgrep", "-P", panePID, "scrollsim"]).stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(!pid.isEmpty)
        return (tmux, pid)
    }

    func expectRestored(_ tmux: TmuxSession, _ context: String) throws {
        #expect(try tmux.display("#{alternate_on} #{cursor_flag} #{mouse_any_flag}#{mouse_standard_flag} #{keypad_cursor_flag}") == "0 1 00 0", "\(context)")
    }

    static let signals: [(name: String, number: Int32)] = [("USR1", SIGUSR1), ("ALRM", SIGALRM), ("PIPE", SIGPIPE), ("USR2", SIGUSR2)]

    @Test(arguments: Mode.allCases, [0, 1, 2, 3])
    func terminatingSignalRestoresTheTerminal(_ mode: Mode, _ which: Int) throws {
        let signal = Self.signals[which]
        let (tmux, pid) = try start(mode)
        _ = try Program.run(["kill", "-\(signal.name)", pid])
        let code = "EXIT=\(128 + signal.number)"
        let screen = try tmux.waitUntil { $0.contains(code) }
        #expect(screen.contains(code), "\(mode) \(signal.name):\n\(screen.joined(separator: "\n"))")
        try expectRestored(tmux, "\(mode) \(signal.name)")
    }

    @Test(arguments: [Mode.live, Mode.play])
    func ctrlZThenKillExitsAndRestores(_ mode: Mode) throws {
        let (tmux, pid) = try start(mode)
        try tmux.keys("C-z")
        let stopped = try tmux.waitUntil { $0.contains { $0.contains("Stopped") } }
        #expect(stopped.contains { $0.contains("Stopped") }, "\(mode) stops:\n\(stopped.joined(separator: "\n"))")
        // The marker is computed by the shell: the typed line (`JOBS-$((6*7))`) never matches it.
        try tmux.type("kill %1; sleep 0.5; jobs; echo JOBS-$((6*7))")
        let screen = try tmux.waitUntil(timeout: 30) { $0.contains("JOBS-42") }
        #expect(screen.contains { $0.contains("Exit 143") }, "\(mode): the job ended:\n\(screen.joined(separator: "\n"))")
        #expect(try Program.run(["kill", "-0", pid]).status != 0, "\(mode): the process is gone, not stopped")
        try expectRestored(tmux, "\(mode) after kill %1")
    }

    @Test func oversizedTerminalIsDrawnWithinTheLimit() throws {
        let (tmux, pid) = try start(.live)
        let tty = try tmux.display("#{pane_tty}")
        for size in [["rows", "32768", "cols", "100"], ["rows", "30", "cols", "32768"], ["rows", "30", "cols", "100"]] {
            // stty acts on its standard input on every system (`-F` is GNU's, `-f` BSD's).
            _ = try Program.run(["sh", "-c", "stty \(size.joined(separator: " ")) < '\(tty)'"])
            Thread.sleep(forTimeInterval: 0.5)
            #expect(try Program.run(["kill", "-0", pid]).status == 0, "still running after stty \(size)")
        }
        try tmux.keys("C-l")
        let screen = try tmux.waitUntil { $0.contains { $0.contains(" offset 0/") } }
        #expect(screen.contains { $0.contains(" offset 0/") }, "redrawn at 100x30:\n\(screen.joined(separator: "\n"))")
        try tmux.keys("q")
        _ = try tmux.waitUntil { $0.contains("EXIT=0") }
        try expectRestored(tmux, "after q")
    }
}

/// A hostile `TERM` is echoed escaped: the pane's title stays and the error is one visible line.
@Suite
struct HostileTermEndToEndTests {
    @Test func termWithAnEscapeSequenceIsShownNotSent() throws {
        let tmux = try TmuxSession(columns: 100, rows: 30)
        let before = try tmux.display("#{pane_title}")
        try tmux.type("TERM=$'\\e]2;pwned\\a\\e[2J' '\(BuiltProduct.scrollsim)'; echo EXIT=$?")
        // The shell's own `EXIT=<digits>` row: the typed line, wrapped at any width, never matches.
        let screen = try tmux.waitUntil(timeout: 30) { TmuxSession.exitStatus($0) != nil }
        #expect(TmuxSession.exitStatus(screen) == 2, "a bad TERM is bad input (exit 2):\n\(screen.joined(separator: "\n"))")
        let line = screen.first { $0.hasPrefix("scrollsim: TERM=") } ?? ""
        #expect(line.contains(#"\x1B]2;pwned\x07\x1B[2J"#), "the TERM value is shown escaped:\n\(screen.joined(separator: "\n"))")
        #expect(try tmux.display("#{pane_title}") == before, "the title was not set")
        #expect(screen.contains { $0.hasPrefix("$ TERM=") }, "the screen was not cleared")
    }
}
