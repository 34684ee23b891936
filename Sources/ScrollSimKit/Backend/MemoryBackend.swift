/// An in-memory terminal for tests and headless rendering: keeps the last drawn frame, counts
/// draws and flushes, and replays scripted batches of input events with a simulated clock.
public final class MemoryBackend: TerminalBackend {
    /// The terminal size; change it and queue `.resize` to simulate a resize.
    public var size: TerminalSize
    /// What the terminal shows after the last flush.
    public private(set) var screen: Frame
    /// Every flushed frame, oldest first (only when `recordsFrames`).
    public private(set) var flushedFrames: [Frame] = []
    /// Keep every flushed frame in `flushedFrames`.
    public var recordsFrames: Bool
    /// Number of `draw` calls.
    public private(set) var drawCount = 0
    /// Number of `flush` calls (frames shown).
    public private(set) var flushCount = 0
    /// Number of `invalidate` calls.
    public private(set) var invalidateCount = 0
    /// Simulated time in seconds: advanced by each timed-out wait.
    public private(set) var time: Double = 0
    /// Batches still to deliver; each `readEvents` returns the next batch.
    public var pendingBatches: [[InputEvent]]
    /// The timeout of every `readEvents` call, in order (nil: block until input).
    public private(set) var requestedTimeouts: [Int?] = []
    /// Returned once the script is exhausted: SIGTERM by default, so a run loop always ends.
    public var eventsWhenExhausted: [InputEvent] = [.signal(15)]

    private var drawn: Frame

    public init(size: TerminalSize, batches: [[InputEvent]] = [], recordsFrames: Bool = false) {
        self.size = size
        screen = Frame(size: size)
        drawn = screen
        pendingBatches = batches
        self.recordsFrames = recordsFrames
    }

    public func draw(_ frame: Frame) {
        drawCount += 1
        drawn = frame
    }

    public func flush() {
        flushCount += 1
        screen = drawn
        if recordsFrames { flushedFrames.append(drawn) }
    }

    public func invalidate() { invalidateCount += 1 }

    /// An empty batch stands for a timed-out wait: the clock advances by the timeout.
    public func readEvents(timeoutMilliseconds: Int?) -> [InputEvent] {
        requestedTimeouts.append(timeoutMilliseconds)
        guard !pendingBatches.isEmpty else { return eventsWhenExhausted }
        let batch = pendingBatches.removeFirst()
        if batch.isEmpty { time += Double(timeoutMilliseconds ?? 250) / 1000 }
        return batch
    }

    /// Advances the simulated clock.
    public func advance(seconds: Double) { time += seconds }
}
