/// Part 6: a burst of 1,000 queued input events sent to the real `scrollsim` in one write: how
/// many frames it draws for them and when the last one is out.
struct BurstSection {
    let options: Options

    private enum Input: String {
        case wheel = "1,000 wheel-down (SGR)"
        case keys = "1,000 `j`"

        var bytes: [UInt8] {
            switch self {
            case .wheel: Array(String(repeating: "\u{1B}[<65;11;6M", count: 1_000).utf8)
            case .keys: Array(String(repeating: "j", count: 1_000).utf8)
            }
        }
    }

    func run() {
        print("## 5. Input bursts (real binary, pseudo-terminal)\n")
        print("""
            `scrollsim run --scenario huge` (1e6 one-row items, so 3,000 rows of wheel scrolling stay inside the \
            content) on a pty; after the first frame, 1,000 events are written at once (one `write`, \
            continued if the pty takes only part of it). *input written* = when the last input byte \
            was accepted; *last output* = time of the last byte read from the pty, both from the start of the \
            write (the run ends after \(LiveViewProcess.quietMilliseconds) ms of quiet). *frames* and *batches* = \
            the app's own counters (`SCROLLSIM_STATS`) minus those of a run that only starts and quits; \
            *events* = input events the app decoded for the burst. Target: at most a handful of frames (≤ 5), \
            the last within 100 ms.

            """)
        var table = MarkdownTable(
            ["size", "input", "input B", "input written", "last output", "output B", "events", "batches", "frames", "met"],
            numeric: Set([2, 3, 4, 5, 6, 7, 8]))
        for (columns, rows) in [(80, 24), (200, 50)] {
            let baseline = Result(catching: { try startAndQuit(columns: columns, rows: rows) })
            for input in [Input.wheel, .keys] {
                let size = "\(columns)x\(rows)"
                switch baseline.flatMap({ base in Result(catching: { (base, try measure(input, columns: columns, rows: rows)) }) }) {
                case .success(let (base, r)):
                    let frames = (r.stats["frames"] ?? 0) - (base["frames"] ?? 0)
                    let events = (r.stats["events"] ?? 0) - (base["events"] ?? 0)
                    let batches = (r.stats["batches"] ?? 0) - (base["batches"] ?? 0)
                    let met = frames <= 5 && r.lastOutput <= 100e6
                    table.add([
                        size, input.rawValue, Format.grouped(input.bytes.count), Format.duration(r.written),
                        Format.duration(r.lastOutput), Format.grouped(r.outputBytes), Format.grouped(events),
                        "\(batches)", "\(frames)", met ? "yes" : "NO",
                    ])
                case .failure(let error):
                    table.add([size, input.rawValue, "failed: \(error)", "", "", "", "", "", "", ""])
                }
            }
        }
        table.print()
    }

    private struct BurstRun {
        var written: Double
        var lastOutput: Double
        var outputBytes: Int
        var stats: [String: Int]
    }

    private func startAndQuit(columns: Int, rows: Int) throws(PtyError) -> [String: Int] {
        let process = try LiveViewProcess.start(["--scenario", "huge"], columns: columns, rows: rows)
        return process.quit()
    }

    private func measure(_ input: Input, columns: Int, rows: Int) throws(PtyError) -> BurstRun {
        let process = try LiveViewProcess.start(["--scenario", "huge"], columns: columns, rows: rows)
        let start = nowNanoseconds()
        do {
            try process.child.send(input.bytes)
        } catch {
            _ = process.quit()
            throw error
        }
        let written = nowNanoseconds()
        process.child.readUntilQuiet(quietMilliseconds: LiveViewProcess.quietMilliseconds, maxMilliseconds: 10_000)
        let outputBytes = process.child.takeOutput().count
        let last = process.child.lastRead
        let stats = process.quit()
        return BurstRun(
            written: Double(written - start), lastOutput: Double(max(last, start) - start),
            outputBytes: outputBytes, stats: stats)
    }
}
