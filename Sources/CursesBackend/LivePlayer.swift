import ScrollSimKit

/// Plays a demo script on the terminal: frames at the script's times, with space, arrows, +/- and q.
/// The terminal is restored on every exit (q, the end, a signal, an error).
public enum LivePlayer {
    /// Plays `script`; returns the process exit code (0, or 128 + n for signal n).
    /// - Parameter makeTimeline: builds the timeline for a terminal size and UTF-8 capability.
    /// - Throws: `TerminalSetupError` before anything was drawn, or what `makeTimeline` throws
    ///   (after the terminal was restored).
    public static func run(_ makeTimeline: (TerminalSize, _ asciiOnly: Bool) throws -> DemoTimeline) throws -> Int32 {
        let terminal = try CursesTerminal.open()
        defer { terminal.close() }
        var timeline = try makeTimeline(terminal.size, !terminal.isUTF8)
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
                    let index = playback.index
                    timeline = try makeTimeline(size, !terminal.isUTF8)
                    playback = DemoPlayback(times: timeline.frames.map(\.time), startedAt: Platform.monotonicSeconds())
                    playback.seek(to: index, at: Platform.monotonicSeconds())
                    changed = true
                case .signal(let number):
                    return 128 + number
                case .redraw:
                    terminal.invalidate()
                    changed = true
                case .wheel, .tick:
                    break
                }
            }
            if playback.isFinished { return 0 }
            if playback.advance(to: Platform.monotonicSeconds()) { changed = true }
            if changed { show(timeline, playback, on: terminal) }
        }
    }

    /// Draws the current frame with a player line at the bottom.
    static func show(_ timeline: DemoTimeline, _ playback: DemoPlayback, on terminal: CursesTerminal) {
        guard !timeline.frames.isEmpty else { return }
        var frame = timeline.frames[playback.index].frame
        PlayerLine.draw(on: &frame, index: playback.index, count: timeline.frames.count,
                        paused: playback.isPaused, atEnd: playback.isAtEnd, speed: playback.speed)
        terminal.draw(frame)
        terminal.flush()
    }
}
