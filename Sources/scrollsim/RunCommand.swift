import ArgumentParser
import CursesBackend
import ScrollSimKit

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Runs the live simulator in the terminal (the default command).",
        discussion: "Keys: arrows/j/k scroll, PgUp/PgDn/space a page, g/G ends, Tab/Shift-Tab/F2-F12 strategy, o ghost, i inspector, e bounce, s scroll indicator, n/r/z faults, ? help, q quit.")

    @OptionGroup var session: SessionOptions

    @Flag(name: .long, help: "Clamp scrolling at the ends instead of rubber-banding.")
    var noBounce = false

    @Flag(name: .long, help: "Hide the scroll indicator column (the viewport takes it); `s` toggles it live.")
    var noIndicator = false

    @Option(name: .long, parsing: .unconditional, help: "Start at this content offset along the scroll axis (as `render --offset`).")
    var offset: Double?

    func run() throws {
        let exitCode: Int32
        do {
            let scenario = try session.loadScenario()
            let registry = try session.registry()
            let strategies = try session.strategies(default: scenario.defaultStrategy, registry: registry)
            let bounce = !noBounce
            let indicator = !noIndicator
            if let offset, !offset.isFinite || abs(offset) > StepArguments.maxCoordinate {
                throw CommandFailure("--offset: '\(offset)' is out of range; use a number from -1e12 to 1e12")
            }
            let start = offset
            exitCode = try LiveSimulator.run { utf8, size in
                let settings = SessionSettings(
                    strategies: strategies, toggles: ViewToggles(bounce: bounce, indicator: indicator), asciiOnly: !utf8,
                    registry: registry)
                var session = SimulatorSession(scenario: scenario, settings: settings, size: size)
                if let start { session.place(atOffset: start) }
                return session
            }
        }
        if exitCode != 0 { Platform.exit(exitCode) }
    }
}
