import ArgumentParser
import ScrollSimKit

/// A command-line value that cannot be used; `description` says what is allowed.
struct ArgumentValueError: Error, CustomStringConvertible {
    let description: String
}

/// A command-line value read by `parse`, which throws an `ArgumentValueError` saying what is
/// allowed; options pass `transform: Type.parse` so that message is what a person sees.
protocol ParsedArgument: ExpressibleByArgument {
    static func parse(_ text: String) throws -> Self
}

extension ParsedArgument {
    init?(argument: String) {
        guard let parsed = try? Self.parse(argument) else { return nil }
        self = parsed
    }
}

/// `--offset`: a finite content offset in points along the scroll axis.
struct OffsetArgument: ParsedArgument, Equatable, CustomStringConvertible {
    var value: Double

    /// Parses `text`, or throws what is allowed (ArgumentParser prints it after the option's name).
    static func parse(_ text: String) throws -> OffsetArgument {
        let limit = StepArguments.maxCoordinate
        guard let value = Double(text), value.isFinite, abs(value) <= limit else {
            throw ArgumentValueError(description: "use a number from -\(JSONValue.format(limit)) to \(JSONValue.format(limit)), e.g. --offset 12 or --offset -3.5")
        }
        return OffsetArgument(value: value)
    }

    var description: String { JSONValue.format(value) }
}
