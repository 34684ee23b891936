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

/// Every finding of every zoo layout (each property, detail and cause, a consequence as well as
/// its root) shrinks to the same case from seeds 0-4, each seed finds the reported bug, and in
/// each report every finding caused by another is listed under its root.
@Suite("zoo: shrinking is seed-independent")
struct ZooShrinkTests {
    /// Findings that the default budget (400 scenarios) shows from some of seeds 0-4 only, by
    /// layout and target, with those seeds and why: stated here, and checked to be exactly so.
    static let seenBySomeSeeds: [String: [String: (seeds: Set<Int>, why: String)]] = [
        "zoo-cs-swift": [
            // What each shrunk case needs (seed 1's), rare among the generated steps.
            "pinned-in-bounds (header)": ([1, 3], "a rect query over the header's own place (0..<2) while the bounds are scrolled past it"),
            "consistent-without-invalidation (header)": ([1], "a header taller than the viewport (6 rows in 5) and a rect query starting inside it"),
            "rect-independent (header)": ([1], "a header taller than the viewport (6 rows in 5) and a rect query starting inside it"),
            "clean-updates (update.headerMissing)": ([0, 1, 3, 4], "an item moved into the next section while its header is pinned"),
        ],
        "zoo-jh": [
            "headers-apart (header)": ([1, 3, 4], "two sections with the layout's section inset and a section's own, and headers overlapping"),
        ],
    ]

    /// Findings that still shrink to different cases from different seeds, by layout and target,
    /// with why: each greedy minimum lies outside every list of `CanonicalCases` (issue 32, item
    /// 4 is open while this is not empty). Checked to be still so, so an entry that starts to hold
    /// is taken out.
    static let shrinkApart: [String: [String: String]] = [
        "zoo-jh": [
            "headers-apart (header)": "two sections with a layout's inset and a section's own: no canonical list has two sections with insets and 2-3-row headers",
            "pinned-in-bounds (header)": "a pull past the top as long as the viewport (4-8 rows) with an inset of 1-2 rows, or a grid: further than the lists' 2 rows",
            "pinned-in-section (header past its section)": "an inset of 2 rows below, or a rect query past the bottom with an inset: not in the lists",
        ],
    ]

    @Test(arguments: ZooLayout.all)
    func sameCaseFromFiveSeeds(_ z: ZooLayout) throws {
        let subject = try #require(CheckSubject(z.name, registry: ZooLayout.registry))
        let reports = (0..<5).map { Checker.run(subject, budget: CheckBudget(seed: UInt64($0))) }
        for (seed, report) in reports.enumerated() {
            #expect(report.findings.contains { $0.target == z.target }, "\(z.name) seed \(seed): \(report.findings.map(\.target))")
        }
        Self.expectSameCases(
            reports, someSeeds: (Self.seenBySomeSeeds[z.name.rawValue] ?? [:]).mapValues(\.seeds),
            apart: Set((Self.shrinkApart[z.name.rawValue] ?? [:]).keys))
    }

    /// `reports` are one subject's runs from seeds 0, 1, …: see `expectSameCases(_:name:someSeeds:apart:)`;
    /// and each consequence is listed under its root.
    static func expectSameCases(_ reports: [CheckReport], someSeeds: [String: Set<Int>], apart: Set<String> = []) {
        for report in reports { ZooPrecisionTests.expectConsequencesUnderRoots(report) }
        let cases = reports.map { report in
            Dictionary(uniqueKeysWithValues: report.findings.map { ($0.key.description, "\($0.shrunk.summary); steps \($0.shrunk.stepsText)") })
        }
        expectSameCases(cases, name: reports.first?.subject.name.rawValue ?? "", someSeeds: someSeeds, apart: apart)
    }

    /// `cases` are one subject's shrunk cases by finding (`property (detail)`), from seeds 0, 1, …:
    /// every finding is seen from every seed but those `someSeeds` lists with the seeds that see
    /// it, and shrinks to the same case from each but those `apart` names, which still do not.
    static func expectSameCases(_ cases: [[String: String]], name: String, someSeeds: [String: Set<Int>], apart: Set<String> = []) {
        let targets = cases.reduce(Set(someSeeds.keys).union(apart)) { $0.union($1.keys) }
        for target in targets.sorted() {
            let bySeed = cases.indices.compactMap { seed in cases[seed][target].map { (seed, $0) } }
            if apart.contains(target) {
                #expect(Set(bySeed.map(\.1)).count > 1, "\(name) \(target) is listed as shrinking apart but shrinks to one case: \(bySeed.map(\.1))")
            } else {
                #expect(Set(bySeed.map(\.1)).count <= 1, "\(name) \(target): \(bySeed.map { "seed \($0.0): \($0.1)" })")
            }
            let expected = someSeeds[target] ?? Set(cases.indices)
            #expect(Set(bySeed.map(\.0)) == expected, "\(name) \(target): seen from seeds \(bySeed.map(\.0)), stated \(expected.sorted())")
        }
    }
}
