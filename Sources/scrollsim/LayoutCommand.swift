import ArgumentParser
import ScrollSimKit
import StickyLayout

/// `scrollsim layout`: scrolls through a list of offsets and prints what the layout returns at each.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Prints the layout attributes for a scroll.",
        discussion: "Each offset is applied in order as a bounds change (the first is the initial layout). See docs/layout-json.md.")

    @OptionGroup var session: SessionOptions

    @Option(name: .long, help: ArgumentHelp(
        "The viewport in points, WIDTHxHEIGHT (default: the scenario's viewport, else 80x24).", valueName: "WxH"))
    var size: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Offsets to scroll to, in order: 0,4,10 or 0...40 (inclusive) or -5...3 or 0...40:5 (step).", valueName: "list"))
    var offsets: String = "0"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Query this scroll-axis span (full width) instead of the bounds, e.g. 0,3.", valueName: "Y0,Y1"))
    var rect: String?

    @Option(name: .long, help: ArgumentHelp("Output format: json or text.", valueName: "json|text"))
    var format: String = "json"

    func run() throws {
            guard session.split == nil else { throw CommandFailure("--split applies to the live view and render; give one --strategy") }
            let scenario = try session.loadScenario()
            let registry = try session.registry()
            let strategy = try session.strategies(default: scenario.defaultStrategy, registry: registry)[0]
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
            let run = LayoutRun(
                scenario: scenario, strategy: strategy, size: viewport ?? scenario.viewport ?? Size(width: 80, height: 24),
                offsets: steps, span: span, registry: registry)
            let output = StandardOutput.shared
            if format == "json" {
                try run.writeJSON { (chunk) throws(CommandFailure) in try output.write(chunk) }
            } else {
                try run.writeText { (chunk) throws(CommandFailure) in try output.write(chunk) }
            }
    }
}
