import ArgumentParser
import ScrollSimKit
import StickyLayout

/// What the live view and `render` show: scenario, strategy or split, strategy files. Declared
/// once, here; `run` and `render` take them as one `@OptionGroup`.
struct SessionOptions: ParsableArguments {
    @Option(name: .long, help: "A built-in scenario name or a scenario JSON file.")
    var scenario: String?

    @Option(name: .long, help: ArgumentHelp(
        "The strategy to show: \(CommandRegistry.nameList) (see `scrollsim strategies`).", valueName: "name"),
        transform: StrategyName.parse)
    var strategy: StrategyName?

    @Option(name: .long, help: ArgumentHelp(
        "Two or more strategies side by side, comma-separated (e.g. uikit,css).", valueName: "a,b"),
        transform: StrategyNameList.parse)
    var split: [StrategyName]?

    @Option(name: .customLong("strategy-file"), help: ArgumentHelp(
        "A strategy JSON file (docs/strategy-format.md) to add to the strategies; repeatable.", valueName: "file"))
    var strategyFiles: [String] = []

    /// The scenario a `--scenario` value names (nil: the default), or a one-line error (exit code 2).
    static func loadScenario(named scenario: String?) throws -> Scenario {
        do {
            return try ScenarioSource.resolve(scenario, registry: CommandRegistry.current)
        } catch let error as ScenarioError {
            throw CommandFailure(error.message)
        }
    }

    /// The strategies to show, one per pane, each found in `registry`.
    func strategies(default fallback: StrategyName, registry: StrategyRegistry) throws -> [StrategyName] {
        if let split {
            guard split.count >= 2 else {
                throw CommandFailure("--split needs two or more strategies separated by commas, e.g. --split uikit,css")
            }
            return try split.map { try Self.resolve($0, in: registry, option: "--split") }
        }
        return [try Self.resolve(strategy ?? fallback, in: registry, option: "--strategy")]
    }

    /// The scenario and what to draw it with, one pane a strategy, at a terminal of `size`
    /// (render and export); a one-line error when the panes do not fit.
    func drawing(
        size: TerminalSize, toggles: ViewToggles, faults: FaultSwitches = FaultSwitches(), asciiOnly: Bool = false
    ) throws -> (scenario: Scenario, settings: SessionSettings, layout: ScreenLayout) {
        let scenario = try Self.loadScenario(named: self.scenario)
        let registry = try StrategyFiles.registry(scenario: scenario, paths: strategyFiles)
        let settings = SessionSettings(
            strategies: try strategies(default: scenario.defaultStrategy, registry: registry),
            toggles: toggles, faults: faults, asciiOnly: asciiOnly, registry: registry)
        guard let layout = ScreenLayout(size: size, paneCount: settings.strategies.count, inspector: false) else {
            let need = ScreenLayout.minimumSize(paneCount: settings.strategies.count)
            throw CommandFailure("--size \(size) is too small for \(settings.strategies.count) pane(s); use at least \(need)")
        }
        return (scenario, settings, layout)
    }

    static func resolve(_ name: StrategyName, in registry: StrategyRegistry, option: String) throws -> StrategyName {
        if let found = registry.name(matching: name.rawValue) { return found }
        throw CommandFailure("\(option): unknown strategy '\(name)'; use one of: \(registry.nameList)")
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
