import ArgumentParser
import CursesBackend
import ScrollSimKit
import StickyLayout

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Plays a demo script in the terminal.",
        discussion: """
            Keys: space pauses and resumes, left/right step one frame, +/- change the speed, T o i turn the projector \
            theme, the ghosts and the inspector the other way from the script's, q quits; at a `wait` line playing holds \
            until space, Enter, right, down or PgDn. \
            Frames are made as they are due, so a long script starts at once and plays in the same memory \
            as a short one; the player line shows the frame and the script time against its length. \
            A script's `size` is kept whatever the terminal: a smaller terminal crops the frames (a note above the player \
            line says so) and playing goes on; resizing never pauses. Script format, every command: docs/demo-script.md.
            """)

    @Argument(help: "The demo script (e.g. Demos/push-off.demo).")
    var script: String

    @Option(name: .customLong("strategy-file"), help: ArgumentHelp(
        "A strategy JSON file whose strategy the script may name; repeatable.", valueName: "file"))
    var strategyFiles: [String] = []

    @OptionGroup var view: DemoViewOptions

    func run() throws {
        let registry = try StrategyFiles.registry(scenario: nil, paths: strategyFiles)
        let parsed = try DemoLoading.script(at: script, registry: registry)
        let load = DemoLoading.cachingScenarioLoader(for: parsed)
        try checkFirstFrame(parsed, registry: registry, load: load)
        try DemoLoading.checkClaims(parsed, size: parsed.size, registry: registry, allowFalse: view.allowFalseClaims, command: "play")
        let projector = view.projector
        let exitCode = try DemoLoading.failures {
            try LivePlayer.run(fixedSize: parsed.size) { size, asciiOnly in
                DemoStream(script: parsed, size: size, asciiOnly: asciiOnly, registry: registry, projector: projector, loadScenario: load)
            }
        }
        if exitCode != 0 { Platform.exit(exitCode) }
    }

    /// Plays up to the first frame (without drawing it) before the terminal is touched, so an
    /// error in the opening steps, or a script that shows nothing, is a plain one-line error.
    /// A later step that cannot be carried out ends playing with its error, the terminal restored.
    private func checkFirstFrame(_ parsed: DemoScript, registry: StrategyRegistry, load: @escaping (String) throws -> Scenario) throws {
        var stream = DemoStream(script: parsed, registry: registry, loadScenario: load)
        guard try DemoLoading.failures({ try stream.time(at: 0) }) != nil else {
            throw CommandFailure("\(parsed.path): the script shows nothing; start it with a `scenario NAME` line, e.g. `scenario contacts`")
        }
    }
}
