import ScrollSimKit
import StickyLayout

/// Every frame `record` makes of a demo script, kept in memory so a test can look at any of them:
/// the frames `DemoTimeline.stream` hands over, in time order.
struct RecordedFrames {
    /// The frames, in time order.
    private(set) var frames: [DemoFrame] = []
    /// The size the frames were drawn at.
    let size: TerminalSize

    /// Seconds from the start to the last frame.
    var duration: Double { frames.last?.time ?? 0 }

    /// Plays `script` headlessly and keeps every frame (unchanged frames share their cells).
    /// - Parameters:
    ///   - size: the terminal size; nil uses the script's `size` step (80×24 without one).
    ///   - loadScenario: resolves a `scenario` step's argument (built-in name or path).
    /// - Throws: `DemoScriptError` (with the step's line) when a step cannot be carried out.
    init(
        script: DemoScript, size: TerminalSize? = nil, projector: Bool = false, loadScenario: (String) throws -> Scenario
    ) throws {
        self.size = DemoTimeline.size(of: script, override: size)
        var frames: [DemoFrame] = []
        try DemoTimeline.stream(script, size: self.size, projector: projector, loadScenario: loadScenario) { frame in
            var frame = frame
            if let last = frames.last, last.frame == frame.frame { frame.frame = last.frame }
            frames.append(frame)
        }
        self.frames = frames
    }
}
