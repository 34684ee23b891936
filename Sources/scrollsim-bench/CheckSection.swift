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
    }
}
