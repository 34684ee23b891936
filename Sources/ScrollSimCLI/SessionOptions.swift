import ArgumentParser
import ScrollSimKit
import StickyLayout

/// What the live view, `render` and `export` show: the scenario and its strategies (one, or a
/// split). Declared once, here; each command takes them as one `@OptionGroup`.
struct SessionOptions: ParsableArguments {
    @OptionGroup var source: ScenarioOptions

    @Option(name: .long, help: ArgumentHelp(
        "Two or more strategies side by side, comma-separated (e.g. uikit,css).", valueName: "a,b"),
        transform: StrategyNameList.parse)
    var split: [StrategyName]?

    /// The strategies to show, one per pane, each found in `registry`.
    func strategies(default fallback: StrategyName, registry: StrategyRegistry) throws -> [StrategyName] {
        if let split {
            guard split.count >= 2 else {
                throw CommandFailure("--split needs two or more strategies separated by commas, e.g. --split uikit,css")
            }
            return try split.map { try ScenarioOptions.resolve($0, in: registry, option: "--split") }
        }
        return [try ScenarioOptions.resolve(source.strategy ?? fallback, in: registry, option: "--strategy")]
    }

    /// The scenario and what to draw it with, one pane a strategy, at a terminal of `size`
    /// (render and export); a one-line error when the panes do not fit.
    func drawing(
        size: TerminalSize, toggles: ViewToggles, faults: FaultSwitches = FaultSwitches(), asciiOnly: Bool = false
    ) throws -> (scenario: Scenario, settings: SessionSettings, layout: ScreenLayout) {
        let (scenario, settings) = try drawing(toggles: toggles, faults: faults, asciiOnly: asciiOnly)
        guard let layout = ScreenLayout(size: size, paneCount: settings.strategies.count, inspector: false) else {
            let need = ScreenLayout.minimumSize(paneCount: settings.strategies.count)
            throw CommandFailure("--size \(size) is too small for \(settings.strategies.count) pane(s); use at least \(need)")
        }
        return (scenario, settings, layout)
    }
}

extension SessionOptions {
    /// The scenario and what to draw it with, at any terminal size (a replayed history: the live
    /// view started too small shows why, and may be resized).
    func drawing(
        toggles: ViewToggles, faults: FaultSwitches = FaultSwitches(), asciiOnly: Bool = false
    ) throws -> (scenario: Scenario, settings: SessionSettings) {
        let (scenario, registry) = try source.load()
        let settings = SessionSettings(
            strategies: try strategies(default: scenario.defaultStrategy, registry: registry),
            toggles: toggles, faults: faults, asciiOnly: asciiOnly, registry: registry)
        return (scenario, settings)
    }
}

/// A user error: printed as one line, exit code 2.
struct CommandFailure: Error, CustomStringConvertible {
    var message: String
    var exitCode: Int32 = 2
    init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }
    var description: String { message }
}
