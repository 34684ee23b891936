import ScrollSimKit
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

    @Test func theShortenedBoundIsATenthAtLeastAFifthOfASecond() {
        #expect(HangBound.shortened.seconds(full: 2) == 0.2)
        #expect(HangBound.shortened.seconds(full: 10) == 1)
        #expect(HangBound.shortened.seconds(full: 0.3) == 0.2)
        #expect(HangBound.shortened.seconds(full: 0.1) == 0.1)
        #expect(HangBound.full.seconds(full: 2) == 2)
    }
}
