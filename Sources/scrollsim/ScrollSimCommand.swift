import ArgumentParser
import Foundation

/// `scrollsim`: the root command. With no subcommand it runs the live simulator.
/// Started by `ScrollSim.main(registering:)`.
struct ScrollSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrollsim",
        abstract: "Simulates how a scrolling collection view pins sticky section headers and footers.",
        subcommands: [
            RunCommand.self, StrategiesCommand.self, LayoutCommand.self, RenderCommand.self,
            PlayCommand.self, RecordCommand.self, CheckCommand.self,
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
                FileHandle.standardError.write(Data("scrollsim: \(text); see 'scrollsim help'\n".utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
