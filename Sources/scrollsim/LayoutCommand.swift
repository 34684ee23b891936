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
            per key, as the live view makes them. See docs/layout-json.md.
            """)

    @Option(name: .long, help: "A built-in scenario name or a scenario JSON file.")
    var scenario: String?

    @Option(name: .long, help: ArgumentHelp(
        "The strategy to lay out: \(StrategyHelp.builtInNames) (see `scrollsim strategies`).", valueName: "name"))
    var strategy: StrategyName?

    @Option(name: .customLong("strategy-file"), help: ArgumentHelp(
        "A strategy JSON file (docs/strategy-format.md) to add to the strategies; repeatable.", valueName: "file"))
    var strategyFiles: [String] = []

    @Option(name: .long, help: "Turn on a fault: no-invalidation, no-reinsertion, no-zindex (repeatable), as the live view's f n, f r, f z.")
    var fault: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "The viewport in points, WIDTHxHEIGHT (default: the scenario's viewport, else 80x24).", valueName: "WxH"))
    var size: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Offsets to scroll to, in order: 0,4,10 or 0...40 (inclusive) or -5...3 or 0...40:5 (step).", valueName: "list"))
    var offsets: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "With --keys: the live view's key history to replay, one step a key: 'jjjjj fn jjjj', '42G', '<C-d> <Size:100x30> <Settle>' (docs/key-history.md).",
        valueName: "keys"))
    var keys: String?

    @Option(name: .long, help: ArgumentHelp(
        "With --keys: the terminal size the live view had, COLUMNSxROWS (render's --size; default 80x24).", valueName: "CxR"))
    var terminal: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "With --keys: the offset the session starts at (render's --offset; default: where the live view starts).",
        valueName: "points"), transform: OffsetArgument.parse)
    var offset: OffsetArgument?

    @Flag(name: .long, help: "With --keys: start with the inspector shown (it narrows the viewport).")
    var inspector = false

    @Flag(name: .long, help: "With --keys: clamp offsets instead of overscrolling.")
    var noBounce = false

    @Flag(name: .long, help: "With --keys: hide the scroll indicator column (the viewport takes it).")
    var noIndicator = false

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Query this scroll-axis span (full width) instead of the bounds, e.g. 0,3.", valueName: "Y0,Y1"))
    var rect: String?

    @Option(name: .long, help: ArgumentHelp(
        "Run a demo script (insert, delete, refresh, load-more, scroll, …) and print each step's update; see docs/layout-json.md.",
        valueName: "FILE"))
    var script: String?

    @Option(name: .long, help: ArgumentHelp("Output format: json or text.", valueName: "json|text"))
    var format: String = "json"

    func run() throws {
        do {
            let scenario = try SessionOptions.loadScenario(named: self.scenario)
            let faults = try FaultArguments.switches(fault)
            let registry = try StrategyFiles.registry(scenario: scenario, paths: strategyFiles)
            let strategy = try SessionOptions.resolve(self.strategy ?? scenario.defaultStrategy, in: registry, option: "--strategy")
            let viewport: Size?
            let steps: [Double]
            let span: QuerySpan?
            do {
                viewport = try size.map { text throws(ArgumentError) in try StepArguments.size(text) }
                steps = try StepArguments.offsets(offsets ?? "0")
                span = try rect.map { text throws(ArgumentError) in try StepArguments.span(text) }
            } catch {
                throw CommandFailure(error.message)
            }
            guard format == "json" || format == "text" else {
                throw CommandFailure("--format: '\(format)' is not a format; use json or text")
            }
            if let keys {
                try runKeys(keys, scenario: scenario, strategy: strategy, registry: registry, faults: faults)
                return
            }
            if terminal != nil || offset != nil || inspector || noBounce || noIndicator {
                throw CommandFailure("--terminal, --offset, --inspector, --no-bounce and --no-indicator apply to --keys only; add --keys or use --offsets")
            }
            if let script {
                guard format == "json" else { throw CommandFailure("--script prints JSON only; drop --format text") }
                guard rect == nil else { throw CommandFailure("--rect does not apply to --script (each step queries the bounds)") }
                let size = viewport ?? scenario.viewport ?? Size(width: 80, height: 24)
                guard size.width >= 16, size.height >= 4 else {
                    throw CommandFailure("--size: a script run needs a viewport of at least 16x4")
                }
                let parsed = try DemoLoading.script(at: script)
                do {
                    let run = try ScriptRun(script: parsed, scenario: scenario, strategy: strategy, size: size,
                                            registry: registry, loadScenario: DemoLoading.scenarioLoader(for: parsed))
                    print(run.json(), terminator: "")
                } catch let error as DemoScriptError {
                    throw CommandFailure(error.description)
                }
                return
            }
            let run = LayoutRun(
                scenario: scenario, strategy: strategy, size: viewport ?? scenario.viewport ?? Size(width: 80, height: 24),
                offsets: steps, span: span, registry: registry, faults: faults)
            let output = StandardOutput.shared
            if format == "json" {
                try run.writeJSON { (chunk) throws(CommandFailure) in try output.write(chunk) }
            } else {
                try run.writeText { (chunk) throws(CommandFailure) in try output.write(chunk) }
            }
        } catch let failure as CommandFailure {
            Diagnostics.fail(failure)
        }
    }

    /// `--keys`: replays the history on the live view's session (one pane) and prints every step.
    private func runKeys(
        _ keys: String, scenario: Scenario, strategy: StrategyName, registry: StrategyRegistry, faults: FaultSwitches
    ) throws {
        if size != nil { throw CommandFailure("--size is the viewport of --offsets; with --keys give the terminal size: --terminal COLUMNSxROWS") }
        if offsets != nil { throw CommandFailure("--offsets and --keys are two histories; use one (--offset N sets where --keys starts)") }
        if rect != nil { throw CommandFailure("--rect does not apply to --keys (each step queries the bounds, as the live view does)") }
        if script != nil { throw CommandFailure("--script and --keys are two histories; use one") }
        let text = terminal ?? "80x24"
        guard let terminalSize = TerminalSize(parsing: text) else {
            throw CommandFailure("--terminal '\(VisibleEscapes.escape(text))' is not COLUMNSxROWS; use whole numbers from 1 to \(TerminalSize.maximumSide), e.g. --terminal 80x24")
        }
        guard ScreenLayout(size: terminalSize, paneCount: 1, inspector: false) != nil else {
            let need = ScreenLayout.minimumSize(paneCount: 1)
            throw CommandFailure("--terminal \(text) is too small for the live view; use at least \(need.columns)x\(need.rows)")
        }
        let history: [KeyHistory.Entry]
        do {
            history = try KeyHistory.parse(keys)
        } catch {
            throw CommandFailure("--keys: \(error.message)")
        }
        let settings = SessionSettings(
            strategies: [strategy],
            toggles: ViewToggles(inspector: inspector, bounce: !noBounce, indicator: !noIndicator),
            faults: faults, registry: registry)
        var session = SimulatorSession(scenario: scenario, settings: settings, size: terminalSize)
        if let offset { session.place(atOffset: offset.value) }
        let run = KeyLayoutRun(session: session, entries: history)
        let output = StandardOutput.shared
        if format == "json" {
            try run.writeJSON { (chunk) throws(CommandFailure) in try output.write(chunk) }
        } else {
            try run.writeText { (chunk) throws(CommandFailure) in try output.write(chunk) }
        }
    }
}
