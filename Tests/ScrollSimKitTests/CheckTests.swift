import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// `scrollsim check`: the documented quirks are rediscovered from a fixed seed within the default
/// budget and shrunk to scenarios no bigger than the behaviour reference's; correct strategies pass;
/// every fault switch is caught.
@Suite("check")
struct CheckTests {
    static func report(_ name: StrategyName, faults: FaultSwitches = FaultSwitches(), seed: UInt64 = 0) throws -> CheckReport {
        if seed == 0 && !faults.any, let cached = defaultReports[name] { return cached }
        let subject = try #require(CheckSubject(name, faults: faults))
        return Checker.run(subject, budget: CheckBudget(seed: seed))
    }

    /// The default runs of the strategies with quirks, computed once for all tests.
    static let defaultReports: [StrategyName: CheckReport] = Dictionary(uniqueKeysWithValues:
        [StrategyName.floating, .evadne, .yl, .myntra, .cs].compactMap { name in
            CheckSubject(name).map { (name, Checker.run($0, budget: CheckBudget())) }
        })

    /// Every finding of the strategies with quirks (seed 0, the default budget) is in the frames
    /// its report prints, or the report says why not (the other built-ins: ZooPrecisionTests).
    @Test(arguments: [StrategyName.floating, .evadne, .yl, .myntra, .cs])
    func findingsAreInTheirFrames(_ name: StrategyName) throws {
        let problems = FindingsInFrames.problems(try Self.report(name))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    static func finding(_ report: CheckReport, _ property: LayoutProperty, _ detail: String) throws -> CheckFinding {
        try #require(report.findings.first { $0.target == CheckTarget(property, detail) },
                     "\(report.subject.name) did not show \(property.rawValue) (\(detail)); found \(report.findings.map(\.target))")
    }

    /// The shrunk case is at most as big as the reference's G1 (3 sections of 3 items), one or two
    /// steps long, and still shows the violation when run again.
    static func expectSmall(_ f: CheckFinding, subject: CheckSubject, maxSections: Int = 3, maxSteps: Int = 2) {
        #expect(f.shrunk.scenario.sections.count <= maxSections, "\(f.shrunk.summary)")
        #expect(f.shrunk.scenario.sections.allSatisfy { $0.itemCount <= 3 }, "\(f.shrunk.summary)")
        #expect(f.shrunk.steps.count <= maxSteps, "\(f.shrunk.stepsText)")
        #expect(Checker.violations(of: subject, in: f.shrunk).contains { $0.target == f.target })
    }

    @Test func seed000StacksEveryHeaderAtTheTop() throws {
        let r = try Self.report(.floating)
        let f = try Self.finding(r, .headersApart, "header")
        #expect(!f.declared)
        #expect(f.shrunk.scenario.sections.count == 2)
        Self.expectSmall(f, subject: r.subject, maxSteps: 1)
        // Both headers at the same offset: the one of the later section was moved there.
        #expect(f.violation.message.contains("header [0, 0]") && f.violation.message.contains("header [1, 0]"))
    }

    @Test func evadneEmptySectionHazard() throws {
        let r = try Self.report(.evadne)
        let f = try Self.finding(r, .noHazards, "evadne.emptySection")
        #expect(f.declared)
        Self.expectSmall(f, subject: r.subject, maxSteps: 1)
        #expect(f.shrunk.scenario.sections.contains { $0.itemCount == 0 })
        // The same section's header lands at -h, outside its section.
        let span = try Self.finding(r, .pinnedInSection, "header before its section")
        #expect(span.shrunk.scenario.sections.count == 1 && span.shrunk.scenario.sections[0].itemCount == 0)
    }

    @Test func evadneZeroSizeHeaderHazard() throws {
        let r = try Self.report(.evadne)
        let f = try Self.finding(r, .noHazards, "evadne.zeroSizeHeader")
        Self.expectSmall(f, subject: r.subject, maxSteps: 1)
        var counters = LayoutCounters()
        let geometry = FlowGeometry.build(
            specs: f.shrunk.scenario.sections, metrics: f.shrunk.scenario.metrics,
            crossLength: f.shrunk.viewport.width, counters: &counters)
        #expect(geometry.sections.contains { $0.headerLength == 0 && $0.itemCount > 0 })
    }

    @Test func ylReinsertedHeaderUnderTheCells() throws {
        let r = try Self.report(.yl)
        let f = try Self.finding(r, .supplementaryAboveCells, "header")
        #expect(f.declared)
        Self.expectSmall(f, subject: r.subject)
        #expect(f.violation.message.contains("zIndex 0") && f.violation.message.contains("zIndex 1"))
    }

