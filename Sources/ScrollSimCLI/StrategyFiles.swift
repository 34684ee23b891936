import ScrollSimKit
import StickyLayout

/// Strategy files named on the command line and by scenarios, turned into a registry.
enum StrategyFiles {
    /// The command line's strategies (the built-ins and any a package registered), then
    /// `scenario`'s strategy files, then the files at `paths`; one-line errors.
    static func registry(scenario: Scenario?, paths: [String]) throws -> StrategyRegistry {
        try load(scenario: scenario, paths: paths).registry
    }

    /// `registry(scenario:paths:)` and each strategy file's name and path, in the registry's order.
    static func load(
        scenario: Scenario?, paths: [String]
    ) throws -> (registry: StrategyRegistry, files: [(name: StrategyName, path: String)]) {
        var registry = CommandRegistry.current
        let scenarioFiles = scenario?.strategyFiles ?? []
        for file in scenarioFiles {
            registry.register(file.registration)
        }
        do {
            return try StrategyFileSource.registry(
                adding: paths, to: registry, reserved: CommandRegistry.current.names,
                files: scenarioFiles.map { ($0.name, $0.path) })
        } catch {
            throw CommandFailure("--strategy-file: \(error.message)")
        }
    }

    /// Every strategy file path in `registry`'s order (the scenario's, then the command line's).
    static func paths(scenario: Scenario?, paths: [String]) -> [String] {
        (scenario?.strategyFiles.map(\.path) ?? []) + paths
    }
}
