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

/// Why two strategies place a header (footer) differently, in words that do not depend on the
/// scenario: the line `--compare` prints once, however many kinds of difference and classes of
/// scenario show it ("uikit pins footers, my-layout does not" covers both the footers at another
/// place and the footers only one of them shows).
package struct ComparisonCause: Hashable, Sendable, CustomStringConvertible {
    package enum Reason: String, Hashable, Sendable {
        /// `strategy` moves the element from its natural frame where the other leaves it there
        /// (or does not show it at all because its natural frame is out of view).
        case pinsWhereOtherDoesNot = "pins"
        /// Both move it, and `strategy` puts it further along the scroll axis.
        case pinsFurtherAlong = "further"
        /// `strategy` leaves out an element the other shows at its natural place.
        case dropsNatural = "drops"
        /// Both leave it at a natural frame, and the frames differ (the layouts differ).
        case naturalFramesDiffer = "natural"
    }

    package var kind: ElementKind
    package var reason: Reason
    /// The strategy the sentence is about.
    package var strategy: StrategyName
    /// The other one.
    package var other: StrategyName

    package init(kind: ElementKind, reason: Reason, strategy: StrategyName, other: StrategyName) {
        self.kind = kind
        self.reason = reason
        self.strategy = strategy
        self.other = other
    }

    /// A stable id (`footer-pins-uikit`).
    package var id: String { "\(kind == .header ? "header" : "footer")-\(reason.rawValue)-\(strategy.rawValue)" }

    package var description: String {
        let kinds = kind == .header ? "headers" : "footers"
        switch reason {
        case .pinsWhereOtherDoesNot: return "\(strategy) pins \(kinds) where \(other) leaves them at their natural place"
        case .pinsFurtherAlong: return "both pin \(kinds); \(strategy) pins them further along the scroll axis than \(other)"
        case .dropsNatural: return "\(strategy) leaves out \(kinds) that \(other) shows at their natural place"
        case .naturalFramesDiffer: return "\(kinds) have different natural frames (\(strategy)'s further along): the layouts differ"
        }
    }
}

/// One cause of difference, with the first case that showed it, shrunk.
package struct ComparisonFinding: Sendable {
    package var cause: ComparisonCause
    /// The kind of difference of the shrunk case (the first kind seen for this cause).
    package var difference: ComparisonDifference
    /// Every kind of difference this cause showed, in `ComparisonDifference` order.
    package var differences: [ComparisonDifference]
    /// The class of scenario of the shrunk case: the corners it exercises (`CheckCase.features`).
    package var features: [String]
    /// Every class of scenario (of the generated cases, unshrunk) this cause showed in, as found.
    package var classes: [[String]]
    /// Generated scenarios that showed it.
    package var cases: Int
    /// The generated scenario it was first seen in.
    package var caseIndex: Int
    /// The shrunk case.
    package var shrunk: CheckCase
    /// The step of the shrunk case where the strategies first differ.
    package var step: Int
    /// One sentence with both frames.
    package var message: String
}

/// A strategy whose layout died (a crash, a hang or runaway memory) during `--compare`: found,
/// shrunk and reproduced as `check --strategy` does it; the comparison goes on without the cases
/// it ended.
package struct ComparisonDeath: Sendable {
    /// The strategy that died.
    package var subject: CheckSubject
    /// The death, shrunk (its target is `crash`, `hang` or `memory`).
    package var finding: CheckFinding
    /// Generated scenarios it ended.
    package var cases: Int
}

/// The result of `--compare A,B`.
package struct ComparisonReport: Sendable {
    package var first: CheckSubject
    package var second: CheckSubject
    package var budget: CheckBudget
    package var cases: Int
    package var steps: Int
    /// One entry per strategy and kind of death, in the order found.
    package var deaths: [ComparisonDeath] = []
    /// Generated scenarios that ended the process running both strategies although neither
    /// strategy dies on them alone (both together passed `--hang-after` or `--memory-limit`),
    /// with the first such death.
    package var pairDeaths: (cases: Int, first: Violation?) = (0, nil)
    /// One entry per cause, in the order found.
    package var differences: [ComparisonFinding]
}

