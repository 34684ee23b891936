import ArgumentParser
import Foundation
import ScrollSimKit

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Renders a demo script to an asciicast v2 file, headlessly, with the script's timing.",
        discussion: "Play the file with `asciinema play FILE` or asciinema's web player.")

    @Argument(help: "The demo script (e.g. Demos/push-off.demo).")
    var script: String

    @Option(name: .customLong("strategy-file"), help: ArgumentHelp(
        "A strategy JSON file whose strategy the script may name; repeatable.", valueName: "file"))
    var strategyFiles: [String] = []

    @Option(name: .long, help: "The .cast file to write.")
    var output: String

    @Option(name: .long, help: "Terminal size COLUMNSxROWS (default: the script's `size`, else 80x24).")
    var size: String?

    @Flag(name: .long, help: "Record without colours (bold and reverse only).")
    var noColor = false

    func run() throws {
        do {
            let registry = try StrategyFiles.registry(scenario: nil, paths: strategyFiles)
            let parsed = try DemoLoading.script(at: script, registry: registry)
            let terminalSize = try size.map { text in
                guard let parsed = TerminalSize(parsing: text), parsed.fitsDemo else {
                    throw CommandFailure("--size: '\(text)' is not a size; use COLUMNSxROWS from 20x6 to \(TerminalSize.maximumSide)x\(TerminalSize.maximumSide), e.g. 80x24")
                }
                return parsed
            }
            let timeline = try DemoLoading.timeline(parsed, size: terminalSize, asciiOnly: false, registry: registry)
            var cast = DemoRecorder.record(timeline, title: URL(fileURLWithPath: script).deletingPathExtension().lastPathComponent)
            if noColor { cast = DemoRecorder.record(timeline, title: cast.title, colors: false) }
            guard FileManager.default.createFile(atPath: output, contents: Data(cast.encoded().utf8)) else {
                throw CommandFailure("\(output): cannot write the recording; check the folder exists and is writable")
            }
            print("wrote \(output): \(timeline.frames.count) frames, \(String(format: "%.1f", timeline.duration)) s, \(timeline.size.columns)x\(timeline.size.rows)")
        } catch let failure as CommandFailure {
            Diagnostics.fail(failure)
        }
    }
}
