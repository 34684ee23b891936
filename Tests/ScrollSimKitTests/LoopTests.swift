import ScrollSimKit
import StickyLayout
import Testing

@Suite struct LoopTests {
    let size = TerminalSize(columns: 40, rows: 14)

    func session() -> SimulatorSession {
        SimulatorSession(scenario: Fixtures.sections(), settings: SessionSettings(strategies: [.uikit]), size: size)
    }

    @Test func aBurstOfInputDrawsOneFrame() {
        let burst = Array(repeating: InputEvent.key(.character("j")), count: 12)
        let backend = ScriptedBackend(size: size, batches: [burst, [.key(.character("q"))]])
        var session = session()
        var loop = SimulatorLoop()
        let exit = loop.run(&session, on: backend, clock: { backend.time })
        #expect(exit == .quit)
        #expect(backend.flushCount == 2)  // the first frame, then one for the whole burst
        #expect(session.collectionViews[0].contentOffset.y == 12)
        #expect(backend.screen.lines[size.rows - 2].contains("12/"))
    }

    /// Idle, the loop blocks on input (no periodic wake-ups); only a spring-back sets a timer.
    @Test func idleBlocksAndOnlyABounceWakesUp() {
        let backend = ScriptedBackend(size: size, batches: [[.key(.character("j"))], [.key(.up), .key(.up), .key(.up)], [], [], []])
        var session = session()
        var loop = SimulatorLoop()
        _ = loop.run(&session, on: backend, clock: { backend.time })
        #expect(backend.requestedTimeouts.first == .some(nil), "idle at start: block")
        #expect(backend.requestedTimeouts[1] == .some(nil), "after a plain scroll: block")
        #expect(backend.requestedTimeouts[2] == .some(16), "overscrolled: frame timer while springing back")
    }

    @Test func signalsEndTheLoop() {
        let backend = ScriptedBackend(size: size, batches: [[.key(.down), .signal(15), .key(.down)]])
        var session = session()
        var loop = SimulatorLoop()
        #expect(loop.run(&session, on: backend, clock: { backend.time }) == .signal(15))
    }

    @Test func resizeRelaysOut() {
        let bigger = TerminalSize(columns: 60, rows: 20)
        let backend = ScriptedBackend(size: size, batches: [[.resize(bigger)], [.key(.character("q"))]])
        var session = session()
        backend.size = bigger
        var loop = SimulatorLoop()
        _ = loop.run(&session, on: backend, clock: { backend.time })
        #expect(backend.screen.size == bigger)
        #expect(session.collectionViews[0].bounds.height == Double(bigger.rows - 2))
    }

    /// A size the backend took without a resize event reaching the session arrives as a resize
    /// event through `update` (kept in the history, every cell repainted) before the view: drawing
    /// changes nothing.
    @Test func aBackendSizeTheSessionWasNotToldOfArrivesAsAResizeEvent() {
        let bigger = TerminalSize(columns: 60, rows: 20)
        let backend = ScriptedBackend(size: bigger, batches: [[.key(.character("q"))]])
        var session = session()
        var loop = SimulatorLoop()
        _ = loop.run(&session, on: backend, clock: { backend.time })
        #expect(session.size == bigger && backend.screen.size == bigger)
        #expect(session.history.first == .event(.resize(bigger)))
        #expect(backend.invalidateCount == 1 && backend.flushCount == 1)
    }

    /// Only a resize or Ctrl-L repaints every cell: drawing a frame is no resize (the flag the
    /// loop polled before was set by every draw, so every later batch repainted everything).
    @Test func onlyAResizeOrCtrlLRepaintsEveryCell() {
        let scrolls = ScriptedBackend(size: size, batches: [[.key(.down)], [.key(.down)], [.key(.character("q"))]])
        var first = session()
        var loop = SimulatorLoop()
        _ = loop.run(&first, on: scrolls, clock: { scrolls.time })
        #expect(scrolls.flushCount == 3)
        #expect(scrolls.invalidateCount == 0)

        let repaints = ScriptedBackend(
            size: size, batches: [[.resize(size)], [.key(.down)], [.key(.control("l"))], [.key(.character("q"))]])
        var second = session()
        _ = loop.run(&second, on: repaints, clock: { repaints.time })
        #expect(repaints.invalidateCount == 2)
    }

