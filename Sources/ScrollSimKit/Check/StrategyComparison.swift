import StickyLayout

/// A kind of difference between two strategies' answers for the bounds.
package enum ComparisonDifference: String, Hashable, Sendable, CaseIterable {
    /// A visible header is at different positions.
    case headerPosition = "header-position"
    /// A header is visible in one answer and absent from the other.
    case headerPresence = "header-presence"
    /// A visible footer is at different positions.
    case footerPosition = "footer-position"
    /// A footer is visible in one answer and absent from the other.
    case footerPresence = "footer-presence"
}

/// The first difference of one kind in one class of scenario, shrunk.
package struct ComparisonFinding: Sendable {
    package var difference: ComparisonDifference
    /// The class of scenario: the corners the shrunk case exercises (`CheckCase.features`).
    package var features: [String]
    /// The generated scenario it was first seen in.
    package var caseIndex: Int
    /// The shrunk case.
    package var shrunk: CheckCase
    /// The step of the shrunk case where the strategies first differ.
    package var step: Int
    /// One sentence with both frames.
    package var message: String
}

/// The result of `--compare A,B`.
package struct ComparisonReport: Sendable {
    package var first: CheckSubject
    package var second: CheckSubject
    package var budget: CheckBudget
    package var cases: Int
    package var steps: Int
    /// One entry per kind of difference and class of scenario, in `ComparisonDifference` order,
    /// then in the order found.
    package var differences: [ComparisonFinding]
}

/// Runs two strategies over the same generated cases and reports where their answers differ.
package enum StrategyComparison {
    /// The most differences shrunk in one run (each shrink may or may not show a new class).
    static let maxShrinks = 40
    /// The most differences reported.
    static let maxReported = 16

    /// Runs both strategies over the cases of `budget` and reports where their visible headers and
    /// footers differ: per kind of difference and class of scenario, the first case, shrunk.
    package static func run(_ a: CheckSubject, _ b: CheckSubject, budget: CheckBudget, clock: (() -> Double)? = nil) -> ComparisonReport {
        let generator = CaseGenerator(directions: a.directions.intersection(b.directions))
        var shrinker = Shrinker()
        var found: [ComparisonFinding] = []
        var shrinks = 0
        var cases = 0
        var steps = 0
        let deadline = budget.seconds.flatMap { s in clock.map { $0() + s } }
        while budget.count.map({ cases < $0 }) ?? (deadline != nil) {
            if let deadline, let clock, clock() >= deadline { break }
            let c = generator.generate(seed: CheckRandom.caseSeed(budget.seed, index: cases))
            let differences = firstDifferences(c, a, b, only: nil, steps: &steps)
            for d in differences where shrinks < maxShrinks && found.count < maxReported {
                shrinks += 1
                var start = c
                start.steps = Array(c.steps[...d.step])
                var ignored = 0
                let shrunk = shrinker.shrink(start) { !firstDifferences($0, a, b, only: d.kind, steps: &ignored).isEmpty }
                let final = firstDifferences(shrunk, a, b, only: d.kind, steps: &ignored).first ?? d
                let features = shrunk.features
                if found.contains(where: { $0.difference == d.kind && $0.features == features }) { continue }
                found.append(ComparisonFinding(
                    difference: d.kind, features: features, caseIndex: cases, shrunk: shrunk, step: final.step,
                    message: final.message))
            }
            cases += 1
        }
        let order = { (d: ComparisonDifference) in ComparisonDifference.allCases.firstIndex(of: d) ?? 0 }
        found = found.enumerated().sorted { x, y in
            (order(x.element.difference), x.offset) < (order(y.element.difference), y.offset)
        }.map(\.element)
        return ComparisonReport(first: a, second: b, budget: budget, cases: cases, steps: steps, differences: found)
    }

    /// The first step at which each kind of difference appears (or only `only`).
    static func firstDifferences(
        _ c: CheckCase, _ a: CheckSubject, _ b: CheckSubject, only: ComparisonDifference?, steps: inout Int
    ) -> [(kind: ComparisonDifference, step: Int, message: String)] {
        guard let first = c.steps.first else { return [] }
        let axis = c.axis
        func makeView(_ s: CheckSubject) -> CollectionView {
            var view = CollectionView(
                sections: c.scenario.sections, metrics: c.scenario.metrics, strategy: s.make(c.scenario.options),
                scrollView: ScrollViewState(
                    contentOffset: axis.point(first.offset), viewportSize: c.viewport,
                    contentInset: c.scenario.contentInset, systemInset: c.scenario.systemInset))
            if s.faults.any { view.setFaults(s.faults) }
            return view
        }
        var viewA = makeView(a)
        var viewB = makeView(b)
        var out: [(kind: ComparisonDifference, step: Int, message: String)] = []
        func note(_ kind: ComparisonDifference, _ step: Int, _ message: @autoclosure () -> String) {
            if let only, only != kind { return }
            if out.contains(where: { $0.kind == kind }) { return }
            out.append((kind, step, message()))
        }
        for (index, step) in c.steps.enumerated() {
            if index > 0 {
                viewA.setContentOffset(axis.point(step.offset))
                viewB.setContentOffset(axis.point(step.offset))
            }
            steps += 1
            let bounds = viewA.bounds
            let answerA = viewA.layoutAttributesForElements(in: bounds)
            let answerB = viewB.layoutAttributesForElements(in: bounds)
            for (x, y, xName, yName) in [(answerA, answerB, a.name, b.name), (answerB, answerA, b.name, a.name)] {
                for e in x where (e.kind == .header || e.kind == .footer) && visible(e, in: bounds, axis: axis) {
                    let isHeader = e.kind == .header
                    if let other = y.first(where: { $0.kind == e.kind && $0.indexPath == e.indexPath && visible($0, in: bounds, axis: axis) }) {
                        if axis.minMain(other.frame) != axis.minMain(e.frame) {
                            note(isHeader ? .headerPosition : .footerPosition, index,
                                 "\(e.key): \(xName) at \(place(e, axis)), \(yName) at \(place(other, axis))")
                        }
                    } else {
                        note(isHeader ? .headerPresence : .footerPresence, index,
                             "\(e.key): \(xName) shows it at \(place(e, axis)), \(yName) does not show it")
                    }
                }
            }
            if let only, out.contains(where: { $0.kind == only }) { break }
        }
        return out
    }

    private static func visible(_ e: LayoutAttributes, in bounds: Rect, axis: ScrollDirection) -> Bool {
        !e.isHidden && axis.maxMain(e.frame) > axis.minMain(e.frame)
            && axis.minMain(e.frame) < axis.maxMain(bounds) && axis.maxMain(e.frame) > axis.minMain(bounds)
    }

    private static func place(_ e: LayoutAttributes, _ axis: ScrollDirection) -> String {
        "\(JSONWriter.number(axis.minMain(e.frame)))..<\(JSONWriter.number(axis.maxMain(e.frame)))"
    }
}
