import ScrollSimExport
import ScrollSimKit
import StickyLayout

/// Part 11: `record Demos/push-off.demo` in each format, in process: the time to make and encode
/// every frame (median of runs) and the bytes written, side by side with the SVG.
struct ExportSection {
    let options: Options
    /// Runs a format (the median is reported).
    static let runs = 5

    func run() {
        print("## 11. Recording push-off in each format (in process)\n")
        print("""
            `record Demos/push-off.demo --output talk.FORMAT` as `record` runs it (`DemoRecorder.stream`: the \
            script's timeline, each frame encoded as it is made, written to memory instead of a file), \
            \(Self.runs) runs a format, the median time; the GIF at its default 1920x1080 with the system's \
            monospaced font. *÷ svg* = time ÷ the SVG's time.

            """)
        let folder = String(#filePath.split(separator: "/").dropLast(3).joined(separator: "/"))
        let path = "/" + folder + "/Demos/push-off.demo"
        let script: DemoScript
        do {
            let bytes = try InputFile.read(path, limit: DemoScript.maxFileBytes, what: "push-off.demo")
            script = try DemoScript.parse(try InputFile.text(bytes, path: path, fix: ""), path: path)
        } catch {
            print("push-off.demo could not be read: \(error)\n")
            return
        }
        let demos = PathName.folder(of: path)
        let load: (String) throws -> Scenario = { name in
            try ScenarioSource.builtin(named: name) ?? ScenarioSource.resolve(PathName.resolve(name, in: demos))
        }
        var table = MarkdownTable(["format", "frames", "bytes", "median time", "÷ svg"], numeric: Set([1, 2, 3, 4]))
        var svgTime = 0.0
        for format in [RecordingFormat.svg, .cast, .html, .gif] {
            var times: [Double] = []
            var written = 0
            var frames = 0
            var failure: String?
            for _ in 0..<Self.runs {
                var count = 0
                let start = nowNanoseconds()
                do {
                    let result = try DemoRecorder.stream(
                        script, size: DemoTimeline.size(of: script), title: "push-off", format: format, loadScenario: load,
                        write: { count += $0.utf8.count }, writeBytes: { count += $0.count })
                    frames = result.frames
                } catch {
                    failure = "\(error)"
                    break
                }
                times.append(Double(nowNanoseconds() - start))
                written = count
            }
            if let failure {
                table.add([format.rawValue, "-", "-", failure, "-"])
                continue
            }
            let median = nearestRank(times.sorted(), 50)
            if format == .svg { svgTime = median }
            table.add([format.rawValue, "\(frames)", Format.grouped(written), Format.duration(median), Format.ratio(median / svgTime)])
        }
        print(table.render())
        print()
    }
}
