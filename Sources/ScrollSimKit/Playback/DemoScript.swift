import StickyLayout

/// A parsed demo script: steps with the line each came from.
///
/// The format is one command a line; `#` starts a comment; blank lines are ignored:
/// ```
/// scenario contacts            # built-in name or a JSON file (relative to the script)
/// size 80x24                   # record only
/// strategyfile my-pin.json     # a strategy file (relative to the script); later lines may name it
/// strategy uikit               # or: split uikit,evadne,css
/// speed 10                     # rows per second for later scrolls
/// caption "Headers pin at the top"
/// scroll 12                    # rows; negative scrolls up; "scroll 12 at 4" overrides the speed
/// scrollto top                 # top, bottom, or an offset
/// pause 1.5                    # seconds
/// toggle ghost on              # ghost, inspector, help, bounce
/// fault reinsertion on         # invalidation, reinsertion, zindex
/// ```
package struct DemoScript: Sendable {
    /// The steps, in order, with their 1-based line numbers.
    package var steps: [(line: Int, step: DemoStep)]
    /// Where the script was read from (for messages and relative paths).
    package var path: String

    /// The script's `size` step, if any.
    package var size: TerminalSize? {
        for (_, step) in steps { if case .size(let columns, let rows) = step { return TerminalSize(columns: columns, rows: rows) } }
        return nil
    }

    package init(steps: [(line: Int, step: DemoStep)], path: String) {
        self.steps = steps
        self.path = path
    }

    /// The largest script file read, in bytes.
    package static let maxFileBytes = 16 << 20

    /// Parses `text` (LF or CRLF line endings); `path` names the script in error messages; `strategy`
    /// and `split` steps may name the strategies of `registry`.
    /// - Throws: `DemoScriptError` naming the path, the line and the fix.
    /// `loadStrategyFile` reads a `strategyfile` line's path (nil: such lines are refused).
    /// The most rows a script's `scroll` steps move in all: `record` and `play` make a frame a row,
    /// so this bounds their frames (docs/demo-script.md).
    package static let maximumScrolledRows: UInt = 100_000

    package static func parse(
        _ text: String, path: String, registry: StrategyRegistry = .builtIn,
        loadStrategyFile: ((String) throws -> StrategyFile)? = nil
    ) throws -> DemoScript {
        var registry = registry
        var steps: [(line: Int, step: DemoStep)] = []
        var number = 0
        var scrolled: UInt = 0
        for raw in lines(of: text) {
            number += 1
            let words = try DemoLexer.words(String(decoding: raw, as: UTF8.self), path: path, line: number)
            guard let command = words.first else { continue }
            let step = try DemoStepParser(path: path, line: number, command: command.lowercased(), arguments: Array(words.dropFirst()),
                spelled: command, registry: registry, loadStrategyFile: loadStrategyFile).parse()
            if case .strategyFile(let file) = step { registry.register(file.registration) }
            if case .scroll(let rows, _) = step {
                scrolled += rows.magnitude
                if scrolled > maximumScrolledRows {
                    throw DemoScriptError(path: path, line: number, message: "the script scrolls \(scrolled) rows by this line; the limit is \(maximumScrolledRows) rows in all (a frame a row): scroll less, or jump with `scrollto`")
                }
            }
            steps.append((number, step))
        }
        if steps.isEmpty {
            throw DemoScriptError(path: path, line: 1, message: "the script has no steps; start with e.g. `scenario contacts`")
        }
        return DemoScript(steps: steps, path: path)
    }
}

extension DemoScript {
    /// The lines of `text`, split at LF and CRLF. Works on bytes: a line feed is always a grapheme
    /// of its own or the end of CRLF, so this splits where splitting the characters would, fast.
    static func lines(of text: String) -> [Substring.UTF8View] {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // A CR before a line feed is the CRLF's; a CR at the very end stays, as a character.
        for i in lines.indices.dropLast() where lines[i].last == UInt8(ascii: "\r") { lines[i] = lines[i].dropLast() }
        return lines
    }
}

/// A malformed script: one line naming the file, the line and what to write instead.
package struct DemoScriptError: Error, Sendable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var message: String

    package init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    package var description: String { "\(path):\(line): \(message)" }
}