    @Test func idleWaitsTickTheSpringBack() {
        let backend = ScriptedBackend(size: size, batches: [[.key(.up), .key(.up), .key(.up)]] + Array(repeating: [], count: 40) + [[.key(.character("q"))]])
        var session = session()
        var loop = SimulatorLoop()
        _ = loop.run(&session, on: backend, clock: { backend.time })
        #expect(session.collectionViews[0].contentOffset.y == 0)
        #expect(backend.flushCount > 2)  // spring-back frames were drawn
        #expect(backend.flushCount < 40)  // but no frame once it settled
    }

    /// Issue 23: `Y` rebuilt the whole recording on the input loop (a long session held up `q`
    /// for seconds). The recording is performed a slice at a time between reads of input.
    @Test func recordingRunsInSlicesBetweenInputReads() {
        final class Collected: RecordingOutput {
            var frames = 0
            func write(_ entry: KeyHistory.Entry?, frame: Frame, at time: Double) -> Bool { frames += 1; return true }
            func summary(frames: Int, total: Int) -> String { "done \(frames) of \(total)" }
        }
        final class Ticker { var t = 0.0; func now() -> Double { t += 0.01; return t } }
        let keys = Array(repeating: InputEvent.key(.character("j")), count: 15)
        let backend = ScriptedBackend(size: size, batches: [keys, [.key(.character("Y"))]]
            + Array(repeating: [.key(.character("k"))], count: 5) + Array(repeating: [], count: 200) + [[.key(.character("q"))]])
        let output = Collected()
        var session = session()
        var loop = SimulatorLoop()
        loop.openRecording = { _ in output }
        loop.handlingSlice = 10_000  // the burst of j in one slice: this test is about the recording's slices
        let ticker = Ticker()
        _ = loop.run(&session, on: backend, clock: ticker.now)
        #expect(output.frames == 16)  // the first frame and one per j
        // After Y the loop only looked at input (timeout 0) while the recording ran, and the
        // five k presses were handled before it finished.
        let afterY = backend.requestedTimeouts.dropFirst(2)
        #expect(afterY.prefix(5).allSatisfy { $0 == 0 })
        #expect(session.collectionViews[0].contentOffset.y == 10)
        #expect(session.notice == nil)
        #expect(backend.screen.lines[size.rows - 1].contains("done 16 of 16"))
    }

    @Test func recordingProgressIsShownAndAStoppedOutputEndsIt() {
        final class Small: RecordingOutput {
            var frames = 0
            func write(_ entry: KeyHistory.Entry?, frame: Frame, at time: Double) -> Bool {
                guard frames < 10 else { return false }
                frames += 1
                return true
            }
            func summary(frames: Int, total: Int) -> String { "stopped after \(frames) of \(total)" }
        }
        let keys = Array(repeating: InputEvent.key(.character("j")), count: 50)
        var session = session()
        for key in keys { session.handle(key, at: 0) }
        var recording = SessionRecording(of: session, to: Small())
        // A frame per history entry and the first: the 50 keys, and the animation frames of the
        // spring-back they came during (each key is replayed at its point of the movement).
        let total = session.history.count + 1
        #expect(total >= 51)
        #expect(recording.message == "writing the recording: frame 0 of \(total)… (keys still work)")
        var calls = 0.0
        recording.perform(until: 0.035) { calls += 0.01; return calls }
        #expect(recording.framesWritten == 4 && !recording.isFinished)
        recording.perform(until: 100, clock: { 0 })
        #expect(recording.isFinished && recording.message == "stopped after 10 of \(total)")
    }

