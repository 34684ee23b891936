import Foundation
import TestSupport
import Testing


/// The live view reloads a strategy file when it is saved (how soon: scrollsim-bench's reload
/// figure in docs/performance.md), and keeps the last
/// good version (with the error in the bottom line) when an edit does not load.
@Suite(.serialized)
struct StrategyHotReloadTests {
    static func strategy(offset: Double) -> String {
        #"{"name": "tuned", "summary": "hot reload test", "pinLine": {"offset": \#(offset)}, "zIndex": {"header": 10}}"#
    }

    /// `scrollsim render` with the strategy file at `path`, scrolled from the top to `offset` as in the live view.
    static func render(_ path: String, offset: Int) throws -> [String] {
        let env = TestEnvironment.pane()
        let result = try Program.run(
            [BuiltProduct.scrollsim, "render", "--scenario", Binary.scenario, "--strategy-file", path, "--strategy", "tuned",
             "--size", "100x30"] + Binary.scrolledTo(offset), environment: env)
        var lines = result.stdout.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `tuned.json` (pin line `offset`) written in `folder`, and the live view started on it in a
    /// 100x30 tmux session showing the strategy `shown`, at offset 0.
    static func startLiveView(in folder: TemporaryFolder, offset: Double, showing shown: String) throws
        -> (tmux: TmuxSession, path: String) {
        let path = try folder.write(strategy(offset: offset), name: "tuned.json")
        let tmux = try TmuxSession(columns: 100, rows: 30)
        try tmux.type("\(BuiltProduct.scrollsim) --scenario '\(Binary.scenario)' --strategy-file '\(path)' --strategy \(shown); echo EXIT=$?")
        _ = try tmux.waitUntil { $0.contains { $0.contains(" offset 0/") } }
        return (tmux, path)
    }

    /// What the live view shows at `scrollOffset` once `tuned.json` says pin line `offset`:
    /// `render` of a copy in `folder`, with the status line's "inval full" of a reload.
    static func expectedAfterReload(to offset: Double, in folder: TemporaryFolder, at scrollOffset: Int) throws -> [String] {
        let other = try folder.write(strategy(offset: offset), name: "expected.json")
        var expected = try render(other, offset: scrollOffset)
        expected[28] = expected[28].replacingOccurrences(of: "inval bounds-only", with: "inval full")
        return expected
    }

    @Test func savingTheFileReloadsItAndABadEditKeepsTheLastGoodVersion() throws {
        let folder = try TemporaryFolder("hot-reload")
        defer { folder.remove() }
        let (tmux, path) = try Self.startLiveView(in: folder, offset: 0, showing: "tuned")
        try tmux.keys("j", "j", "j", "j", "j")
        var screen = try tmux.waitUntil { $0.contains { $0.contains(" offset 5/") } }
        #expect(Array(screen.prefix(30)) == (try Self.render(path, offset: 5)))

        // A good edit: the pin line moves 3 rows down. How soon is the bench's (`--section load`, docs/performance.md,
        // "Loading"); the 60 s here only ends a hang.
        let expected = try Self.expectedAfterReload(to: 3, in: folder, at: 5)
        try Data(Self.strategy(offset: 3).utf8).write(to: URL(fileURLWithPath: path))
        screen = try tmux.waitUntil(timeout: 60) { Array($0.prefix(29)) == Array(expected.prefix(29)) }
        #expect(Array(screen.prefix(29)) == Array(expected.prefix(29)), "after the save:\n\(screen.joined(separator: "\n"))")
        #expect(screen[29].contains("reloaded"))

        // A bad edit: the frame stays, the bottom line names the file, the field and what is allowed.
        try Data(#"{"name": "tuned", "pinLine": {"offset": "three"}}"#.utf8).write(to: URL(fileURLWithPath: path))
        // The message wraps onto the rows above the hint row (six at most), never cut.
        func bottom(_ rows: [String]) -> String { rows.suffix(6).joined().filter { $0 != " " } }
        screen = try tmux.waitUntil(timeout: 60) { $0.count > 29 && bottom($0).contains("pinLine.offset") }
        #expect(bottom(screen).contains("pinLine.offset:foundthestring"), "\(screen.suffix(6).joined(separator: "\n"))")
        #expect(Array(screen.prefix(24)) == Array(expected.prefix(24)))

        try tmux.keys("q")
        screen = try tmux.waitUntil { $0.contains("EXIT=0") }
        #expect(screen.contains("EXIT=0"))
    }

    /// Editors that save by writing a new file and renaming it over the old one: the live view,
    /// blocked on input and change notifications (no timer), still reloads (without a key pressed).
    @Test func aSaveByRenameReloadsTheFile() throws {
        let folder = try TemporaryFolder("rename-reload")
        defer { folder.remove() }
        let (tmux, path) = try Self.startLiveView(in: folder, offset: 0, showing: "tuned")
        let expected = try Self.expectedAfterReload(to: 3, in: folder, at: 0)
        try Self.strategy(offset: 3).write(toFile: path, atomically: true, encoding: .utf8)  // temporary file, renamed
        let screen = try tmux.waitUntil(timeout: 60) { Array($0.prefix(28)) == Array(expected.prefix(28)) }
        #expect(Array(screen.prefix(28)) == Array(expected.prefix(28)), "after the save:\n\(screen.joined(separator: "\n"))")
        #expect(screen.count > 29 && screen[29].contains("reloaded tuned.json"))
        try tmux.keys("q")
        _ = try tmux.waitUntil { $0.contains("EXIT=0") }
    }

    @Test func thePickerListsTheLoadedFileAndEnterShowsIt() throws {
        let folder = try TemporaryFolder("picker")
        defer { folder.remove() }
        let (tmux, _) = try Self.startLiveView(in: folder, offset: 1, showing: "plain")
        try tmux.keys("p")
        var screen = try tmux.waitUntil { $0.contains { $0.contains("strategy · ↑↓ Enter") } }
        #expect(screen.contains { $0.contains("▶F2  plain") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("tuned") && $0.contains("hot reload test") })
        try tmux.keys("Up")  // wraps to the last entry: the loaded file
        screen = try tmux.waitUntil { $0.contains { $0.contains("▶") && $0.contains("tuned") } }
        try tmux.keys("Enter")
        screen = try tmux.waitUntil { $0.contains { $0.hasPrefix(" tuned ") } }
        #expect(screen.contains { $0.hasPrefix(" tuned ") }, "\(screen.joined(separator: "\n"))")
        #expect(!screen.contains { $0.contains("strategy · ↑↓ Enter") })
        try tmux.keys("q")
        screen = try tmux.waitUntil { $0.contains("EXIT=0") }
        #expect(screen.contains("EXIT=0"))
    }
}
