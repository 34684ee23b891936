import ArgumentParser
import ScrollSimKit
import StickyLayout

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Prints the frame the live view would show, as text.",
        discussion: """
            Uses the live view's render code, so the output is what `scrollsim` draws at that size and offset. \
            --keys replays a key history (what `y` in the live view prints) step by step, exactly as the live view \
            applied it: one bounds change and one layout query per key.
            """)

    @OptionGroup var session: SessionOptions

    @OptionGroup var start: StartOptions

    @Option(name: .long, help: ArgumentHelp("Terminal size as COLUMNSxROWS (default 80x24).", valueName: "CxR"),
            transform: TerminalSizeArgument.parse)
    var size = TerminalSize(columns: 80, rows: 24)

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Key history to replay after the offset, one step a key: 'jjjjj fn jjjj', '42G', '<C-d> <Down> <Size:100x30> <Settle>' (names in docs/key-history.md).",
        valueName: "keys"), transform: KeyHistoryArgument.parse)
    var keys: [KeyHistory.Entry]?

    @Option(name: .customLong("keys-file"), help: ArgumentHelp(
        "Read the key history from FILE instead (what `y` writes beside a report when the history is too long for a command line).",
        valueName: "FILE"))
    var keysFile: String?

    @Option(name: .long, help: ArgumentHelp(
        "A demo script to carry out first, at once (scrollto, scroll, insert, delete, fault, …; docs/demo-script.md): what `check` writes next to a shrunk scenario.",
        valueName: "FILE"))
    var script: String?

    @Flag(name: .long, help: "Draw with the high-contrast projector theme's markers.")
    var projector = false

    @Flag(name: .long, help: "Draw ghost outlines at pinned elements' natural frames.")
    var ghost = false

    @Flag(name: .long, help: "Show the inspector panel.")
    var inspector = false

    @Flag(name: .customLong("help-overlay"), help: "Show the help overlay (what `?` shows in the live view).")
    var helpOverlay = false

    @Option(name: .long, help: "Turn on a fault (repeatable), as the live view's f n, f r, f z.")
    var fault: [Fault] = []

    @Flag(name: .long, help: "Draw with ASCII characters only.")
    var ascii = false

    func run() throws {
        try StandardOutput.shared.line(try renderText())
    }

    func renderText() throws -> String { try renderFrame().text }

    /// The frame `render` prints.
    func renderFrame() throws -> Frame {
        let history = try KeyHistoryArgument.history(keys: keys, file: keysFile)
        let toggles = ViewToggles(
            ghost: ghost, inspector: inspector, help: helpOverlay, bounce: !start.noBounce, indicator: !start.noIndicator,
            projector: projector)
        // A replayed history may start at a size too small for the panes, as the live view can.
        let (scenario, settings) = history == nil
            ? try { let d = try session.drawing(size: size, toggles: toggles, faults: Fault.switches(fault), asciiOnly: ascii); return (d.scenario, d.settings) }()
            : try session.drawing(toggles: toggles, faults: Fault.switches(fault), asciiOnly: ascii)
        var simulator = SimulatorSession(scenario: scenario, settings: settings, size: size, startOffset: start.offset)
        if let script { try DemoLoading.carryOut(script, on: &simulator, registry: settings.registry) }
        simulator.replay(history ?? [])
        return simulator.view()
    }
}
