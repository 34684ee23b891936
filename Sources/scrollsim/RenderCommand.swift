import ArgumentParser
import ScrollSimKit
import StickyLayout

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Prints the frame the live view would show, as text.",
        discussion: "Uses the live view's render code, so the output is what `scrollsim` draws at that size and offset.")

    @OptionGroup var session: SessionOptions

    @Option(name: .long, help: "Terminal size as COLUMNSxROWS.")
    var size: String = "80x24"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Content offset along the scroll axis, a finite number (negative or past the end shows overscroll).", valueName: "points"),
        transform: OffsetArgument.parse)
    var offset = OffsetArgument(0)

    @Flag(name: .long, help: "Draw ghost outlines at pinned elements' natural frames.")
    var ghost = false

    @Flag(name: .long, help: "Show the inspector panel.")
    var inspector = false

    @Flag(name: .customLong("help-overlay"), help: "Show the help overlay (what `?` shows in the live view).")
    var helpOverlay = false

    @Option(name: .long, help: "Turn on a fault: no-invalidation, no-reinsertion, no-zindex (repeatable).")
    var fault: [String] = []

    @Flag(name: .long, help: "Draw with ASCII characters only.")
    var ascii = false

    @Flag(name: .long, help: "Clamp the offset instead of showing overscroll.")
    var noBounce = false

    @Flag(name: .long, help: "Hide the scroll indicator column (the viewport takes it).")
    var noIndicator = false

    func run() throws {
        try StandardOutput.shared.line(try renderText())
    }

    func renderText() throws -> String {
        guard let terminalSize = TerminalSize(parsing: size) else {
            throw CommandFailure("--size '\(size)' is not COLUMNSxROWS; use whole numbers from 1 to \(TerminalSize.maximumSide), e.g. --size 80x24")
        }
        let scenario = try session.loadScenario()
        let registry = try session.registry()
        var faults = FaultSwitches()
        for name in fault {
            guard let switchName = Fault(rawValue: name) else {
                let names = Fault.allCases.map(\.rawValue).joined(separator: ", ")
                throw CommandFailure("unknown fault '\(name)'; use one of: \(names)")
            }
            faults[keyPath: switchName.keyPath] = true
        }
        let settings = SessionSettings(
            strategies: try session.strategies(default: scenario.defaultStrategy, registry: registry),
            toggles: ViewToggles(ghost: ghost, inspector: inspector, help: helpOverlay, bounce: !noBounce, indicator: !noIndicator),
            faults: faults, asciiOnly: ascii, registry: registry)
        var simulator = SimulatorSession(scenario: scenario, settings: settings, size: terminalSize)
        simulator.place(atOffset: offset.value)
        return simulator.render(into: terminalSize).text
    }
}
