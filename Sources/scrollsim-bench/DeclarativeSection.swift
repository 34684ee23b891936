import StickyLayout

/// Part 8: a declarative strategy (a `PinningModel`, what a strategy file loads into) against the
/// hand-written built-in it describes, on the bounds-only step (for the described built-ins still
/// written by hand; the others run as their description).
struct DeclarativeSection {
    let options: Options

    private var budget: TimingBudget {
        TimingBudget(seconds: options.quick ? 0.02 : 0.1, minBatches: 30)
    }

    static let itemCounts = [1_000, 1_000_000]

    func run() {
        print("## 8. Declarative strategy vs hand-written: bounds-only step\n")
        print("""
            One step as in section 1 (`setContentOffset` + `layoutAttributesForElements(in: bounds)` on \
            `CollectionView`, one-row steps, uniform 1-row items, sections of 100). *hand-written* is the \
            built-in strategy; *declarative* is `DeclarativeStrategy` running the built-in's description \
            (`scrollsim strategies --describe NAME`), which answers with the same attributes (checked by \
            the DescribedBuiltIn tests). Only the described built-ins still written by hand are listed: \
            the others are built from their description. Target: declarative ≤ 1.5 × hand-written.

            """)
        var table = MarkdownTable(
            ["strategy", "viewport", "items", "hand-written p50", "declarative p50", "declarative ÷ hand-written",
             "declarative p99"],
            numeric: Set(2...6))
        var worst = 0.0
        for registration in StrategyRegistry.builtIn.registrations {
            guard let model = registration.pinningModel,
                  !(registration.make(StrategyOptions()) is DeclarativeStrategy) else { continue }
            for items in Self.itemCounts {
                let sections = Workload(items: items, heights: .uniform, shape: .sections).makeSections()
                for viewport in [Viewport.small, .large] {
                    let hand = measure(sections, viewport: viewport, strategy: registration.make(StrategyOptions()))
                    let declarative = measure(
                        sections, viewport: viewport, strategy: DeclarativeStrategy(name: registration.name, model: model))
                    let ratio = declarative.samples.p50 / hand.samples.p50
                    worst = max(worst, ratio)
                    table.add([
                        registration.name.rawValue, viewport.label, Format.count(items),
                        Format.duration(hand.samples.p50), Format.duration(declarative.samples.p50),
                        Format.ratio(ratio), Format.duration(declarative.samples.p99),
                    ])
                }
            }
        }
        print(table.render())
        print()
        print("Worst declarative ÷ hand-written p50: \(Format.ratio(worst)) (target ≤ 1.5×: \(worst <= 1.5 ? "met" : "NOT met")).\n")
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
