import Foundation
import TestSupport
import Testing

/// `scrollsim play` in tmux and `scrollsim record` from the real binary.
@Suite(.serialized)
struct PlaybackEndToEndTests {
    static var demos: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Demos")
    }

    @Test func playShowsCaptionsStepsAndQuitsCleanly() throws {
        let tmux = try TmuxSession(columns: 100, rows: 30)
        let script = Self.demos.appendingPathComponent("push-off.demo").path
        try tmux.type("\(BuiltProduct.scrollsim) play '\(script)'; echo EXIT=$?")
        // The title card waits for the speaker's key.
        var screen = try tmux.waitUntil { $0.contains { $0.contains("⏸ waiting") } }
        #expect(screen.contains { $0.contains("The push-off") }, "title card:\n\(screen.joined(separator: "\n"))")
        try tmux.keys("Space")
        // The caption and the player line come in one frame; a capture taken while tmux has read
        // only part of that frame's bytes shows the caption over the old line, so wait for both.
        screen = try tmux.waitUntil {
            $0.contains { $0.contains("Shirts' header at rest") } && $0.contains { $0.contains("▶ playing  frame ") }
        }
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
        let folder = try TemporaryFolder("e2e")
        defer { folder.remove() }
        let output = folder.url.appendingPathComponent("recording.cast")
        let script = Self.demos.appendingPathComponent("why-each-line.demo").path
        let env = ["LANG": TestEnvironment.utf8Locale, "PATH": "/usr/bin:/bin"]
        let good = try Program.run([BuiltProduct.scrollsim, "record", script, "--output", output.path], environment: env)
        #expect(good.status == 0, "\(good.stdout)")
        let text = try String(contentsOf: output, encoding: .utf8)
        #expect(text.hasPrefix(#"{"version": 2, "width": 80, "height": 24"#))
        #expect(text.split(separator: "\n").count > 40)

        let bad = folder.url.appendingPathComponent("bad.demo")
        try "scenario contacts\nscroll 3\nscrol 4\n".write(to: bad, atomically: true, encoding: .utf8)
        let failed = try Program.run(
            ["sh", "-c", "'\(BuiltProduct.scrollsim)' record '\(bad.path)' --output '\(output.path)' --overwrite 2>&1"], environment: env)
        #expect(failed.status == 2)
        #expect(try String(contentsOf: output, encoding: .utf8) == text, "a failed recording replaces nothing")
        #expect(failed.stdout.split(separator: "\n").count == 1)
        #expect(failed.stdout.contains("\(bad.path):3: unknown command `scrol`"))
    }
}

extension PlaybackEndToEndTests {
    /// A speaker plugs in a projector mid-demo: the terminal resizes, the demo keeps playing.
    @Test func resizingDuringPlayKeepsPlaying() throws {
        let tmux = try TmuxSession(columns: 100, rows: 30)
        let script = Self.demos.appendingPathComponent("why-each-line.demo").path
        try tmux.type("\(BuiltProduct.scrollsim) play '\(script)'; echo EXIT=$?")
        _ = try tmux.waitUntil { $0.contains { $0.contains("▶ playing  frame ") } }
        try tmux.resize(columns: 90, rows: 28)
        Thread.sleep(forTimeInterval: 0.4)
        let screen = try tmux.waitUntil(timeout: 3) { $0.contains { $0.contains("paused") } }
        #expect(!screen.contains { $0.contains("paused") }, "resize paused the demo:\n\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("▶ playing  frame ") })
        try tmux.keys("q")
        _ = try tmux.waitUntil { $0.contains("EXIT=0") }
    }

    /// side-by-side.demo asks for 160x40: at 80x24 it is drawn at that size, cropped, and says so.
    @Test func playHonoursTheScriptSize() throws {
        let tmux = try TmuxSession(columns: 80, rows: 24)
        let script = Self.demos.appendingPathComponent("side-by-side.demo").path
        try tmux.type("\(BuiltProduct.scrollsim) play '\(script)'; echo EXIT=$?")
        let screen = try tmux.waitUntil(timeout: 20) { $0.contains { $0.contains("cropped") } }
        #expect(screen.contains { $0.contains("script size 160x40, terminal 80x24: cropped") },
                "no crop note:\n\(screen.joined(separator: "\n"))")
        // The panes keep the script's width (four panes in 160 columns, about 39 each), not 18.
        // The first frame is the scenario alone; wait for the split.
        let split = try tmux.waitUntil(timeout: 20) { $0.prefix(20).contains { $0.dropFirst().contains("│") } }
        let row = split.prefix(20).first { $0.dropFirst().contains("│") } ?? ""
        let firstDivider = row.dropFirst().firstIndex(of: "│").map { row.distance(from: row.startIndex, to: $0) } ?? 0
        #expect(firstDivider > 30, "panes are squeezed into the terminal:\n\(split.joined(separator: "\n"))")
        try tmux.keys("q")
        _ = try tmux.waitUntil { $0.contains("EXIT=0") }
    }
}

