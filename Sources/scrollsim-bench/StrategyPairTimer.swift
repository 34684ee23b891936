import StickyLayout

/// Times two strategies side by side on section 1's bounds-only step (one-row steps, uniform
/// 1-row items, sections of 100), at 1,000 and 1,000,000 items and both viewports: what sections
/// 7 (compat) and 8 (declarative) compare.
struct StrategyPairTimer {
    let budget: TimingBudget

    init(options: Options) {
        budget = TimingBudget(seconds: options.quick ? 0.02 : 0.1, minBatches: 30)
    }

    /// Calls `row` for each item count and viewport with the two strategies' results.
    func forEachCase(
        _ first: () -> any StickyStrategy, _ second: () -> any StickyStrategy,
        _ row: (_ items: Int, _ viewport: Viewport, _ first: StepResult, _ second: StepResult) -> Void
    ) {
        for items in [1_000, 1_000_000] {
            let sections = Workload(items: items, heights: .uniform, shape: .sections).makeSections()
            for viewport in [Viewport.small, .large] {
                let a = measure(sections, viewport: viewport, strategy: first())
                let b = measure(sections, viewport: viewport, strategy: second())
                row(items, viewport, a, b)
            }
        }
    }

    private func measure(_ sections: [SectionSpec], viewport: Viewport, strategy: any StickyStrategy) -> StepResult {
        var view = CollectionView(
            sections: sections, metrics: Workload.metrics, strategy: strategy,
            scrollView: ScrollViewState(viewportSize: viewport.size))
        let contentLength = view.contentSize().height
        _ = view.visibleAttributes()
        var stepper = CollectionViewStepper(view: view)
        var offsets = OffsetSequence(kind: .oneRow, contentLength: contentLength, viewportRows: viewport.rows)
        return timeSteps(&stepper, offsets: &offsets, budget: budget)
    }
}
