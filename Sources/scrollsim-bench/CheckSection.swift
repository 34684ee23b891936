import ScrollSimKit
import StickyLayout

/// Part 6: checked scroll steps per second of `scrollsim check` (one core, small scenarios).
struct CheckSection {
    let options: Options

    func run() {
        print("## 6. `scrollsim check`: checked scroll steps per second\n")
        print("""
            The default run (seed 0, \(CheckBudget.defaultCount) generated scenarios of 0-5 sections, viewports \
            4-14 rows, 16-48 steps each, about half with 1-3 batch updates among them) on one core. \
            *search* = generating the scenarios, scrolling them and \
            checking every answer against every property (shrinking off); *steps/s* = checked steps divided by \
            the search time. *default run* = the same with shrinking, what `scrollsim check --strategy NAME` \
            costs (the command adds writing the files). Medians over n runs.

            """)
        var table = MarkdownTable(
            ["strategy", "scenarios", "steps", "findings", "search p50", "steps/s", "default run p50", "n"],
            numeric: Set([1, 2, 3, 4, 5, 6, 7]))
        let runs = options.quick ? 3 : 7
        for name in [StrategyName.uikit, .css, .yl, .myntra, .evadne, .floating] {
            guard let subject = CheckSubject(name) else { continue }
            var search: [Double] = []
            var full: [Double] = []
            var report: CheckReport?
            for _ in 0..<runs {
                search.append(secondsToRun { report = Checker.run(subject, budget: CheckBudget(shrinks: false)) })
                full.append(secondsToRun { blackHole(Checker.run(subject, budget: CheckBudget())) })
            }
            guard let report else { continue }
            let searchMedian = nearestRank(search.sorted(), 50)
            table.add([
                name.rawValue, Format.grouped(report.cases), Format.grouped(report.steps),
                Format.grouped(report.findings.count), Format.duration(searchMedian * 1e9),
                Format.grouped(Int(Double(report.steps) / searchMedian)), Format.duration(nearestRank(full.sorted(), 50) * 1e9),
                String(runs),
            ])
        }
        table.print()
        workerSideBySide()
        CheckSection.compareSideBySide(runs: 5)
    }

    /// The real `scrollsim check`, each case in the supervised worker processes (the default) and
    /// in the command's own process (`--in-process`), alternated: the default run and a run ten
    /// times longer, whose ratio shows the cost per case apart from the worker's start.
    private func workerSideBySide() {
        print("""

            ### Worker vs in-process

            `scrollsim check --strategy NAME --count N` (seed 0), each case run by the supervised worker \
            processes (the default: a crash, hang or runaway memory in the layout is a finding; the \
            search worker streams the generated cases' outcomes, no round trip per case) or in the \
            command's own process (`--in-process`). *steps/s* = checked steps over the command's wall time \
            as this bench measures it (nanosecond clock from start to exit: the process's start-up in \
            both, the worker's start too: a fork of `check` on Linux, the executable run again on macOS). Runs alternate; medians over n. uikit and plain have no finding, so their time is the search \
            alone; tableview has one (`clean-updates`), so its rows include its shrinking (in the worker's \
            case worker, or in process). Load average at the start: \(MachineInfo.loadAverage()).

            """)
        let directory = CheckRun.makeOutputDirectory()
        defer { CheckRun.removeOutputDirectory(directory) }
        var table = MarkdownTable(
            ["strategy", "scenarios", "steps", "in-process steps/s", "worker steps/s", "worker / in-process", "n"],
            numeric: Set([1, 2, 3, 4, 5, 6]))
        let runs = options.quick ? 3 : 11
        for name in [StrategyName.uikit, .plain, .tableview] {
            for count in [CheckBudget.defaultCount, 10 * CheckBudget.defaultCount] {
                var inProcess: [Double] = [], worker: [Double] = []
                var steps = 0
                for _ in 0..<runs {
                    for (flags, into) in [(["--in-process"], 0), ([], 1)] {
                        let arguments = ["--strategy", name.rawValue, "--count", String(count)] + flags
                        guard let r = CheckRun.run(arguments, output: directory), let wall = r.wallSeconds else {
                            print("(`scrollsim check` could not be run: build both products first)")
                            return
                        }
                        steps = r.steps
                        let rate = Double(r.steps) / max(wall, 1e-9)
                        if into == 0 { inProcess.append(rate) } else { worker.append(rate) }
                    }
                }
                let a = nearestRank(inProcess.sorted(), 50), b = nearestRank(worker.sorted(), 50)
                table.add([
                    name.rawValue, Format.grouped(count), Format.grouped(steps), Format.grouped(Int(a)), Format.grouped(Int(b)),
                    Format.fixed(b / a, 2), String(runs),
                ])
                fflush(nil)
            }
        }
        table.print()
    }

    /// `scrollsim check --compare uikit,css` (the default budget) with the worker and with
    /// `--in-process`, alternated, `runs` of each (`--section check-compare` runs this alone).
    static func compareSideBySide(runs: Int) {
        print("""

            ### `--compare` worker vs in-process

            `scrollsim check --compare uikit,css` (seed 0, \(CheckBudget.defaultCount) scenarios, shrinking on): both \
            strategies run by the comparison worker (the default: a crash, hang or runaway memory of either \
            layout is said and the comparison goes on) or in the command's own process (`--in-process`). \
            *seconds* = the command's wall time (process and worker start-up included); runs \
            alternate; medians over n. Load average at the start: \(MachineInfo.loadAverage()).

            """)
        let directory = CheckRun.makeOutputDirectory()
        defer { CheckRun.removeOutputDirectory(directory) }
        var table = MarkdownTable(
            ["pair", "scenarios", "steps", "in-process s", "worker s", "in-process steps/s", "worker steps/s", "worker / in-process", "n"],
            numeric: Set([1, 2, 3, 4, 5, 6, 7, 8]))
        var seconds: [[Double]] = [[], []]
        var steps = 0
        for _ in 0..<runs {
            for (flags, into) in [(["--in-process"], 0), ([], 1)] {
                guard let r = CheckRun.run(["--compare", "uikit,css"] + flags, output: directory), let wall = r.wallSeconds else {
                    print("(`scrollsim check` could not be run: build both products first)")
                    return
                }
                steps = r.steps
                seconds[into].append(wall)
            }
        }
        let a = nearestRank(seconds[0].sorted(), 50), b = nearestRank(seconds[1].sorted(), 50)
        table.add([
            "uikit,css", Format.grouped(CheckBudget.defaultCount), Format.grouped(steps), Format.fixed(a, 2), Format.fixed(b, 2),
            Format.grouped(Int(Double(steps) / a)), Format.grouped(Int(Double(steps) / b)), Format.fixed(a / b, 2), String(runs),
        ])
        table.print()
    }
}
