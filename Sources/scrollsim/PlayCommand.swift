import ArgumentParser
import CursesBackend
import ScrollSimKit

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Plays a demo script in the terminal.",
        discussion: """
            Keys: space pauses and resumes, left/right step one frame, +/- change the speed, q quits. \
            A script's `size` is kept whatever the terminal: a smaller terminal crops the frames (the player \
            line says so) and playing goes on; resizing never pauses. Script format, every command: docs/demo-script.md.
            """)

    @Argument(help: "The demo script (e.g. Demos/push-off.demo).")
    var script: String

    @Option(name: .customLong("strategy-file"), help: ArgumentHelp(
        "A strategy JSON file whose strategy the script may name; repeatable.", valueName: "file"))
    var strategyFiles: [String] = []

    func run() throws {
        let exitCode: Int32
        do {
            let registry = try StrategyFiles.registry(scenario: nil, paths: strategyFiles)
            let parsed = try DemoLoading.script(at: script, registry: registry)
            _ = try DemoLoading.timeline(parsed, size: nil, asciiOnly: false, registry: registry)  // fail before touching the terminal
            exitCode = try LivePlayer.run(fixedSize: parsed.size) { size, asciiOnly in
                try DemoLoading.timeline(parsed, size: size, asciiOnly: asciiOnly, registry: registry)
            }
        }
        if exitCode != 0 { Platform.exit(exitCode) }
    }
}
