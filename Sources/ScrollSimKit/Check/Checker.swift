import StickyLayout

/// How long a check runs.
package struct CheckBudget: Sendable {
    /// The seed of the run; the same seed gives the same cases and the same report.
    package var seed: UInt64
    /// Scenarios to generate; nil = until `seconds` run out.
    package var count: Int?
    /// Wall-clock limit in seconds (checked between scenarios); nil = none.
    package var seconds: Double?
    /// Shrink each violation (false reports the unshrunk case: for measuring the search alone).
    package var shrinks = true

    /// The default budget: 400 scenarios from seed 0 (well under 10 s).
    package static let defaultCount = 400

    package init(seed: UInt64 = 0, count: Int? = CheckBudget.defaultCount, seconds: Double? = nil, shrinks: Bool = true) {
        self.seed = seed
        self.count = count
        self.seconds = seconds
        self.shrinks = shrinks
    }

    /// Generates the budget's cases in order and passes each, with its index, to `body` until the
    /// count or the time limit (read from `clock`) is reached; without either, none. Returns how
    /// many ran.
    func forEachCase(_ generator: CaseGenerator, clock: (() -> Double)?, _ body: (Int, CheckCase) -> Void) -> Int {
        let deadline = seconds.flatMap { s in clock.map { $0() + s } }
        var cases = 0
        while count.map({ cases < $0 }) ?? (deadline != nil) {
            if let deadline, let clock, clock() >= deadline { break }
            body(cases, generator.generate(seed: CheckRandom.caseSeed(seed, index: cases)))
            cases += 1
        }
        return cases
    }
}

/// One violated target, shrunk.
package struct CheckFinding: Sendable {
    /// What was violated.
    package var target: CheckTarget
    /// True when the strategy declares the property (a failure); false for a finding.
    package var declared: Bool
    /// The index of the generated scenario it was first seen in.
    package var caseIndex: Int
    /// Steps of that scenario up to the violation, before shrinking.
    package var originalSteps: Int
    /// The shrunk case.
    package var shrunk: CheckCase
    /// The violation in the shrunk case.
    package var violation: Violation
    /// Variants the shrinker tried.
    package var shrinkAttempts: Int
    /// The earlier finding (in `LayoutProperty.allCases` order) whose violation this one's shrunk
    /// case also shows, at or before this one's step: the same root cause. Nil for a root.
    package var causedBy: CheckTarget? = nil
}

/// The result of a check.
package struct CheckReport: Sendable {
    /// The strategy checked.
    package var subject: CheckSubject
    /// The budget it ran with.
    package var budget: CheckBudget
    /// Scenarios generated and run.
    package var cases: Int
    /// Scroll steps checked while searching (shrinking not included).
    package var steps: Int
    /// Failures first, then findings; each group in `LayoutProperty.allCases` order, and each
    /// finding caused by another right after that one (its root).
    package var findings: [CheckFinding]

    /// True when every declared property held.
    package var passed: Bool { !findings.contains { $0.declared } }
    /// The failures.
    package var failures: [CheckFinding] { findings.filter(\.declared) }
    /// The findings that are their own root cause, in report order.
    package var roots: [CheckFinding] { findings.filter { $0.causedBy == nil } }
}

/// The property-based checker: generates cases from a seed, runs them against a strategy, and
/// shrinks the first violation of each target to a minimal case.
package enum Checker {
    /// Checks `subject` within `budget`. `clock` (seconds) is read only when the budget has a time limit.
    package static func run(_ subject: CheckSubject, budget: CheckBudget, clock: (() -> Double)? = nil) -> CheckReport {
        let generator = CaseGenerator(directions: subject.directions)
        var runner = CaseRunner(subject: subject)
        var shrinkRunner = CaseRunner(subject: subject)
        var shrinker = Shrinker(endsCanonical: true)
        var findings: [CheckFinding] = []
        var steps = 0
        let cases = budget.forEachCase(generator, clock: clock) { index, c in
            let outcome = runner.run(c)
            steps += outcome.steps
            for v in outcome.violations where !findings.contains(where: { $0.target == v.target }) {
                let target = v.target
                var start = c
                start.steps = Array(c.steps[...v.step])
                let shrunk = budget.shrinks
                    ? shrinker.shrink(start) { !shrinkRunner.run($0, stopAt: target).violations.isEmpty } : start
                let final = shrinkRunner.run(shrunk, stopAt: target).violations.first ?? v
                findings.append(CheckFinding(
                    target: target, declared: subject.declared.contains(target.property), caseIndex: index,
                    originalSteps: v.step + 1, shrunk: shrunk, violation: final, shrinkAttempts: shrinker.attempts))
            }
        }
        findings.sort { a, b in a.declared != b.declared ? a.declared : a.target < b.target }
        findings = grouped(findings, subject: subject)
        return CheckReport(subject: subject, budget: budget, cases: cases, steps: steps, findings: findings)
    }

    /// Marks a finding as caused by an earlier root when each one's shrunk case also shows the
    /// other's violation (this one's at or before its own step): one cause, seen by two
    /// properties. Earlier means: an engine hazard (`no-hazards`, the most specific cause) first,
    /// then `LayoutProperty.allCases` order. Each consequence is placed right after its root.
    static func grouped(_ findings: [CheckFinding], subject: CheckSubject) -> [CheckFinding] {
        guard findings.count > 1 else { return findings }
        var runner = CaseRunner(subject: subject)
        var marked = findings
        let seen = findings.map { runner.run($0.shrunk).violations }
        let byProperty = findings.indices.sorted {
            let a = findings[$0].target, b = findings[$1].target
            let ha = a.property == .noHazards, hb = b.property == .noHazards
            return ha != hb ? ha : a < b
        }
        for (rank, i) in byProperty.enumerated() where rank > 0 {
            let f = marked[i]
            for j in byProperty[..<rank] where marked[j].causedBy == nil {
                let root = marked[j]
                if seen[i].contains(where: { $0.target == root.target && $0.step <= f.violation.step })
                    && seen[j].contains(where: { $0.target == f.target }) {
                    marked[i].causedBy = root.target
                    break
                }
            }
        }
        var ordered: [CheckFinding] = []
        for f in marked where f.causedBy == nil {
            ordered.append(f)
            ordered += marked.filter { $0.causedBy == f.target }
        }
        return ordered
    }
}
