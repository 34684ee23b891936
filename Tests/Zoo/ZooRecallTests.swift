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
        let report = try ZooReports.report(z.name)
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
        let report = try ZooReports.report(z.name)
        let finding = try #require(report.findings.first { $0.target.property == .pinContinuity },
                                   "findings: \(report.findings.map(\.target))")
        #expect(!finding.declared)
        #expect(finding.violation.message.contains("jumped from"), "\(finding.violation.message)")
    }
}

/// Every finding of every zoo layout (each property, detail and cause, a consequence as well as
/// its root) shrinks to the same case from seeds 0-4, each seed finds the reported bug, and in
/// each report every finding caused by another is listed under its root.
@Suite("zoo: shrinking is seed-independent")
struct ZooShrinkTests {
    /// Findings that the default budget (400 scenarios) shows from some of seeds 0-4 only, by
    /// layout and target, with those seeds and why: stated here, and checked to be exactly so.
    /// Each is a miss of the budget, not of the shrinker: with `--count 2000` the seeds named in
    /// its text find it too, and every seed that finds it shrinks it to the same case.
    static let seenBySomeSeeds: [String: [String: (seeds: Set<Int>, why: String)]] = [
        "zoo-cs-swift": [
            "pinned-in-bounds (header)": ([1, 3], "a rect query over the header's own place (0..<2) while the bounds are scrolled past it: rare in 400 scenarios (seeds 0 and 2 find it in 2,000, seed 4 does not)"),
            "consistent-without-invalidation (header)": ([1], "a header taller than the viewport and a rect query reaching a cell the bounds do not: rare in 400 scenarios (seeds 0, 3 and 4 find it in 2,000, seed 2 does not)"),
            "rect-independent (header)": ([1], "caused by consistent-without-invalidation (the same case): seen with it"),
            "clean-updates (update.headerMissing)": ([0, 1, 3, 4], "an item moved into the next section while its header is pinned: rare in 400 scenarios (seed 2 finds it in 2,000)"),
        ],
        "zoo-jh": [
            "headers-apart (header)": ([1, 3, 4], "two sections with the layout's section inset and a section's own, headers of 2 rows or more: rare in 400 scenarios (seeds 0 and 2 find it in 2,000)"),
        ],
    ]

    @Test(arguments: ZooLayout.all)
    func sameCaseFromFiveSeeds(_ z: ZooLayout) throws {
        let reports = try (0..<5).map { try ZooReports.report(z.name, seed: UInt64($0)) }
        for (seed, report) in reports.enumerated() {
            #expect(report.findings.contains { $0.target == z.target }, "\(z.name) seed \(seed): \(report.findings.map(\.target))")
        }
        Self.expectSameCases(reports, someSeeds: (Self.seenBySomeSeeds[z.name.rawValue] ?? [:]).mapValues(\.seeds))
    }

    /// `reports` are one subject's runs from seeds 0, 1, …: see `expectSameCases(_:name:someSeeds:)`;
    /// and each consequence is listed under its root.
    static func expectSameCases(_ reports: [CheckReport], someSeeds: [String: Set<Int>]) {
        for report in reports { ZooPrecisionTests.expectConsequencesUnderRoots(report) }
        let cases = reports.map { report in
            Dictionary(uniqueKeysWithValues: report.findings.map { ($0.key.description, "\($0.shrunk.summary); steps \($0.shrunk.stepsText)") })
        }
        expectSameCases(cases, name: reports.first?.subject.name.rawValue ?? "", someSeeds: someSeeds)
    }

    /// `cases` are one subject's shrunk cases by finding (`property (detail)`), from seeds 0, 1, …:
    /// every finding is seen from every seed but those `someSeeds` lists with the seeds that see
    /// it, and shrinks to the same case from each.
    static func expectSameCases(_ cases: [[String: String]], name: String, someSeeds: [String: Set<Int>]) {
        let targets = cases.reduce(Set(someSeeds.keys)) { $0.union($1.keys) }
        for target in targets.sorted() {
            let bySeed = cases.indices.compactMap { seed in cases[seed][target].map { (seed, $0) } }
            #expect(Set(bySeed.map(\.1)).count <= 1, "\(name) \(target): \(bySeed.map { "seed \($0.0): \($0.1)" })")
            let expected = someSeeds[target] ?? Set(cases.indices)
            #expect(Set(bySeed.map(\.0)) == expected, "\(name) \(target): seen from seeds \(bySeed.map(\.0)), stated \(expected.sorted())")
        }
    }
}
