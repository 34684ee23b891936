import ArgumentParser
import StickyLayout

/// `scrollsim strategies`: one line a strategy, from the registry.
struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "strategies", abstract: "Lists every strategy.")

    @Flag(name: .long, help: "Also print what each strategy is modelled on and the scenario option keys it reads.")
    var source = false

    func run() throws {
        try StandardOutput.shared.write(Self.listing(StrategyRegistry.builtIn, source: source))
    }

    /// One line a strategy (name, summary); with `source`, its source and option keys below it.
    static func listing(_ registry: StrategyRegistry, source: Bool) -> String {
        let width = registry.names.map(\.rawValue.count).max() ?? 0
        let indent = String(repeating: " ", count: width)
        var out = ""
        for r in registry.registrations {
            let pad = String(repeating: " ", count: width - r.name.rawValue.count)
            out += "\(r.name.rawValue)\(pad)  \(r.summary)\n"
            if source {
                out += "\(indent)  source: \(r.source)\n"
                for key in r.optionKeys {
                    out += "\(indent)  option \(key.key) (\(key.type.rawValue)): \(key.summary)\n"
                }
            }
        }
        return out
    }
}
