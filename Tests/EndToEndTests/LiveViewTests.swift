import Foundation
import TestSupport
import Testing

/// The live view's test scenario, and `render`'s frame to compare the live view with.
enum Binary {
    /// The scenario the tests drive: a fixed file (no bars, 2-row headers), so the tests do not
    /// depend on the built-in default.
    static var scenario: String { BuiltProduct.packageRoot.appendingPathComponent("Demos/recipe.json").path }

    /// `render`'s arguments for the frame of a live view scrolled from the top to `offset` by a
    /// person: `NG` then settled (0: the start).
    static func scrolledTo(_ offset: Int) -> [String] {
        offset == 0 ? ["--offset", "0"] : ["--keys", "\(offset)G <Settle>"]
    }

    /// `scrollsim render` output for the same size, scrolled from the top to `offset` (`NG`, settled;
    /// `--offset` would be the first layout there): the frame the live view must show.
    static func render(size: String, offset: Int) throws -> [String] {
        let env = TestEnvironment.pane()
        let result = try Program.run(
            [BuiltProduct.scrollsim, "render", "--scenario", scenario, "--size", size] + Binary.scrolledTo(offset), environment: env)
        var lines = result.stdout.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}


/// Drives the real binary inside a private tmux server (a UTF-8 locale, TERM=tmux-256color).
/// Without tmux each test fails at once with the reason (TmuxSession.StartError).
@Suite(.serialized)
struct LiveViewTests {
    /// Starts the live view on `Binary.scenario` (or with no arguments when `defaultScenario`).
    func start(columns: Int = 100, rows: Int = 30, defaultScenario: Bool = false) throws -> TmuxSession {
        #expect(FileManager.default.isExecutableFile(atPath: BuiltProduct.scrollsim), "build first: swift build")
        let tmux = try TmuxSession(columns: columns, rows: rows)
        let arguments = defaultScenario ? "" : " --scenario '\(Binary.scenario)'"
        try tmux.type("\(BuiltProduct.scrollsim)\(arguments); echo EXIT=$?")
        let ready = defaultScenario ? " offset " : " offset 0/"
        let screen = try tmux.waitUntil { $0.contains { $0.contains(ready) } }
        #expect(screen.contains { $0.contains(ready) }, "the live view did not start:\n\(screen.joined(separator: "\n"))")
        return tmux
    }

    func statusOffset(_ screen: [String]) -> String? {
        screen.first { $0.contains(" offset ") }.flatMap { line in
            line.components(separatedBy: " offset ").last?.components(separatedBy: "/").first
        }
    }

    @Test func keysAndWheelScrollAndThePinnedHeaderMatchesTheHeadlessFrame() throws {
        let tmux = try start()
        // The first frame goes into a blank window skipping its blanks: still the headless frame.
        var screen = try tmux.waitUntil { statusOffset($0) == "0" }
        #expect(Array(screen.prefix(30)) == (try Binary.render(size: "100x30", offset: 0)), "first frame differs from `render`")
        try tmux.keys("j", "j", "Down", "j", "Down")
        screen = try tmux.waitUntil { statusOffset($0) == "5" }
        #expect(statusOffset(screen) == "5")
        let expected5 = try Binary.render(size: "100x30", offset: 5)
        #expect(Array(screen.prefix(30)) == expected5, "live frame differs from `render --keys '5G <Settle>'`")
        // Equal to the headless frame: the header pinned at the top shows the section the engine
        // pins at this offset (the built-in scenario may change, so the section is not hard-coded).

        try tmux.literal("\u{1B}[Ma+&")  // X10 wheel down at column 10, row 5
        screen = try tmux.waitUntil { statusOffset($0) == "8" }
        #expect(statusOffset(screen) == "8")
        #expect(Array(screen.prefix(30)) == (try Binary.render(size: "100x30", offset: 8)))

        try tmux.keys("NPage")
        screen = try tmux.waitUntil { statusOffset($0) != "8" }
        let paged = Int(statusOffset(screen) ?? "") ?? 0
        #expect(paged > 20)
        #expect(Array(screen.prefix(30)) == (try Binary.render(size: "100x30", offset: paged)))
        #expect(screen[0] != expected5[0], "the pinned header changed section after a page")

        try tmux.keys("q")
        screen = try tmux.waitUntil { $0.contains("EXIT=0") }
        #expect(screen.contains("EXIT=0"))
        #expect(try tmux.display("#{alternate_on}") == "0")
    }

