import ArgumentParser
import StickyLayout

/// `scrollsim strategies`: one line a strategy.
struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "strategies", abstract: "Lists every strategy.")

    @Flag(name: .long, help: "Also print what each strategy is modelled on.")
    var source = false

    func run() throws {
        let width = StrategyKind.allCases.map(\.rawValue.count).max() ?? 0
        for kind in StrategyKind.allCases {
            let pad = String(repeating: " ", count: width - kind.rawValue.count)
            try StandardOutput.shared.line("\(kind.rawValue)\(pad)  \(kind.summary)")
            if source { try StandardOutput.shared.line("\(String(repeating: " ", count: width))  source: \(kind.source)") }
        }
    }
}
