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

    /// `--time`'s value, or an error saying what to give.
    static func parse(_ text: String) throws -> TimeLimit {
        guard let limit = TimeLimit(argument: text) else {
            throw ValidationError("use a duration from 1ms to 24h such as 30s, 2m or 500ms")
        }
        return limit
    }
}

/// `--compare A,B`: exactly two well-formed strategy names.
struct StrategyPair: ExpressibleByArgument, Sendable {
    var first: StrategyName
    var second: StrategyName

    init?(argument: String) {
        guard let list = StrategyNameList(argument: argument), list.names.count == 2 else { return nil }
        first = list.names[0]
        second = list.names[1]
    }

    /// `--compare`'s value, or an error saying what to give.
    static func parse(_ text: String) throws -> StrategyPair {
        guard let pair = StrategyPair(argument: text) else {
            throw ValidationError("give two strategy names separated by a comma, e.g. --compare evadne,uikit")
        }
        return pair
    }
}

/// `--seed`: a whole number from 0 to 2^64-1.
enum SeedArgument {
    static func parse(_ text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else {
            throw ValidationError("use a whole number from 0 to \(UInt64.max)")
        }
        return seed
    }
}

/// Where `check` finds strategies: the single place that turns a name into a checkable subject.
enum CheckStrategies {
    /// The strategies `check` can see (the command line's registry).
    static var registry: StrategyRegistry { CommandRegistry.current }

    /// The subject registered as `name` in `registry`, with `faults`, or a one-line error listing the names.
    static func subject(_ name: StrategyName, option: String, registry: StrategyRegistry, faults: FaultSwitches) throws -> CheckSubject {
        let found = try SessionOptions.resolve(name, in: registry, option: option)
        guard let subject = CheckSubject(found, registry: registry, faults: faults) else {
            throw CommandFailure("\(option): unknown strategy '\(name)'; use one of: \(registry.nameList)")
        }
        return subject
    }

    /// The subject described by the strategy file at `path`, or its one-line error.
    static func subject(file path: String, faults: FaultSwitches) throws -> CheckSubject {
        let file: StrategyFile
        do {
            file = try StrategyFileSource.load(path: path, reserved: registry.names)
        } catch {
            throw CommandFailure("--strategy-file: \(error.message)")
        }
        var withFile = registry
        withFile.register(file.registration)
        guard let subject = CheckSubject(file.name, registry: withFile, faults: faults, strategyFile: path) else {
            throw CommandFailure("--strategy-file: \(path): could not register \"\(file.name)\"")
        }
        return subject
    }
}
