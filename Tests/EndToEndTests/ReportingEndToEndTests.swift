import Foundation
import TestSupport
import Testing

/// From something odd in the live view to a one-line reproduction (`y`) and a recording (`Y`),
/// as a QA person would do it, in tmux.
@Suite(.serialized)
struct ReportingEndToEndTests {
    static let env = TestEnvironment.pane()

    /// Runs a reproduction command line from a report (its `scrollsim` replaced by the built binary).
    static func run(commandLine: String) throws -> [String] {
        let command = BuiltProduct.scrollsim + commandLine.dropFirst("scrollsim".count)
        let output = try Program.run(["bash", "-c", command], environment: env).stdout
        var lines = output.components(separatedBy: "\n").map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    @Test func yWritesACommandLineThatRendersTheSameFrameAndYWritesARecording() throws {
        let folder = try TemporaryFolder("scrollsim-e2e")
        defer { folder.remove() }
        let dir = folder.path
        let tmux = try TmuxSession(columns: 100, rows: 30)
        try tmux.type("cd '\(dir)' && \(BuiltProduct.scrollsim) --scenario '\(Binary.scenario)' --strategy evadne; echo EXIT=$?")
        _ = try tmux.waitUntil { $0.contains { $0.contains(" offset 0/") } }
        // The issue's sequence, the fault now behind the f prefix, then something to look at.
        try tmux.keys("j", "j", "j", "j", "j", "f", "n", "j", "j", "j", "j", "o")
        let odd = try tmux.waitUntil { $0.contains { $0.contains(" offset 9/") && $0.contains("no-invalidation") } }
        #expect(odd.contains { $0.contains(" offset 9/") })

        try tmux.keys("y")  // key press 1
        let shown = try tmux.waitUntil { $0.contains { $0.contains("report written to scrollsim-report-1.txt") } }
        #expect(shown.contains { $0.contains("scrollsim render --scenario") }, "the command line is shown:\n\(shown.joined(separator: "\n"))")
        let report = try String(contentsOfFile: dir + "/scrollsim-report-1.txt", encoding: .utf8)
        let lines = report.components(separatedBy: "\n")
        #expect(lines[0] == "# Reproduce with:")
        let commandLine = lines[1]
        #expect(commandLine.contains("--keys"), "\(commandLine)")
        let rendered = try Self.run(commandLine: commandLine)
        #expect(Array(odd.prefix(30)) == rendered, "the reproduction differs from the live frame:\n\(rendered.joined(separator: "\n"))")
        let frameStart = (lines.firstIndex(of: "# Frame:") ?? 0) + 1
        let fileFrame = lines[frameStart..<min(lines.count, frameStart + 30)].map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        #expect(Array(fileFrame) == rendered, "the report file's frame is the frame shown")

        try tmux.keys("Y")  // key press 2
        _ = try tmux.waitUntil { $0.contains { $0.contains("recording written to scrollsim-recording-1.cast") } }
        let cast = try String(contentsOfFile: dir + "/scrollsim-recording-1.cast", encoding: .utf8)
        #expect(cast.hasPrefix("{\"version\": 2, \"width\": 100, \"height\": 30"))
        #expect(cast.contains(", \"i\", \"f\"]") && cast.contains(", \"i\", \"n\"]"))
        #expect(cast.split(separator: "\n").last?.contains("\\u001b[?25h") == true, "the recording shows the cursor again at its end")
        try tmux.keys("q")
        _ = try tmux.waitUntil { $0.contains("EXIT=0") }

        // The recording replays into the same state.
        try tmux.type("clear; \(BuiltProduct.scrollsim) --scenario '\(Binary.scenario)' --strategy evadne --replay scrollsim-recording-1.cast --record live.cast; echo EXIT=$?")
        let replayed = try tmux.waitUntil { $0.contains { $0.contains(" offset 9/") } }
        #expect(Array(replayed.prefix(29)) == Array(rendered.prefix(29)), "replay:\n\(replayed.joined(separator: "\n"))")
        try tmux.keys("q")
        _ = try tmux.waitUntil { $0.contains("EXIT=0") }
        // `run --record` ends its recording with the cursor shown again, after the last frame hid it.
        let live = try String(contentsOfFile: dir + "/live.cast", encoding: .utf8).split(separator: "\n")
        #expect(live.last?.contains("\\u001b[?25h") == true && live.dropLast().last?.contains("\\u001b[?25l") == true, "\(live.suffix(2))")
    }

    /// The live view starts where `render` without --offset draws (contacts rests at -1 under its bar).
    @Test func liveViewStartsAtRendersDefaultOffset() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        try tmux.type("\(BuiltProduct.scrollsim) --scenario contacts; echo EXIT=$?")
        let live = try tmux.waitUntil { $0.contains { $0.contains(" offset ") } }
        let rendered = try Self.run(commandLine: "scrollsim render --scenario contacts --size 80x24")
        #expect(Array(live.prefix(24)) == rendered, "live:\n\(live.joined(separator: "\n"))\nrender:\n\(rendered.joined(separator: "\n"))")
        try tmux.keys("q")
    }

    /// Editing the scenario file while the live view shows it reloads it, keeping the offset.
    @Test func editingTheScenarioFileReloadsIt() throws {
        let folder = try TemporaryFolder("scrollsim-e2e")
        defer { folder.remove() }
        let dir = folder.path
        let file = dir + "/shop.json"
        let original = try String(contentsOfFile: Binary.scenario, encoding: .utf8)
        try original.write(toFile: file, atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(columns: 100, rows: 30)
        try tmux.type("\(BuiltProduct.scrollsim) --scenario '\(file)'; echo EXIT=$?")
        _ = try tmux.waitUntil { $0.contains { $0.contains(" offset 0/") } }
        try tmux.keys("1", "5", "G")
        _ = try tmux.waitUntil { $0.contains { $0.contains(" offset 15/") } }
        try original.replacingOccurrences(of: "\"Jackets\"", with: "\"Coats\"").write(toFile: file, atomically: true, encoding: .utf8)
        let screen = try tmux.waitUntil { $0.contains { $0.contains("reloaded") } }
        #expect(screen.contains { $0.contains("reloaded") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("Coats") }, "the new title is not shown")
        #expect(screen.contains { $0.contains(" offset 15/") }, "the offset is kept")
        try tmux.keys("q")
    }

    @Test func layoutHelpListsNoSplitAndTakesFaults() throws {
        let help = try Program.run([BuiltProduct.scrollsim, "layout", "--help"], environment: Self.env)
        #expect(!help.stdout.contains("--split"), "layout --help lists --split, which layout rejects")
        #expect(help.stdout.contains("--fault"))
        let run = try Program.run(
            [BuiltProduct.scrollsim, "layout", "--scenario", "g1", "--strategy", "uikit", "--offsets", "0,3", "--fault", "no-invalidation", "--format", "text"],
            environment: Self.env)
        #expect(run.status == 0)
    }

    @Test func renderSplitTooSmallIsAnError() throws {
        let result = try Program.run(
            [BuiltProduct.scrollsim, "render", "--scenario", "g1", "--split", "uikit,css", "--size", "20x10"], environment: Self.env)
        #expect(result.status == 2)
        #expect(!result.stdout.contains("enlarge"))
    }
}