    @Test(arguments: [StrategyName.yl, .myntra, .cs])
    func rectDependence(_ name: StrategyName) throws {
        let r = try Self.report(name)
        let f = try Self.finding(r, .rectIndependent, "header")
        #expect(f.declared)
        Self.expectSmall(f, subject: r.subject, maxSteps: 1)
        #expect(f.violation.inRectQuery)
        let g11 = try Self.finding(r, .consistentWithoutInvalidation, "header")
        Self.expectSmall(g11, subject: r.subject, maxSteps: 1)
    }

    /// A shrink stops at its time limit (a clock that moves one second per reading, a two-second
    /// limit) with the smallest case found by then: still a violation, and marked as stopped.
    @Test func shrinkingStopsAtItsTimeLimit() throws {
        let subject = try #require(CheckSubject(.floating))
        var now = 0.0
        let report = Checker.run(subject, budget: CheckBudget(count: 40, shrinkSeconds: 2)) {
            now += 1
            return now
        }
        let stopped = report.findings.filter(\.shrinkStoppedByTime)
        #expect(!stopped.isEmpty, "\(report.findings.map(\.shrinkAttempts))")
        for f in stopped {
            #expect(f.shrinkAttempts <= 2 * 32, "at most the batches read before the limit: \(f.shrinkAttempts)")
            #expect(Checker.violations(of: subject, in: f.shrunk).contains { $0.target == f.target })
        }
        #expect(!Checker.run(subject, budget: CheckBudget(count: 40)).findings.contains { $0.shrinkStoppedByTime })
    }

    @Test func evadneIsNotRectDependent() throws {
        let r = try Self.report(.evadne)
        #expect(!r.findings.contains { $0.target.property == .rectIndependent })
    }

    @Test(arguments: [StrategyName.uikit, .css, .plain])
    func correctStrategiesPass(_ name: StrategyName) throws {
        for seed: UInt64 in [0, 1] {
            let r = try Self.report(name, seed: seed)
            #expect(r.passed, "\(name) seed \(seed): \(r.failures.map { "\($0.target): \($0.violation.message)" })")
            #expect(r.steps > 10_000)
        }
    }

    /// The strategies of other libraries and platforms hold what they declare on the default run.
    @Test(arguments: [StrategyName.iglistkit, .magazine, .compositional, .tableview, .swiftui, .compose, .flutter])
    func otherPlatformsHoldWhatTheyDeclare(_ name: StrategyName) throws {
        let r = try Self.report(name)
        #expect(r.passed, "\(name): \(r.failures.map { "\($0.target): \($0.violation.message)" })")
        #expect(!(try #require(CheckSubject(name))).declared.isEmpty)
    }

    @Test(arguments: [
        (Fault.noInvalidationOnBoundsChange, LayoutProperty.consistentWithoutInvalidation),
        (.noReinsertion, .headersPresent),
        (.noZIndexRaise, .supplementaryAboveCells),
    ])
    func faultSwitchesAreCaught(_ fault: Fault, _ property: LayoutProperty) throws {
        for name in [StrategyName.uikit, .css] {
            var faults = FaultSwitches()
            faults[keyPath: fault.keyPath] = true
            let r = try Self.report(name, faults: faults)
            #expect(!r.passed, "\(name) with \(fault.rawValue) passed")
            let f = try #require(r.failures.first { $0.target.property == property }, "\(name) \(fault.rawValue): \(r.failures.map(\.target))")
            Self.expectSmall(f, subject: r.subject)
        }
    }

    @Test func sameSeedSameReport() throws {
        let a = try Self.report(.yl, seed: 7)
        let b = try Self.report(.yl, seed: 7)
        #expect(a.text(reproductions: [], paths: []) == b.text(reproductions: [], paths: []))
        #expect(a.findings.map(\.shrunk.stepsText) == b.findings.map(\.shrunk.stepsText))
        let c = try Self.report(.yl, seed: 8)
        #expect(a.findings.map(\.caseIndex) != c.findings.map(\.caseIndex) || a.steps != c.steps)
    }

