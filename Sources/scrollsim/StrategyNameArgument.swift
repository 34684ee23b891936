import ArgumentParser
import StickyLayout

/// `--strategy NAME`: any well-formed name; whether it is registered is checked once the strategy
/// files are loaded (`SessionOptions.strategies`).
extension StrategyName: ExpressibleByArgument {
    public init?(argument: String) {
        let name = StrategyName(argument)
        guard name.isWellFormed else { return nil }
        self = name
    }

    public static var defaultCompletionKind: CompletionKind { .list(CommandRegistry.current.names.map(\.rawValue)) }
}

/// `--split a,b,c`: a comma-separated list of strategy names (at least two: checked by `SessionOptions`).
struct StrategyNameList: ExpressibleByArgument {
    var names: [StrategyName]

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { StrategyName(String($0).trimmingSpaces) }
        guard parts.allSatisfy(\.isWellFormed) else { return nil }
        names = parts
    }
}

/// Help text naming the registered strategies.
enum StrategyHelp {
    /// Read by several options' help each time ArgumentParser makes a command value (a few times
    /// per run), so it is joined once per registry.
    static var builtInNames: String { CommandRegistry.nameList }
}
