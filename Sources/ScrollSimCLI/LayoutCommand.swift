import ArgumentParser
import ScrollSimKit
import StickyLayout

/// `scrollsim layout`: scrolls through a list of offsets and prints what the layout returns at each.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Prints the layout attributes for a scroll.",
        discussion: """
            Each offset is applied in order as a bounds change (the first is the initial layout). \
            --keys replays a key history instead (what `y` in the live view prints, as `render --keys` takes it) \
            and prints what the layout returned after each input event: one bounds change and one layout query \
            per key, as the live view makes them; --terminal, --offset, --inspector, --no-bounce and \
            --no-indicator go with --keys. --calls lists, per step of --offsets, --keys or --script, \
            every call made into a UIKit layout object (docs/uikit-host.md). See docs/layout-json.md.
            """)

    @OptionGroup var source: ScenarioOptions

    @Option(name: .long, help: "Turn on a fault (repeatable), as the live view's f n, f r, f z.")
    var fault: [Fault] = []

    @Option(name: .long, help: ArgumentHelp(
        "The viewport (the collection view's bounds) in points, WIDTHxHEIGHT (default: the scenario's viewport, else 80x24).",
        valueName: "WxH"), transform: ViewportArgument.parse)
    var viewport: Size?

    /// The old spelling of `--viewport`, refused: `--size` is a terminal size everywhere else (`render`, `record`).
    @Option(name: .long, help: .hidden)
    var size: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Offsets to scroll to, in order: 0,4,10 or 0...40 (inclusive) or -5...3 or 0...40:5 (step). Default: 0.", valueName: "list"),
        transform: OffsetListArgument.parse)
    var offsets: [Double]?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "A live-view key history to replay instead of --offsets, one step a key: 'jjjjj fn jjjj', '42G', '<C-d> <Size:100x30> <Settle>' (docs/key-history.md).",
        valueName: "keys"), transform: KeyHistoryArgument.parse)
    var keys: [KeyHistory.Entry]?

    @Option(name: .customLong("keys-file"), help: ArgumentHelp(
        "Read the key history from FILE instead of --keys (what `y` writes beside a report when the history is too long for a command line).",
        valueName: "FILE"))
    var keysFile: String?

    @Option(name: .long, help: ArgumentHelp(
        "With --keys: the terminal size the live view had, COLUMNSxROWS, status rows included (render's --size; default 80x24).", valueName: "CxR"),
        transform: TerminalSizeArgument.parse)
    var terminal: TerminalSize?

    @OptionGroup var start: StartOptions

    @Flag(name: .long, help: "With --keys: start with the inspector shown (it covers the pane's right-hand columns; the viewport stays the same).")
    var inspector = false

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Query this scroll-axis span (full width) instead of the bounds, e.g. 0,3.", valueName: "Y0,Y1"),
        transform: SpanArgument.parse)
    var rect: QuerySpan?

    @Option(name: .long, help: ArgumentHelp(
        "Run a demo script (insert, delete, refresh, load-more, scroll, …) and print each step's update; see docs/layout-json.md.",
        valueName: "FILE"))
    var script: String?

    @Flag(name: .long, help: "With --script: go on when an `expect` claim is false, with a warning (default: stop, exit 1).")
    var allowFalseClaims = false

    @Option(name: .long, help: "Output format.")
    var format: OutputFormat = .json

    @Flag(name: .long, help: "List, per step, every call made into a UIKit layout object, in order, with its arguments and answer (with --offsets, --keys or --script; docs/uikit-host.md).")
    var calls = false

    func validate() throws {
        if let size {
            throw ValidationError("--size: layout's viewport is --viewport WIDTHxHEIGHT (--viewport \(VisibleEscapes.escape(ScrollSimCommand.elided(size, limit: 40)))); --size is a terminal size, as in render, and with --keys that is --terminal COLUMNSxROWS")
        }
    }

    func run() throws {
        let (scenario, registry) = try source.load()
        let faults = Fault.switches(fault)
        let strategy = try ScenarioOptions.resolve(source.strategy ?? scenario.defaultStrategy, in: registry, option: "--strategy")
        let viewport = self.viewport ?? scenario.viewport ?? Size(width: 80, height: 24)
        // A script may switch strategies; its steps on another strategy list no calls.
        if calls && script == nil {
            guard registry.strategy(named: strategy, options: scenario.options) is any LayoutProtocolHooks else {
                throw CommandFailure("--calls lists the calls into a UIKit layout object; '\(strategy.rawValue)' is not one (pick a strategy registered with .uikit)")
            }
        }
        if let keys = try KeyHistoryArgument.history(keys: keys, file: keysFile) {
            try runKeys(keys, scenario: scenario, strategy: strategy, registry: registry, faults: faults)
            return
        }
        if allowFalseClaims && script == nil { throw CommandFailure("--allow-false-claims applies to --script only") }
        if terminal != nil || inspector || start.noBounce || start.noIndicator {
            throw CommandFailure("--terminal, --inspector, --no-bounce and --no-indicator apply to --keys only; add --keys or use --offsets")
        }
        if start.offset != nil && script == nil {
            throw CommandFailure("--offset applies to --keys and --script (where they start); without them use --offsets")
        }
        if let script {
            guard format == .json else { throw CommandFailure("--script prints JSON only; drop --format text") }
            guard rect == nil else { throw CommandFailure("--rect does not apply to --script (each step queries the bounds)") }
            guard viewport.width >= 16, viewport.height >= 4 else {
                throw CommandFailure("--viewport: a script run needs a viewport of at least 16x4")
            }
            let parsed = try DemoLoading.script(at: script, registry: registry)
            try DemoLoading.checkClaims(parsed, size: nil, registry: registry, allowFalse: allowFalseClaims, command: "layout --script")
            let run = try DemoLoading.failures {
                try ScriptRun(script: parsed, scenario: scenario, strategy: strategy, size: viewport,
                              pane: source.strategy == nil ? nil : strategy, registry: registry, recordsCalls: calls,
                              startOffset: start.offset, loadScenario: DemoLoading.scenarioLoader(for: parsed))
            }
            print(run.json(), terminator: "")
            return
        }
        var run = LayoutRun(
            scenario: scenario, strategy: strategy, size: viewport,
            offsets: offsets ?? [0], span: rect, registry: registry, faults: faults)
        run.recordsCalls = calls
        let output = StandardOutput.shared
        switch format {
        case .json: try run.writeJSON { (chunk) throws(CommandFailure) in try output.write(chunk) }
        case .text: try run.writeText { (chunk) throws(CommandFailure) in try output.write(chunk) }
        }
    }

    /// `--keys`: replays the history on the live view's session (one pane) and prints every step.
    private func runKeys(
        _ keys: [KeyHistory.Entry], scenario: Scenario, strategy: StrategyName, registry: StrategyRegistry, faults: FaultSwitches
    ) throws {
        if self.viewport != nil { throw CommandFailure("--viewport is the viewport of --offsets; with --keys give the terminal size: --terminal COLUMNSxROWS") }
        if offsets != nil { throw CommandFailure("--offsets and --keys are two histories; use one (--offset N sets where --keys starts)") }
        if rect != nil { throw CommandFailure("--rect does not apply to --keys (each step queries the bounds, as the live view does)") }
        if script != nil { throw CommandFailure("--script and --keys are two histories; use one") }
        let terminalSize = terminal ?? TerminalSize(columns: 80, rows: 24)
        guard ScreenLayout(size: terminalSize, paneCount: 1, inspector: false) != nil else {
            let need = ScreenLayout.minimumSize(paneCount: 1)
            throw CommandFailure("--terminal \(terminalSize) is too small for the live view; use at least \(need)")
        }
        var settings = SessionSettings(
            strategies: [strategy],
            toggles: ViewToggles(inspector: inspector, bounce: !start.noBounce, indicator: !start.noIndicator),
            faults: faults, registry: registry)
        settings.recordsCalls = calls
        let session = SimulatorSession(scenario: scenario, settings: settings, size: terminalSize, startOffset: start.offset)
        let run = KeyLayoutRun(session: session, entries: keys)
        let output = StandardOutput.shared
        switch format {
        case .json: try run.writeJSON { (chunk) throws(CommandFailure) in try output.write(chunk) }
        case .text: try run.writeText { (chunk) throws(CommandFailure) in try output.write(chunk) }
        }
    }
}
