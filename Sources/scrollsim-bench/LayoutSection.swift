import StickyLayout

/// Part 1: the bounds-only step against a naive layout's step, per item count.
struct LayoutSection {
    let options: Options

    private struct Cell {
        var items: Int
        var heights: Heights
        var step: StepKind
        var viewport: Viewport
        var boundsOnly: StepResult
        var engineOnly: StepResult
        var naive: StepResult
    }

    private var boundsBudget: TimingBudget {
        TimingBudget(seconds: options.quick ? 0.015 : 0.1, minBatches: 50)
    }

    private var naiveBudget: TimingBudget {
        TimingBudget(seconds: options.quick ? 0.08 : 0.5, minBatches: options.quick ? 1 : 3)
    }

    func run() {
        print("## 1. Bounds-only step vs naive layout\n")
        print("""
            One step = `setContentOffset` (origin change only) + `layoutAttributesForElements(in: bounds)` on \
            `CollectionView`, strategy `\(options.strategy.rawValue)`. One column, 1-row items, 1-row headers, \
            sections of 100 items. Times are per step: batches of several steps are timed with \
            `clock_gettime(CLOCK_MONOTONIC)` and divided; p50/p99 are over batches. *engine-only* drives \
            `StickyFlowLayout` directly into a reused buffer (no `CollectionView` bookkeeping). *naive* = \
            `setNaiveInvalidation(true)`: every bounds change invalidates everything and `prepare()` computes \
            every item frame; its cells are capped at about \(Format.fixed(naiveBudget.seconds, 2)) s \
            (n = steps timed, batches of 1 step when a step is slow).

            """)
        var cells: [Cell] = []
        for items in Options.itemCounts {
            for heights in Heights.allCases {
                let workload = Workload(items: items, heights: heights, shape: .sections)
                let sections = workload.makeSections()
                for viewport in [Viewport.small, .large] {
                    for step in StepKind.allCases {
                        cells.append(measure(sections, items: items, heights: heights, viewport: viewport, step: step))
                    }
                }
            }
        }
        for heights in Heights.allCases {
            printTable(cells.filter { $0.heights == heights }, heights: heights)
        }
        printTargets(cells)
    }

    private func measure(
        _ sections: [SectionSpec], items: Int, heights: Heights, viewport: Viewport, step: StepKind
    ) -> Cell {
        var view = Workload.collectionView(sections, viewport: viewport.size, strategy: options.strategy)
        let contentLength = view.contentSize().height
        _ = view.visibleAttributes()
        /// Times the stepper `make` returns from the start of the step sequence; the stepper (and
        /// what it holds) is freed before the next is made.
        func time<S: Stepper>(_ make: () -> S, budget: TimingBudget) -> StepResult {
            var stepper = make()
            var sequence = OffsetSequence(kind: step, contentLength: contentLength, viewportRows: viewport.rows)
            return timeSteps(&stepper, offsets: &sequence, budget: budget)
        }
        let boundsOnly = time({ CollectionViewStepper(view: view) }, budget: boundsBudget)
        let engineOnly = time({
            var layout = StickyFlowLayout(
                sections: sections, metrics: Workload.metrics, strategy: options.strategy.builtInStrategy(),
                scrollView: ScrollViewState(viewportSize: viewport.size))
            layout.prepare()
            return LayoutStepper(layout: layout)
        }, budget: boundsBudget)
        view.setNaiveInvalidation(true)
        let naive = time({ CollectionViewStepper(view: view) }, budget: naiveBudget)
        return Cell(items: items, heights: heights, step: step, viewport: viewport,
                    boundsOnly: boundsOnly, engineOnly: engineOnly, naive: naive)
    }

    private func printTable(_ cells: [Cell], heights: Heights) {
        print("### \(heights == .uniform ? "Uniform" : "Variable (1–4 rows)") item heights\n")
        var table = MarkdownTable(
            ["step", "viewport", "items", "bounds-only p50", "p99", "p50 vs 1e3", "engine-only p50",
             "naive p50", "naive p99", "naive n", "naive ÷ bounds-only", "item frames/step (b, naive)",
             "full prepares/step (b, naive)", "sections visited/step (b)"],
            numeric: Set(2...13))
        for step in StepKind.allCases {
            for viewport in [Viewport.small, .large] {
                let row = cells.filter { $0.step == step && $0.viewport.label == viewport.label }
                guard let base = row.first(where: { $0.items == Options.itemCounts[0] }) else { continue }
                for cell in row.sorted(by: { $0.items < $1.items }) {
                    let b = cell.boundsOnly
                    let n = cell.naive
                    table.add([
                        step.rawValue, viewport.label, Format.count(cell.items),
                        Format.duration(b.samples.p50), Format.duration(b.samples.p99),
                        Format.ratio(b.samples.p50 / base.boundsOnly.samples.p50),
                        Format.duration(cell.engineOnly.samples.p50),
                        Format.duration(n.samples.p50), Format.duration(n.samples.p99),
                        Format.grouped(n.samples.steps),
                        Format.ratio(n.samples.p50 / b.samples.p50),
                        "\(Format.fixed(b.itemFramesPerStep, 0)), \(Format.grouped(Int(n.itemFramesPerStep.rounded())))",
                        "\(Format.fixed(b.fullPreparesPerStep, 0)), \(Format.fixed(n.fullPreparesPerStep, 0))",
                        Format.fixed(b.sectionsVisitedPerStep, 1),
                    ])
                }
            }
        }
        table.print()
    }

    private func printTargets(_ cells: [Cell]) {
        print("### Targets (bounds-only, p50 at 1e7 vs 1e3)\n")
        var table = MarkdownTable(
            ["heights", "step", "viewport", "p50 at 1e3", "p50 at 1e7", "ratio (≤ 3)", "p50 < 2 µs",
             "item frames/step = 0", "naive grows 1e3→1e7"],
            numeric: Set(3...5))
        for heights in Heights.allCases {
            for step in StepKind.allCases {
                for viewport in [Viewport.small, .large] {
                    let row = cells.filter { $0.heights == heights && $0.step == step && $0.viewport.label == viewport.label }
                    guard let small = row.min(by: { $0.items < $1.items }),
                          let large = row.max(by: { $0.items < $1.items }) else { continue }
                    let ratio = large.boundsOnly.samples.p50 / small.boundsOnly.samples.p50
                    let naiveGrowth = large.naive.samples.p50 / small.naive.samples.p50
                    let zeroFrames = row.allSatisfy { $0.boundsOnly.itemFramesPerStep == 0 && $0.boundsOnly.fullPreparesPerStep == 0 }
                    table.add([
                        heights.rawValue, step.rawValue, viewport.label,
                        Format.duration(small.boundsOnly.samples.p50), Format.duration(large.boundsOnly.samples.p50),
                        Format.ratio(ratio) + (ratio <= 3 ? " met" : " MISSED"),
                        large.boundsOnly.samples.p50 < 2_000 ? "met" : "MISSED",
                        zeroFrames ? "met" : "MISSED",
                        Format.ratio(naiveGrowth),
                    ])
                }
            }
        }
        table.print()
    }
}
