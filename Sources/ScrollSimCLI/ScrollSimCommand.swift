import ArgumentParser
import CursesBackend
import ScrollSimKit

/// `scrollsim`: the root command. With no subcommand it runs the live simulator.
/// Started by `ScrollSim.main(registering:)`; help and errors use the name the program was started
/// under (`ProgramName`), so a team's `my-scrollsim` says `USAGE: my-scrollsim`.
struct ScrollSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: ProgramName.current,
        abstract: "Simulates how a scrolling collection view pins sticky section headers and footers.",
        subcommands: [
            RunCommand.self, StrategiesCommand.self, LayoutCommand.self, RenderCommand.self,
            PlayCommand.self, RecordCommand.self, ExportCommand.self, CheckCommand.self, CheckWorkerCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    /// Parses and runs. The one error path: every failure, whether ArgumentParser's or a command's,
    /// is one line on standard error (escaped by `Platform.writeError`) and an exit code: 2 for bad
    /// input (arguments, files, scripts, and a terminal or `TERM` the live view cannot use), 1 for a
    /// failed write. Output goes through `StandardOutput`.
    static func main() {
        Platform.reportBrokenPipes()
        do {
            var command = try parseAsRoot()
            try command.run()
            try StandardOutput.shared.flush()
        } catch let failure as CommandFailure {
            fail(failure)
        } catch let failure as TerminalSetupError {
            Platform.exitWithMessage("\(ProgramName.current): \(failure)", code: 2)
        } catch {
            switch exitCode(for: error) {
            case .success:  // --help, --version
                do {
                    try StandardOutput.shared.line(fullMessage(for: error))
                    try StandardOutput.shared.flush()
                } catch {
                    fail(error)
                }
                Platform.exit(0)
            case .validationFailure:
                let program = ProgramName.current
                let message = shaped(oneLine(fullMessage(for: error)), arguments: Array(CommandLine.arguments.dropFirst()))
                Platform.exitWithMessage("\(program): \(message); see '\(program) help'", code: 2)
            default:
                exit(withError: error)
            }
        }
    }

    /// Prints a command's one-line error and exits: never a stack trace.
    static func fail(_ failure: CommandFailure) -> Never {
        Platform.exitWithMessage("\(ProgramName.current): \(failure.message)", code: failure.exitCode)
    }

    /// The longest part of a given value a message quotes (the rest is elided).
    static let quotedValueLimit = 120

    /// ArgumentParser's one-line message made to say what is wrong first: a refused value comes
    /// after the reason, elided past `quotedValueLimit` characters; an option whose value starts
    /// with `-` (read as another option, "Missing value") is named with the value and the
    /// `--option=value` form that passes it.
    static func shaped(_ message: String, arguments: [String]) -> String {
        if message.hasPrefix("The value '"), let marker = message.ranges(of: "' is invalid for '").last {
            let value = String(message[message.index(message.startIndex, offsetBy: 11)..<marker.lowerBound])
            let rest = message[marker.upperBound...]
            if let close = rest.firstIndex(of: "'") {
                let option = rest[..<close].split(separator: " ").first.map(String.init) ?? String(rest[..<close])
                var reason = rest[rest.index(after: close)...].drop { $0 == ":" || $0 == " " }
                if reason.isEmpty { reason = "not a value it takes" }
                return "\(option): \(reason) (given '\(elided(value))')"
            }
        }
        if message.hasPrefix("Missing value for '"), let close = message.dropFirst(19).firstIndex(of: "'") {
            let option = message[message.index(message.startIndex, offsetBy: 19)..<close].split(separator: " ").first.map(String.init) ?? ""
            if let at = arguments.firstIndex(of: option), at + 1 < arguments.count, arguments[at + 1].hasPrefix("-") {
                let value = elided(arguments[at + 1])
                return "\(option) was given '\(value)', which starts with '-' and reads as an option; write \(option)=\(value) to pass it as the value"
            }
        }
        return message.count > 400 ? elided(message, limit: 400) : message
    }

    /// `text` cut to about `limit` characters, its length said in the middle.
    static func elided(_ text: String, limit: Int = quotedValueLimit) -> String {
        guard text.count > limit else { return text }
        return "\(text.prefix(limit * 2 / 3))…(\(text.count) characters)…\(text.suffix(limit / 6))"
    }

    /// ArgumentParser's message as one line: the text before the usage, value lists joined by commas.
    static func oneLine(_ message: String) -> String {
        var parts: [String] = []
        var values: [String] = []
        for line in message.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.hasPrefix("Usage:") || line.hasPrefix("Help:") { break }
            if line.hasPrefix("  - ") { values.append(String(line.dropFirst(4))); continue }
            parts.append(String(line))
        }
        var text = parts.joined(separator: " ")
        if text.hasPrefix("Error: ") { text = String(text.dropFirst(7)) }
        if !values.isEmpty { text += " " + values.joined(separator: ", ") }
        while text.hasSuffix(".") { text.removeLast() }
        return text.isEmpty ? "bad arguments" : text
    }
}
