import StickyLayout
import Testing
@testable import ScrollSimKit

/// `play`'s frame stream: frames made on demand, the recent ones kept, earlier ones made again
/// from checkpoints. Every frame it gives must equal the frame of the materialised timeline.
@Suite("Demo stream (play)")
struct DemoStreamTests {
    static func load(_ name: String) throws -> Scenario {
        guard let scenario = ScenarioSource.builtin(named: name) else { throw ScenarioError("no built-in \(name)") }
        return scenario
    }

    static func stream(_ text: String, size: TerminalSize? = nil) throws -> DemoStream {
        DemoStream(script: try DemoScript.parse(text, path: "t.demo"), size: size, loadScenario: Self.load)
    }

    static func timeline(_ text: String, size: TerminalSize? = nil) throws -> RecordedFrames {
        try RecordedFrames(script: try DemoScript.parse(text, path: "t.demo"), size: size, loadScenario: Self.load)
    }

    /// Springs back during pauses (ticks that depend on the state), a data change with its
    /// animation, captions, a split and a fault: frames whose count is not known from the steps.
    static let eventful = """
        scenario variable
        size 70x20
        toggle bounce on
        split uikit,evadne
        scroll -6 at 20
        pause 1.2
        caption "spring"
        scroll 30 at 50
        toggle inspector on
        scrollto bottom
        scroll 8 at 30
        pause 0.7
        fault zindex on
        strategy css
        animate on
        insert item 2 1
        pause 0.5
        caption ""
        """

    static func expectSame(_ a: DemoFrame?, _ b: DemoFrame, _ index: Int) {
        guard let a else { Issue.record("frame \(index) missing from the stream"); return }
        #expect(a.time == b.time && a.line == b.line, "frame \(index): time/line")
        if a.frame != b.frame {
            Issue.record("frame \(index) differs:\n\(a.frame.lines.joined(separator: "\n"))\n--- timeline:\n\(b.frame.lines.joined(separator: "\n"))")
        }
    }

    @Test("Played forward, every frame and time equals the materialised timeline's; the count is known at the end")
    func forwardEqualsTimeline() throws {
        let timeline = try Self.timeline(Self.eventful)
        var stream = try Self.stream(Self.eventful)
        #expect(stream.knownCount == nil)
        for (i, expected) in timeline.frames.enumerated() {
            #expect(try stream.time(at: i) == expected.time)
            Self.expectSame(try stream.frame(at: i), expected, i)
        }
        #expect(try stream.frame(at: timeline.frames.count) == nil)
        #expect(stream.knownCount == timeline.frames.count)
        #expect(timeline.frames.count > 60, "pauses spring back: \(timeline.frames.count) frames")
    }

    @Test("Stepping back from the end to the start, across the recent frames and the checkpoints, gives the timeline's frames")
    func steppingBackEqualsTimeline() throws {
        // 100x40 keeps 125 recent frames; 700 frames put ten checkpoints (one every 64) behind them.
        let text = "scenario huge\nsize 100x40\nspeed 200\ncaption \"long\"\nscroll 650\npause 0.3\nscroll -40\n"
        let timeline = try Self.timeline(text)
        var stream = try Self.stream(text)
        #expect(stream.frameCapacity == 125)
        let last = timeline.frames.count - 1
        #expect(last > 2 * stream.frameCapacity)
        for i in 0...last { _ = try stream.frame(at: i) }
        #expect(try stream.time(at: last + 1) == nil)
        for i in stride(from: last, through: 0, by: -1) {
            Self.expectSame(try stream.frame(at: i), timeline.frames[i], i)
        }
        #expect(stream.keptFrames <= stream.frameCapacity)
    }

    @Test("The eventful script stepped back from its end equals the timeline (pause ticks made again from a checkpoint)")
    func steppingBackThroughSpringBacks() throws {
        let timeline = try Self.timeline(Self.eventful, size: TerminalSize(columns: 1000, rows: 50))
        var stream = try Self.stream(Self.eventful, size: TerminalSize(columns: 1000, rows: 50))
        #expect(stream.frameCapacity == 10, "1000x50 keeps ten frames")
        let last = timeline.frames.count - 1
        _ = try stream.frame(at: last)  // jumps there without drawing the frames between
        #expect(stream.keptFrames == 1)
        for i in stride(from: last, through: 0, by: -1) {
            Self.expectSame(try stream.frame(at: i), timeline.frames[i], i)
        }
        #expect(stream.keptFrames == 10, "frames made stepping back are kept, within the budget")
        for i in 0..<10 { Self.expectSame(try stream.frame(at: i), timeline.frames[i], i) }
    }

