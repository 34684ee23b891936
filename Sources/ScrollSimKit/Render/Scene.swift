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
    /// Display toggles.
    package var toggles: ViewToggles
    /// The scenario's name, for the hint line.
    package var scenarioName: String
    /// The scenario's summary (shown in the help overlay).
    package var summary = ""
    /// Pending input for the hint line (`42`, `f…`, `/text`).
    package var prompt: String?
    /// A transient message for the hint line (search result, report written).
    package var message: String?
    /// First help line shown (the overlay scrolls).
    package var helpScroll = 0
    /// First inspector line shown (the inspector scrolls).
    package var inspectorScroll = 0
    /// The last search's text: labels containing it (case-insensitive) are highlighted; nil: none.
    package var searchHighlight: String?
    /// Whether data updates animate (`u`), for the hint line.
    package var animates = true
    /// The reproduction panel's lines (after `y`), nil when closed.
    package var report: [String]?
    /// The strategies a person can switch among, in order (for the help overlay and the picker;
    /// the live view leaves it empty while neither is open).
    package var strategyList: [StrategyListing]
    /// A one-line notice shown in the hint line instead of the key hints.
    package var notice: String?
    /// The strategy picker's selected row (an index into `strategyList`), or nil when closed.
    package var pickerSelection: Int?

    package init(size: TerminalSize, panes: [PaneSnapshot], focusedPane: Int = 0, toggles: ViewToggles = ViewToggles(), scenarioName: String = "",
                strategyList: [StrategyListing] = StrategyListing.builtIn, notice: String? = nil,
                pickerSelection: Int? = nil) {
        self.size = size
        self.panes = panes
        self.focusedPane = focusedPane
        self.toggles = toggles
        self.scenarioName = scenarioName
        self.strategyList = strategyList
        self.notice = notice
        self.pickerSelection = pickerSelection
    }
}

/// A strategy as lists show it: its name and one line about it.
package struct StrategyListing: Hashable, Sendable {
    package var name: StrategyName
    package var summary: String

    package init(name: StrategyName, summary: String) {
        self.name = name
        self.summary = summary
    }

    /// The built-in strategies, in registry order.
    package static var builtIn: [StrategyListing] {
        StrategyRegistry.builtIn.registrations.map { StrategyListing(name: $0.name, summary: $0.summary) }
    }
}
