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

/// The result of `--compare A,B`.
package struct ComparisonReport: Sendable {
    package var first: CheckSubject
    package var second: CheckSubject
    package var budget: CheckBudget
    package var cases: Int
    package var steps: Int
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
    struct Seen {
        var kind: ComparisonDifference
        var cause: ComparisonCause
        var step: Int
        var message: String
    }

    /// Runs both strategies over the cases of `budget` and reports why their visible headers and
    /// footers differ: per cause, the first case, shrunk while it still shows that cause.
    package static func run(_ a: CheckSubject, _ b: CheckSubject, budget: CheckBudget, clock: (() -> Double)? = nil) -> ComparisonReport {
        let directions = a.directions.intersection(b.directions)
        let generator = CaseGenerator(directions: directions)
        var shrinker = Shrinker()
        var found: [ComparisonFinding] = []
        var shrinks = 0
        var steps = 0
        let cases = budget.forEachCase(generator, clock: clock) { index, c in
            let seen = firstDifferences(c, a, b, only: nil, steps: &steps)
            var counted = Set<ComparisonCause>()
            for d in seen {
                if let i = found.firstIndex(where: { $0.cause == d.cause }) {
                    if !found[i].differences.contains(d.kind) {
                        found[i].differences.append(d.kind)
                        found[i].differences.sort { order($0) < order($1) }
                    }
                    if !found[i].classes.contains(c.features) { found[i].classes.append(c.features) }
                    if counted.insert(d.cause).inserted { found[i].cases += 1 }
                    continue
                }
                guard shrinks < maxShrinks && found.count < maxReported else { continue }
                shrinks += 1
                counted.insert(d.cause)
                var start = c
                start.steps = Array(c.steps[...d.step])
                var ignored = 0
                // Only in the directions both strategies support (and `--direction` allows).
                let shrunk = shrinker.shrink(start) {
                    directions.contains($0.axis) && !firstDifferences($0, a, b, only: d.cause, steps: &ignored).isEmpty
                }
                let final = firstDifferences(shrunk, a, b, only: d.cause, steps: &ignored).first ?? d
                found.append(ComparisonFinding(
                    cause: d.cause, difference: final.kind, differences: [d.kind], features: shrunk.features,
                    classes: [c.features], cases: 1, caseIndex: index, shrunk: shrunk, step: final.step, message: final.message))
            }
        }
        return ComparisonReport(first: a, second: b, budget: budget, cases: cases, steps: steps, differences: found)
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
