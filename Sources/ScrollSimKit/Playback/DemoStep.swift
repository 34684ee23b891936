import StickyLayout

/// One step of a demo script.
package enum DemoStep: Hashable, Sendable {
    /// Open a scenario (a built-in name, or a file path relative to the script).
    case scenario(String)
    /// The terminal size the frames are drawn at, by `record` and by `play` (cropped with a note
    /// in a smaller terminal).
    case size(columns: Int, rows: Int)
    /// Load a strategy file (path relative to the script); later steps may name its strategy.
    indirect case strategyFile(StrategyFile)
    /// Show one strategy.
    case strategy(StrategyName)
    /// Show several strategies side by side, scrolling together.
    case split([StrategyName])
    /// Default scroll speed for later `scroll` steps, in rows per second.
    case speed(Double)
    /// Scroll by `rows` (negative scrolls up) at `rowsPerSecond` (nil = the current speed).
    case scroll(rows: Int, rowsPerSecond: Double?)
    /// Jump to an offset.
    case scrollTo(ScrollTarget)
    /// Wait, drawing nothing new (springs back if overscrolled).
    case pause(seconds: Double)
    /// Show a caption line until the next caption (an empty string clears it).
    case caption(String)
    /// Turn a view toggle on or off (one of `ViewToggle.scriptable`).
    case toggle(ViewToggle, Bool)
    /// Turn an engine fault switch on or off.
    case fault(DemoFault, Bool)
    /// Change the data: insert, delete, reload, move, refresh, end-refresh, load-more, animate.
    indirect case data(DataCommand)
    /// A full-screen title card: the first line is the title, the others go below it. It shows
    /// until the next step that shows the view (scenario, strategy, scroll, toggle, data…).
    case title([String])
    /// Holds the frame: `play` until a key, `record` for `DemoCursor.waitSeconds`.
    case wait
    /// Where later captions go.
    case captionPosition(CaptionPosition)
    /// A claim about the layout while the current caption shows (checked by tests, not drawn).
    indirect case expect(DemoClaim, once: Bool)
}

/// Where a caption band goes: above the status line (bottom) or at the top of the screen.
package enum CaptionPosition: String, Hashable, Sendable, CaseIterable {
    case bottom, top
}

/// Where `scrollto` goes.
package enum ScrollTarget: Hashable, Sendable {
    case top
    case bottom
    case offset(Double)
}

extension ViewToggle {
    /// The view toggles a script can set: all but the indicator.
    static let scriptable = allCases.filter { $0 != .indicator }
}

/// Engine fault switches a script can set.
package enum DemoFault: String, Hashable, Sendable, CaseIterable {
    /// `FaultSwitches.noInvalidationOnBoundsChange`.
    case invalidation
    /// `FaultSwitches.noReinsertion`.
    case reinsertion
    /// `FaultSwitches.noZIndexRaise`.
    case zindex
}
