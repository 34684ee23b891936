import Foundation
import TestSupport
import Testing


/// Every command `check` prints reproduces from another folder: `check` runs in one temporary
/// folder with a relative `--output` and a relative strategy file; each printed command then runs
/// through the real binary with a second temporary folder as its working directory. `render`
/// prints the report's "after" frame, `run` (in tmux, at render's size) shows it, `layout` succeeds.
@Suite(.serialized)
struct CheckReproductionEndToEndTests {
    /// Runs `executable` (the `scrollsim` binary) with `arguments` in `folder`; status, standard output and error.
    static func run(_ arguments: [String], in folder: String, executable: String = BuiltProduct.scrollsim) throws -> Program.Result {
        try Program.run([executable] + arguments, in: folder)
    }

    /// A printed command's words: split at spaces, single-quoted words unquoted (what `sh` does
    /// to the quoting `check` uses).
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var inWord = false
        for c in line {
            if c == "'" { quoted.toggle(); inWord = true; continue }
            if c == " " && !quoted {
                if inWord { words.append(current) }
                current = ""
                inWord = false
                continue
            }
            current.append(c)
            inWord = true
        }
        if inWord { words.append(current) }
        return words
    }

    /// Each finding's (or difference's) commands and "after" frame, from `check --format json`.
    static func reproductions(_ json: String, key: String) throws -> [(commands: [String], after: [String])] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entries = try #require(root[key] as? [[String: Any]])
        return try entries.map { entry in
            let commands = try #require(entry["commands"] as? [String])
            let frames = try #require(entry["frames"] as? [String: Any])
            let after = try #require((frames["after"] as? [String: Any])?["lines"] as? [String])
            return (commands, after)
        }
    }

    /// True when the frame's status line shows an offset past the end or below 0: the live view
    /// springs back from an overscrolled offset (a negative offset may also be the rest under a
    /// top inset; such a case is then checked less strictly, never wrongly).
    static func overscrolled(_ frame: [String]) -> Bool {
        guard let status = frame.last(where: { $0.contains("diag") }) else { return false }
        for word in status.split(separator: " ") where word.contains("/") {
            let parts = word.split(separator: "/").compactMap { Double($0) }
            if parts.count == 2 { return parts[0] < 0 || parts[0] > parts[1] }
        }
        return false
    }

    /// Runs every command of `reproductions` from `elsewhere`; `tmux` shows the `run` lines.
    static func replay(_ reproductions: [(commands: [String], after: [String])], from elsewhere: String, tmux: TmuxSession) throws {
        for r in reproductions {
            let render = try #require(r.commands.first { $0.hasPrefix("scrollsim render ") })
            for command in r.commands {
                let words = Self.words(command)
                #expect(words.first == "scrollsim")
                let arguments = Array(words.dropFirst())
                // Every file a command names is absolute, so it does not depend on the folder.
                for (i, word) in arguments.enumerated() where ["--scenario", "--script", "--strategy-file"].contains(word) {
                    #expect(arguments[i + 1].hasPrefix("/"), "\(command)")
                }
                switch arguments.first {
                case "render":
                    let result = try run(arguments, in: elsewhere)
                    #expect(result.status == 0, "\(command): \(result.stderr)")
                    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
                        String($0.reversed().drop { $0 == " " }.reversed())
                    }
                    #expect(Array(lines.prefix(r.after.count)) == r.after, "\(command)\n\(result.stdout)\nexpected:\n\(r.after.joined(separator: "\n"))")
                case "layout":
                    let result = try run(arguments, in: elsewhere)
                    #expect(result.status == 0 && !result.stdout.isEmpty, "\(command): \(result.stderr)")
                case "run":
                    let size = try #require(Self.words(render).drop { $0 != "--size" }.dropFirst().first)
                    let parts = size.split(separator: "x").compactMap { Int($0) }
                    try tmux.resize(columns: parts[0], rows: parts[1])
                    let deadline = Date().addingTimeInterval(30)
                    while try tmux.display("#{pane_width}x#{pane_height}") != size && Date() < deadline {
                        Thread.sleep(forTimeInterval: 0.05)
                    }
                    #expect(try tmux.display("#{pane_width}x#{pane_height}") == size)
                    try tmux.type("clear; cd '\(elsewhere)' && '\(BuiltProduct.scrollsim)' \(arguments.map { "'\($0)'" }.joined(separator: " ")); echo EXIT=$?")
                    let overscrolled = Self.overscrolled(r.after)
                    let screen = try tmux.waitUntil(timeout: 30) { screen in
                        overscrolled ? screen.contains { $0.contains("diag") } : Array(screen.prefix(r.after.count)) == r.after
                    }
                    if overscrolled {
                        // The live view springs back from an offset past either end at once: it
                        // starts there (the frame above) and settles at the end; only the start is checked.
                        #expect(screen.contains { $0.contains("diag") }, "\(command)\nshows:\n\(screen.joined(separator: "\n"))")
                    } else {
                        #expect(Array(screen.prefix(r.after.count)) == r.after, "\(command)\nshows:\n\(screen.joined(separator: "\n"))")
                    }
                    try tmux.keys("q")
                    let end = try tmux.waitUntil(timeout: 30) { TmuxSession.exitStatus($0) != nil }
                    #expect(TmuxSession.exitStatus(end) == 0, "\(command): \(end.joined(separator: "\n"))")
                default:
                    Issue.record("unexpected command: \(command)")
                }
            }
        }
    }

    @Test func everyPrintedCommandReproducesFromAnotherFolder() throws {
        let home = try TemporaryFolder("check-home")
        defer { home.remove() }
        let elsewhere = try TemporaryFolder("check-elsewhere")
        defer { elsewhere.remove() }
        // A strategy file named by a relative path: yl's description under another name.
        let described = try Self.run(["strategies", "--describe", "yl"], in: home.path)
        #expect(described.status == 0)
        try described.stdout.replacingOccurrences(of: "\"name\": \"yl\"", with: "\"name\": \"my-yl\"")
            .write(toFile: home.path("my-yl.json"), atomically: true, encoding: .utf8)
        let check = try Self.run(["check", "--strategy-file", "my-yl.json", "--output", "out", "--format", "json"], in: home.path)
        #expect(check.status == 1, "\(check.stderr)")
        let found = try Self.reproductions(check.stdout, key: "findings")
        // Single offsets, several steps, an update and the strategy file's copy all occur.
        #expect(found.count >= 4)
        #expect(found.contains { $0.commands.contains { $0.contains(" --script ") && $0.hasPrefix("scrollsim render") } })
        #expect(found.contains { $0.commands.contains { $0.contains(" --offset ") && $0.hasPrefix("scrollsim render") } })
        #expect(FileManager.default.fileExists(atPath: home.path("out/strategy-my-yl.json")))
        let compare = try Self.run(
            ["check", "--strategy-file", "my-yl.json", "--compare", "my-yl,uikit", "--count", "60", "--output", "cmp", "--format", "json"],
            in: home.path)
        #expect(compare.status == 0, "\(compare.stderr)")
        let differences = try Self.reproductions(compare.stdout, key: "differences")
        #expect(!differences.isEmpty)
        let tmux = try TmuxSession(columns: 80, rows: 24)
        try Self.replay(found + differences, from: elsewhere.path, tmux: tmux)
    }
}
