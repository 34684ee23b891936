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

/// `--keys HISTORY` and `--keys-file FILE` (render, layout): a key history (docs/key-history.md).
enum KeyHistoryArgument {
    static func parse(_ text: String) throws -> [KeyHistory.Entry] {
        do {
            return try KeyHistory.parse(text)
        } catch {
            throw ArgumentValueError(description: error.message)
        }
    }

    /// The history in the file at `path` (what `y` writes beside a report when the history is too
    /// long for a command line), or the one `--keys` gave.
    static func history(keys: [KeyHistory.Entry]?, file path: String?) throws -> [KeyHistory.Entry]? {
        guard let path else { return keys }
        guard keys == nil else { throw CommandFailure("--keys and --keys-file both give a history; keep one") }
        do {
            let bytes = try InputFile.read(path, limit: KeyHistory.maximumLength + 1, what: "a key history file (what `y` writes beside a report)")
            let text = try InputFile.text(bytes, path: path, fix: "give a UTF-8 key history as `y` writes it")
            return try KeyHistory.parse(text)
        } catch let error as InputFileError {
            throw CommandFailure("--keys-file: \(error.message)")
        } catch let error as KeyHistory.ParseError {
            throw CommandFailure("--keys-file: \(path): \(error.message)")
        }
    }
}

extension String {
    /// The message without a leading `OPTION: ` (ArgumentParser already names the option).
    func droppingOptionName(_ option: String) -> String {
        hasPrefix(option + ": ") ? String(dropFirst(option.count + 2)) : self
    }
}
