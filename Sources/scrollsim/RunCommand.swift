import ArgumentParser
import CursesBackend
import ScrollSimKit

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Runs the live simulator in the terminal (the default command).",
        discussion: "Keys: arrows/j/k scroll, PgUp/PgDn/space a page, g/G ends, 1-8/Tab strategy, o ghost, i inspector, e bounce, s scroll indicator, n/r/z faults, ? help, q quit.")

    @OptionGroup var session: SessionOptions

    @Flag(name: .long, help: "Clamp scrolling at the ends instead of rubber-banding.")
    var noBounce = false

    @Flag(name: .long, help: "Hide the scroll indicator column (the viewport takes it); `s` toggles it live.")
    var noIndicator = false

    func run() throws {
        let exitCode: Int32
        do {
            let scenario = try session.loadScenario()
            let strategies = try session.strategies(default: scenario.defaultStrategy)
            let bounce = !noBounce
            let indicator = !noIndicator
            exitCode = try LiveSimulator.run { utf8, size in
                let settings = SessionSettings(
                    strategies: strategies, toggles: ViewToggles(bounce: bounce, indicator: indicator), asciiOnly: !utf8)
                return SimulatorSession(scenario: scenario, settings: settings, size: size)
            }
        }
        if exitCode != 0 { Platform.exit(exitCode) }
    }
}
