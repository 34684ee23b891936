import ArgumentParser

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
}
