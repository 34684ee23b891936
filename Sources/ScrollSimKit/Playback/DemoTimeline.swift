import StickyLayout

/// One frame of a demo: when it shows (seconds from the start), what it shows, and the script
/// line that produced it.
package struct DemoFrame: Sendable {
    package var time: Double
    package var frame: Frame
    package var line: Int
    /// True for a `wait` step's frame: `play` holds it until a key.
    package var waits = false
    /// The caption shown, and the rows its band takes (nil: none), so a player that crops the
    /// frame can show it again where it fits.
    package var caption = ""
    package var captionRows: Range<Int>?
    /// False after `chrome off`: `play` then draws its line only while paused, waiting or at the end.
    package var chrome = true
}

/// A demo script turned into frames on a virtual clock: deterministic, the same script and size
/// always give the same frames at the same times. Nothing here reads a clock or a terminal.
///
/// `init` keeps every frame (for tests and short scripts); `stream` hands each frame over and
/// keeps none (`record`); `DemoStream` makes frames on demand with bounded memory (`play`).
package struct DemoTimeline: Sendable {
    /// The frames, in time order.
    package private(set) var frames: [DemoFrame] = []
    /// The size the frames were drawn at.
    package let size: TerminalSize

    /// Seconds from the start to the last frame.
    package var duration: Double { frames.last?.time ?? 0 }

    /// Plays `script` headlessly and keeps every frame (unchanged frames share their cells).
    /// - Parameters:
    ///   - size: the terminal size; nil uses the script's `size` step (80×24 without one).
    ///   - asciiOnly: draw ASCII boxes (a terminal without UTF-8).
    ///   - loadScenario: resolves a `scenario` step's argument (built-in name or path).
    /// - Throws: `DemoScriptError` (with the step's line) when a step cannot be carried out.
    package init(
        script: DemoScript, size: TerminalSize? = nil, asciiOnly: Bool = false,
        registry: StrategyRegistry = .builtIn, projector: Bool = false, loadScenario: (String) throws -> Scenario
    ) throws {
        self.size = Self.size(of: script, override: size)
        var frames: [DemoFrame] = []
        try Self.stream(script, size: self.size, asciiOnly: asciiOnly, registry: registry, projector: projector, loadScenario: loadScenario) { frame in
            var frame = frame
            if let last = frames.last, last.frame == frame.frame { frame.frame = last.frame }
            frames.append(frame)
        }
        self.frames = frames
    }

    /// The size a script is drawn at: `override`, else its `size` step, else 80×24.
    package static func size(of script: DemoScript, override: TerminalSize? = nil) -> TerminalSize {
        override ?? script.size ?? TerminalSize(columns: 80, rows: 24)
    }

    /// Plays `script` headlessly at `size`, handing each frame to `emit` as it is made and keeping
    /// none: memory does not depend on the script's length or scroll distance (`record` uses this).
    /// - Throws: `DemoScriptError` with the step's line, or what `emit` throws.
    /// `projector`: the projector theme from the start (`--projector`).
    package static func stream(
        _ script: DemoScript, size: TerminalSize, asciiOnly: Bool = false, registry: StrategyRegistry = .builtIn,
        projector: Bool = false, loadScenario: (String) throws -> Scenario, emit: (DemoFrame) throws -> Void
    ) throws {
        var cursor = DemoCursor(script: script, size: size, asciiOnly: asciiOnly, registry: registry, projector: projector)
        while try cursor.advance(loadScenario: loadScenario) {
            if let frame = cursor.render() { try emit(frame) }
        }
    }
}

/// Thrown by a `DemoTimeline.stream` consumer to stop early; passed through unchanged.
package struct DemoStreamStop: Error, Sendable {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
}
