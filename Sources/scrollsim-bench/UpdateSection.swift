import StickyLayout

/// Part 2c: the cost of one batch update (insert or delete one item) as the collection grows.
struct UpdateSection {
    let options: Options

    private var budget: TimingBudget {
        TimingBudget(seconds: options.quick ? 0.05 : 0.3, batchNanoseconds: 200_000, minBatches: options.quick ? 3 : 9)
    }

    func run() {
        print("## 2c. Batch updates: insert or delete one item\n")
        print("""
            One `performBatchUpdates` inserting (then, next call, deleting) one item in a section chosen \
            pseudo-randomly, 100 items a section, viewport 80x24 scrolled to the middle: plan, data, \
            incremental `prepare()` (from the changed section on), content size, offset check and the \
            new visible attributes. *engine* = `recordsTransitions` off; *with animation* = on (the \
            start/end attributes of every element on screen and the update diagnostics; it keeps the \
            old geometry for the animation, a copy of O(sections)). Target (issue 11): engine p50 < 100 µs \
            at 10,000,000 items and t(1e7) / t(1e3) ≤ 10, measured side by side in this run.

            """)
        var table = MarkdownTable(
            ["items", "heights", "sections", "engine p50", "p99", "with animation p50", "t(n)/t(1e3)", "p50 < 100 µs", "ratio ≤ 10", "reps"],
            numeric: Set([0, 2, 3, 4, 5, 6, 9]))
        for heights in Heights.allCases {
            var base: Double?
            for items in Options.itemCounts {
                let workload = Workload(items: items, heights: heights, shape: .sections)
                let (engine, animated, sections) = measure(workload)
                if base == nil { base = engine.p50 }
                let ratio = engine.p50 / (base ?? engine.p50)
                table.add([
                    Format.count(items), heights.rawValue, Format.grouped(sections),
                    Format.duration(engine.p50), Format.duration(engine.p99), Format.duration(animated.p50),
                    Format.ratio(ratio), engine.p50 < 100_000 ? "yes" : "no", ratio <= 10 ? "yes" : "no",
                    "\(engine.count)/\(animated.count)",
                ])
            }
        }
        table.print()
    }

    private func measure(_ workload: Workload) -> (Samples, Samples, Int) {
        let sections = workload.makeSections()
        var results: [Samples] = []
        for records in [false, true] {
            var view = Workload.collectionView(sections, viewport: Viewport.small.size, strategy: options.strategy)
            view.recordsTransitions = records
            let height = view.contentSize().height
            view.setContentOffset(Point(x: 0, y: (height / 2).rounded()))
            _ = view.visibleAttributes()
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            var pending: IndexPath?
            let count = sections.count
            results.append(timeCalls(budget: budget) {
                var batch = BatchUpdates()
                if let path = pending {
                    batch.deleteItems(at: [path])
                    pending = nil
                } else {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    let section = Int((state >> 33) % UInt64(count))
                    let path = IndexPath(item: 0, section: section)
                    batch.insertItems(at: [path], length: workload.heights == .variable ? 2 : nil)
                    pending = path
                }
                let result = try? view.performBatchUpdates(batch)
                return result?.after.count ?? 0
            })
        }
        return (results[0], results[1], sections.count)
    }
}
