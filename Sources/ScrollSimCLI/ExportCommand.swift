import ArgumentParser
import ScrollSimExport
import ScrollSimKit
import StickyLayout

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Writes one self-contained HTML page that scrolls a scenario in the browser (wheel, arrow keys).",
        discussion: """
            Every frame is drawn beforehand by the renderer `render` uses, one an offset: the page's frame at \
            offset N is `scrollsim render ... --offset N`. Each split pane shows its strategy; the status line \
            updates. A page holds at most \(ScrollPage.maximumFrames) offsets and \(ScrollPage.maximumBytes / 1_000_000) MB: a longer scenario (e.g. huge) \
            needs --offsets to choose a window. See docs/exports.md.
            """)

    @OptionGroup var session: SessionOptions

    @Option(name: .long, help: ArgumentHelp(
        "Terminal size as COLUMNSxROWS, or a slide's ratio such as 16:9 as `record` takes it (default 80x24).", valueName: "CxR"),
            transform: { try TerminalSize(slideRatio: $0) ?? TerminalSizeArgument.parse($0) })
    var size = TerminalSize(columns: 80, rows: 24)

    @Option(name: .long, help: ArgumentHelp(
        "The offsets the page holds, in order: numbers and ranges like 0...400 or 0...4000:10 (default: every whole offset from the top to the end).",
        valueName: "list"), transform: OffsetListArgument.parse)
    var offsets: [Double]?

    @Option(name: .long, help: "The .html file to write (a new file, or an existing one with --overwrite).")
    var output: String

    @Flag(name: .long, help: "Replace the --output file if it exists.")
    var overwrite = false

    @Flag(name: .long, help: "Draw with the high-contrast projector theme's markers.")
    var projector = false

    @Flag(name: .long, help: "Draw ghost outlines at pinned elements' natural frames.")
    var ghost = false

    @Flag(name: .long, help: "Export without colours (bold and reverse only).")
    var noColor = false

    func run() throws {
        guard RecordingFormat(path: output) == .html else {
            throw CommandFailure("--output \(output): export writes an HTML page; give a .html file path")
        }
        try OutputPath.check(output, overwrite: overwrite, expected: "a .html file path")
        let (scenario, settings, layout) = try session.drawing(size: size, toggles: ViewToggles(ghost: ghost, projector: projector))
        let top = SimulatorSession(scenario: scenario, settings: settings, size: size).scroll
        let range = "\(JSONValue.format(top.minimum))…\(JSONValue.format(top.maximum))"
        let count = offsets?.count ?? Self.wholeOffsetCount(from: top.minimum, to: top.maximum)
        guard count <= ScrollPage.maximumFrames else {
            let first = offsets?.first ?? top.minimum
            let example = "--offsets \(JSONValue.format(first))...\(JSONValue.format(first + Double(ScrollPage.maximumFrames - 1)))"
            throw CommandFailure(offsets == nil
                ? "--scenario \(scenario.name): its \(count) offsets (\(range)) are more than a page holds (\(ScrollPage.maximumFrames)); choose a window with --offsets, e.g. \(example)"
                : "--offsets: \(count) offsets are more than a page holds (\(ScrollPage.maximumFrames)); choose a smaller window or a larger step, e.g. \(example)")
        }
        let chosen = offsets ?? Self.wholeOffsets(from: top.minimum, to: top.maximum)
        var page = ScrollPage(size: size, palette: .colors(!noColor))
        let tooBig = "more than a page may be (\(ScrollPage.maximumBytes / 1_000_000) MB); hold fewer offsets with --offsets (e.g. a step: A...B:2) or use a smaller --size"
        for (index, offset) in chosen.enumerated() {
            // A fresh session an offset, as `render --offset` makes: the same frame, status line included.
            let simulator = SimulatorSession(scenario: scenario, settings: settings, size: size, startOffset: offset)
            var frame = simulator.view()
            // The bottom line lists the page's keys, not the live view's.
            DemoHintLine.draw(simulator.scene(), on: &frame, keys: ScrollPage.keys)
            page.add(frame, offset: offset)
            guard page.byteCount <= ScrollPage.maximumBytes else {
                throw CommandFailure("--output \(output): the page passed \(ScrollPage.maximumBytes / 1_000_000) MB at offset \(index + 1) of \(chosen.count), \(tooBig)")
            }
        }
        let panes = settings.strategies.map(\.rawValue).joined(separator: " | ")
        let which = offsets == nil
            ? "every offset, \(range)"
            : "\(chosen.count) offsets, \(JSONValue.format(chosen.first ?? 0))…\(JSONValue.format(chosen.last ?? 0)) (chosen with --offsets) of \(range)"
        let note = "Offsets: \(which). Wheel, ↑ ↓, PgUp PgDn, Home End scroll. Made by scrollsim export."
        let start = chosen.firstIndex(of: top.offset) ?? 0
        let html = page.html(
            title: "\(scenario.name) · \(panes) · \(size.columns)x\(size.rows)", note: note,
            start: start, pageSteps: layout.panes[0].viewport.height)
        guard html.utf8.count <= ScrollPage.maximumBytes else {
            throw CommandFailure("--output \(output): the page would be \(Decimals.fixed(Double(html.utf8.count) / 1e6, places: 1)) MB, \(tooBig)")
        }
        try OutputPath.write(output, what: "page") { write, _ in try write(html) }
        try StandardOutput.shared.line("wrote \(output): \(page.frameCount) frames, \(html.utf8.count) bytes, \(size.columns)x\(size.rows)")
    }

    /// Every whole offset from `minimum` to `maximum`, and `maximum` itself when it is not whole.
    static func wholeOffsets(from minimum: Double, to maximum: Double) -> [Double] {
        let count = wholeOffsetCount(from: minimum, to: maximum)
        return (0..<count).map { min(minimum + Double($0), maximum) }
    }

    /// How many offsets `wholeOffsets` lists.
    static func wholeOffsetCount(from minimum: Double, to maximum: Double) -> Int {
        guard maximum > minimum else { return 1 }
        let span = (maximum - minimum).rounded(.down)
        return Int(min(span, 1e12)) + (minimum + span < maximum ? 2 : 1)
    }
}
