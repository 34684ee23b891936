import ScrollSimKit
import StickyLayout

/// Strategy files named on the command line and by scenarios, turned into a registry.
enum StrategyFiles {
    /// The command line's strategies (the built-ins and any a package registered), then
    /// `scenario`'s strategy files, then the files at `paths`; one-line errors.
    static func registry(scenario: Scenario?, paths: [String]) throws -> StrategyRegistry {
        var registry = CommandRegistry.current
        var names: [StrategyName: String] = [:]
        for file in scenario?.strategyFiles ?? [] {
            registry.register(file.registration)
            names[file.name] = file.path
        }
        for path in paths {
            let file: StrategyFile
            do {
                file = try StrategyFileSource.load(path: path, reserved: CommandRegistry.current.names)
            } catch {
                throw CommandFailure("--strategy-file: \(error.message)")
            }
            if let other = names[file.name] {
                throw CommandFailure(StrategyFileError(
                    "--strategy-file: \(path): name: \"\(file.name)\" is already the name of \(other); give each strategy file its own name").message)
            }
            names[file.name] = path
            registry.register(file.registration)
        }
        return registry
    }

    /// Every strategy file path in `registry`'s order (the scenario's, then the command line's).
    static func paths(scenario: Scenario?, paths: [String]) -> [String] {
        (scenario?.strategyFiles.map(\.path) ?? []) + paths
    }
}
