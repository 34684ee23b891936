import Foundation
import Testing

/// `scrollsim play` in tmux and `scrollsim record` from the real binary.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil, "tmux is not installed"))
struct PlaybackEndToEndTests {
    static var demos: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Demos")
    }

    @Test func playShowsCaptionsStepsAndQuitsCleanly() throws {
        guard TmuxSession.isAvailable else {
            Issue.record("tmux is missing: install it (apt-get install tmux); .ci/run does")
            return
        }
        let tmux = try TmuxSession(columns: 100, rows: 30)
        let script = Self.demos.appendingPathComponent("push-off.demo").path
        try tmux.type("\(Binary.path) play '\(script)'; echo EXIT=$?")
        var screen = try tmux.waitUntil { $0.contains { $0.contains("Shirts' header at rest") } }
        #expect(screen.contains { $0.contains("▶ Shirts' header at rest") }, "caption shown:\n\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("▶ playing  frame ") })
        try tmux.keys("Space")
        screen = try tmux.waitUntil { $0.contains { $0.contains("❚❚ paused  frame ") } }
        let before = screen.first { $0.contains("❚❚ paused  frame ") } ?? ""
        #expect(!before.isEmpty, "space pauses:\n\(screen.joined(separator: "\n"))")
        try tmux.keys("Right")
        screen = try tmux.waitUntil { $0.contains { $0.contains("paused  frame ") && $0 != before } }
        #expect(screen.contains { $0.contains("❚❚ paused  frame ") && $0 != before }, "→ steps one frame and stays paused")
        try tmux.keys("q")
        screen = try tmux.waitUntil { $0.contains("EXIT=0") }
        #expect(screen.contains("EXIT=0"))
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }

    @Test func recordWritesACastAndBadScriptsNameTheirLine() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("e2e-\(UUID().uuidString).cast")
        defer { try? FileManager.default.removeItem(at: output) }
        let script = Self.demos.appendingPathComponent("why-each-line.demo").path
        let env = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let good = try TmuxSession.run([Binary.path, "record", script, "--output", output.path], environment: env)
        #expect(good.status == 0, "\(good.output)")
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.hasPrefix(#"{"version": 2, "width": 80, "height": 24"#))
        #expect(text.split(separator: "\n").count > 40)

        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).demo")
        defer { try? FileManager.default.removeItem(at: bad) }
        try "scenario contacts\nscroll 3\nscrol 4\n".write(to: bad, atomically: true, encoding: .utf8)
        let failed = try TmuxSession.run(
            ["sh", "-c", "'\(Binary.path)' record '\(bad.path)' --output '\(output.path)' --overwrite 2>&1"], environment: env)
        #expect(failed.status == 2)
        #expect(try String(contentsOf: output, encoding: .utf8) == text, "a failed recording replaces nothing")
        #expect(failed.output.split(separator: "\n").count == 1)
        #expect(failed.output.contains("\(bad.path):3: unknown command `scrol`"))
    }
}
