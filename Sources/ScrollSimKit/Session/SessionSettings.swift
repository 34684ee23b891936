import StickyLayout

/// How a session starts: the strategies (one, or several side by side), toggles and faults.
package struct SessionSettings: Sendable {
    /// One strategy per pane; two or more make a split view.
    package var strategies: [StrategyName]
    /// Display toggles.
    package var toggles: ViewToggles
    /// Fault switches applied to every pane.
    package var faults: FaultSwitches
    /// Draw with ASCII only (no UTF-8 locale).
    package var asciiOnly: Bool
    /// How the command line named the scenario (a built-in name or a path), for reproductions.
    package var scenarioArgument: String?
    /// The `--strategy-file` paths given on the command line, for reproductions.
    package var strategyFileArguments: [String] = []
    /// The `--script` path the session was started with (carried out before the first key), for reproductions.
    package var scriptArgument: String?
    /// The strategies a person can switch among (Tab, the picker, F-keys), in order.
    package var registry: StrategyRegistry
    /// Each pane's UIKit layout object records the calls made into it from its creation
    /// (`layout --keys/--script --calls`).
    package var recordsCalls = false

    package init(strategies: [StrategyName], toggles: ViewToggles = ViewToggles(), faults: FaultSwitches = FaultSwitches(), asciiOnly: Bool = false,
                registry: StrategyRegistry = .builtIn, scenarioArgument: String? = nil) {
        self.scenarioArgument = scenarioArgument
        self.strategies = strategies.isEmpty ? [.uikit] : strategies
        self.toggles = toggles
        self.faults = faults
        self.asciiOnly = asciiOnly
        self.registry = registry
    }
}
