import ScrollSimKit

/// The run loop's terminal in tests: draws into a `MemoryBackend` (counting the spans and scrolls
/// of each delta it applies) and replays scripted batches of input events with a simulated clock.
final class ScriptedBackend: TerminalBackend {
    /// The terminal size; change it and queue `.resize` to simulate a resize.
    var size: TerminalSize
    /// Every flushed frame, oldest first (only when `recordsFrames`).
    private(set) var flushedFrames: [Frame] = []
    /// Keep every flushed frame in `flushedFrames`.
    var recordsFrames: Bool
    /// Rows written in part or whole by the deltas applied so far.
    private(set) var spansWritten = 0
    /// Band scrolls applied so far.
    private(set) var scrollsApplied = 0
    /// Number of `invalidate` calls.
    private(set) var invalidateCount = 0
    /// Simulated time in seconds: advanced by each timed-out wait.
    private(set) var time: Double = 0
    /// Batches still to deliver; each `readEvents` returns the next batch.
    var pendingBatches: [[InputEvent]]
    /// The timeout of every `readEvents` call, in order (nil: block until input).
    private(set) var requestedTimeouts: [Int?] = []

    private let memory: MemoryBackend

    init(size: TerminalSize, batches: [[InputEvent]] = [], recordsFrames: Bool = false) {
        self.size = size
        memory = MemoryBackend(size: size)
        pendingBatches = batches
        self.recordsFrames = recordsFrames
    }

    /// What the terminal shows after the last flush.
    var screen: Frame { memory.screen }

    /// Number of `flush` calls (frames shown).
    var flushCount: Int { memory.flushCount }

    func draw(_ frame: Frame) {
        let delta = memory.draw(frame)
        spansWritten += delta.spans.count
        if delta.scroll != nil { scrollsApplied += 1 }
    }

    func flush() {
        memory.flush()
        if recordsFrames { flushedFrames.append(memory.screen) }
    }

    func invalidate() { invalidateCount += 1 }

    /// An empty batch stands for a timed-out wait: the clock advances by the timeout. Once the
    /// script is exhausted it returns SIGTERM, so a run loop always ends.
    func readEvents(timeoutMilliseconds: Int?) -> [InputEvent] {
        requestedTimeouts.append(timeoutMilliseconds)
        guard !pendingBatches.isEmpty else { return [.signal(15)] }
        let batch = pendingBatches.removeFirst()
        if batch.isEmpty { time += Double(timeoutMilliseconds ?? 250) / 1000 }
        return batch
    }
}