/// Runs two strategies over the same generated cases and reports where their answers differ.
package enum StrategyComparison {
    /// The most causes shrunk in one run.
    static let maxShrinks = 40
    /// The most causes reported.
    static let maxReported = 16

    /// One difference seen at one step.
    package struct Seen: Sendable, Equatable {
        package var kind: ComparisonDifference
        package var cause: ComparisonCause
        package var step: Int
        package var message: String
    }

    /// Runs both strategies over the cases of `budget` in this process and reports why their
    /// visible headers and footers differ: per cause, the first case, shrunk while it still
    /// shows that cause.
    package static func run(_ a: CheckSubject, _ b: CheckSubject, budget: CheckBudget, clock: (() -> Double)? = nil) -> ComparisonReport {
        var executor = InProcessComparison(a, b)
        return run(a, b, budget: budget, clock: clock, executor: &executor)
    }

    /// Runs both strategies over the cases of `budget`, each run by `executor` (searching and
    /// shrinking alike), and reports why their visible headers and footers differ, and which
    /// strategy's layout died on which case (shrunk as `check --strategy` shrinks it).
    package static func run<E: ComparisonExecutor>(
        _ a: CheckSubject, _ b: CheckSubject, budget: CheckBudget, clock: (() -> Double)? = nil, executor: inout E
    ) -> ComparisonReport {
        let directions = a.directions.intersection(b.directions)
        let generator = CaseGenerator(directions: directions)
        var shrinker = Shrinker()
        var deathShrinker = Shrinker(endsCanonical: true)
        var report = ComparisonReport(first: a, second: b, budget: budget, cases: 0, steps: 0, differences: [])
        var shrinks = 0
        let cases = budget.forEachCase(clock: clock) { index, seed in
            let outcome = executor.compareGenerated(index, of: budget, generator: generator)
            report.steps += outcome.steps
            if let death = outcome.death {
                let c = generator.generate(seed: seed)
                // Which strategy dies: the first that dies alone on the case.
                var died: (CheckSubject, Violation)?
                for subject in [a, b] where died == nil {
                    let alone = executor.alone(subject.name) { $0.run(c, stopAt: nil, detailed: false) }
                    if let v = alone.violations.first(where: { Set<LayoutProperty>.survival.contains($0.target.property) }) { died = (subject, v) }
                }
                guard let died else {
                    report.pairDeaths = (report.pairDeaths.cases + 1, report.pairDeaths.first ?? death)
                    return
                }
                let (subject, v) = died
                if let i = report.deaths.firstIndex(where: { $0.subject.name == subject.name && $0.finding.target == v.target }) {
                    report.deaths[i].cases += 1
                    return
                }
                let finding = executor.alone(subject.name) {
                    Checker.finding(
                        v, in: c, index: index, subject: subject, budget: budget, clock: clock, shrinker: &deathShrinker, executor: &$0)
                }
                report.deaths.append(ComparisonDeath(subject: subject, finding: finding, cases: 1))
                return
            }
            guard !outcome.seen.isEmpty else { return }
            let c = generator.generate(seed: seed)
            var counted = Set<ComparisonCause>()
            for d in outcome.seen {
                if let i = report.differences.firstIndex(where: { $0.cause == d.cause }) {
                    if !report.differences[i].differences.contains(d.kind) {
                        report.differences[i].differences.append(d.kind)
                        report.differences[i].differences.sort { order($0) < order($1) }
                    }
                    if !report.differences[i].classes.contains(c.features) { report.differences[i].classes.append(c.features) }
                    if counted.insert(d.cause).inserted { report.differences[i].cases += 1 }
                    continue
                }
                guard shrinks < maxShrinks && report.differences.count < maxReported else { continue }
                shrinks += 1
                counted.insert(d.cause)
                var start = c
                start.steps = Array(c.steps[...d.step])
                // Only in the directions both strategies support (and `--direction` allows).
                func showing(_ cases: [CheckCase]) -> (index: Int, seen: Seen)? {
                    let kept = cases.indices.filter { directions.contains(cases[$0].axis) }
                    guard !kept.isEmpty, let hit = executor.firstShowing(kept.map { cases[$0] }, cause: d.cause) else { return nil }
                    return (kept[hit.index], hit.seen)
                }
                let shrunk = shrinker.shrink(start, firstFailing: { showing($0)?.index })
                let final = showing([shrunk])?.seen ?? d
                report.differences.append(ComparisonFinding(
                    cause: d.cause, difference: final.kind, differences: [d.kind], features: shrunk.features,
                    classes: [c.features], cases: 1, caseIndex: index, shrunk: shrunk, step: final.step, message: final.message))
            }
        }
        report.cases = cases
        return report
    }

    /// The differences of `c` between `a` and `b`: each cause at its first step.
    package static func compared(_ c: CheckCase, _ a: CheckSubject, _ b: CheckSubject) -> ComparedCase {
        var steps = 0
        let seen = firstDifferences(c, a, b, only: nil, steps: &steps)
        return ComparedCase(seen: seen, steps: steps)
    }

    /// The index of the first of `cases` that shows `cause` between `a` and `b`, with what it shows.
    package static func firstShowing(
        _ cases: [CheckCase], cause: ComparisonCause, _ a: CheckSubject, _ b: CheckSubject
    ) -> (index: Int, seen: Seen)? {
        var ignored = 0
        for (i, c) in cases.enumerated() {
            if let seen = firstDifferences(c, a, b, only: cause, steps: &ignored).first { return (i, seen) }
        }
        return nil
    }

    static func order(_ d: ComparisonDifference) -> Int { ComparisonDifference.allCases.firstIndex(of: d) ?? 0 }

    /// The first step at which each cause of difference appears (or only `only`).
    static func firstDifferences(
        _ c: CheckCase, _ a: CheckSubject, _ b: CheckSubject, only: ComparisonCause?, steps: inout Int
    ) -> [Seen] {
        guard !c.steps.isEmpty else { return [] }
        let axis = c.axis
        var viewA = c.makeView(a)
        var viewB = c.makeView(b)
        var out: [Seen] = []
        func note(_ kind: ComparisonDifference, _ cause: ComparisonCause, _ step: Int, _ message: @autoclosure () -> String) {
            if let only, only != cause { return }
            if out.contains(where: { $0.cause == cause }) { return }
            out.append(Seen(kind: kind, cause: cause, step: step, message: message()))
        }
        for (index, step) in c.steps.enumerated() {
            if index > 0 {
                viewA.setContentOffset(axis.point(step.offset))
                viewB.setContentOffset(axis.point(step.offset))
            }
            if let change = step.update {
                // Both get the step's batch update, as `check` runs it (one that no longer fits the
                // data after shrinking is skipped).
                if index == 0 {
                    _ = viewA.layoutAttributesForElements(in: viewA.bounds)
                    _ = viewB.layoutAttributesForElements(in: viewB.bounds)
                }
                _ = try? viewA.performBatchUpdates(BatchUpdates([change]))
                _ = try? viewB.performBatchUpdates(BatchUpdates([change]))
            }
            steps += 1
            let bounds = viewA.bounds
            let answerA = viewA.layoutAttributesForElements(in: bounds)
            let answerB = viewB.layoutAttributesForElements(in: bounds)
            let sides = [(answerA, answerB, a.name, b.name, viewA.layout.geometry, viewB.layout.geometry),
                         (answerB, answerA, b.name, a.name, viewB.layout.geometry, viewA.layout.geometry)]
            for (x, y, xName, yName, xGeometry, yGeometry) in sides {
                for e in x where (e.kind == .header || e.kind == .footer) && visible(e, in: bounds, axis: axis) {
                    let isHeader = e.kind == .header
                    let xNatural = natural(e, xGeometry, axis)
                    if let o = y.first(where: { $0.kind == e.kind && $0.indexPath == e.indexPath && visible($0, in: bounds, axis: axis) }) {
                        let at = axis.minMain(e.frame), otherAt = axis.minMain(o.frame)
                        // Each pair is seen from both sides: the one further along names it.
                        guard at > otherAt else { continue }
                        let yNatural = natural(o, yGeometry, axis)
                        let reason: ComparisonCause.Reason
                        let subject: StrategyName
                        switch (at == xNatural, otherAt == yNatural) {
                        case (false, true): (reason, subject) = (.pinsWhereOtherDoesNot, xName)
                        case (true, false): (reason, subject) = (.pinsWhereOtherDoesNot, yName)
                        case (false, false): (reason, subject) = (.pinsFurtherAlong, xName)
                        case (true, true): (reason, subject) = (.naturalFramesDiffer, xName)
                        }
                        note(isHeader ? .headerPosition : .footerPosition,
                             ComparisonCause(kind: e.kind, reason: reason, strategy: subject, other: subject == xName ? yName : xName), index,
                             "\(e.key): \(xName) at \(axis.spanText(of: e.frame)), \(yName) at \(axis.spanText(of: o.frame))")
                    } else {
                        let cause = axis.minMain(e.frame) == xNatural
                            ? ComparisonCause(kind: e.kind, reason: .dropsNatural, strategy: yName, other: xName)
                            : ComparisonCause(kind: e.kind, reason: .pinsWhereOtherDoesNot, strategy: xName, other: yName)
                        note(isHeader ? .headerPresence : .footerPresence, cause, index,
                             "\(e.key): \(xName) shows it at \(axis.spanText(of: e.frame)), \(yName) does not show it")
                    }
                }
            }
            if let only, out.contains(where: { $0.cause == only }) { break }
        }
        return out
    }

    /// Where `e`'s natural frame starts along `axis` in `geometry`.
    private static func natural(_ e: LayoutAttributes, _ geometry: FlowGeometry, _ axis: ScrollDirection) -> Double {
        guard geometry.sections.indices.contains(e.indexPath.section) else { return axis.minMain(e.naturalFrame) }
        return axis.minMain(e.kind == .header ? geometry.headerFrame(section: e.indexPath.section) : geometry.footerFrame(section: e.indexPath.section))
    }

    private static func visible(_ e: LayoutAttributes, in bounds: Rect, axis: ScrollDirection) -> Bool {
        !e.isHidden && axis.maxMain(e.frame) > axis.minMain(e.frame)
            && axis.minMain(e.frame) < axis.maxMain(bounds) && axis.maxMain(e.frame) > axis.minMain(bounds)
    }
}
