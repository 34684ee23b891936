/// How a session started and every input since, each with its time: what a reproduction (`y`,
/// `FrameReproduction`) and a recording (`Y`, `SessionReplay`) replay on a fresh session.
/// One time per history entry, in order.
///
/// Animation frames (`<Tick:N>`) are held back while something moves: when it comes to rest
/// untouched they are replaced by one `<Settle>` (the resting state does not depend on them);
/// when input or a report comes first they are committed, so the replay passes through the
/// same frames at the same times.
package struct SessionLog: Sendable {
    /// How the session started (for the reproduction command line).
    package let initialSettings: SessionSettings
    /// The terminal size the session started at.
    package let initialSize: TerminalSize
    /// The offset the session started at (`--offset`), if one was given.
    package let startOffset: Double?
    /// Every input event handled so far (and animation frames and settles), for reproduction.
    package private(set) var history: [KeyHistory.Entry] = []
    /// When each history entry happened (the time passed to `handle`/`apply`).
    package private(set) var historyTimes: [Double] = []
    /// Animation frames since the last committed entry, with their times: committed by the next
    /// input or report, dropped for a `<Settle>` when the movement ends first.
    private var heldTicks: [(entry: KeyHistory.Entry, time: Double)] = []

    package init(initialSettings: SessionSettings, initialSize: TerminalSize, startOffset: Double? = nil) {
        self.initialSettings = initialSettings
        self.initialSize = initialSize
        self.startOffset = startOffset
    }

    /// Adds `entry`, which happened at `time` (after the animation frames held so far).
    mutating func append(_ entry: KeyHistory.Entry, at time: Double) {
        commitTicks()
        history.append(entry)
        historyTimes.append(time)
    }

    /// True while animation frames are held back.
    var holdsTicks: Bool { !heldTicks.isEmpty }

    /// The time the history starts from: a session is made at time 0 (at its start offset, a
    /// script carried out), and a replay starts its history there too (`KeyHistory.replayTimes`).
    static let startTime = 0.0

    /// Holds an animation frame at `time`. The first frame after the start counts from the start,
    /// not from itself: a movement the start set off (a page load at `--offset`) has run that long
    /// by its first frame in the replay too (issue 33, seed 121: `<Tick:0>` replayed a page due
    /// long before as not yet loaded).
    mutating func holdTick(at time: Double) {
        let previous = heldTicks.last?.time ?? historyTimes.last ?? Self.startTime
        let gap = min(KeyHistory.maximumTickGap, max(0, Int(((time - previous) / KeyHistory.tickUnit).rounded())))
        heldTicks.append((.tick(units: gap), time))
    }

    /// What was moving came to rest at `time`: the frames held give way to one `<Settle>`.
    mutating func settled(at time: Double) {
        heldTicks = []
        append(.settle, at: time)
    }

    /// Commits the animation frames held (input came, or a report is being taken, mid-movement).
    mutating func commitTicks() {
        for held in heldTicks {
            history.append(held.entry)
            historyTimes.append(held.time)
        }
        heldTicks = []
    }

    /// Forgets the history so far: what happened before (a `--script` carried out at start) is
    /// part of the start, not of the input.
    mutating func restart() {
        history = []
        historyTimes = []
        heldTicks = []
    }

}
