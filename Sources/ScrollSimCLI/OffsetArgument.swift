import ArgumentParser
import ScrollSimKit

/// A command-line value that cannot be used; `description` says what is allowed.
struct ArgumentValueError: Error, CustomStringConvertible {
    let description: String
}

/// `--offset`: a finite content offset in points along the scroll axis.
enum OffsetArgument {
    /// Parses `text`, or throws what is allowed (ArgumentParser prints it after the option's name).
    static func parse(_ text: String) throws -> Double {
        let limit = StepArguments.maxCoordinate
        guard let value = Double(text), value.isFinite, abs(value) <= limit else {
            throw ArgumentValueError(description: "use a number from -\(JSONValue.format(limit)) to \(JSONValue.format(limit)), e.g. --offset 12 or --offset -3.5")
        }
        return value
    }
}
