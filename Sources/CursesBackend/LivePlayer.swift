import ScrollSimKit

/// Plays a demo script on the terminal: frames at the script's times, with space, arrows, +/-,
/// `T` `o` `i` (the view the other way from the script's) and q; a `wait` frame holds until a key.
/// The terminal is restored on every exit (q, the end, a signal, an error).
///
/// Frames are made as they are due (`DemoStream`): the first shows at once and memory does not
/// grow with the script. A script with a `size` is drawn at that size whatever the terminal
/// (cropped, with a note, when the terminal is smaller); without one the frames follow the
/// terminal: after a resize the script is played again at the new size up to the same script
/// time (`DemoRefit`), in slices between which keys are read, the last frame shown meanwhile.
/// A resize never pauses.
package enum LivePlayer {
    /// Plays `script`; returns the process exit code (0, or 128 + n for signal n).
    /// - Parameters:
    ///   - fixedSize: the script's `size`, if it has one.
    ///   - makeStream: makes the frame stream for a terminal size and UTF-8 capability.
    /// - Throws: `TerminalSetupError` before anything was drawn, or what `makeStream` or the
    ///   stream throws (a step that cannot be carried out), after the terminal was restored.
    package static func run(
        fixedSize: TerminalSize? = nil, _ makeStream: (TerminalSize, _ asciiOnly: Bool) throws -> DemoStream
    ) throws -> Int32 {
        let terminal = try CursesTerminal.open()
        defer { terminal.close() }
        var stream = try makeStream(fixedSize ?? terminal.size, !terminal.isUTF8)
        var playback = DemoPlayback(startedAt: Platform.monotonicSeconds(), firstTime: try stream.time(at: 0) ?? 0)
        var refit: DemoRefit?
        try show(&stream, playback, on: terminal)
        while true {
            let now = Platform.monotonicSeconds()
            // Paused or at the end: block on input (no wake-ups); playing: wake for the next frame;
            // re-fitting: only look.
            let wait = refit != nil
                ? 0 : try playback.waitForNextFrame(at: now, in: &stream).map { max(1, Int(min($0 * 1000, 250).rounded(.up))) }
            var changed = false
            for event in terminal.readEvents(timeoutMilliseconds: wait) {
                switch event {
                case .key(let key):
                    // While re-fitting the frames are not there yet: the arrows wait, other keys work.
                    if refit != nil && (key == .left || key == .right) { continue }
                    _ = try playback.handle(key, at: Platform.monotonicSeconds(), in: &stream)
                    changed = true  // the player line shows the state even when the frame stays
                case .resize(let size):
                    if fixedSize == nil {
                        let target = refit?.target ?? playback.scriptTime(at: Platform.monotonicSeconds())
                        refit = DemoRefit(stream: try makeStream(size, !terminal.isUTF8), target: target)
                    }
                    changed = true
                case .signal(let number):
                    return 128 + number
                case .redraw:
                    terminal.invalidate()
                    changed = true
                case .wheel, .tick, .click, .filesChanged:
                    break
                }
            }
            if playback.isFinished { return 0 }
            if var pending = refit {
                let slice = Platform.monotonicSeconds() + 0.02
                while try !pending.work(frames: 500) && Platform.monotonicSeconds() < slice {}
                if pending.isDone {
                    stream = pending.stream
                    playback.resume(at: pending.index, scriptTime: pending.target, wall: Platform.monotonicSeconds())
                    refit = nil
                    changed = true
                } else {
                    refit = pending
                    let note = "re-fitting to \(terminal.size.columns)x\(terminal.size.rows): frame \(pending.index + 1) of the new size…"
                    try show(&stream, playback, on: terminal, note: note)
                    continue
                }
            }
            if try playback.advance(to: Platform.monotonicSeconds(), in: &stream) { changed = true }
            if changed { try show(&stream, playback, on: terminal) }
        }
    }

    /// Draws the current frame, fitted to the terminal, with a player line at the bottom.
    /// `note` replaces the fit's note (why the frame is cropped).
    static func show(_ stream: inout DemoStream, _ playback: DemoPlayback, on terminal: CursesTerminal, note: String? = nil) throws {
        stream.setFlips(playback.flips)
        guard let shown = try stream.frame(at: playback.index) else { return }
        var (frame, fitNote) = PlayerFit.fit(shown, into: terminal.size, asciiOnly: !terminal.isUTF8)
        let position = PlayerLine.Position(
            index: playback.index, count: stream.knownCount, time: shown.time, duration: stream.scriptDuration)
        let atEnd = try playback.isAtEnd(in: &stream)
        // With the script's chrome off the line shows only when the speaker needs it.
        if shown.chrome || playback.isPaused || playback.isWaiting || atEnd || note != nil || fitNote != nil {
            PlayerLine.draw(on: &frame, position: position, paused: playback.isPaused, atEnd: atEnd, speed: playback.speed,
                            waiting: playback.isWaiting, note: note ?? fitNote)
        }
        terminal.draw(frame)
        terminal.flush()
    }
}
