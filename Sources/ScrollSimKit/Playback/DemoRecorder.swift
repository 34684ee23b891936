import StickyLayout

/// Turns a demo timeline into an asciicast v2 recording, one full repaint a frame at the frame's time.
package enum DemoRecorder {
    /// The recording of `timeline`, titled `title`.
    package static func record(_ timeline: DemoTimeline, title: String, colors: Bool = true) -> Asciicast {
        var cast = Asciicast(width: timeline.size.columns, height: timeline.size.rows, title: title)
        var last: Frame?
        for frame in timeline.frames {
            // An unchanged frame still marks time (a pause at the end keeps its length).
            cast.output(frame.frame == last ? "" : AnsiFrameEncoder.repaint(frame.frame, colors: colors), at: frame.time)
            last = frame.frame
        }
        return cast
    }

    /// Records `script` straight to `write`, one event line a frame as the frame is made: memory
    /// does not depend on the script's length or scroll distance. `progress` is told each frame's
    /// script time. Returns the frame count and duration.
    @discardableResult
    package static func stream(
        _ script: DemoScript, size: TerminalSize, title: String, colors: Bool = true, registry: StrategyRegistry = .builtIn,
        loadScenario: (String) throws -> Scenario, progress: (Double) -> Void = { _ in }, write: (String) throws -> Void
    ) throws -> (frames: Int, duration: Double) {
        try write(Asciicast.header(width: size.columns, height: size.rows, title: title))
        var last: Frame?
        var count = 0
        var duration = 0.0
        try DemoTimeline.stream(script, size: size, registry: registry, loadScenario: loadScenario) { frame in
            // An unchanged frame still marks time (a pause at the end keeps its length).
            try write(Asciicast.event(frame.frame == last ? "" : AnsiFrameEncoder.repaint(frame.frame, colors: colors), at: frame.time))
            last = frame.frame
            count += 1
            duration = frame.time
            progress(frame.time)
        }
        return (count, duration)
    }
}
