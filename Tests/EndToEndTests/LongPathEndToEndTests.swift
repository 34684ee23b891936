import Foundation
import TestSupport
import Testing

/// The tmux tests type the binary's path into a pane, so what they wait for must not depend on
/// the checkout's folder: here the binary is reached through a folder whose path is longer than
/// the pane is wide, and the typed line wraps so that one of its rows starts with `EXIT=` (the
/// string an `echo EXIT=$?` prints), as it did for a clone at a 14-character path (issue 36).
@Suite(.serialized)
struct LongPathEndToEndTests {
    static let columns = 60

    /// A folder under a fresh temporary one, padded so that the line `$ '<folder>/scrollsim'
    /// <arguments>; echo EXIT=$?` puts `EXIT=` at the start of a row of a `columns`-wide pane,
    /// with a link to the built binary in it. Returns the typed line and the link's path.
    static func longLink(in folder: TemporaryFolder, arguments: String) throws -> (line: String, link: String) {
        func line(_ padding: Int) -> (String, String) {
            let deep = folder.path + "/" + String(repeating: "deep-folder/", count: 8) + String(repeating: "x", count: padding)
            let link = deep + "/scrollsim"
            return ("'\(link)' \(arguments); echo EXIT=$?", link)
        }
        // "$ " is the prompt: the row of `EXIT=` starts where the prompt and the line before it fill rows.
        let padding = try #require((1...columns).first { padding in
            let (typed, _) = line(padding)
            let before = typed.range(of: "EXIT=$?").map { typed[..<$0.lowerBound].count } ?? 0
            return (2 + before) % columns == 0
        })
        let (typed, link) = line(padding)
        try FileManager.default.createDirectory(atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: BuiltProduct.scrollsim)
        #expect(link.count > 2 * columns, "the folder's path is longer than the pane is wide: \(link.count) characters")
        return (typed, link)
    }

    @Test("a wrapped command line that puts EXIT= at a row's start is not read as the exit status")
    func wrappedLineIsNotTheStatus() throws {
        let folder = try TemporaryFolder("long-path")
        defer { folder.remove() }
        let (typed, _) = try Self.longLink(in: folder, arguments: "--no-such-option")
        let tmux = try TmuxSession(columns: Self.columns, rows: 30)
        try tmux.type(typed)
        let screen = try tmux.waitUntil(timeout: 30) { TmuxSession.exitStatus($0) != nil }
        // The hazard is there: a row of the typed line starts with `EXIT=` …
        #expect(screen.contains { $0.hasPrefix("EXIT=$?") }, "the typed line did not wrap at EXIT=:\n\(screen.joined(separator: "\n"))")
        // … and the status read is the program's (a bad option is exit 2), not that row.
        #expect(TmuxSession.exitStatus(screen) == 2, "\(screen.joined(separator: "\n"))")
        #expect(TmuxSession.exitStatus(["EXIT=$?"]) == nil)
    }

    @Test("the live view started through a path longer than the pane draws, quits with q and exits 0")
    func liveViewFromALongPath() throws {
        let folder = try TemporaryFolder("long-path")
        defer { folder.remove() }
        let (typed, _) = try Self.longLink(in: folder, arguments: "--scenario '\(Binary.scenario)'")
        let tmux = try TmuxSession(columns: Self.columns, rows: 20)
        try tmux.type(typed)
        let screen = try tmux.waitUntil(timeout: 30) { $0.contains { $0.contains(" offset 0/") } }
        #expect(screen.contains { $0.contains(" offset 0/") }, "the live view did not start:\n\(screen.joined(separator: "\n"))")
        try tmux.keys("q")
        let end = try tmux.waitUntil(timeout: 30) { TmuxSession.exitStatus($0) != nil }
        #expect(TmuxSession.exitStatus(end) == 0, "\(end.joined(separator: "\n"))")
    }

    @Test("play started through a path longer than the pane ends with its own status after q")
    func playFromALongPath() throws {
        let folder = try TemporaryFolder("long-path")
        defer { folder.remove() }
        let script = PlaybackEndToEndTests.demos.appendingPathComponent("push-off.demo").path
        let (typed, _) = try Self.longLink(in: folder, arguments: "play '\(script)'")
        let tmux = try TmuxSession(columns: Self.columns, rows: 20)
        try tmux.type(typed)
        let screen = try tmux.waitUntil(timeout: 30) { $0.contains { $0.contains("frame ") } }
        #expect(screen.contains { $0.contains("frame ") }, "play did not start:\n\(screen.joined(separator: "\n"))")
        try tmux.keys("q")
        let end = try tmux.waitUntil(timeout: 30) { TmuxSession.exitStatus($0) != nil }
        #expect(TmuxSession.exitStatus(end) == 0, "\(end.joined(separator: "\n"))")
    }
}
