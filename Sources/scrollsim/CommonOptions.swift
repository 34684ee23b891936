import ArgumentParser
import Foundation
import ScrollSimKit
import StickyLayout

/// `--scenario`, `--strategy` and `--size`, shared by the commands that show a scenario.
/// Values are parsed in `resolve()` so a bad value is one line on stderr and exit code 2.
struct CommonOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A scenario JSON file (docs/scenario-format.md) or a built-in: \(ScenarioSource.builtinNames.joined(separator: ", ")) (default: \(ScenarioSource.defaultName)).",
        valueName: "file|name"))
    var scenario: String?

    @Option(name: .long, help: ArgumentHelp(
        "The strategy: \(StrategyKind.allCases.map(\.rawValue).joined(separator: ", ")) (default: the scenario's).",
        valueName: "name"))
    var strategy: String?

    @Option(name: .long, help: ArgumentHelp(
        "The viewport size in cells, WIDTHxHEIGHT (default: the scenario's viewport, else 80x24 or the terminal).",
        valueName: "WxH"))
    var size: String?

    /// The loaded scenario, chosen strategy and explicit size (nil when `--size` was not given).
    func resolve() throws -> (scenario: Scenario, strategy: StrategyKind, size: Size?) {
        let loaded = try CLIFailure.guarding { try ScenarioSource.resolve(scenario) }
        var kind = loaded.defaultStrategy
        if let strategy {
            guard let k = StrategyKind(rawValue: strategy.lowercased()) else {
                throw CLIFailure.exit("--strategy: '\(strategy)' is not a strategy; use one of: \(StrategyKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            kind = k
        }
        let explicitSize = try size.map { text in try CLIFailure.guarding { try StepArguments.size(text) } }
        return (loaded, kind, explicitSize)
    }
}

/// Reports a bad input as one line on stderr (`scrollsim: …`) and exit code 2.
enum CLIFailure {
    /// Prints `message` and returns the error that ends the command with exit code 2.
    static func exit(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("scrollsim: \(message)\n".utf8))
        return ExitCode(2)
    }

    /// Runs `body`, turning a `ScenarioError` or `ArgumentError` into `exit(_:)`.
    static func guarding<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let e as ScenarioError {
            throw exit(e.message)
        } catch let e as ArgumentError {
            throw exit(e.message)
        }
    }
}
