import ArgumentParser
import ScrollSimKit
import StickyLayout

/// `--time`: a duration such as `30s`, `2m`, `500ms` or `10` (seconds), up to a day.
struct TimeLimit: Sendable {
    var seconds: Double

    /// `--time`'s value, or an error saying what to give.
    static func parse(_ argument: String) throws -> TimeLimit {
        let text = argument.lowercased()
        var number = Substring(text)
        var scale = 1.0
        for (suffix, factor) in [("ms", 0.001), ("s", 1.0), ("m", 60.0), ("h", 3600.0)] where text.hasSuffix(suffix) {
            number = text.dropLast(suffix.count)
            scale = factor
            break
        }
        guard let value = Double(number), value.isFinite, value * scale >= 0.001, value * scale <= 86_400 else {
            throw ValidationError("use a duration from 1ms to 24h such as 30s, 2m or 500ms")
        }
        return TimeLimit(seconds: value * scale)
    }
}

/// `--compare A,B`: exactly two well-formed strategy names.
struct StrategyPair: Sendable {
    var first: StrategyName
    var second: StrategyName

    /// `--compare`'s value, or an error saying what to give.
    static func parse(_ text: String) throws -> StrategyPair {
        guard let names = try? StrategyNameList.parse(text), names.count == 2 else {
            throw ValidationError("give two strategy names separated by a comma, e.g. --compare evadne,uikit")
        }
        return StrategyPair(first: names[0], second: names[1])
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

/// `--direction`: the scroll direction `check` generates.
struct DirectionArgument: Sendable {
    var direction: ScrollDirection

    static func parse(_ text: String) throws -> DirectionArgument {
        guard let direction = ScrollDirection(rawValue: text.lowercased()) else {
            throw ValidationError("use vertical or horizontal")
        }
        return DirectionArgument(direction: direction)
    }

    /// `directions` as words, vertical first ("vertical, horizontal").
    static func names(_ directions: Set<ScrollDirection>) -> String {
        [ScrollDirection.vertical, .horizontal].filter(directions.contains).map(\.rawValue).joined(separator: ", ")
    }
}

/// Where `check` finds strategies: the single place that turns a name into a checkable subject.
enum CheckStrategies {
    /// The subject registered as `name` in `registry`, with `faults`, generated in `direction`
    /// only when given; `files` says which names came from strategy files. A one-line error lists
    /// the names, or the directions the strategy supports.
    static func subject(
        _ name: StrategyName, option: String, registry: StrategyRegistry, files: [(name: StrategyName, path: String)] = [],
        faults: FaultSwitches, direction: ScrollDirection? = nil
    ) throws -> CheckSubject {
        let found = try ScenarioOptions.resolve(name, in: registry, option: option)
        let path = files.first { $0.name == found }?.path
        guard var subject = CheckSubject(found, registry: registry, faults: faults, strategyFile: path) else {
            throw CommandFailure("\(option): unknown strategy '\(name)'; use one of: \(registry.nameList)")
        }
        if let direction {
            guard subject.directions.contains(direction) else {
                throw CommandFailure("--direction \(direction.rawValue): \(subject.name) supports \(DirectionArgument.names(subject.directions)) only; drop --direction or choose that")
            }
            subject.directions = [direction]
        }
        return subject
    }
}
