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
                Platform.exitWithMessage("\(program): \(oneLine(fullMessage(for: error))); see '\(program) help'", code: 2)
            default:
                exit(withError: error)
            }
        }
    }

    /// Prints a command's one-line error and exits: never a stack trace.
    static func fail(_ failure: CommandFailure) -> Never {
        Platform.exitWithMessage("\(ProgramName.current): \(failure.message)", code: failure.exitCode)
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
