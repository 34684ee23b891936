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
    /// Wall-clock limit in seconds for shrinking each violation (read with the run's clock between
    /// batches of variants); past it the finding keeps the smallest case found so far. Nil = none.
    package var shrinkSeconds: Double? = nil
    /// Distinct causes reported per property, at most. A cause is a target: the property, the
    /// element kind and the element rule that fails (`header before its section` and `header past
    /// its section` are two), shrunk on its own; a target seen after its property has this many is
    /// listed in `CheckReport.notShrunk` instead.
    package var causesPerProperty = CheckBudget.defaultCausesPerProperty

    /// The default limit of distinct causes per property.
    package static let defaultCausesPerProperty = 4

    /// Later violations of an already-found target that are run again without the corners each
    /// of its causes needs, at most, per target; and how many of those still violated (their
    /// own needed corners read, `CauseCorners`) are shrunk again to look for another cause.
    static let cornerReadsPerTarget = 30
    static let secondShrinksPerTarget = 2

    /// Candidates of one shrink stopped as hanging (`HangBound.shortened`), at most, for a
    /// finding other than `hang`: past them the finding keeps the smallest case found so far (a
    /// layout that loops in many small cases would otherwise cost that bound each time).
    package static let hangingCandidatesPerShrink = 100

    /// The default budget: 400 scenarios from seed 0 (well under 10 s).
    package static let defaultCount = 400

    package init(
        seed: UInt64 = 0, count: Int? = CheckBudget.defaultCount, seconds: Double? = nil, shrinks: Bool = true,
        shrinkSeconds: Double? = nil
    ) {
        self.seed = seed
        self.count = count
        self.seconds = seconds
        self.shrinks = shrinks
        self.shrinkSeconds = shrinkSeconds
    }

    /// The shrink time limit `check` uses with `--time` and no `--shrink-time`: a run given a time
    /// ends close to it even when shrinking is slow.
    package static let defaultShrinkSecondsWithTime = 30.0

    /// Passes each case's index and seed, in order, to `body` until the count or the time limit
    /// (read from `clock`) is reached; without either, none. Returns how many ran.
    func forEachCase(clock: (() -> Double)?, _ body: (Int, UInt64) -> Void) -> Int {
        let deadline = seconds.flatMap { s in clock.map { $0() + s } }
        var cases = 0
        while count.map({ cases < $0 }) ?? (deadline != nil) {
            if let deadline, let clock, clock() >= deadline { break }
            body(cases, CheckRandom.caseSeed(seed, index: cases))
            cases += 1
        }
        return cases
    }

    /// Generates the budget's cases in order and passes each, with its index, to `body` (see
    /// `forEachCase(clock:_:)`).
    func forEachCase(_ generator: CaseGenerator, clock: (() -> Double)?, _ body: (Int, CheckCase) -> Void) -> Int {
        forEachCase(clock: clock) { index, seed in body(index, generator.generate(seed: seed)) }
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
    /// True when shrinking stopped at the budget's `shrinkSeconds`: the case is the smallest found
    /// by then, maybe not the smallest there is.
    package var shrinkStoppedByTime = false
    /// True when shrinking stopped because `CheckBudget.hangingCandidatesPerShrink` candidates
    /// hung: the case is the smallest found by then.
    package var shrinkStoppedByHangs = false
    /// The earlier finding (in `LayoutProperty.allCases` order) whose violation this one's shrunk
    /// case also shows, at or before this one's step: the same root cause. Nil for a root.
    package var causedBy: FindingKey? = nil
    /// Its number among the findings of its target, smallest shrunk case first: 2 and up for
    /// another cause of one rule, found in other corners and shrunk to a case with other corners.
    package var targetCause = 1
    /// The corners its shrunk case needs.
    package var needs: CauseCorners = []

    /// Its name in the report.
    package var key: FindingKey { FindingKey(target: target, cause: targetCause) }
}

