import Foundation
import ScrollSimKit
import ScrollSimExport
import StickyLayout
import Testing

@Suite("Demo timeline and recording")
struct PlaybackTests {
    static func load(_ name: String) throws -> Scenario {
        guard let scenario = ScenarioSource.builtin(named: name) else { throw ScenarioError("no built-in \(name)") }
        return scenario
    }

    static let script = """
        scenario g1
        size 60x20
        strategy evadne
        caption "Evadne pins the header"
        scroll 4 at 2
        pause 0.5
        caption ""
        fault reinsertion on
        """

    func timeline(_ text: String = script) throws -> RecordedFrames {
        try RecordedFrames(script: try DemoScript.parse(text, path: "t.demo"), loadScenario: Self.load)
    }

    /// The cast `record` writes for `text`.
    func cast(_ text: String = script) throws -> String {
        let script = try DemoScript.parse(text, path: "t.demo")
        var out = ""
        try DemoRecorder.stream(script, size: DemoTimeline.size(of: script), title: "t", loadScenario: Self.load) { out += $0 }
        return out
    }

    @Test("The same script gives the same frames at the same times")
    func deterministic() throws {
        let a = try timeline()
        let b = try timeline()
        #expect(a.frames.count == b.frames.count)
        #expect(a.frames.map(\.time) == b.frames.map(\.time))
        #expect(zip(a.frames, b.frames).allSatisfy { $0.frame == $1.frame })
        #expect(a.size == TerminalSize(columns: 60, rows: 20))
    }

    @Test("Script timing: scroll steps at the given speed, pauses keep their length")
    func timing() throws {
        let t = try timeline()
        // A caption arrives with the next step's frame when that step shows something new.
        #expect(t.frames.map(\.time) == [0, 0, 0.5, 1, 1.5, 2, 2.5, 2.5])
        #expect(t.frames.map(\.line) == [1, 3, 5, 5, 5, 5, 6, 8])
    }

    @Test("Each frame is the headless render of the same state (plus the caption band)")
    func matchesHeadless() throws {
        let t = try timeline()
        var session = SimulatorSession(scenario: try Self.load("g1"), settings: SessionSettings(strategies: [.evadne]))
        session.place(atOffset: 4)
        session.apply(.resize(TerminalSize(columns: 60, rows: 20)))
        let headless = session.view()
        // Frame 6 ends the pause, captioned. Placing the headless session at 4 is a bounds change as
        // the scroll was, so the status rows agree too (bounds-only).
        let captionRows = try #require(t.frames[6].captionRows)
        let played = t.frames[6].frame.lines
        #expect(played[18].contains("inval bounds-only") && headless.lines[18].contains("inval bounds-only"))
        // The bottom row is the demo's own line: what is shown, not the live view's keys.
        #expect(!played[19].contains("? help") && played[19].contains("· evadne"), "\(played[19])")
        for (row, (a, b)) in zip(played, headless.lines).enumerated().dropLast() where a != b && !captionRows.contains(row) {
            Issue.record("row \(row) differs after `scroll 4` and the pause:\n  played:   \(a)\n  headless: \(b)")
        }
        let captioned = t.frames[6].frame
        #expect(captioned.lines[17].contains("▶ Evadne pins the header"))
        #expect(captioned.lines[0] == headless.lines[0], "the caption band leaves the content alone")
    }

    @Test("A step before any scenario names its line")
    func needsScenario() throws {
        #expect(throws: DemoScriptError.self) { try timeline("size 80x24\nscroll 3") }
        do {
            _ = try timeline("size 80x24\nscroll 3")
        } catch let error as DemoScriptError {
            #expect(error.description == "t.demo:2: no scenario yet; put a `scenario NAME` line first")
        }
    }

    @Test("The cast has an asciicast v2 header and one full repaint per changed frame")
    func castMatchesFrames() throws {
        let t = try timeline()
        let lines = try cast().split(separator: "\n").map(String.init)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2)
        #expect(header["width"] as? Int == 60)
        #expect(header["height"] as? Int == 20)
        #expect(lines.count == 1 + t.frames.count + 1, "header, a line a frame, the cursor shown at the end")
        var last: Frame?
        for (line, demoFrame) in zip(lines.dropFirst(), t.frames) {
            let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
            #expect((event[0] as? Double).map { abs($0 - demoFrame.time) < 1e-6 } == true)
            #expect(event[1] as? String == "o")
            let data = try #require(event[2] as? String)
            if demoFrame.frame == last {
                #expect(data.isEmpty)
            } else {
                #expect(ANSIScreen.rows(data, count: 20) == demoFrame.frame.lines)
            }
            last = demoFrame.frame
        }
    }

    @Test("A cast hides the cursor while it draws and shows it again at the end (the prompt comes back)")
    func castRestoresCursor() throws {
        let t = try timeline()
        let text = try cast()
        let hide = "\\u001b[?25l", show = "\\u001b[?25h"
        let lines = text.split(separator: "\n").map(String.init)
        let hides = try #require(lines.lastIndex { $0.contains(hide) })
        let shows = try #require(lines.lastIndex { $0.contains(show) }, "no ESC[?25h in the cast")
        #expect(shows > hides, "the cursor is shown after the last frame hides it")
        let event = try #require(try JSONSerialization.jsonObject(with: Data(lines[shows].utf8)) as? [Any])
        #expect((event[0] as? Double).map { abs($0 - t.duration) < 1e-6 } == true, "at the recording's end")
        #expect(lines.last?.contains(show) == true, "the last event")
    }
}