    @Test func resizingTheTerminalRelaysOut() throws {
        let tmux = try start()
        try tmux.keys("j", "j", "j")
        _ = try tmux.waitUntil { statusOffset($0) == "3" }
        try tmux.resize(columns: 72, rows: 20)
        let screen = try tmux.waitUntil { $0.count >= 20 && $0[18].contains("content 71×") }
        // The same frame as `render`, except that the live view's last step was the resize: a full relayout.
        var expected = try Binary.render(size: "72x20", offset: 3)
        expected[18] = expected[18].replacingOccurrences(of: "inval bounds-only", with: "inval full")
        #expect(Array(screen.prefix(20)) == expected, "after resize:\n\(screen.joined(separator: "\n"))")
        try tmux.resize(columns: 12, rows: 4)
        let small = try tmux.waitUntil { $0.joined().contains("small") }
        #expect(small.joined().contains("small"))
        try tmux.resize(columns: 100, rows: 30)
        let back = try tmux.waitUntil { $0.contains { $0.contains("content 99×") } }
        #expect(back.contains { $0.contains("offset 3/") })
        try tmux.keys("q")
    }

    @Test func sigtermLeavesANormalShell() throws {
        let tmux = try start(defaultScenario: true)
        #expect(try tmux.display("#{alternate_on}") == "1")
        let panePID = try tmux.display("#{pane_pid}")
        let children = try Program.run(["pgrep", "-P", panePID, "scrollsim"]).stdout
        let pid = children.split(separator: "\n").first.map(String.init) ?? ""
        #expect(!pid.isEmpty)
        _ = try Program.run(["kill", "-TERM", pid])
        let screen = try tmux.waitUntil { $0.contains("EXIT=143") }
        #expect(screen.contains("EXIT=143"))
        #expect(try tmux.display("#{alternate_on}") == "0")
        #expect(try tmux.display("#{cursor_flag}") == "1")
        #expect(try tmux.display("#{mouse_any_flag}#{mouse_standard_flag}") == "00")
        try tmux.type("echo shell-ok")
        let after = try tmux.waitUntil { $0.contains("shell-ok") && $0.filter { $0 == "shell-ok" }.count >= 1 }
        #expect(after.contains("shell-ok"), "typed text echoes and runs: the shell is usable")
    }

    @Test(arguments: ["C-c", "HUP"]) func interruptAndHangupRestoreTheTerminal(_ how: String) throws {
        let tmux = try start()
        if how == "HUP" {
            let panePID = try tmux.display("#{pane_pid}")
            let pid = try Program.run(["pgrep", "-P", panePID, "scrollsim"]).stdout.split(separator: "\n").first.map(String.init) ?? ""
            _ = try Program.run(["kill", "-HUP", pid])
        } else {
            try tmux.keys(how)
        }
        let code = how == "HUP" ? "EXIT=129" : "EXIT=130"
        let screen = try tmux.waitUntil { $0.contains(code) }
        #expect(screen.contains(code))
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }

    @Test func ctrlZSuspendsAndFgRedrawsWithKeysWorking() throws {
        let tmux = try start()
        try tmux.keys("C-z")
        let stopped = try tmux.waitUntil { $0.contains { $0.contains("Stopped") } }
        #expect(stopped.contains { $0.contains("Stopped") }, "the job stops:\n\(stopped.joined(separator: "\n"))")
        #expect(try tmux.display("#{alternate_on}") == "0", "the shell gets a normal screen while suspended")
        try tmux.type("fg")
        let resumed = try tmux.waitUntil { $0.contains { $0.contains(" offset 0/") } }
        #expect(resumed.contains { $0.contains(" offset 0/") }, "fg redraws the whole view")
        #expect(try tmux.display("#{alternate_on}") == "1")
        try tmux.keys("Down", "Down")
        let moved = try tmux.waitUntil { statusOffset($0) == "2" }
        #expect(statusOffset(moved) == "2", "arrow keys still arrive as keys after fg")
        // `; echo EXIT=$?` already ran when the job stopped (EXIT=148); after `fg` and q the
        // prompt returns on a normal screen.
        try tmux.keys("q")
        _ = try tmux.waitUntil { _ in (try? tmux.display("#{alternate_on}")) == "0" }
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }

    @Test func notATerminalGivesOneLineError() throws {
        let result = try Program.run(["sh", "-c", "(\(BuiltProduct.scrollsim) </dev/null 2>&1; echo EXIT=$?) | cat"], environment: TestEnvironment.pane(term: "xterm"))
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.last == "EXIT=2", "not a terminal is an unusable environment: exit 2")
        #expect(result.stdout.contains("not a terminal"))
        #expect(result.stdout.contains("scrollsim render"))
    }
}
