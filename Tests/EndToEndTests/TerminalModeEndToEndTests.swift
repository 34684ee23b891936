import Foundation
import TestSupport
import Testing

/// The live view turns off IEXTEN (macOS still acts on Ctrl-O, Ctrl-Y and Ctrl-V with it on, outside
/// canonical mode) and gives the terminal back as it found it: on exit, on a signal, and while
/// stopped by Ctrl-Z (curses turns it off again when the view draws after `fg`). The pane starts with IEXTEN on, as both systems'
/// ptys do (and, in CI's macOS run, with macOS's other pty defaults: `TestEnvironment.paneSettings`).
@Suite(.serialized)
struct TerminalModeEndToEndTests {
    /// The pane terminal's local modes as `stty -a` names them (`iexten` or `-iexten`, …).
    static func modes(_ tty: String) throws -> [String] {
        let output = try Program.run(["sh", "-c", "stty -a < '\(tty)'"]).stdout
        return output.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
    }

    static func waitForModes(_ tty: String, containing mode: String) throws -> [String] {
        let deadline = Date().addingTimeInterval(10)
        while true {
            let now = try modes(tty)
            if now.contains(mode) || Date() > deadline { return now }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Quit with `q`, and ended by SIGTERM: IEXTEN is off while the view runs, and the terminal's
    /// settings after it are the ones before it (`stty -g`, run in the pane before and after).
    @Test(arguments: ["q", "TERM"])
    func extendedInputIsOffWhileRunningAndRestoredAfter(ending: String) throws {
        let tmux = try TmuxSession(columns: 100, rows: 30)
        let tty = try tmux.display("#{pane_tty}")
        let folder = try TemporaryFolder("terminal-mode")
        defer { folder.remove() }
        let before = folder.path("before"), after = folder.path("after")
        try tmux.type("stty iexten; stty -g > '\(before)'; \(BuiltProduct.scrollsim) --scenario contacts; s=$?; "
                      + "stty -g > '\(after)'; clear; echo EXIT=$s")
        let screen = try tmux.waitUntil(timeout: 30) { $0.contains { $0.contains(" offset ") } }
        #expect(screen.contains { $0.contains(" offset ") }, "the view did not start:\n\(screen.joined(separator: "\n"))")
        let running = try Self.waitForModes(tty, containing: "-iexten")
        #expect(running.contains("-iexten"), "IEXTEN is on while the view runs: \(running.joined(separator: " "))")
        if ending == "q" {
            try tmux.keys("q")
        } else {
            let pid = try Program.run(["pgrep", "-P", try tmux.display("#{pane_pid}"), "scrollsim"]).stdout
                .split(separator: "\n").first.map(String.init) ?? ""
            #expect(!pid.isEmpty)
            _ = try Program.run(["kill", "-\(ending)", pid])
        }
        let end = try tmux.waitUntil { TmuxSession.exitStatus($0) != nil }
        #expect(TmuxSession.exitStatus(end) == (ending == "q" ? 0 : 143), "\(end.joined(separator: "\n"))")
        let saved = try String(contentsOfFile: before, encoding: .utf8)
        #expect(saved.contains(":"), "no settings saved before the run: \(saved)")
        #expect(try String(contentsOfFile: after, encoding: .utf8) == saved, "the terminal's settings changed after the view ended (\(ending))")
    }

    /// Stopped (SIGTSTP, as Ctrl-Z sends), the view gives back IEXTEN. It runs as a job of a
    /// non-interactive shell with job control (`set -m`): an interactive shell's line editor would
    /// set modes of its own while the view is stopped, and a view without a parent in its session
    /// (`exec`) could not stop at all (an orphaned process group ignores SIGTSTP's stop).
    @Test func extendedInputIsRestoredWhileStopped() throws {
        let tmux = try TmuxSession(columns: 100, rows: 30)
        let tty = try tmux.display("#{pane_tty}")
        try tmux.type("stty iexten; bash -c 'set -m; \(BuiltProduct.scrollsim) --scenario contacts; echo STOPPED=$?; sleep 60'")
        let screen = try tmux.waitUntil(timeout: 30) { $0.contains { $0.contains(" offset ") } }
        #expect(screen.contains { $0.contains(" offset ") }, "the view did not start:\n\(screen.joined(separator: "\n"))")
        // The pane's shell → the job's shell → the view.
        let panePID = try tmux.display("#{pane_pid}")
        let pid = try Program.run(["sh", "-c", "pgrep -P \"$(pgrep -P \(panePID) bash)\" scrollsim"]).stdout
            .split(separator: "\n").first.map(String.init) ?? ""
        #expect(!pid.isEmpty)
        #expect(try Self.waitForModes(tty, containing: "-iexten").contains("-iexten"), "IEXTEN is on while the view runs")
        _ = try Program.run(["kill", "-TSTP", pid])
        let stoppedScreen = try tmux.waitUntil { $0.contains { $0.contains("STOPPED=") } }
        #expect(stoppedScreen.contains { $0.contains("STOPPED=") }, "the view did not stop:\n\(stoppedScreen.joined(separator: "\n"))")
        let stopped = try Self.modes(tty)
        #expect(stopped.contains("iexten"), "IEXTEN is not restored while the view is stopped: \(stopped.joined(separator: " "))")
        _ = try Program.run(["kill", "-TERM", pid])
        _ = try Program.run(["kill", "-CONT", pid])
    }
}