/// Decodes a full-repaint event: each row starts with ESC[row;1H; SGR sequences carry no text.
enum ANSIScreen {
    static func rows(_ data: String, count: Int) -> [String] {
        var rows = Array(repeating: "", count: count)
        var current = -1
        var scalars = Array(data.unicodeScalars)[...]
        while let first = scalars.first {
            if first == "\u{1B}" {
                var sequence = ""
                scalars = scalars.dropFirst()
                while let s = scalars.first {
                    sequence.unicodeScalars.append(s)
                    scalars = scalars.dropFirst()
                    if s.properties.isAlphabetic { break }
                }
                if sequence.hasSuffix("H"), let row = Int(sequence.dropFirst().split(separator: ";").first ?? "") {
                    current = row - 1
                }
                continue
            }
            if current >= 0 && current < count { rows[current].unicodeScalars.append(first) }
            scalars = scalars.dropFirst()
        }
        return rows
    }
}

@Suite("Demo player state")
struct DemoPlaybackTests {
    @Test("Frames come at their times, scaled by the speed; pause freezes; arrows step")
    func playback() throws {
        // Five frames, at 0, 1, 2, 3 and 4 s: the scenario, then one row a second.
        var times = DemoStream(script: try DemoScript.parse("scenario contacts\nscroll 4 at 1\n", path: "t.demo"), loadScenario: PlaybackTests.load)
        #expect(try (0...5).map { try times.time(at: $0) } == [0, 1, 2, 3, 4, nil])
        var p = DemoPlayback(startedAt: 100)
        var changed = try p.advance(to: 100.5, in: &times)
        #expect(!changed && p.index == 0)
        changed = try p.advance(to: 101.0, in: &times)
        #expect(changed && p.index == 1)
        #expect(try p.secondsUntil(next: times.time(at: p.index + 1), at: 101.25) == 0.75)
        _ = try p.handle(.character(" "), at: 101.5, in: &times)
        #expect(p.isPaused)
        changed = try p.advance(to: 150, in: &times)
        #expect(!changed && p.index == 1)
        _ = try p.handle(.character(" "), at: 150, in: &times)
        changed = try p.advance(to: 150.5, in: &times)
        #expect(changed && p.index == 2, "resumes where it paused: 1.5 + 0.5 = 2")
        _ = try p.handle(.character("+"), at: 150.5, in: &times)
        #expect(p.speed == 2)
        changed = try p.advance(to: 151.0, in: &times)
        #expect(changed && p.index == 3, "2x speed: 0.5 s of wall time is 1 s of script")
        changed = try p.handle(.right, at: 151, in: &times)
        #expect(try changed && p.index == 4 && p.isPaused && times.time(at: p.index + 1) == nil)
        changed = try p.handle(.right, at: 151, in: &times)
        #expect(!changed && p.index == 4, "stays on the last frame")
        changed = try p.handle(.left, at: 151, in: &times)
        #expect(changed && p.index == 3)
        _ = try p.handle(.character("-"), at: 151, in: &times)
        _ = try p.handle(.character("-"), at: 151, in: &times)
        #expect(p.speed == 0.5)
        _ = try p.handle(.character("q"), at: 152, in: &times)
        #expect(p.isFinished)
    }

    @Test("After a resize, playing goes on from the last frame at the same script time, found a slice at a time")
    func resumeAfterResize() throws {
        var times = DemoStream(script: try DemoScript.parse("scenario contacts\nscroll 4 at 1\n", path: "t.demo"), loadScenario: PlaybackTests.load)
        var p = DemoPlayback(startedAt: 0)
        _ = try p.advance(to: 2.5, in: &times)
        #expect(p.index == 2)
        // The same script at another size: scroll steps of 1/8 s after the scenario frame.
        let script = try DemoScript.parse("scenario contacts\nscroll 40\n", path: "t.demo")
        var refit = DemoRefit(stream: DemoStream(script: script, size: TerminalSize(columns: 50, rows: 12), loadScenario: PlaybackTests.load),
                              target: p.scriptTime(at: 2.5))
        #expect(try !refit.work(frames: 10) && refit.index == 10)
        #expect(try refit.work(frames: 1000) && refit.index == 20, "frame 20 shows at 2.5 s")
        var stream = refit.stream
        p.resume(at: refit.index, scriptTime: refit.target, wall: 7)
        #expect(try p.advance(to: 7.125, in: &stream) && p.index == 21, "plays on from 2.5 s at wall time 7")
    }
}
