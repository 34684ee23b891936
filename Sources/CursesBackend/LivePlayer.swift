import ScrollSimKit

/// Plays a demo script on the terminal: frames at the script's times, with space, arrows, +/- and q.
/// The terminal is restored on every exit (q, the end, a signal, an error).
///
/// A script with a `size` is drawn at that size whatever the terminal (cropped, with a note, when
/// the terminal is smaller); without one the frames follow the terminal. A resize never pauses.
package enum LivePlayer {
    /// Plays `script`; returns the process exit code (0, or 128 + n for signal n).
    /// - Parameters:
    ///   - fixedSize: the script's `size`, if it has one.
    ///   - makeTimeline: builds the timeline for a terminal size and UTF-8 capability.
    /// - Throws: `TerminalSetupError` before anything was drawn, or what `makeTimeline` throws
    ///   (after the terminal was restored).
    package static func run(
        fixedSize: TerminalSize? = nil, _ makeTimeline: (TerminalSize, _ asciiOnly: Bool) throws -> DemoTimeline
    ) throws -> Int32 {
        let terminal = try CursesTerminal.open()
        defer { terminal.close() }
        var timeline = try makeTimeline(fixedSize ?? terminal.size, !terminal.isUTF8)
        var playback = DemoPlayback(times: timeline.frames.map(\.time), startedAt: Platform.monotonicSeconds())
        show(timeline, playback, on: terminal)
        while true {
            let now = Platform.monotonicSeconds()
            // Paused or at the end: block on input (no wake-ups); playing: wake for the next frame.
            let wait = playback.waitForNextFrame(at: now).map { max(1, Int(min($0 * 1000, 250).rounded(.up))) }
            var changed = false
            for event in terminal.readEvents(timeoutMilliseconds: wait) {
                switch event {
                case .key(let key):
                    _ = playback.handle(key, at: Platform.monotonicSeconds())
                    changed = true  // the player line shows the state even when the frame stays
                case .resize(let size):
                    if fixedSize == nil {
                        timeline = try makeTimeline(size, !terminal.isUTF8)
                        playback.replaceTimes(timeline.frames.map(\.time), at: Platform.monotonicSeconds())
                    }
                    changed = true
                case .signal(let number):
                    return 128 + number
                case .redraw:
                    terminal.invalidate()
                    changed = true
                case .wheel, .tick, .click:
                    break
                }
            }
            if playback.isFinished { return 0 }
            if playback.advance(to: Platform.monotonicSeconds()) { changed = true }
            if changed { show(timeline, playback, on: terminal) }
        }
    }

    /// Draws the current frame, fitted to the terminal, with a player line at the bottom.
    static func show(_ timeline: DemoTimeline, _ playback: DemoPlayback, on terminal: CursesTerminal) {
        guard !timeline.frames.isEmpty else { return }
        var (frame, note) = PlayerFit.fit(timeline.frames[playback.index].frame, into: terminal.size)
        PlayerLine.draw(on: &frame, index: playback.index, count: timeline.frames.count,
                        paused: playback.isPaused, atEnd: playback.isAtEnd, speed: playback.speed, note: note)
        terminal.draw(frame)
        terminal.flush()
    }
}
