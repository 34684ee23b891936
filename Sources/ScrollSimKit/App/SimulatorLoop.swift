/// How a run of the simulator ended.
public enum LoopExit: Hashable, Sendable {
    /// The user quit (`q`, Ctrl-C as a key).
    case quit
    /// A termination signal arrived (SIGINT, SIGTERM, SIGHUP); exit with 128 + the number.
    case signal(Int32)
}

/// The run loop, written once for every backend: draw a frame, wait for input, drain every queued
/// event and apply them all, then draw one frame for the whole batch.
///
/// While a spring-back is running it waits at most `frameInterval` milliseconds so ticks keep
/// coming; otherwise it blocks on input (`idleInterval` nil): no wake-ups while idle. Signals,
/// resizes and resumes end a wait early.
public struct SimulatorLoop {
    /// Milliseconds between animation frames.
    public var frameInterval = 16
    /// Milliseconds to wait for input while idle; nil blocks until input or a signal arrives.
    public var idleInterval: Int? = nil
    /// Frames drawn so far.
    public private(set) var framesDrawn = 0
    /// Input events read from the backend so far (ticks made up by the loop not counted).
    public private(set) var eventsRead = 0
    /// Batches of input read so far (one frame at most per batch).
    public private(set) var batchesRead = 0

    public init() {}

    /// Runs until the session quits or a signal arrives. `clock` returns monotonic seconds.
    public mutating func run(_ session: inout SimulatorSession, on backend: some TerminalBackend, clock: () -> Double) -> LoopExit {
        draw(&session, on: backend)
        while true {
            let timeout = session.needsTicks ? frameInterval : idleInterval
            var events = backend.readEvents(timeoutMilliseconds: timeout)
            if events.isEmpty {
                events = [.tick]
            } else {
                eventsRead += events.count
                batchesRead += 1
            }
            var changed = false
            let now = clock()
            for event in events {
                if case .signal(let number) = event { return .signal(number) }
                changed = session.handle(event, at: now) || changed
                if session.isFinished { return .quit }
            }
            // A burst of input ends with a tick so a bounce that is already due springs back.
            if !events.contains(.tick), session.needsTicks { changed = session.apply(.tick, at: now) || changed }
            if session.takeRedrawRequest() { backend.invalidate() }
            if changed { draw(&session, on: backend) }
        }
    }

    private mutating func draw(_ session: inout SimulatorSession, on backend: some TerminalBackend) {
        let frame = session.render(into: backend.size)
        backend.draw(frame)
        backend.flush()
        framesDrawn += 1
    }
}
