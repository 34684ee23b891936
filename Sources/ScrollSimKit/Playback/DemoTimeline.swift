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
/// `stream` hands each frame over and keeps none (`record`); `DemoStream` makes frames on demand
/// with bounded memory (`play`).
package enum DemoTimeline {
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