    /// A burst of data keys read at once: only the last change works out its animation (the
    /// others are replaced before a frame is drawn), and the result is the same as one at a time.
    @Test func aBurstOfDataChangesAnimatesOnlyTheLast() {
        let burst: [InputEvent] = [.key(.character("5")), .key(.character("a")), .key(.control("r")), .key(.character("a")),
                                   .key(.character("j")), .key(.control("r")), .key(.character("A")), .key(.character("a"))]
        let backend = ScriptedBackend(size: size, batches: [burst])
        var together = session()
        var loop = SimulatorLoop()
        _ = loop.run(&together, on: backend, clock: { backend.time })
        var apart = session()
        for event in burst { apart.handle(event, at: 0) }
        #expect(together.data.identities == apart.data.identities)
        #expect(together.collectionViews[0].layout.sections == apart.collectionViews[0].layout.sections)
        #expect(together.scroll.offset == apart.scroll.offset)
        #expect(together.view() == apart.view())
        #expect(together.data.animation != nil && together.data.lastUpdates.first??.transitions.isEmpty == false)
        #expect(together.dataCommands(in: burst).map { $0?.makesBatch == true } == [false, true, false, true, false, false, true, true])
        #expect(together.dataCommands(in: burst).map { $0 == .reloadData } == [false, false, true, false, false, true, false, false])
        #expect(together.burst(burst) == [false, true, true, true, false, false, true, false])
    }

    /// What the loop passes for a superseded event reaches the change itself: an insert is made
    /// (the same data as one not superseded) without working out its animation, and a reload
    /// lays nothing out again.
    @Test func aSupersededChangeSkipsItsAnimationAndAReloadItsLayout() {
        var superseded = session(), shown = session()
        _ = superseded.update(.key(.character("a")), at: 0, superseded: true)
        _ = shown.update(.key(.character("a")), at: 0)
        #expect(superseded.data.identities == shown.data.identities)
        #expect(superseded.collectionViews[0].layout.sections == shown.collectionViews[0].layout.sections)
        #expect(superseded.data.animation == nil && shown.data.animation != nil)
        #expect(superseded.data.lastUpdates.first??.transitions.isEmpty == true)
        #expect(shown.data.lastUpdates.first??.transitions.isEmpty == false)

        var skipped = session(), reloaded = session()
        skipped.handle(.key(.character("j")), at: 1)
        reloaded.handle(.key(.character("j")), at: 1)
        #expect(skipped.invalidations[0] == .boundsOnly)
        _ = skipped.update(.key(.control("r")), at: 2, superseded: true)
        _ = reloaded.update(.key(.control("r")), at: 2)
        #expect(skipped.invalidations[0] == .boundsOnly && reloaded.invalidations[0] == .full)
        #expect(skipped.data.lastOutcome == reloaded.data.lastOutcome)
    }

    /// A burst longer than a slice is handled in slices: frames come between them, the end state
    /// is that of the whole burst, and a signal read meanwhile ends the loop before the rest.
    @Test func aLongBurstIsHandledInSlices() {
        final class Ticker { var t = 0.0; func now() -> Double { t += 0.01; return t } }
        let burst = Array(repeating: InputEvent.key(.character("j")), count: 20)
        let backend = ScriptedBackend(size: size, batches: [burst, [], [], [], [], [], [], [], [], [], [], [.key(.character("q"))]])
        var session = session()
        var loop = SimulatorLoop()
        loop.handlingSlice = 30
        _ = loop.run(&session, on: backend, clock: Ticker().now)
        #expect(session.collectionViews[0].contentOffset.y == 20)
        #expect(backend.flushCount > 3, "frames are drawn between slices")
        #expect(backend.requestedTimeouts[1] == 0, "the rest of the burst waits for no input")

        let interrupted = ScriptedBackend(size: size, batches: [burst, [.signal(15)], [.key(.character("q"))]])
        var stopped = self.session()
        var second = SimulatorLoop()
        second.handlingSlice = 30
        #expect(second.run(&stopped, on: interrupted, clock: Ticker().now) == .signal(15))
        #expect(stopped.collectionViews[0].contentOffset.y < 20)
    }
}
