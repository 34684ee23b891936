import StickyLayout

/// Part 8: a declarative strategy (a `PinningModel`, what a strategy file loads into) against the
/// hand-written built-in it describes, on the bounds-only step (for the described built-ins still
/// written by hand; the others run as their description).
struct DeclarativeSection {
    let options: Options

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
        let timer = StrategyPairTimer(options: options)
        for registration in StrategyRegistry.builtIn.registrations {
            guard let model = registration.pinningModel,
                  !(registration.make(StrategyOptions()) is DeclarativeStrategy) else { continue }
            timer.forEachCase(
                { registration.make(StrategyOptions()) }, { DeclarativeStrategy(name: registration.name, model: model) }
            ) { items, viewport, hand, declarative in
                let ratio = declarative.samples.p50 / hand.samples.p50
                worst = max(worst, ratio)
                table.add([
                    registration.name.rawValue, viewport.label, Format.count(items),
                    Format.duration(hand.samples.p50), Format.duration(declarative.samples.p50),
                    Format.ratio(ratio), Format.duration(declarative.samples.p99),
                ])
            }
        }
        table.print()
        print("Worst declarative ÷ hand-written p50: \(Format.ratio(worst)) (target ≤ 1.5×: \(worst <= 1.5 ? "met" : "NOT met")).\n")
    }
}
