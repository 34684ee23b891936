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

    @Option(name: .long, help: "The .cast file to write.")
    var output: String

    @Option(name: .long, help: "Terminal size COLUMNSxROWS (default: the script's `size`, else 80x24).")
    var size: String?

    @Flag(name: .long, help: "Record without colours (bold and reverse only).")
    var noColor = false

    func run() throws {
        do {
            let parsed = try DemoLoading.script(at: script)
            let terminalSize = try size.map(Self.parseSize)
            let timeline = try DemoLoading.timeline(parsed, size: terminalSize, asciiOnly: false)
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

    static func parseSize(_ text: String) throws -> TerminalSize {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]), (20...1000).contains(c), (5...500).contains(r) else {
            throw CommandFailure("--size: '\(text)' is not a size; use COLUMNSxROWS, e.g. 80x24")
        }
        return TerminalSize(columns: c, rows: r)
    }
}
