import ArgumentParser
import ScrollSimKit

/// `layout --offsets LIST`: offsets and inclusive ranges, applied in order (`0,4,10`, `0...40:5`).
enum OffsetListArgument {
    static func parse(_ text: String) throws -> [Double] {
        do {
            return try StepArguments.offsets(text)
        } catch {
            throw ArgumentValueError(description: error.message.droppingOptionName("--offsets"))
        }
    }
}

/// `layout --rect Y0,Y1`: a scroll-axis span to query instead of the bounds.
enum SpanArgument {
    static func parse(_ text: String) throws -> QuerySpan {
        guard let span = StepArguments.span(text) else {
            throw ArgumentValueError(description: "use START,END with START <= END, e.g. 0,3")
        }
        return span
    }
}

/// `--keys HISTORY` (render, layout): a key history (docs/key-history.md).
enum KeyHistoryArgument {
    static func parse(_ text: String) throws -> [KeyHistory.Entry] {
        do {
            return try KeyHistory.parse(text)
        } catch {
            throw ArgumentValueError(description: error.message)
        }
    }
}

extension String {
    /// The message without a leading `OPTION: ` (ArgumentParser already names the option).
    func droppingOptionName(_ option: String) -> String {
        hasPrefix(option + ": ") ? String(dropFirst(option.count + 2)) : self
    }
}
