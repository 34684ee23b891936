import StickyLayout

/// The display toggles the renderer honours.
package struct ViewToggles: Hashable, Sendable {
    /// Ghost outlines at pinned elements' natural frames.
    package var ghost = false
    /// The inspector panel.
    package var inspector = false
    /// The help overlay.
    package var help = false
    /// Rubber-band overscroll (shown in the hint line).
    package var bounce = true
    /// The scroll indicator column right of each viewport (off: the viewport takes the column).
    package var indicator = true
    /// The high-contrast projector theme: pinned, pushed, re-inserted and hidden elements marked
    /// with words and glyphs as well as colour (readable in monochrome).
    package var projector = false
    /// The status lines and the key hint line (a script's `chrome off` hides them for a slide).
    package var chrome = true

    package init(
        ghost: Bool = false, inspector: Bool = false, help: Bool = false, bounce: Bool = true, indicator: Bool = true,
        projector: Bool = false, chrome: Bool = true
    ) {
        self.projector = projector
        self.chrome = chrome
        self.ghost = ghost
        self.inspector = inspector
        self.help = help
        self.bounce = bounce
        self.indicator = indicator
    }
}

/// One moment of the simulator, ready to draw: the panes' snapshots plus what is toggled on.
package struct Scene: Sendable {
    /// The terminal size to draw for.
    package var size: TerminalSize
    /// One snapshot per pane, left to right.
    package var panes: [PaneSnapshot]
    /// The pane keys apply to (and the inspector shows).
    package var focusedPane: Int
    /// What is shown besides the panes: toggles, picker, panels, the hint line's message and notice.
    package var overlays: Overlays
    /// Display toggles.
    package var toggles: ViewToggles {
        get { overlays.toggles }
        set { overlays.toggles = newValue }
    }
    /// The scenario's name, for the hint line.
    package var scenarioName: String
    /// The scenario's summary (shown in the help overlay).
    package var summary = ""
    /// Pending input for the hint line (`42`, `f…`, `/text`).
    package var prompt: String?
    /// Whether data updates animate (`u`), for the hint line.
    package var animates = true
    /// The strategies a person can switch among, in order (for the help overlay and the picker;
    /// the live view leaves it empty while neither is open).
    package var strategyList: [StrategyListing]
}

/// A strategy as lists show it: its name and one line about it.
package struct StrategyListing: Hashable, Sendable {
    package var name: StrategyName
    package var summary: String

    /// The built-in strategies, in registry order.
    package static var builtIn: [StrategyListing] {
        StrategyRegistry.builtIn.registrations.map { StrategyListing(name: $0.name, summary: $0.summary) }
    }
}
