import ArgumentParser
import CursesBackend
import Foundation

/// `scrollsim`: the root command. With no subcommand it runs the live simulator.
@main
struct ScrollSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollsim",
        abstract: "Simulates how a scrolling collection view pins sticky section headers and footers.",
        subcommands: [
            RunCommand.self, StrategiesCommand.self, LayoutCommand.self, RenderCommand.self,
            PlayCommand.self, RecordCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    /// Parses and runs; a usage error (unknown option, missing value) is one line and exit code 2,
    /// like every other bad input.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                let first = fullMessage(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
                let text = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
                Platform.exitWithMessage("scrollsim: \(text); see 'scrollsim help'", code: 2)
            }
            exit(withError: error)
        }
    }
}