    @Test func randomIsSplitMix64() {
        var r = CheckRandom(seed: 0)
        #expect(r.next() == 0xE220_A839_7B1D_CDAF)
        #expect(r.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test func generatorCoversTheCorners() {
        let generator = CaseGenerator(directions: [.vertical, .horizontal])
        var empty = false, zeroHeader = false, tallHeader = false, grid = false, horizontal = false
        var inset = false, overscroll = false, rect = false, variable = false, system = false
        for i in 0..<200 {
            let c = generator.generate(seed: CheckRandom.caseSeed(0, index: i))
            let axis = c.axis
            let v = axis.main(c.viewport)
            empty = empty || c.scenario.sections.contains { $0.itemCount == 0 }
            zeroHeader = zeroHeader || c.scenario.sections.contains { $0.header == 0 }
            tallHeader = tallHeader || c.scenario.sections.contains { ($0.header ?? 0) > v }
            grid = grid || axis.cross(c.scenario.metrics.itemSize) > 0
            horizontal = horizontal || axis == .horizontal
            inset = inset || c.scenario.contentInset != .zero || c.scenario.metrics.sectionInset != .zero
            overscroll = overscroll || c.steps.contains { $0.offset < -axis.leading(c.scenario.contentInset) }
            rect = rect || c.steps.contains { $0.rect != nil }
            variable = variable || c.scenario.sections.contains { $0.itemLengths != nil }
            system = system || c.scenario.systemInset != .zero
        }
        #expect(empty && zeroHeader && tallHeader && grid && horizontal && inset && overscroll && rect && variable && system)
    }

    @Test func shrunkScenarioFileReadsBack() throws {
        let r = try Self.report(.myntra)
        for f in r.findings {
            let repro = Reproduction(f.shrunk, subject: r.subject, fileName: "x.json", path: "x.json",
                                     failingStep: f.violation.step, rectQuery: f.violation.inRectQuery)
            let decoded = try ScenarioDecoder.decode(Array(repro.scenarioJSON.utf8), file: "x.json", defaultName: "x")
            #expect(decoded.sections == f.shrunk.scenario.sections)
            #expect(decoded.metrics == f.shrunk.scenario.metrics)
            #expect(decoded.contentInset == f.shrunk.scenario.contentInset)
            #expect(decoded.systemInset == f.shrunk.scenario.systemInset)
            #expect(decoded.viewport == f.shrunk.viewport)
            #expect(decoded.defaultStrategy == .myntra)
            #expect(repro.commands.contains { $0.hasPrefix("scrollsim render --scenario x.json --strategy myntra --size ") })
            // One step without an update: the offset is enough; else a script replays the steps.
            #expect((repro.script == nil) == (f.violation.step == 0 && !f.shrunk.steps[0...0].contains { $0.update != nil }))
            let run = repro.script == nil ? "--offset " : "--offset \(JSONValue.format(f.shrunk.steps[0].offset)) --script x.demo"
            #expect(repro.commands.contains { $0.hasPrefix("scrollsim run --scenario x.json --strategy myntra \(run)") }, "\(repro.commands)")
            #expect(repro.sideBySide.count == Int(f.shrunk.viewport.height) + 3)
        }
    }

    @Test func compareFindsWhereEvadneAndUIKitDiffer() throws {
        let a = try #require(CheckSubject(.evadne))
        let b = try #require(CheckSubject(.uikit))
        let r = StrategyComparison.run(a, b, budget: CheckBudget())
        // Evadne's floor is the first cell, so a section inset opens a gap above its header (G3):
        // it moves a header UIKit leaves in place; its pin line ignores the content inset (G2), so
        // UIKit pins further along; UIKit pins footers, Evadne does not: one cause, two kinds.
        #expect(r.differences.contains { $0.cause == ComparisonCause(kind: .header, reason: .pinsWhereOtherDoesNot, strategy: .evadne, other: .uikit) })
        #expect(r.differences.contains { $0.cause == ComparisonCause(kind: .header, reason: .pinsFurtherAlong, strategy: .uikit, other: .evadne) })
        let footers = r.differences.filter { $0.cause.kind == .footer }
        #expect(footers.map(\.cause) == [ComparisonCause(kind: .footer, reason: .pinsWhereOtherDoesNot, strategy: .uikit, other: .evadne)])
        #expect(footers.first?.differences == [.footerPosition, .footerPresence])
        #expect(Set(r.differences.map(\.cause)).count == r.differences.count)
        for d in r.differences {
            #expect(d.shrunk.scenario.sections.count <= 3, "\(d.shrunk.summary)")
            #expect(d.step < d.shrunk.steps.count)
            #expect(d.cases >= d.classes.count && !d.classes.isEmpty)
        }
    }
}
