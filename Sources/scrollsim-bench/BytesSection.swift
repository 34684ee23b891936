/// Part 5: bytes the real `scrollsim` writes to its terminal per one-row scroll, against a full
/// repaint, measured under a pseudo-terminal.
struct BytesSection {
    let options: Options

    private struct Case {
        var columns: Int
        var rows: Int
        var indicator: Bool
        /// The target's allowance over the row width.
        var allowance: Int { indicator ? 200 : 80 }
    }

    private struct Measured {
        var steps: [Int]
        var full: Int
        var idle: Int
        var frames: Int?
        var medianStep: [UInt8]
    }

    func run() {
        print("## 4. Bytes written per one-row scroll (real binary, pseudo-terminal)\n")
        print("""
            `scrollsim run --scenario contacts --strategy \(options.strategy.rawValue)` (pinned section header, inset bar, \
            status line, hint line) started on a pty of the given size (`TERM=xterm-256color LANG=\(BenchPlatform.utf8Locale)`). \
            After the first frame, each step sends `j` and counts the bytes read from the pty master until it \
            has been quiet for \(LiveViewProcess.quietMilliseconds) ms; \(stepCount) steps, all within the content. \
            *full repaint* = the bytes after Ctrl-L (`clearok(curscr)` + redraw). *idle* = bytes in 1 s with no \
            input. *W* = the row width (terminal columns); *over W* = p50 − W. Target: p50 ≤ W + 200 B with the \
            indicator, ≤ W + 80 B without, and full ÷ p50 ≥ 10. *frames* = frames the app drew (`SCROLLSIM_STATS`).

            """)
        let cases = [
            Case(columns: 80, rows: 24, indicator: true), Case(columns: 200, rows: 50, indicator: true),
            Case(columns: 80, rows: 24, indicator: false), Case(columns: 200, rows: 50, indicator: false),
        ]
        var table = MarkdownTable(
            ["size", "indicator", "W", "p50 B/step", "p99", "max", "over W", "target", "full repaint", "full ÷ p50",
             "idle 1 s", "frames", "met"],
            numeric: Set([2, 3, 4, 5, 6, 8, 9, 10, 11]))
        var details: [String] = []
        for c in cases {
            switch Result(catching: { try measure(c) }) {
            case .success(let m):
                let sorted = m.steps.sorted()
                let p50 = nearestRank(sorted, 50)
                let p99 = nearestRank(sorted, 99)
                let ratio = Double(m.full) / Double(max(p50, 1))
                let met = p50 <= c.columns + c.allowance && ratio >= 10
                table.add([
                    "\(c.columns)x\(c.rows)", c.indicator ? "on" : "off", "\(c.columns)", "\(p50)", "\(p99)",
                    "\(sorted.last ?? 0)", "\(p50 - c.columns)", "≤ \(c.columns + c.allowance), ≥ 10×",
                    Format.grouped(m.full), Format.ratio(ratio), "\(m.idle)",
                    m.frames.map { "\($0)" } ?? "?", met ? "yes" : "NO",
                ])
                details.append("""
                    - \(c.columns)x\(c.rows), indicator \(c.indicator ? "on" : "off"), the median step \
                    (\(m.medianStep.count) B: \(EscapeDump.summary(m.medianStep))):
                      `\(EscapeDump.readable(m.medianStep))`
                    """)
            case .failure(let error):
                table.add(["\(c.columns)x\(c.rows)", c.indicator ? "on" : "off", "\(c.columns)",
                           "failed: \(error)", "", "", "", "", "", "", "", "", ""])
            }
        }
        print(table.render())
        print("\nWhat one step is made of (escape sequences as sent; text runs abbreviated):\n")
        print(details.joined(separator: "\n"))
        print()
    }

    private var stepCount: Int { options.quick ? 15 : 40 }

    private func measure(_ c: Case) throws(PtyError) -> Measured {
        var arguments = ["--scenario", "contacts", "--strategy", options.strategy.rawValue]
        if !c.indicator { arguments.append("--no-indicator") }
        let process = try LiveViewProcess.start(arguments, columns: c.columns, rows: c.rows)
        var steps: [Int] = []
        var outputs: [[UInt8]] = []
        var full = 0, idle = 0
        do {
            for _ in 0..<stepCount {
                let out = try process.exchange(Array("j".utf8))
                steps.append(out.count)
                outputs.append(out)
            }
            full = try process.exchange([0x0C]).count
            idle = process.child.readUntilQuiet(quietMilliseconds: 1_000, maxMilliseconds: 1_000).count
            _ = process.child.takeOutput()
        } catch {
            _ = process.quit()
            throw error
        }
        let stats = process.quit()
        let order = steps.indices.sorted { steps[$0] < steps[$1] }
        let median = outputs[nearestRank(order, 50)]
        return Measured(steps: steps, full: full, idle: idle, frames: stats["frames"], medianStep: median)
    }
}