/// A finding's name: its target and its number among that target's causes.
package struct FindingKey: Hashable, Sendable, CustomStringConvertible {
    package var target: CheckTarget
    package var cause: Int

    package init(target: CheckTarget, cause: Int) {
        self.target = target
        self.cause = cause
    }

    package var description: String {
        cause == 1 ? target.description : "\(target.property.rawValue) (\(target.detail), case \(cause))"
    }
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
    /// Targets violated after their property had `budget.causesPerProperty` findings: seen in
    /// the search, not shrunk, in the order seen.
    package var notShrunk: [CheckTarget] = []

    /// True when every declared property held.
    package var passed: Bool { !findings.contains { $0.declared } }
    /// The failures.
    package var failures: [CheckFinding] { findings.filter(\.declared) }
    /// The findings that are their own root cause, in report order.
    package var roots: [CheckFinding] { findings.filter { $0.causedBy == nil } }

    /// Per finding, its number among its property's root causes in report order and how many
    /// that property has; nil for a finding caused by another.
    package var causeNumbers: [(number: Int, of: Int)?] {
        var seen: [LayoutProperty: Int] = [:]
        return findings.map { f in
            guard f.causedBy == nil else { return nil }
            seen[f.target.property, default: 0] += 1
            return (seen[f.target.property]!, roots.filter { $0.target.property == f.target.property }.count)
        }
    }
}

