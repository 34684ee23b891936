import StickyLayout

/// The display toggles the renderer honours.
public struct ViewToggles: Hashable, Sendable {
    /// Ghost outlines at pinned elements' natural frames.
    public var ghost = false
    /// The inspector panel.
    public var inspector = false
    /// The help overlay.
    public var help = false
    /// Rubber-band overscroll (shown in the hint line).
    public var bounce = true
    /// The scroll indicator column right of each viewport (off: the viewport takes the column).
    public var indicator = true

    public init(ghost: Bool = false, inspector: Bool = false, help: Bool = false, bounce: Bool = true, indicator: Bool = true) {
        self.ghost = ghost
        self.inspector = inspector
        self.help = help
        self.bounce = bounce
        self.indicator = indicator
    }
}

/// One moment of the simulator, ready to draw: the panes' snapshots plus what is toggled on.
public struct Scene: Sendable {
    /// The terminal size to draw for.
    public var size: TerminalSize
    /// One snapshot per pane, left to right.
    public var panes: [PaneSnapshot]
    /// The pane keys apply to (and the inspector shows).
    public var focusedPane: Int
    /// Display toggles.
    public var toggles: ViewToggles
    /// The scenario's name, for the hint line.
    public var scenarioName: String
    /// The strategies a person can switch among, in order (for the help overlay and the picker).
    public var strategyList: [StrategyListing]

    public init(size: TerminalSize, panes: [PaneSnapshot], focusedPane: Int = 0, toggles: ViewToggles = ViewToggles(), scenarioName: String = "",
                strategyList: [StrategyListing] = StrategyListing.builtIn) {
        self.size = size
        self.panes = panes
        self.focusedPane = focusedPane
        self.toggles = toggles
        self.scenarioName = scenarioName
        self.strategyList = strategyList
    }
}

/// A strategy as lists show it: its name and one line about it.
public struct StrategyListing: Hashable, Sendable {
    public var name: StrategyName
    public var summary: String

    public init(name: StrategyName, summary: String) {
        self.name = name
        self.summary = summary
    }

    /// The built-in strategies, in registry order.
    public static var builtIn: [StrategyListing] {
        StrategyRegistry.builtIn.registrations.map { StrategyListing(name: $0.name, summary: $0.summary) }
    }
}
