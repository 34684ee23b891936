/// An in-memory terminal for tests and headless rendering: keeps the last drawn frame, counts
/// draws and flushes, and replays scripted batches of input events with a simulated clock.
///
/// Like the curses backend it takes each frame as a `FrameDelta` from the one it holds (a
/// scrolled band, then changed spans) and applies it, so every frame test checks the delta too.
package final class MemoryBackend: TerminalBackend {
    /// The terminal size; change it and queue `.resize` to simulate a resize.
    package var size: TerminalSize
    /// What the terminal shows after the last flush.
    package private(set) var screen: Frame
    /// Every flushed frame, oldest first (only when `recordsFrames`).
    package private(set) var flushedFrames: [Frame] = []
    /// Keep every flushed frame in `flushedFrames`.
    package var recordsFrames: Bool
    /// Number of `draw` calls.
    package private(set) var drawCount = 0
    /// Number of `flush` calls (frames shown).
    package private(set) var flushCount = 0
    /// Rows written in part or whole by the deltas applied so far.
    package private(set) var spansWritten = 0
    /// Band scrolls applied so far.
    package private(set) var scrollsApplied = 0
    /// Number of `invalidate` calls.
    package private(set) var invalidateCount = 0
    /// Simulated time in seconds: advanced by each timed-out wait.
    package private(set) var time: Double = 0
    /// Batches still to deliver; each `readEvents` returns the next batch.
    package var pendingBatches: [[InputEvent]]
    /// The timeout of every `readEvents` call, in order (nil: block until input).
    package private(set) var requestedTimeouts: [Int?] = []
    /// Returned once the script is exhausted: SIGTERM by default, so a run loop always ends.
    package var eventsWhenExhausted: [InputEvent] = [.signal(15)]

    private var drawn: Frame

    package init(size: TerminalSize, batches: [[InputEvent]] = [], recordsFrames: Bool = false) {
        self.size = size
        screen = Frame(size: size)
        drawn = screen
        pendingBatches = batches
        self.recordsFrames = recordsFrames
    }

    package func draw(_ frame: Frame) {
        drawCount += 1
        if drawn.size != frame.size {
            drawn = Frame(size: frame.size)
        }
        let delta = FrameDelta(from: drawn, to: frame)
        drawn.apply(delta, from: frame)
        spansWritten += delta.spans.count
        if delta.scroll != nil { scrollsApplied += 1 }
    }

    package func flush() {
        flushCount += 1
        screen = drawn
        if recordsFrames { flushedFrames.append(drawn) }
    }

    package func invalidate() { invalidateCount += 1 }

    /// An empty batch stands for a timed-out wait: the clock advances by the timeout.
    package func readEvents(timeoutMilliseconds: Int?) -> [InputEvent] {
        requestedTimeouts.append(timeoutMilliseconds)
        guard !pendingBatches.isEmpty else { return eventsWhenExhausted }
        let batch = pendingBatches.removeFirst()
        if batch.isEmpty { time += Double(timeoutMilliseconds ?? 250) / 1000 }
        return batch
    }

    /// Advances the simulated clock.
    package func advance(seconds: Double) { time += seconds }
}
