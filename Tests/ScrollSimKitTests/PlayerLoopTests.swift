import ScrollSimKit
import StickyLayout
import Testing

/// A terminal with a presenter at it, on a fake clock: a wait that times out moves the clock on by
/// its timeout; a wait without a timeout (the player paused, held at a `wait`, or at the end) is
/// answered by reading the screen, as a speaker would: space at a `wait`, q at the end.
final class PresenterBackend: TerminalBackend {
    let size: TerminalSize
    private(set) var time = 0.0
    /// Wall times space was pressed, and each frame drawn with its time.
    private(set) var presses: [Double] = []
    private(set) var drawn: [(frame: Frame, time: Double)] = []
    /// True when the player blocked on input while neither waiting nor at the end.
    private(set) var blockedWhilePlaying = false
    private var last: Frame

    init(size: TerminalSize) {
        self.size = size
        last = Frame(size: size)
    }

    func draw(_ frame: Frame) { last = frame }
    func flush() { drawn.append((last, time)) }
    func invalidate() {}

    func readEvents(timeoutMilliseconds: Int?) -> [InputEvent] {
        guard let timeout = timeoutMilliseconds else {
            let line = last.lines.last ?? ""
            if line.contains("waiting") {
                presses.append(time)
                return [.key(.character(" "))]
            }
            if !line.contains("■ end") { blockedWhilePlaying = true }
            return [.key(.character("q"))]
        }
        time += Double(timeout) / 1000
        return []
    }
}

/// `play` runs through the same loop as the live view, headlessly: every demo in Demos/ played on
/// a fake clock draws the frames `record` makes of it, each at its time; the player's keys and a
/// resize work through the loop.
@Suite("Player through the run loop")
struct PlayerLoopTests {
    static func load(_ name: String) throws -> DemoScript {
        try DemosTruthTests.load(name)
    }

    static func loader(_ name: String) throws -> Scenario {
        try ScenarioSource.builtin(named: name)
            ?? ScenarioSource.resolve(PathName.resolve(name, in: DemosFolderTests.demos.path + "/"))
    }

