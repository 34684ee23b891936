import StickyLayout

/// Part 2a: full prepare time and time to open, per item count.
struct PrepareSection {
    let options: Options

    private var budget: TimingBudget {
        TimingBudget(seconds: options.quick ? 0.04 : 0.25, batchNanoseconds: 200_000, minBatches: options.quick ? 1 : 3)
    }

    func run() {
        print("## 2a. Full prepare and time to open\n")
        print("""
            *data* = building the `[SectionSpec]` the data source hands over (not the engine's cost). \
            *open* = `CollectionView.init` + first `visibleAttributes()` (runs the first `prepare()`) at 80x24, \
            the time until the first frame can be drawn. *full prepare* = `invalidateLayout()` + `prepare()` on a \
            prepared `StickyFlowLayout` (the engine's O(S) + O(variable items) rebuild). *naive prepare* = the same \
            with `naiveInvalidation` (every item frame computed: what the naive layout pays on every scroll step). \
            Medians over repetitions (n), each repetition timed alone.

            """)
        var table = MarkdownTable(
            ["items", "heights", "sections", "data", "open p50", "open ≤ 1 s",
             "full prepare p50", "p99", "ns/item", "item frames/prepare", "naive prepare p50", "naive ns/item", "reps open/prep/naive"],
            numeric: Set([0, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12]))
        for shape in Shape.allCases {
            for heights in Heights.allCases {
                for items in Options.itemCounts {
                    table.add(row(Workload(items: items, heights: heights, shape: shape)))
                }
            }
        }
        table.print()
    }

    private func row(_ workload: Workload) -> [String] {
        var sections: [SectionSpec] = []
        let dataSeconds = secondsToRun { sections = workload.makeSections() }
        let strategy = options.strategy
        let viewport = Viewport.small.size

        let open = timeCalls(budget: budget) {
            var view = Workload.collectionView(sections, viewport: viewport, strategy: strategy)
            return view.visibleAttributes().count
        }

        var layout = StickyFlowLayout(
            sections: sections, metrics: Workload.metrics, strategy: strategy.builtInStrategy(),
            scrollView: ScrollViewState(viewportSize: viewport))
        layout.prepare()
        func timePrepares() -> Samples {
            timeCalls(budget: budget) {
                layout.invalidateLayout()
                layout.prepare()
                return layout.geometry.sections.count
            }
        }
        let framesBefore = layout.counters.itemFramesComputed
        let preparesBefore = layout.counters.fullPrepares
        let prepare = timePrepares()
        let framesPerPrepare = Double(layout.counters.itemFramesComputed - framesBefore)
            / Double(max(1, layout.counters.fullPrepares - preparesBefore))

        layout.naiveInvalidation = true
        let naive = timePrepares()
        let n = Double(workload.items)
        return [
            Format.count(workload.items), workload.label, Format.grouped(sections.count),
            Format.duration(dataSeconds * 1e9), Format.duration(open.p50), open.p50 < 1e9 ? "yes" : "NO",
            Format.duration(prepare.p50), Format.duration(prepare.p99), Format.fixed(prepare.p50 / n, 2),
            Format.grouped(Int(framesPerPrepare.rounded())),
            Format.duration(naive.p50), Format.fixed(naive.p50 / n, 1),
            "\(open.steps)/\(prepare.steps)/\(naive.steps)",
        ]
    }
}
