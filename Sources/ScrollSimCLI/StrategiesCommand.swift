import ArgumentParser
import ScrollSimKit
import StickyLayout

/// `scrollsim strategies`: one line a strategy, from the registry (built-ins and loaded files).
struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strategies", abstract: "Lists every strategy, or prints one as a strategy file.",
        discussion: "--describe NAME prints the strategy file (docs/strategy-format.md) of a built-in the unified model can express, or of a loaded file.")

    @Flag(name: .long, help: "Also print what each strategy is modelled on and the scenario option keys it reads.")
    var source = false

    @Option(name: .customLong("strategy-file"), help: ArgumentHelp("A strategy JSON file to load and list; repeatable.", valueName: "file"))
    var strategyFiles: [String] = []

    @Option(name: .long, help: ArgumentHelp("Print this strategy as a strategy file.", valueName: "name"),
            transform: StrategyName.parse)
    var describe: StrategyName?

    func run() throws {
        let registry = try StrategyFiles.registry(scenario: nil, paths: strategyFiles)
        if let describe {
            try StandardOutput.shared.write(try Self.description(of: describe, in: registry))
        } else {
            try StandardOutput.shared.write(Self.listing(registry, source: source))
        }
    }

    /// The strategy file for `name`, or a one-line error.
    static func description(of name: StrategyName, in registry: StrategyRegistry) throws -> String {
        let found = try ScenarioOptions.resolve(name, in: registry, option: "--describe")
        guard let file = registry.registration(named: found).flatMap(StrategyFile.describing) else {
            throw CommandFailure("--describe: \(found) cannot be written in the unified model (see \"What the model cannot express\" in docs/strategy-format.md); describable: \(registry.registrations.filter { $0.pinningModel != nil }.map(\.name.rawValue).joined(separator: ", "))")
        }
        return StrategyFileEncoder.encode(file)
    }

    /// One line a strategy (name, summary); with `source`, its source and option keys below it.
    static func listing(_ registry: StrategyRegistry, source: Bool) -> String {
        let width = registry.names.map(\.rawValue.count).max() ?? 0
        let indent = String(repeating: " ", count: width)
        var out = ""
        for r in registry.registrations {
            let pad = String(repeating: " ", count: width - r.name.rawValue.count)
            let summary = StrategyFileError.escapingControlCharacters(r.summary)
            out += "\(r.name.rawValue)\(pad)  \(summary)\n"
            if source {
                out += "\(indent)  source: \(StrategyFileError.escapingControlCharacters(r.source))\n"
                for key in r.optionKeys {
                    out += "\(indent)  option \(key.key) (\(key.type.rawValue)): \(key.summary)\n"
                }
            }
        }
        return out
    }
}