    @Test("A long scroll keeps at most 40 checkpoints and the frames of its cell budget; a far frame made again equals a fresh one")
    func longScrollIsBounded() throws {
        let text = "scenario huge\nsize 20x6\nspeed 1000\nscroll 40000\n"
        var stream = try Self.stream(text)
        #expect(abs((try stream.time(at: 30_000) ?? 0) - 30) < 1e-6)
        #expect(stream.keptCheckpoints <= 40)
        #expect(stream.keptCheckpoints >= 30, "checkpoints were taken on the way: \(stream.keptCheckpoints)")
        for i in 28_000...30_000 { _ = try stream.frame(at: i) }
        #expect(stream.keptFrames == stream.frameCapacity)
        #expect(stream.frameCapacity == 1024)
        // Far back: made again from a checkpoint, equal to the same frame played from the start.
        let far = try #require(try stream.frame(at: 12_345))
        var fresh = try Self.stream(text)
        let expected = try #require(try fresh.frame(at: 12_345))
        #expect(far.frame == expected.frame && far.time == expected.time)
        #expect(abs(far.time - 12.345) < 1e-6)
        #expect(far.frame != (try fresh.frame(at: 0))?.frame, "the far frame is scrolled, not the first")
        #expect(stream.keptCheckpoints <= 40)
    }

    @Test("Stepping back past the kept frames draws the 16 frames up to the one asked for, all kept, and no more")
    func steppingBackDrawsSixteen() throws {
        let text = "scenario huge\nsize 20x6\nspeed 1000\nscroll 4000\n"
        var stream = try Self.stream(text)
        #expect(try stream.frame(at: 2_000) != nil)
        #expect(stream.keptFrames == 1 && stream.firstKeptFrame == 2_000)
        let back = try #require(try stream.frame(at: 100))
        #expect(DemoStream.framesDrawnSteppingBack == 16)
        #expect(stream.keptFrames == 16, "frames 85...100")
        #expect(stream.firstKeptFrame == 85)
        var fresh = try Self.stream(text)
        #expect(back.frame == (try fresh.frame(at: 100))?.frame)
    }

    @Test("The script's length comes from its steps at once; the player line says frame N without a total until the end")
    func durationAndPlayerLine() throws {
        let stream = try Self.stream("scenario huge\nspeed 10\nscroll 99995\npause 2\nscroll -5 at 10\n")
        #expect(stream.scriptDuration == 9_999.5 + 2 + 0.5)
        #expect(stream.knownCount == nil)
        let playing = PlayerLine.Position(index: 41, count: nil, time: 0.042, duration: 10_002.5)
        #expect(playing.text == "frame 42  0.0/10002.5 s")
        let ended = PlayerLine.Position(index: 9, count: 10, time: 4.96, duration: 5)
        #expect(ended.text == "frame 10/10  5.0/5.0 s")
        var frame = Frame(size: TerminalSize(columns: 80, rows: 5))
        PlayerLine.draw(on: &frame, position: playing, paused: true, atEnd: false, speed: 2)
        #expect(frame.lines[4].hasPrefix(" ❚❚ paused  frame 42  0.0/10002.5 s  2×   space pause"))
    }

    @Test("A step that cannot be carried out throws when the stream reaches it, naming its line")
    func laterErrorsNameTheirLine() throws {
        var stream = try Self.stream("scenario contacts\nscroll 2\ndelete section 999\n")
        #expect(try stream.frame(at: 2) != nil)
        #expect(throws: DemoScriptError.self) { _ = try stream.time(at: 3) }
        do {
            _ = try stream.frame(at: 3)
        } catch let error as DemoScriptError {
            #expect(error.description.hasPrefix("t.demo:3: this step cannot be carried out"))
        }
    }
}

extension DemoStream {
    /// The frames kept for stepping back, and the checkpoints.
    var keptFrames: Int { recent.frames.count }
    /// The index of the first frame kept.
    var firstKeptFrame: Int { recent.first }
    var keptCheckpoints: Int { checkpoints.entries.count }
    /// The most frames this stream keeps at its size.
    var frameCapacity: Int { recent.capacity }
}
