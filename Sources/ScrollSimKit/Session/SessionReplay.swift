/// A session's history replayed on a fresh session from the same start, one step a call: the
/// frames of a recording of the session so far (`Y`, `run --record`). A value: copying it keeps
/// the place.
package struct SessionReplay {
    private var fresh: SimulatorSession
    /// What is replayed: the start and the inputs with their times.
    private let log: SessionLog
    /// Rows the previous frame painted.
    private var memo = RenderMemo()
    /// The next step: -1 is the first frame, before any entry.
    package private(set) var position = -1

    /// The replay of `session`'s history so far.
    package init(of session: SimulatorSession) {
        fresh = SimulatorSession(
            scenario: session.scenario, settings: session.initialSettings, size: session.initialSize, startOffset: session.startOffset)
        log = session.log
    }

    /// Frames in all: the first, then one per history entry.
    package var frameCount: Int { log.history.count + 1 }

    /// The terminal size the frames are drawn at.
    package var size: TerminalSize { fresh.size }

    /// The next frame with the entry that made it (nil for the first) and its time in seconds from
    /// the start; nil after the last.
    package mutating func next() -> (entry: KeyHistory.Entry?, frame: Frame, time: Double)? {
        defer { position += 1 }
        if position < 0 { return (nil, fresh.view(memo: &memo), 0) }
        guard position < log.history.count else { position -= 1; return nil }
        let entry = log.history[position], time = log.historyTimes[position]
        fresh.replay(entry, at: time)
        return (entry, fresh.view(memo: &memo), max(0, time - (log.historyTimes.first ?? 0)) + 0.5)
    }
}
