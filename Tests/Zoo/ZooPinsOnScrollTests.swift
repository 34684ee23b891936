@testable import ScrollSimKit
import StickyLayout
import Testing
import TestSupport
import ZooLayouts

/// zoo-pins-on-scroll: a header pinned only when a bounds change invalidates it, so a collection
/// view first laid out at an offset shows a section's cells without its header. `check` finds it
/// at the first step (the first layout at the step's offset), and the frames and commands it
/// prints must start there too: a `render --offset` that scrolled from the top (a bounds change)
/// drew the header pinned and did not show the bug.
@Suite("zoo: a header pinned only on a bounds change")
struct ZooPinsOnScrollTests {
    static func registry(fixed: Bool) -> StrategyRegistry {
        var registry = StrategyRegistry.builtIn
        registry.register(.uikit("pins-on-scroll", summary: "zoo", source: "Tests/ZooLayouts",
                                 declares: Set.all.subtracting([.footersPresent])) {
            let layout = PinsOnScrollLayout()
            layout.pinsInEveryAnswer = fixed
            return layout
        })
        return registry
    }

    /// One section of one 2-row item under a 1-row header and a 2-row footer, on a 24x4 viewport.
    static var scenario: Scenario {
        var metrics = FlowMetrics(scrollDirection: .vertical)
        metrics.itemSize = Size(width: 0, height: 2)
        metrics.headerReferenceSize = Size(width: 0, height: 1)
        metrics.footerReferenceSize = Size(width: 0, height: 2)
        return Scenario(name: "check", metrics: metrics, sections: [SectionSpec(itemCount: 1)], viewport: Size(width: 24, height: 4))
    }

    static func session(startingAt offset: Double?, fixed: Bool = false) -> SimulatorSession {
        let settings = SessionSettings(strategies: ["pins-on-scroll"], asciiOnly: false, registry: registry(fixed: fixed))
        return SimulatorSession(scenario: scenario, settings: settings, size: TerminalSize(columns: 25, rows: 6), startOffset: offset)
    }

    static let header = ElementKey(kind: .header, indexPath: IndexPath(item: 0, section: 0))

    @Test func aStartOffsetIsTheFirstLayoutThere() {
        // Started at 1: no bounds change has pinned the header, and the flow layout leaves it out.
        let started = Self.session(startingAt: 1)
        #expect(started.sighting(of: Self.header) == .absent(.notInAnswer))
        // Scrolled to 1 from the top: the bounds change pins it.
        var scrolled = Self.session(startingAt: nil)
        scrolled.place(atOffset: 1)
        #expect(scrolled.sighting(of: Self.header) == .drawn)
        // The fixed layout pins it in its first answer too.
        #expect(Self.session(startingAt: 1, fixed: true).sighting(of: Self.header) == .drawn)
    }

    @Test func foundAtTheFirstLayoutAndShownByTheFrames() throws {
        let subject = try #require(CheckSubject("pins-on-scroll", registry: Self.registry(fixed: false)))
        let report = Checker.run(subject, budget: CheckBudget(seed: 0, count: 100))
        let f = try #require(report.findings.first { $0.target.property == .headersPresent }, "\(report.findings.map(\.target))")
        #expect(f.violation.step == 0 && f.shrunk.steps[0].offset > 0, "\(f.shrunk.summary); steps \(f.shrunk.stepsText)")
        // Its frames (as `render --offset` draws them) show the cell without the header.
        let problems = FindingsInFrames.problems(report)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        let fixed = try #require(CheckSubject("pins-on-scroll", registry: Self.registry(fixed: true)))
        let fixedReport = Checker.run(fixed, budget: CheckBudget(seed: 0, count: 100))
        #expect(!fixedReport.findings.contains { $0.target.property == .headersPresent }, "\(fixedReport.findings.map(\.target))")
    }
}
