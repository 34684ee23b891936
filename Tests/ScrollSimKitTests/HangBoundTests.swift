@testable import ScrollSimKit
import StickyLayout
import Testing

/// How long `check` lets a case run before it is a hang (`HangBound`): shrink candidates and, once
/// a hang is found, generated cases are cut short; what is reported is run with the full bound.
@Suite struct HangBoundTests {
    /// Answers as a worker would for a layout that loops on two sections or more and, on one
    /// section, takes longer than the shortened bound but finishes within the full one. Records
    /// the bound each generated case was given.
    struct SlowOrHanging: CaseExecutor {
        var generatedBounds: [HangBound] = []

        static func hangs(_ c: CheckCase, within bound: HangBound) -> Bool {
            let sections = c.scenario.sections.count
            return sections >= 2 || (sections == 1 && bound == .shortened)
        }

        static func outcome(_ c: CheckCase, within bound: HangBound) -> CaseOutcome {
            let last = max(0, c.steps.count - 1)
            guard hangs(c, within: bound) else { return CaseOutcome(violations: [], steps: c.steps.count) }
            return CaseOutcome(violations: [WorkerDeath.hung(seconds: 2).violation(step: last)], steps: last + 1)
        }

        mutating func run(_ c: CheckCase, stopAt: CheckTarget?, detailed: Bool) -> CaseOutcome {
            Self.outcome(c, within: .full)
        }

        mutating func runGenerated(_ index: Int, of budget: CheckBudget, generator: CaseGenerator, hangBound: HangBound) -> CaseOutcome {
            generatedBounds.append(hangBound)
            return Self.outcome(generator.generate(seed: CheckRandom.caseSeed(budget.seed, index: index)), within: hangBound)
        }

        mutating func firstFailing(_ cases: [CheckCase], target: CheckTarget, hangBound: HangBound) -> Int? {
            cases.firstIndex { Self.outcome($0, within: hangBound).violations.contains { $0.target == target } }
        }
    }

    @Test func aSlowCandidateIsNotReportedAsTheHang() throws {
        let subject = try #require(CheckSubject(.plain))
        var executor = SlowOrHanging()
        let report = Checker.run(subject, budget: CheckBudget(seed: 0, count: 30), executor: &executor)
        let hang = try #require(report.findings.first { $0.target.property == .hang })
        #expect(report.findings.count == 1)
        // Cut short, the shrink reaches one section (slow only); run with the full bound, that
        // case finishes, so the hang is shrunk again with the full bound: two sections.
        #expect(hang.shrunk.scenario.sections.count == 2, "\(hang.shrunk.summary)")
        #expect(SlowOrHanging.hangs(hang.shrunk, within: .full))
        #expect(hang.violation.message.contains("within 2 s"))
    }

    @Test func generatedCasesAreCutShortOnceAHangIsFound() throws {
        let subject = try #require(CheckSubject(.plain))
        var executor = SlowOrHanging()
        let report = Checker.run(subject, budget: CheckBudget(seed: 0, count: 30), executor: &executor)
        let hang = try #require(report.findings.first { $0.target.property == .hang })
        let found = hang.caseIndex
        #expect(executor.generatedBounds.count == 30)
        #expect(executor.generatedBounds[...found].allSatisfy { $0 == .full })
        #expect(executor.generatedBounds[(found + 1)...].allSatisfy { $0 == .shortened })
    }

    /// Answers as a worker would for a layout that loops on fewer than three items and otherwise
    /// leaves a header out of every answer; counts the shrink candidates stopped as hanging.
    struct LoopsOnFewItems: CaseExecutor {
        var casesStoppedAsHanging = 0
        static let missingHeader = CheckTarget(.headersPresent, "header")

        static func loops(_ c: CheckCase) -> Bool { c.scenario.sections.reduce(0) { $0 + $1.itemCount } < 3 }

        static func outcome(_ c: CheckCase) -> CaseOutcome {
            let last = max(0, c.steps.count - 1)
            if loops(c) { return CaseOutcome(violations: [WorkerDeath.hung(seconds: 2).violation(step: last)], steps: last + 1) }
            guard !c.scenario.sections.isEmpty else { return CaseOutcome(violations: [], steps: c.steps.count) }
            return CaseOutcome(violations: [Violation(target: missingHeader, step: 0, inRectQuery: false, message: "no header")], steps: 1)
        }

        mutating func run(_ c: CheckCase, stopAt: CheckTarget?, detailed: Bool) -> CaseOutcome { Self.outcome(c) }

        mutating func runGenerated(_ index: Int, of budget: CheckBudget, generator: CaseGenerator, hangBound: HangBound) -> CaseOutcome {
            Self.outcome(generator.generate(seed: CheckRandom.caseSeed(budget.seed, index: index)))
        }

        mutating func firstFailing(_ cases: [CheckCase], target: CheckTarget, hangBound: HangBound) -> Int? {
            for (i, c) in cases.enumerated() {
                if Self.loops(c) { casesStoppedAsHanging += 1 }
                if Self.outcome(c).violations.contains(where: { $0.target == target }) { return i }
            }
            return nil
        }
    }

    @Test func aShrinkStopsAfterAHundredCandidatesHung() throws {
        let subject = try #require(CheckSubject(.plain))
        var executor = LoopsOnFewItems()
        let report = Checker.run(subject, budget: CheckBudget(seed: 0, count: 30), executor: &executor)
        let missing = try #require(report.findings.first { $0.target == LoopsOnFewItems.missingHeader })
        #expect(missing.shrinkStoppedByHangs && !missing.shrinkStoppedByTime)
        #expect(!missing.shrunk.scenario.sections.isEmpty && !LoopsOnFewItems.loops(missing.shrunk))
        #expect(report.text(reproductions: [], paths: []).contains("stopped after 100 of them hung"))
        #expect(report.json(reproductions: [], paths: []).contains(#""shrinkStoppedByHangs": true"#))
        // The hang's own shrink is not stopped: its candidates that hang are what it looks for.
        let hang = try #require(report.findings.first { $0.target.property == .hang })
        #expect(!hang.shrinkStoppedByHangs)
        #expect(executor.casesStoppedAsHanging >= CheckBudget.hangingCandidatesPerShrink)
    }

    @Test func theShortenedBoundIsATenthAtLeastAFifthOfASecond() {
        #expect(HangBound.shortened.seconds(full: 2) == 0.2)
        #expect(HangBound.shortened.seconds(full: 10) == 1)
        #expect(HangBound.shortened.seconds(full: 0.3) == 0.2)
        #expect(HangBound.shortened.seconds(full: 0.1) == 0.1)
        #expect(HangBound.full.seconds(full: 2) == 2)
    }
}
