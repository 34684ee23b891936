import ArgumentParser
import ScrollSimKit
import StickyLayout

/// `--time`: a duration such as `30s`, `2m`, `500ms` or `10` (seconds), up to a day.
struct TimeLimit: ExpressibleByArgument, Sendable {
    var seconds: Double

    init?(argument: String) {
        let text = argument.lowercased()
        var number = Substring(text)
        var scale = 1.0
        for (suffix, factor) in [("ms", 0.001), ("s", 1.0), ("m", 60.0), ("h", 3600.0)] where text.hasSuffix(suffix) {
            number = text.dropLast(suffix.count)
            scale = factor
            break
        }
        guard let value = Double(number), value.isFinite, value > 0, value * scale <= 86_400 else { return nil }
        seconds = value * scale
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// `--format`: text or json.
enum CheckFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
}

/// `--fault`: one of the engine's fault switches.
struct FaultName: ExpressibleByArgument, Sendable {
    var fault: Fault

    init?(argument: String) {
        guard let fault = Fault(rawValue: argument) else { return nil }
        self.fault = fault
    }

    static var allValueStrings: [String] { Fault.allCases.map(\.rawValue) }
}

/// `--compare A,B`: two different strategy names.
struct StrategyPair: ExpressibleByArgument, Sendable {
    var first: String
    var second: String

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
              CheckStrategies.builtin(named: parts[0]) != nil, CheckStrategies.builtin(named: parts[1]) != nil,
              parts[0].lowercased() != parts[1].lowercased()
        else { return nil }
        first = parts[0]
        second = parts[1]
    }
}

/// Where `check` finds strategies: the single place that turns a name into a checkable subject.
enum CheckStrategies {
    /// The built-in strategy named `name`, or nil.
    static func builtin(named name: String) -> StrategyKind? {
        StrategyKind(rawValue: name.lowercased())
    }

    /// The subject for `name` with `faults`, or a one-line error listing the names.
    static func subject(named name: String, faults: FaultSwitches) throws -> CheckSubject {
        guard let kind = builtin(named: name) else {
            let names = StrategyKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandFailure("unknown strategy '\(name)'; use one of: \(names)")
        }
        return CheckSubject.builtin(kind, faults: faults)
    }
}
