import ArgumentParser
import ScrollSimKit
import StickyLayout

/// `--strategy NAME`: any well-formed name; whether it is registered is checked once the strategy
/// files are loaded (`SessionOptions.strategies`).
extension StrategyName: ExpressibleByArgument {
    public init?(argument: String) {
        guard let name = try? Self.parse(argument) else { return nil }
        self = name
    }

    /// What a strategy name may hold (ArgumentParser prints it after the option's name).
    static let allowed = "1 to \(maximumLength) ASCII letters, digits, '-', '_' or '.', starting with a letter or digit"

    /// Parses a well-formed name, or throws what a name may hold.
    static func parse(_ text: String) throws -> StrategyName {
        let name = StrategyName(text)
        guard name.isWellFormed else {
            throw ArgumentValueError(description: "use a strategy name of \(allowed), e.g. uikit (see `scrollsim strategies`)")
        }
        return name
    }

    public static var defaultCompletionKind: CompletionKind { .list(CommandRegistry.current.names.map(\.rawValue)) }
}

/// `--split a,b,c`: a comma-separated list of strategy names (at least two: checked by `SessionOptions`).
enum StrategyNameList {
    /// Parses comma-separated well-formed names, or throws what the list may hold.
    static func parse(_ text: String) throws -> [StrategyName] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { StrategyName($0.trimmingSpaces) }
        guard parts.allSatisfy(\.isWellFormed) else {
            throw ArgumentValueError(description: "use strategy names of \(StrategyName.allowed), separated by commas, e.g. uikit,css")
        }
        return parts
    }
}