    /// The frame number the player line names ("frame 12/40" or "frame 12"), 0-based.
    static func shownIndex(_ frame: Frame) -> Int? {
        guard let line = frame.lines.last, let range = line.firstRange(of: "frame ") else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber }).map { $0 - 1 }
    }

    /// The first cell where `played` differs from `recorded` above the player line, if any.
    static func firstDifference(_ played: Frame, _ recorded: Frame) -> (column: Int, row: Int)? {
        guard played.size == recorded.size else { return (0, 0) }
        for row in 0..<(played.size.rows - 1) {
            for column in 0..<played.size.columns where played[column, row] != recorded[column, row] {
                return (column, row)
            }
        }
        return nil
    }

    @Test("Every demo played through the loop on a fake clock draws record's frames, each at its time",
          arguments: DemosFolderTests.files(".demo"))
    func playsAsRecorded(name: String) throws {
        let script = try Self.load(name)
        let size = DemoTimeline.size(of: script)
        // What `record` writes: the frames `DemoTimeline.stream` hands over (DemoRecorder.stream).
        var recorded: [DemoFrame] = []
        try DemoTimeline.stream(script, size: size, loadScenario: Self.loader) { recorded.append($0) }
        var player = try DemoPlayer(size: size, fixedSize: script.size, at: 0) {
            DemoStream(script: script, size: $0, loadScenario: Self.loader)
        }
        let backend = PresenterBackend(size: size)
        var loop = SimulatorLoop()
        #expect(loop.run(&player, on: backend, clock: { backend.time }) == .quit)
        #expect(player.failure == nil)
        #expect(!backend.blockedWhilePlaying, "\(name): blocked on input while playing")

        // The frame due at each draw, worked out from the script's times: the first frame at once,
        // then the last frame whose time has come, holding at a `wait` frame until space (pressed
        // once the player shows it waiting), then going on from the end of its hold.
        var due = 0, anchorScript = recorded[0].time, anchorWall = 0.0, waiting = false
        var presses = backend.presses[...]
        var shown: Set<Int> = []
        for (number, (frame, time)) in backend.drawn.enumerated() {
            if waiting, let press = presses.first, press <= time {
                presses.removeFirst()
                waiting = false
                anchorWall = press
            }
            while number > 0, !waiting, due + 1 < recorded.count, recorded[due + 1].time <= anchorScript + (time - anchorWall) {
                due += 1
                if recorded[due].waits {
                    waiting = true
                    anchorScript = recorded[due].time + 2  // a `wait` frame is recorded held 2 s (docs/demo-script.md)
                    anchorWall = time
                }
            }
            guard let index = Self.shownIndex(frame) else {
                Issue.record("\(name): no player line at \(time) s: \(frame.lines.last ?? "")")
                continue
            }
            #expect(index == due, "\(name): at \(time) s the player shows frame \(index), due is \(due)")
            shown.insert(index)
            if let cell = Self.firstDifference(frame, recorded[index].frame) {
                Issue.record("""
                    \(name): frame \(index) differs from record's at column \(cell.column), row \(cell.row):
                      played:   \(frame.lines[cell.row])
                      recorded: \(recorded[index].frame.lines[cell.row])
                    """)
            }
        }
        #expect(shown.contains(recorded.count - 1), "\(name): the last frame was never drawn")
        // Every frame whose time no other frame shares as the last was drawn at its time.
        let distinct = recorded.indices.filter { $0 + 1 == recorded.count || recorded[$0 + 1].time > recorded[$0].time }
        #expect(distinct.filter { !shown.contains($0) }.isEmpty, "\(name): frames never drawn")
    }

    static let scroll = "scenario contacts\nscroll 40\n"

    static func builtin(_ name: String) throws -> Scenario {
        guard let scenario = ScenarioSource.builtin(named: name) else { throw ScenarioError("no built-in \(name)") }
        return scenario
    }

    static func player(_ text: String, size: TerminalSize) throws -> (DemoPlayer, [DemoFrame]) {
        let script = try DemoScript.parse(text, path: "t.demo")
        let timeline = try RecordedFrames(script: script, size: size, loadScenario: Self.builtin)
        let player = try DemoPlayer(size: size, at: 0) { DemoStream(script: script, size: $0, loadScenario: Self.builtin) }
        return (player, timeline.frames)
    }

    @Test("Space pauses (the loop then blocks on input), arrows step, +/- change the speed, Ctrl-L repaints, q quits")
    func keys() throws {
        let size = TerminalSize(columns: 60, rows: 16)
        var (player, frames) = try Self.player(Self.scroll, size: size)
        // Frames come every 1/8 s: a first wait of 125 ms reaches frame 1, the next frame 2.
        let backend = ScriptedBackend(size: size, batches: [
            [], [], [.key(.character(" "))], [.key(.right)], [.key(.right)], [.key(.left)],
            [.key(.character("+"))], [.key(.character("+"))], [.key(.character("-"))], [.key(.character(" "))], [],
            [.key(.control("l"))], [.key(.character("q"))], [.key(.right)],
        ], recordsFrames: true)
        var loop = SimulatorLoop()
        #expect(loop.run(&player, on: backend, clock: { backend.time }) == .quit)
        let shots = backend.flushedFrames
        let lines = shots.map { $0.lines.last ?? "" }
        let indices = shots.compactMap(Self.shownIndex)
        #expect(indices == [0, 1, 2, 2, 3, 4, 3, 3, 3, 3, 3, 4, 4], "\(lines.joined(separator: "\n"))")
        #expect(backend.invalidateCount == 1, "Ctrl-L repaints every cell")
        #expect(lines[3].contains("❚❚ paused") && lines[6].contains("❚❚ paused"))
        #expect(lines[7].contains("2×") && lines[8].contains("4×") && lines[9].contains("2×"))
        #expect(lines[10].contains("▶ playing"))
        #expect(backend.requestedTimeouts.prefix(11) == [125, 125, 125, nil, nil, nil, nil, nil, nil, nil, 63],
                "playing waits for the next frame (at 2×, 1/16 s less what was played); paused it blocks")
        for (shot, index) in zip(shots, indices) { #expect(Self.firstDifference(shot, frames[index].frame) == nil) }
        #expect(player.playback.isFinished && backend.pendingBatches.count == 1, "q ends the loop before the next key")
    }

    @Test("A resize re-fits the frames to the new size a slice a tick, going on from the same script time")
    func resizeRefits() throws {
        let size = TerminalSize(columns: 60, rows: 16), smaller = TerminalSize(columns: 50, rows: 12)
        let long = "scenario contacts\nspeed 64\nscroll 600\n"
        var (player, _) = try Self.player(long, size: size)
        let refitted = try RecordedFrames(script: try DemoScript.parse(long, path: "t.demo"), size: smaller, loadScenario: Self.builtin).frames
        // A frame every 1/64 s, each wait reaching the next: 300 frames in; then the terminal shrinks.
        let backend = ScriptedBackend(size: size, batches: Array(repeating: [], count: 300), recordsFrames: true)
        var loop = SimulatorLoop()
        let exit = loop.run(&player, on: backend, clock: { backend.time })
        #expect(exit == .signal(15) && exit.status == 143, "a signal ends playing: exit 128 + n")
        let before = try #require(Self.shownIndex(backend.screen))
        #expect(before > DemoPlayer.refitFramesPerTick, "far enough for a re-fit of more than one tick")
        // The loop sees the backend's new size and passes it to the player as a resize event.
        backend.size = smaller
        backend.pendingBatches = Array(repeating: [], count: 4) + [[.key(.character("q"))]]
        let drawnBefore = backend.flushedFrames.count
        #expect(loop.run(&player, on: backend, clock: { backend.time }) == .quit)
        let after = backend.flushedFrames[drawnBefore...]
        #expect(after.first?.lines.dropLast().last?.contains("re-fitting to 50x12: frame") == true,
                "the last frame shows meanwhile, with a note")
        #expect(backend.requestedTimeouts.suffix(5).prefix(2) == [0, 0], "re-fitting: only a look at input between slices")
        let last = try #require(after.last)
        let index = try #require(Self.shownIndex(last))
        #expect(last.size == smaller && index > before, "playing went on at the new size")
        #expect(Self.firstDifference(last, refitted[index].frame) == nil)
        #expect(!player.playback.isPaused)
    }
}
