import StickyLayout

/// `--profile ITEMS HEIGHTS STEP SECONDS`: runs bounds-only steps (80x24, `CollectionView` path) in a
/// loop for `SECONDS`, printing nothing but a step count, so `perf record` sees only the hot path.
enum ProfileMode {
    static func run(items: Int, heights: Heights, step: StepKind, seconds: Double, strategy: StrategyName) -> String {
        let sections = Workload(items: items, heights: heights, shape: .sections).makeSections()
        var view = Workload.collectionView(sections, viewport: Viewport.small.size, strategy: strategy)
        let contentLength = view.contentSize().height
        var offsets = OffsetSequence(kind: step, contentLength: contentLength, viewportRows: Viewport.small.rows)
        var stepper = CollectionViewStepper(view: view)
        view = Workload.collectionView([], viewport: Viewport.small.size, strategy: .plain)
        var sink = 0
        var steps = 0
        let deadline = nowNanoseconds() + UInt64(seconds * 1e9)
        while nowNanoseconds() < deadline {
            for _ in 0..<1_000 { sink &+= stepper.step(to: offsets.next()) }
            steps += 1_000
        }
        blackHole(sink)
        return "\(steps) steps, \(Format.duration(seconds * 1e9 / Double(steps))) mean"
    }
}