extension PlaybackEndToEndTests {
    /// A 100,000-row scroll (the most a script may scroll) plays at once, in the memory of a
    /// short demo: frames are made as they are due. Stepping back 400 frames (past the frames
    /// kept) shows the right offsets.
    @Test func aLongScrollPlaysInBoundedMemory() throws {
        let folder = try TemporaryFolder("long")
        defer { folder.remove() }
        let tmux = try Self.playLongScroll(in: folder)
        var screen = try tmux.waitUntil { $0.contains { $0.contains("▶ playing  frame ") } }
        #expect(screen.contains { $0.contains("/100.0 s") }, "no script length:\n\(screen.joined(separator: "\n"))")
        #expect(!screen.contains { $0.contains("frame 1/") }, "a total frame count it cannot know yet")
        // Past the frames kept (400 back): frames advance. How fast is not a test's to judge (docs/performance.md,
        // Loading, says it is not benchmarked yet); 120 s only ends a hang.
        screen = try tmux.waitUntil(timeout: 120) { (Self.frameNumber($0) ?? 0) > 500 }
        #expect((Self.frameNumber(screen) ?? 0) > 500, "plays on:\n\(screen.joined(separator: "\n"))")
        try tmux.keys("Space")
        screen = try tmux.waitUntil { $0.contains { $0.contains("❚❚ paused  frame ") } }
        let paused = try #require(Self.frameNumber(screen))
        #expect(paused > 500, "paused past frame 500: frame \(paused)")
        for _ in 0..<8 { try tmux.tmux(["send-keys", "-t", tmux.target] + Array(repeating: "Left", count: 50)) }
        screen = try tmux.waitUntil { Self.frameNumber($0) == paused - 400 }
        #expect(Self.frameNumber(screen) == paused - 400, "← × 400:\n\(screen.joined(separator: "\n"))")
        // Frame k of a one-row-a-frame scroll shows offset k - 1.
        #expect(screen.contains { $0.contains("offset \(paused - 401)/") }, "\(screen.joined(separator: "\n"))")
        #if os(Linux)  // macOS has no /proc; its footprint figure would need limits tuned on a Mac
        let peak = try #require(try Self.childPeakKilobytes(tmux))
        #expect(peak < 150_000, "peak resident memory \(peak) kB")
        #endif
        try tmux.keys("q")
        screen = try tmux.waitUntil { $0.contains("EXIT=0") }
        #expect(screen.contains("EXIT=0"))
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }

    /// `play` of a one-row-a-frame scroll of 100,000 rows at 1000 rows a second (the script
    /// written in `folder`), started in a 100x30 tmux session.
    static func playLongScroll(in folder: TemporaryFolder) throws -> TmuxSession {
        let script = try folder.write("scenario huge\nspeed 1000\nscroll 100000\n", name: "long.demo")
        let tmux = try TmuxSession(columns: 100, rows: 30)
        try tmux.type("\(BuiltProduct.scrollsim) play '\(script)'; echo EXIT=$?")
        return tmux
    }

    static func frameNumber(_ screen: [String]) -> Int? {
        guard let line = screen.last(where: { $0.contains("  frame ") }),
              let range = line.range(of: "  frame ") else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }

    #if os(Linux)
    /// VmHWM of the pane shell's child (the player), from /proc.
    static func childPeakKilobytes(_ tmux: TmuxSession) throws -> Int? {
        let shell = try tmux.display("#{pane_pid}")
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        guard let child = children.split(separator: " ").first else { return nil }
        let status = try String(contentsOfFile: "/proc/\(child)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
    }
    #endif
}

extension PlaybackEndToEndTests {
    /// After thousands of frames, a resize re-fits the long script to the new size from the same
    /// script time (not from frame 1), and keys keep working meanwhile.
    @Test func resizingALongScriptGoesOnFromTheSameTime() throws {
        let folder = try TemporaryFolder("long")
        defer { folder.remove() }
        let tmux = try Self.playLongScroll(in: folder)
        _ = try tmux.waitUntil { $0.contains { $0.contains("▶ playing  frame ") } }
        try tmux.keys("+", "+")
        // Thousands of frames in (how fast is not a test's to judge); 120 s only ends a hang.
        let playing = try tmux.waitUntil(timeout: 120) { (Self.frameNumber($0) ?? 0) > 2000 }
        let before = try #require(Self.frameNumber(playing))
        #expect(before > 2000, "plays on: frame \(before)")
        try tmux.resize(columns: 90, rows: 26)
        let screen = try tmux.waitUntil(timeout: 20) { screen in
            screen.count >= 26 && !screen.contains { $0.contains("re-fitting") } && (Self.frameNumber(screen) ?? 0) > before
                && screen.contains { $0.contains("content 89×") }
        }
        #expect((Self.frameNumber(screen) ?? 0) > before, "went on from frame \(before):\n\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("content 89×") }, "laid out for 90 columns:\n\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.contains("▶ playing  frame ") && $0.contains(" 4×") })
        try tmux.keys("q")
        _ = try tmux.waitUntil { $0.contains("EXIT=0") }
        #expect(try tmux.display("#{alternate_on} #{cursor_flag}") == "0 1")
    }
}
