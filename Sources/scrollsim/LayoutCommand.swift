import ArgumentParser
import ScrollSimKit
import StickyLayout

/// `scrollsim layout`: scrolls through a list of offsets and prints what the layout returns at each.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Prints the layout attributes for a scroll.",
        discussion: "Each offset is applied in order as a bounds change (the first is the initial layout). See docs/layout-json.md.")

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
    var offsets: String = "0"

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
                steps = try StepArguments.offsets(offsets)
                span = try rect.map { text throws(ArgumentError) in try StepArguments.span(text) }
            } catch {
                throw CommandFailure(error.message)
            }
            guard format == "json" || format == "text" else {
                throw CommandFailure("--format: '\(format)' is not a format; use json or text")
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
}
