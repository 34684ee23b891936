/// How a session started and every input since, each with its time: what a reproduction (`y`,
/// `FrameReproduction`) and a recording (`Y`, `SessionReplay`) replay on a fresh session.
/// One time per history entry, in order.
package struct SessionLog: Sendable {
    /// How the session started (for the reproduction command line).
    package let initialSettings: SessionSettings
    /// The terminal size the session started at.
    package let initialSize: TerminalSize
    /// The offset the session was placed at before any input (`--offset`), if any.
    package private(set) var startOffset: Double?
    /// Every input event handled so far (and finished spring-backs), for reproduction.
    package private(set) var history: [KeyHistory.Entry] = []
    /// When each history entry happened (the time passed to `handle`/`apply`).
    package private(set) var historyTimes: [Double] = []

    /// Adds `entry`, which happened at `time`.
    mutating func append(_ entry: KeyHistory.Entry, at time: Double) {
        history.append(entry)
        historyTimes.append(time)
    }

    /// Notes a placement at `offset`: the start offset while no input has come yet.
    mutating func placed(at offset: Double) {
        if history.isEmpty { startOffset = offset }
    }
}
