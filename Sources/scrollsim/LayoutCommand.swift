import ArgumentParser
import ScrollSimKit
import StickyLayout

/// `scrollsim layout`: scrolls through a list of offsets and prints what the layout returns at each.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout", abstract: "Prints the layout attributes for a scroll.",
        discussion: "Each offset is applied in order as a bounds change (the first is the initial layout). See docs/layout-json.md.")

    @OptionGroup var common: CommonOptions

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Offsets to scroll to, in order: 0,4,10 or 0...40 (inclusive) or -5...3 or 0...40:5 (step).", valueName: "list"))
    var offsets: String = "0"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Query this scroll-axis span (full width) instead of the bounds, e.g. 0,3.", valueName: "Y0,Y1"))
    var rect: String?

    @Option(name: .long, help: ArgumentHelp("Output format: json or text.", valueName: "json|text"))
    var format: String = "json"

    func run() throws {
        let (scenario, strategy, size) = try common.resolve()
        let steps = try CLIFailure.guarding { try StepArguments.offsets(offsets) }
        let span = try rect.map { text in try CLIFailure.guarding { try StepArguments.span(text) } }
        guard format == "json" || format == "text" else {
            throw CLIFailure.exit("--format: '\(format)' is not a format; use json or text")
        }
        let run = LayoutRun(
            scenario: scenario, strategy: strategy, size: size ?? scenario.viewport ?? Size(width: 80, height: 24),
            offsets: steps, span: span)
        print(format == "json" ? run.json() : run.text(), terminator: "")
    }
}
