import ArgumentParser
import ScrollSimKit
import StickyLayout

/// The scenario, the strategy and the strategy files: what every command that shows or lays out
/// a scenario reads. Declared once, here; `layout` takes it as an `@OptionGroup`, the live view,
/// `render` and `export` through `SessionOptions`.
struct ScenarioOptions: ParsableArguments {
    @Option(name: .long, help: "A built-in scenario name or a scenario JSON file.")
    var scenario: String?

    @Option(name: .long, help: ArgumentHelp(
        "The strategy: \(CommandRegistry.nameList) (see `scrollsim strategies`).", valueName: "name"),
        transform: StrategyName.parse)
    var strategy: StrategyName?

    @Option(name: .customLong("strategy-file"), help: ArgumentHelp(
        "A strategy JSON file (docs/strategy-format.md) to add to the strategies; repeatable.", valueName: "file"))
    var strategyFiles: [String] = []

    /// The scenario, and the strategies with its strategy files and `--strategy-file`'s added.
    func load() throws -> (scenario: Scenario, registry: StrategyRegistry) {
        let scenario = try Self.loadScenario(named: self.scenario)
        return (scenario, try StrategyFiles.registry(scenario: scenario, paths: strategyFiles))
    }

    /// The scenario a `--scenario` value names (nil: the default), or a one-line error (exit code 2).
    static func loadScenario(named scenario: String?) throws -> Scenario {
        do {
            return try ScenarioSource.resolve(scenario, registry: CommandRegistry.current)
        } catch let error as ScenarioError {
            throw CommandFailure(error.message)
        }
    }

    /// The registered strategy `name` matches (case aside), or a one-line error naming `option`.
    static func resolve(_ name: StrategyName, in registry: StrategyRegistry, option: String) throws -> StrategyName {
        if let found = registry.name(matching: name.rawValue) { return found }
        throw CommandFailure("\(option): unknown strategy '\(name)'; use one of: \(registry.nameList)")
    }
}
