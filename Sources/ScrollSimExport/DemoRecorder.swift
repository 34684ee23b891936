import ScrollSimKit
import StickyLayout

/// Turns a demo script into a recording: an asciicast (one full repaint a frame at the frame's
/// time), an animated SVG or an HTML player (`RecordingFormat`).
package enum DemoRecorder {
    /// Records `script` straight to `write` in `format`, each frame written as it is made: the
    /// frames are never all held (an asciicast keeps nothing; SVG and HTML keep each distinct row
    /// once and, for HTML, a list of row numbers a frame). `progress` is told each frame's script
    /// time. Returns the number of frames the recording holds (SVG, HTML and GIF keep a frame only
    /// when it differs from the one before; a cast keeps every frame) and the duration.
    @discardableResult
    package static func stream(
        _ script: DemoScript, size: TerminalSize, title: String, format: RecordingFormat = .cast,
        colors: Bool = true, registry: StrategyRegistry = .builtIn, projector: Bool = false,
        gif: GIFOptions = GIFOptions(), loadScenario: (String) throws -> Scenario, progress: (Double) -> Void = { _ in },
        write: @escaping (String) throws -> Void, writeBytes: @escaping ([UInt8]) throws -> Void = RecordingFormat.noBytes
    ) throws -> (frames: Int, duration: Double) {
        let sink = try format.sink(size: size, title: title, palette: .colors(colors), gif: gif, write: write, writeBytes: writeBytes)
        var duration = 0.0
        try DemoTimeline.stream(script, size: size, registry: registry, projector: projector, loadScenario: loadScenario) { frame in
            try sink.frame(frame.frame, at: frame.time)
            duration = frame.time
            progress(frame.time)
        }
        try sink.finish(duration: duration)
        return (sink.framesWritten, duration)
    }
}
