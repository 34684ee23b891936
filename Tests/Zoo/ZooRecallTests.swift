import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// `check` finds each zoo layout's reported bug from seed 0 within its default budget, names it
/// by the right property first (the reported rule among that property's causes), and shrinks it
/// to the reported situation's size or smaller; the fixed version passes what it declares.
@Suite("zoo: recall on reported bugs")
struct ZooRecallTests {
    @Test(arguments: ZooLayout.all)
    func findsTheReportedBugFirst(_ z: ZooLayout) throws {
        let subject = try #require(CheckSubject(z.name, registry: ZooLayout.registry))
        let report = Checker.run(subject, budget: CheckBudget())
        let problems = FindingsInFrames.problems(report)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        let first = try #require(report.roots.first, "\(z.name): no finding")
        #expect(first.target.property == z.target.property, "\(z.name): first root is \(first.target), not \(z.target); roots: \(report.roots.map(\.target))")
        let reported = try #require(report.roots.first { $0.target == z.target }, "\(z.name): roots \(report.roots.map(\.target))")
        let size = reported.shrunk.size
        #expect(size.sections <= z.reportedSections, "\(z.name): \(reported.shrunk.summary)")
        #expect(size.items <= z.reportedItems, "\(z.name): \(reported.shrunk.summary)")
        #expect(reported.declared)
    }

    @Test(arguments: ZooLayout.all)
    func fixedVersionPasses(_ z: ZooLayout) throws {
        let subject = try #require(CheckSubject(z.fixedName, registry: ZooLayout.registry))
        let report = Checker.run(subject, budget: CheckBudget())
        let problems = FindingsInFrames.problems(report)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(report.passed, "\(z.fixedName): \(report.failures.map { "\($0.target): \($0.violation.message)" })")
        #expect(!report.findings.contains { $0.target == z.target })
    }
}

/// ZooLayout's `zoo-cs-swift` breaks pin-continuity as well as its reported bug (its header pins
/// below the inset and jumps there): `check` reports that property too, so a checker that never
/// reports pin-continuity fails here.
@Suite("zoo: a property beyond the reported bug")
struct ZooPinContinuityTests {
    @Test func csSwiftIsReportedUnderPinContinuity() throws {
        let z = try #require(ZooLayout.all.first { $0.name.rawValue == "zoo-cs-swift" })
        #expect(!z.declares.contains(.pinContinuity), "ZooLayout says its fixed version does not hold it either")
        let subject = try #require(CheckSubject(z.name, registry: ZooLayout.registry))
        let report = Checker.run(subject, budget: CheckBudget())
        let finding = try #require(report.findings.first { $0.target.property == .pinContinuity },
                                   "findings: \(report.findings.map(\.target))")
        #expect(!finding.declared)
        #expect(finding.violation.message.contains("jumped from"), "\(finding.violation.message)")
    }
}

/// The same reported bug shrinks to the same case from five seeds, and in each report every
/// finding caused by another is listed under its root.
@Suite("zoo: shrinking is seed-independent")
struct ZooShrinkTests {
    @Test(arguments: ZooLayout.all)
    func sameCaseFromFiveSeeds(_ z: ZooLayout) throws {
        let subject = try #require(CheckSubject(z.name, registry: ZooLayout.registry))
        var cases: [String] = []
        for seed in 0..<5 {
            let report = Checker.run(subject, budget: CheckBudget(seed: UInt64(seed)))
            ZooPrecisionTests.expectConsequencesUnderRoots(report)
            let f = try #require(report.findings.first { $0.target == z.target }, "\(z.name) seed \(seed)")
            cases.append("\(f.shrunk.summary); steps \(f.shrunk.stepsText)")
        }
        #expect(Set(cases).count == 1, "\(z.name): \(cases.enumerated().map { "seed \($0.offset): \($0.element)" })")
    }
}