/// The property-based checker: generates cases from a seed, runs them against a strategy, and
/// shrinks the first violation of each target to a minimal case.
package enum Checker {
    /// Checks `subject` within `budget`, in this process. `clock` (seconds) is read only when the
    /// budget has a time limit.
    package static func run(_ subject: CheckSubject, budget: CheckBudget, clock: (() -> Double)? = nil) -> CheckReport {
        var executor = InProcessExecutor(subject: subject)
        return run(subject, budget: budget, clock: clock, executor: &executor)
    }

    /// Checks `subject` within `budget`, each case run by `executor` (searching, shrinking and
    /// grouping alike).
    package static func run<E: CaseExecutor>(
        _ subject: CheckSubject, budget: CheckBudget, clock: (() -> Double)? = nil, executor: inout E
    ) -> CheckReport {
        let generator = CaseGenerator(directions: subject.directions)
        var shrinker = Shrinker(endsCanonical: true)
        var findings: [CheckFinding] = []
        var notShrunk: [CheckTarget] = []
        // Per found target: the corners its causes and its later violations need, how many of
        // those violations were read and how many shrunk again.
        var looked: [CheckTarget: (needs: Set<CauseCorners>, reads: Int, shrinks: Int)] = [:]
        var steps = 0
        let cases = budget.forEachCase(clock: clock) { index, seed in
            // Once a hang is found, each generated case that hangs costs the shortened bound.
            let hangFound = findings.contains { $0.target.property == .hang }
            let outcome = executor.runGenerated(index, of: budget, generator: generator, hangBound: hangFound ? .shortened : .full)
            steps += outcome.steps
            let fresh = outcome.violations.filter { v in looked[v.target] == nil && !notShrunk.contains(v.target) }
            let again = outcome.violations.filter { v in
                readsCorners(v.target) && looked[v.target].map { $0.reads < CheckBudget.cornerReadsPerTarget && $0.shrinks < CheckBudget.secondShrinksPerTarget } ?? false
            }
            guard !fresh.isEmpty || !again.isEmpty else { return }
            let c = generator.generate(seed: seed)
            func hasRoom(_ v: Violation) -> Bool {
                findings.count(where: { $0.target.property == v.target.property }) < budget.causesPerProperty
            }
            for v in fresh {
                guard hasRoom(v) else {
                    notShrunk.append(v.target)
                    continue
                }
                var f = finding(
                    v, in: c, index: index, subject: subject, budget: budget, clock: clock, shrinker: &shrinker, executor: &executor)
                if readsCorners(v.target) { f.needs = CauseCorners.needed(by: v.target, in: f.shrunk, executor: &executor) }
                looked[v.target] = ([f.needs], 0, 0)
                findings.append(f)
            }
            for v in again where hasRoom(v) {
                guard var look = looked[v.target] else { continue }
                var prefix = c
                prefix.steps = Array(c.steps[...v.step])
                look.reads += 1
                defer { looked[v.target] = look }
                // Still violated without the corners each found cause needs: none of them.
                let causes = findings.filter { $0.target == v.target }
                guard causes.allSatisfy({ cause in
                    !cause.needs.isEmpty
                        && executor.firstFailing([CauseCorners.removing(cause.needs, from: prefix)], target: v.target, hangBound: .shortened) != nil
                }) else { continue }
                let needs = CauseCorners.needed(by: v.target, in: prefix, executor: &executor)
                guard !look.needs.contains(where: { $0.overlaps(needs) }) else { continue }
                look.needs.insert(needs)
                look.shrinks += 1
                var f = finding(
                    v, in: c, index: index, subject: subject, budget: budget, clock: clock, shrinker: &shrinker, executor: &executor)
                f.needs = CauseCorners.needed(by: v.target, in: f.shrunk, executor: &executor)
                look.needs.insert(f.needs)
                let encoded = CheckWire.encode(f.shrunk)
                guard !causes.contains(where: { CheckWire.encode($0.shrunk) == encoded || $0.needs.overlaps(f.needs) }) else { continue }
                f.targetCause = causes.count + 1
                findings.append(f)
            }
        }
        numberCases(&findings)
        findings.sort { a, b in
            a.declared != b.declared ? a.declared : a.target != b.target ? a.target < b.target : a.targetCause < b.targetCause
        }
        findings = grouped(findings, executor: &executor)
        return CheckReport(subject: subject, budget: budget, cases: cases, steps: steps, findings: findings, notShrunk: notShrunk)
    }

    /// Numbers each rule's cases by their shrunk cases, smallest first (`CheckCase.shrinkKey`,
    /// then the wire form): the same numbers from any seed that finds the same cases.
    private static func numberCases(_ findings: inout [CheckFinding]) {
        for indices in Dictionary(grouping: findings.indices, by: { findings[$0].target }).values where indices.count > 1 {
            let keyed = indices.map { (index: $0, key: findings[$0].shrunk.shrinkKey, wire: CheckWire.encode(findings[$0].shrunk)) }
            let order = keyed.sorted { a, b in
                a.key != b.key ? a.key < b.key : a.wire < b.wire
            }
            for (n, entry) in order.enumerated() { findings[entry.index].targetCause = n + 1 }
        }
    }

    /// Whether a target's cases are run again to read the corners they need: not a hang's or
    /// memory's (each such run costs the time or memory limit).
    private static func readsCorners(_ target: CheckTarget) -> Bool {
        target.property != .hang && target.property != .memory
    }

    /// `v`, seen in the generated case `index` (`c`), as a finding: from the first step that dies
    /// for a crash, hang or memory, shrunk (unless `budget` says not) while `executor` still sees
    /// its target, with the violation the shrunk case shows.
    static func finding<E: CaseExecutor>(
        _ v: Violation, in c: CheckCase, index: Int, subject: CheckSubject, budget: CheckBudget, clock: (() -> Double)?,
        shrinker: inout Shrinker, executor: inout E
    ) -> CheckFinding {
        let target = v.target
        var start = c
        var step = v.step
        if Set<LayoutProperty>.survival.contains(target.property) {
            step = firstDeadStep(c, target: target, executor: &executor)?.step ?? v.step
        }
        start.steps = Array(c.steps[...step])
        var timeIsOut: () -> Bool = { false }
        if let limit = budget.shrinkSeconds, let clock {
            let deadline = clock() + limit
            timeIsOut = { clock() >= deadline }
        }
        let hungBefore = executor.casesStoppedAsHanging
        var hangsSpent = false
        shrinker.shouldStop = { hangsSpent || timeIsOut() }
        // Candidates that hang are cut short; a hang's shrunk case is then run with the full bound.
        var shrunk = budget.shrinks
            ? shrinker.shrink(start) { cases in
                let found = executor.firstFailing(cases, target: target, hangBound: .shortened)
                hangsSpent = target.property != .hang
                    && executor.casesStoppedAsHanging - hungBefore >= CheckBudget.hangingCandidatesPerShrink
                return found
            } : start
        var attempts = shrinker.attempts
        var confirmed = finalViolation(shrunk, target: target, executor: &executor)
        if confirmed == nil, budget.shrinks, target.property == .hang {
            // A candidate that was only slow passed for a hang: shrink again with the full bound.
            shrunk = shrinker.shrink(start) { executor.firstFailing($0, target: target, hangBound: .full) }
            attempts += shrinker.attempts
            confirmed = finalViolation(shrunk, target: target, executor: &executor)
        }
        var final = confirmed ?? v
        final.step = min(final.step, shrunk.steps.count - 1)
        let stoppedEarly = budget.shrinks && shrinker.stoppedEarly
        return CheckFinding(
            target: target, declared: subject.declared.contains(target.property), caseIndex: index,
            originalSteps: step + 1, shrunk: shrunk, violation: final, shrinkAttempts: attempts,
            shrinkStoppedByTime: stoppedEarly && !hangsSpent, shrinkStoppedByHangs: stoppedEarly && hangsSpent)
    }

    /// The violation of `target` in `c` as reported: for a crash, hang or memory finding at the
    /// step it happens at, with the layout's frame where the runtime prints one.
    private static func finalViolation<E: CaseExecutor>(_ c: CheckCase, target: CheckTarget, executor: inout E) -> Violation? {
        guard Set<LayoutProperty>.survival.contains(target.property) else {
            return executor.run(c, stopAt: target, detailed: false).violations.first
        }
        guard let dead = firstDeadStep(c, target: target, executor: &executor) else { return nil }
        // A hang's or memory's worker is stopped from outside: the run that found the step says it all.
        guard target.property == .crash else { return dead.violation }
        var prefix = c
        prefix.steps = Array(c.steps[...dead.step])
        // With the runtime's backtrace where it can be had.
        for detailed in [true, false] {
            if var v = executor.run(prefix, stopAt: target, detailed: detailed).violations.first(where: { $0.target == target }) {
                v.step = dead.step
                return v
            }
        }
        return nil
    }

    /// The first step whose prefix of `c` dies with `target` (a crash, hang or memory bound:
    /// steps are deterministic, so the prefixes before it finish), found by bisection, and the
    /// death at that step.
    static func firstDeadStep<E: CaseExecutor>(_ c: CheckCase, target: CheckTarget, executor: inout E) -> (step: Int, violation: Violation)? {
        func death(_ last: Int) -> Violation? {
            var prefix = c
            prefix.steps = Array(c.steps[...last])
            guard var v = executor.run(prefix, stopAt: target, detailed: false).violations.first(where: { $0.target == target }) else { return nil }
            v.step = last
            return v
        }
        guard !c.steps.isEmpty, var found = death(c.steps.count - 1) else { return nil }
        var low = 0, high = c.steps.count - 1  // `high` dies (`found`); every prefix shorter than `low` does not.
        while low < high {
            let mid = (low + high) / 2
            if let v = death(mid) {
                high = mid
                found = v
            } else {
                low = mid + 1
            }
        }
        return (high, found)
    }

    /// Marks a finding as caused by an earlier root when each one's shrunk case also shows the
    /// other's violation (this one's at or before its own step): one cause, seen by two
    /// properties. Earlier means: an engine hazard (`no-hazards`, the most specific cause) first,
    /// then `LayoutProperty.allCases` order. Two rules of one property and element kind are two
    /// causes unless both shrink to the same case. Each consequence is placed right after its root.
    static func grouped<E: CaseExecutor>(_ findings: [CheckFinding], executor: inout E) -> [CheckFinding] {
        guard findings.count > 1 else { return findings }
        var marked = findings
        // A case that dies shows its death alone: a crash's, hang's or memory's case is not run again.
        let seen = findings.map { f in
            Set<LayoutProperty>.survival.contains(f.target.property)
                ? [f.violation] : executor.run(f.shrunk, stopAt: nil, detailed: false).violations
        }
        let byProperty = findings.indices.sorted {
            let a = findings[$0].target, b = findings[$1].target
            let ha = a.property == .noHazards, hb = b.property == .noHazards
            return ha != hb ? ha : a != b ? a < b : findings[$0].targetCause < findings[$1].targetCause
        }
        for (rank, i) in byProperty.enumerated() where rank > 0 {
            let f = marked[i]
            for j in byProperty[..<rank] where marked[j].causedBy == nil {
                let root = marked[j]
                if root.target.property == f.target.property && root.target.kind == f.target.kind
                    && CheckWire.encode(root.shrunk) != CheckWire.encode(f.shrunk) { continue }
                if seen[i].contains(where: { $0.target == root.target && $0.step <= f.violation.step })
                    && seen[j].contains(where: { $0.target == f.target }) {
                    marked[i].causedBy = root.key
                    break
                }
            }
        }
        var ordered: [CheckFinding] = []
        for f in marked where f.causedBy == nil {
            ordered.append(f)
            ordered += marked.filter { $0.causedBy == f.key }
        }
        return ordered
    }
}
