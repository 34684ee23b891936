/// How a run of the simulator ended.
package enum LoopExit: Hashable, Sendable {
    /// The user quit (`q`, Ctrl-C as a key).
    case quit
    /// A termination signal arrived (SIGINT, SIGTERM, SIGHUP); exit with 128 + the number.
    case signal(Int32)

    /// The process exit code: 0, or 128 + n for signal n.
    package var status: Int32 {
        switch self {
        case .quit: 0
        case .signal(let number): 128 + number
        }
    }
}

/// The run loop, written once for every backend and both programs (the live view, the demo
/// player): draw a frame, wait for input, drain every queued event and apply each as its own step
/// (`update`), then draw one frame for the whole batch: only drawing is coalesced, so a burst ends
/// in the same frame as slow typing. A batch that takes longer than `handlingSlice` to handle is
/// handled in slices, with a frame and a look at input after each: the view keeps drawing and a
/// signal ends it mid-burst.
///
/// It waits for input as long as the program's next tick allows (`nextTick`: a spring-back, the
/// next demo frame); otherwise it blocks on input: no wake-ups while idle. Watched files (a
/// strategy watcher, `poll`) are looked at when the backend reports a change (`.filesChanged`,
/// `backendReportsFileChanges`); without notifications the loop wakes every `watchInterval` to
/// look at them. Signals, resizes and resumes end a wait early. What the watchers find goes
/// through the program's `update` like any other event.
package struct SimulatorLoop {
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
    /// It names the keys file it wrote beside the report when the history is too long for a command line.
    package var writeReport: ((inout FrameReproduction) -> String)?
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
    /// `backendReportsFileChanges`, after a `.filesChanged` event: what changed on disk (the
    /// scenario file reloaded, or why not), nil when nothing did.
    package var poll: (() -> FileReload?)?
    /// True when the backend's wait also ends when a watched file changes, with a `.filesChanged`
    /// event. The loop then blocks while idle instead of waking every `watchInterval`, and looks
    /// at files only when told.
    package var backendReportsFileChanges = false
    /// Called with every frame drawn and the clock time (`run --record`).
    package var onFrame: ((Frame, Double) -> Void)?
    /// Called with every history entry the session adds and the clock time (`run --record`).
    package var onHistory: ((KeyHistory.Entry, Double) -> Void)?

    package init() {}

    /// Plays a demo until the player quits (q, or a step that cannot be carried out) or a signal
    /// arrives. `clock` returns monotonic seconds.
    package mutating func run(_ player: inout DemoPlayer, on backend: some TerminalBackend, clock: () -> Double) -> LoopExit {
        loop(&player, on: backend, clock: clock)
    }

    /// Runs the live view until the session quits or a signal arrives. `clock` returns monotonic
    /// seconds; `watcher` reloads strategy files that change on disk. Reports (`y`) and recordings
    /// (`Y`) are performed here, the recording a slice at a time between looks at input.
    package mutating func run(
        _ session: inout SimulatorSession, on backend: some TerminalBackend, clock: () -> Double,
        watcher: StrategyFileWatcher? = nil
    ) -> LoopExit {
        var watcher = watcher
        var recorded = session.history.count
        var recording: SessionRecording?
        let poll = poll, notified = backendReportsFileChanges, watchInterval = watchInterval
        let writeReport = writeReport, openRecording = openRecording, onHistory = onHistory, slice = recordingSlice
        let watching = watcher != nil || poll != nil
        // In the history's unit (`<Tick:N>`, 1/1024 s), so a replay passes through the very
        // frames the live view drew.
        let unit = KeyHistory.tickUnit
        return loop(
            &session, on: backend, clock: { (clock() / unit).rounded() * unit },
            wait: { now in
                recording != nil ? 0 : watching && !notified ? watchInterval : watcher?.millisecondsUntilNoticeExpires(now: now)
            },
            look: { session, filesChanged, now in
                var found: [FileReload] = []
                if filesChanged, let reload = poll?() { found.append(reload) }
                if watcher != nil {
                    found += !notified ? watcher!.check(now: now)
                        : filesChanged ? watcher!.reloadChanged(now: now) : watcher!.expireNotice(now: now)
                }
                for reload in found { _ = session.update(reload, at: now) }
                return !found.isEmpty
            },
            perform: { session, requested, now in
                // A report or recording taken mid-movement holds the frames drawn so far.
                if requested.contains(.writeReport) || requested.contains(.startRecording) { session.commitHeldTicks() }
                if let onHistory {
                    for entry in session.history.dropFirst(recorded) { onHistory(entry, now) }
                }
                recorded = session.history.count
                /// What the effects performed tell the session.
                var outcome: [Action] = []
                if requested.contains(.writeReport) {
                    var reproduction = FrameReproduction(session: session, frame: session.reportedView())
                    let said = writeReport?(&reproduction)
                        ?? (reproduction.needsKeysFile ? "no report file in this mode, and the history is too long for a command line" : "no report file in this mode")
                    outcome.append(.showReport(
                        lines: ["Reproduce this frame with:", reproduction.commandLine, "", reproduction.summary], message: said))
                }
                if requested.contains(.startRecording) {
                    if let recording {
                        outcome.append(.showReport(lines: nil, message: "a recording is being written (frame \(recording.framesWritten) of \(recording.frameCount)); Y again once it is done"))
                    } else if let openRecording {
                        do throws(RecordingRefusal) {
                            recording = SessionRecording(of: session, to: try openRecording(session))
                        } catch {
                            outcome.append(.showReport(lines: nil, message: error.message))
                        }
                    } else {
                        outcome.append(.showReport(lines: nil, message: "no recording in this mode"))
                    }
                }
                if var running = recording {
                    running.perform(until: clock() + Double(slice) / 1000, clock: clock)
                    outcome += running.isFinished ? [.notice(nil), .showReport(lines: nil, message: running.message)] : [.notice(running.message)]
                    recording = running.isFinished ? nil : running
                }
                for action in outcome { _ = session.update(action, at: now) }
                return !outcome.isEmpty
            })
    }

    /// The loop itself. `wait`: the longest wait for input besides the program's next tick (0:
    /// work is pending between looks at input; nil: no limit); `look`: looks at watched files (told
    /// whether a change was notified), passing what it found through `update`; `perform`: performs
    /// the effects only the live view has. Both return true when the frame may have changed.
    private mutating func loop<Program: LoopProgram>(
        _ program: inout Program, on backend: some TerminalBackend, clock: () -> Double,
        wait: (Double) -> Int? = { _ in nil },
        look: (inout Program, _ filesChanged: Bool, Double) -> Bool = { _, _, _ in false },
        perform: (inout Program, Set<Effect>, Double) -> Bool = { _, _, _ in false }
    ) -> LoopExit {
        _ = takeSize(&program, from: backend, at: clock())
        draw(program, on: backend, at: clock())
        /// Events read but not handled yet: the rest of a burst longer than a slice.
        var pending: [InputEvent] = []
        while true {
            let waitFrom = clock()
            let timeout = !pending.isEmpty
                ? 0  // look at input, then handle the next slice
                : Self.earliest(program.nextTick(at: waitFrom).map(Self.milliseconds), wait(waitFrom))
            var events = backend.readEvents(timeoutMilliseconds: timeout)
            if case .signal(let number) = events.first { return .signal(number) }  // before the rest of a burst
            // A change notification is no input: it tells the loop to look at the watched files.
            var filesChanged = events.contains(.filesChanged)
            events.removeAll { $0 == .filesChanged }
            if events.isEmpty && !pending.isEmpty {
                swap(&events, &pending)
            } else if events.isEmpty {
                events = [.tick]
                if !backendReportsFileChanges { filesChanged = true }  // without notifications every timed-out wait looks
            } else {
                eventsRead += events.count
                batchesRead += 1
                if !pending.isEmpty { events = pending + events; pending = [] }
            }
            let now = clock()
            var changed = look(&program, filesChanged, now)
            /// What the batch's steps asked for; each is performed once, after the batch.
            var requested: Set<Effect> = []
            let sliceEnd = now + Double(handlingSlice) / 1000
            let burst = program.burst(events)
            for (index, event) in events.enumerated() {
                if case .signal(let number) = event { return .signal(number) }
                let effects = program.update(event, at: now, index: index, of: burst)
                if effects.contains(.quit) { return .quit }
                requested.formUnion(effects)
                if index + 1 < events.count && clock() > sliceEnd {
                    pending = Array(events[(index + 1)...])
                    break
                }
            }
            // A batch of input ends with a tick so what is already due (a bounce springing back,
            // the next demo frame) shows with it.
            if !events.contains(.tick), program.nextTick(at: now) != nil {
                requested.formUnion(program.update(.tick, at: now))
                if requested.contains(.quit) { return .quit }
            }
            if perform(&program, requested, now) || requested.contains(.redraw) { changed = true }
            if requested.contains(.fullRedraw) { backend.invalidate() }
            if takeSize(&program, from: backend, at: now) { changed = true }
            if changed { draw(program, on: backend, at: now) }
        }
    }

    /// A size the backend has taken without a resize event reaching the program (a program made
    /// for another size) arrives as a resize event, before the view. True when there was one.
    private func takeSize(_ program: inout some LoopProgram, from backend: some TerminalBackend, at time: Double) -> Bool {
        guard program.size != backend.size else { return false }
        if program.update(.resize(backend.size), at: time).contains(.fullRedraw) { backend.invalidate() }
        return true
    }

    /// The shorter of two waits (nil: no limit).
    private static func earliest(_ a: Int?, _ b: Int?) -> Int? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }

    /// A wait in whole milliseconds: 0 stays 0, anything else at least 1 and at most 250.
    private static func milliseconds(_ seconds: Double) -> Int {
        seconds <= 0 ? 0 : max(1, Int(min(seconds * 1000, 250).rounded(.up)))
    }

    /// Draws the program's view; changes nothing but the terminal.
    private mutating func draw(_ program: some LoopProgram, on backend: some TerminalBackend, at time: Double) {
        let frame = program.view(memo: &memo)
        backend.draw(frame)
        backend.flush()
        framesDrawn += 1
        onFrame?(frame, time)
    }
}

extension SimulatorSession: LoopProgram {
    /// While an animation runs: a frame every 16 ms.
    package func nextTick(at time: Double) -> Double? { self.needsTicks ? 0.016 : nil }

    /// Handles event `index` of a burst, telling it whether a later one supersedes its data change.
    package mutating func update(_ event: InputEvent, at time: Double, index: Int, of burst: [Bool]) -> [Effect] {
        update(event, at: time, superseded: burst[index])
    }
}
