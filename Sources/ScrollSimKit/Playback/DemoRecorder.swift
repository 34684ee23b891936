import StickyLayout

/// Turns a demo script into a recording: an asciicast (one full repaint a frame at the frame's
/// time), an animated SVG or an HTML player (`RecordingFormat`).
package enum DemoRecorder {
    /// Records `script` straight to `write` in `format`, each frame written as it is made: the
    /// frames are never all held (an asciicast keeps nothing; SVG and HTML keep each distinct row
    /// once and, for HTML, a list of row numbers a frame). `progress` is told each frame's script
    /// time. Returns the frame count and duration.
    @discardableResult
    package static func stream(
        _ script: DemoScript, size: TerminalSize, title: String, format: RecordingFormat = .cast,
        colors: Bool = true, registry: StrategyRegistry = .builtIn, projector: Bool = false,
        loadScenario: (String) throws -> Scenario, progress: (Double) -> Void = { _ in },
        write: @escaping (String) throws -> Void
    ) throws -> (frames: Int, duration: Double) {
        let sink = try format.sink(size: size, title: title, palette: .colors(colors), write: write)
        var count = 0
        var duration = 0.0
        try DemoTimeline.stream(script, size: size, registry: registry, projector: projector, loadScenario: loadScenario) { frame in
            try sink.frame(frame.frame, at: frame.time)
            count += 1
            duration = frame.time
            progress(frame.time)
        }
        try sink.finish(duration: duration)
        return (count, duration)
    }
}
