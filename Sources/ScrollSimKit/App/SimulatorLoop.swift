/// How a run of the simulator ended.
package enum LoopExit: Hashable, Sendable {
    /// The user quit (`q`, Ctrl-C as a key).
    case quit
    /// A termination signal arrived (SIGINT, SIGTERM, SIGHUP); exit with 128 + the number.
    case signal(Int32)
}

/// The run loop, written once for every backend: draw a frame, wait for input, drain every queued
/// event and apply each as its own step (bounds change and layout query), then draw one frame for
/// the whole batch: only drawing is coalesced, so a burst ends in the same frame as slow typing.
/// A batch that takes longer than `handlingSlice` to handle is handled in slices, with a frame
/// and a look at input after each: the view keeps drawing and a signal ends it mid-burst.
///
/// While a spring-back is running it waits at most `frameInterval` milliseconds so ticks keep
/// coming; otherwise it blocks on input (`idleInterval` nil): no wake-ups while idle. Watched
/// files (a strategy watcher, `poll`) are looked at when the backend reports a change
/// (`.filesChanged`, `backendReportsFileChanges`); without notifications the loop wakes every
/// `watchInterval` to look at them. Signals, resizes and resumes end a wait early.
package struct SimulatorLoop {
    /// Milliseconds between animation frames.
    package var frameInterval = 16
    /// Milliseconds to wait for input while idle; nil blocks until input or a signal arrives.
    package var idleInterval: Int? = nil
    /// Milliseconds between looks at watched files (only when a watcher or `poll` is given).
    package var watchInterval = 250
    /// Frames drawn so far.
    package private(set) var framesDrawn = 0
    /// Input events read from the backend so far (ticks made up by the loop not counted).
    package private(set) var eventsRead = 0
    /// Batches of input read so far (one frame at most per batch).
    package private(set) var batchesRead = 0
    /// Rows the last frame painted, for the next frame to copy when unchanged.
    private var memo = RenderMemo()

    /// Called when the user asks for a report (`y`) with the reproduction of the frame on screen;
    /// writes it somewhere and returns what to tell the user (the file written, or why not).
    package var writeReport: ((FrameReproduction) -> String)?
    /// Called when the user asks for a recording (`Y`): opens where the session so far is to be
    /// written. The loop then performs the recording (`SessionRecording`) a slice at a time
    /// between reads of input.
    package var openRecording: ((SimulatorSession) throws(RecordingRefusal) -> any RecordingOutput)?
    /// Milliseconds of recording work between two looks at input.
    package var recordingSlice = 30
    /// Milliseconds of handling a burst of input before a frame is drawn and input looked at
    /// again (the rest of the burst is handled next, before what was read since).
    package var handlingSlice = 50
    /// Called after every wait that timed out (no input for a while) or, with
    /// `backendReportsFileChanges`, after a `.filesChanged` event: may change the session (reload
    /// the scenario file) and returns true when it did.
    package var poll: ((inout SimulatorSession) -> Bool)?
    /// True when the backend's wait also ends when a watched file changes, with a `.filesChanged`
    /// event. The loop then blocks while idle instead of waking every `watchInterval`, and looks
    /// at files only when told.
    package var backendReportsFileChanges = false
    /// Called with every frame drawn and the clock time (`run --record`).
    package var onFrame: ((Frame, Double) -> Void)?
    /// Called with every history entry the session adds and the clock time (`run --record`).
    package var onHistory: ((KeyHistory.Entry, Double) -> Void)?

    package init() {}

    /// Runs until the session quits or a signal arrives. `clock` returns monotonic seconds;
    /// `watcher` reloads strategy files that change on disk.
    package mutating func run(
        _ session: inout SimulatorSession, on backend: some TerminalBackend, clock: () -> Double,
        watcher: StrategyFileWatcher? = nil
    ) -> LoopExit {
        var watcher = watcher
        draw(&session, on: backend, at: clock())
        var recorded = session.history.count
        var recording: SessionRecording?
        /// Events read but not handled yet: the rest of a burst longer than a slice.
        var pending: [InputEvent] = []
        while true {
            let watching = watcher != nil || poll != nil
            let notified = backendReportsFileChanges
            let timeout: Int?
            if recording != nil || !pending.isEmpty {
                timeout = 0  // look at input, then handle or write the next slice
            } else if session.needsTicks {
                timeout = frameInterval
            } else if watching && !notified {
                timeout = watchInterval
            } else {
                timeout = Self.earliest(idleInterval, watcher?.millisecondsUntilNoticeExpires(now: clock()))
            }
            var events = backend.readEvents(timeoutMilliseconds: timeout)
            if case .signal(let number) = events.first { return .signal(number) }  // before the rest of a burst
            // A change notification is no input: it tells the loop to look at the watched files.
            var filesChanged = events.contains(.filesChanged)
            events.removeAll { $0 == .filesChanged }
            if events.isEmpty && !pending.isEmpty {
                swap(&events, &pending)
            } else if events.isEmpty {
                events = [.tick]
                if !notified { filesChanged = true }  // without notifications every timed-out wait looks
            } else {
                eventsRead += events.count
                batchesRead += 1
                if !pending.isEmpty { events = pending + events; pending = [] }
            }
            if filesChanged, let poll, poll(&session) { draw(&session, on: backend, at: clock()) }
            /// What the batch's steps asked for; each is performed once, after the batch.
            var requested: Set<Effect> = []
            let now = clock()
            let sliceEnd = now + Double(handlingSlice) / 1000
            // Of a burst, only the last data change's animation and the last reload are shown.
            let superseded = session.supersededChanges(in: events)
            for (index, event) in events.enumerated() {
                if case .signal(let number) = event { return .signal(number) }
                let effects = session.update(event, at: now, superseded: superseded[index])
                if effects.contains(.quit) { return .quit }
                requested.formUnion(effects)
                if index + 1 < events.count && clock() > sliceEnd {
                    pending = Array(events[(index + 1)...])
                    break
                }
            }
            // A burst of input ends with a tick so a bounce that is already due springs back.
            if !events.contains(.tick), session.needsTicks { requested.formUnion(session.update(Action.tick, at: now)) }
            var changed = requested.contains(.redraw)
            if watcher != nil {
                if !notified {
                    if watcher!.check(&session, now: now) { changed = true }
                } else if filesChanged {
                    if watcher!.reloadChanged(&session, now: now) { changed = true }
                } else if watcher!.expireNotice(&session, now: now) {
                    changed = true
                }
            }
            if let onHistory {
                for entry in session.history[recorded...] { onHistory(entry, now) }
            }
            recorded = session.history.count
            if requested.contains(.writeReport) {
                let shown = session.view()
                let reproduction = FrameReproduction(session: session, frame: shown)
                let said = writeReport?(reproduction) ?? "no report file in this mode"
                session.apply(.showReport(
                    lines: ["Reproduce this frame with:", reproduction.commandLine, "", reproduction.summary], message: said))
                changed = true
            }
            if requested.contains(.startRecording) {
                if let recording {
                    session.apply(.showReport(lines: nil, message: "a recording is being written (frame \(recording.framesWritten) of \(recording.frameCount)); Y again once it is done"))
                } else if let openRecording {
                    do throws(RecordingRefusal) {
                        recording = SessionRecording(of: session, to: try openRecording(session))
                    } catch {
                        session.apply(.showReport(lines: nil, message: error.message))
                    }
                } else {
                    session.apply(.showReport(lines: nil, message: "no recording in this mode"))
                }
                changed = true
            }
            if var running = recording {
                running.perform(until: clock() + Double(recordingSlice) / 1000, clock: clock)
                if running.isFinished {
                    session.apply(.notice(nil))
                    session.apply(.showReport(lines: nil, message: running.message))
                    recording = nil
                } else {
                    session.apply(.notice(running.message))
                    recording = running
                }
                changed = true
            }
            if requested.contains(.fullRedraw) { backend.invalidate() }
            if changed { draw(&session, on: backend, at: now) }
        }
    }

    /// The shorter of two waits (nil: no limit).
    private static func earliest(_ a: Int?, _ b: Int?) -> Int? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }

    /// Draws the session's view. A size the backend has taken without a resize event reaching the
    /// session yet (a session made for another size) is applied first, as a resize step.
    private mutating func draw(_ session: inout SimulatorSession, on backend: some TerminalBackend, at time: Double) {
        if session.size != backend.size, session.update(Action.resize(backend.size), at: time).contains(.fullRedraw) {
            backend.invalidate()
        }
        let frame = session.view(memo: &memo)
        backend.draw(frame)
        backend.flush()
        framesDrawn += 1
        onFrame?(frame, time)
    }
}
