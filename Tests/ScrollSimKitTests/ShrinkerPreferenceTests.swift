@testable import ScrollSimKit
import StickyLayout
import Testing

/// The shrinker's order of preference: fewer sections and items, vertical, no overscroll, no
/// updates (an inserted section made a starting one), no inset, elements at least 2 cells wide.
@Suite("shrinker preferences")
struct ShrinkerPreferenceTests {
    /// A horizontal case with insets, overscroll, a narrow grid and an inserted section.
    static var messy: CheckCase {
        var metrics = FlowMetrics(scrollDirection: .horizontal)
        metrics.itemSize = Size(width: 2, height: 1)
        metrics.headerReferenceSize = Size(width: 2, height: 0)
        var scenario = Scenario(
            name: "check", metrics: metrics, sections: [SectionSpec(itemCount: 3)],
            contentInset: EdgeInsets(left: 2), systemInset: EdgeInsets(left: 1),
            viewport: Size(width: 24, height: 6))
        scenario.summary = "test"
        return CheckCase(scenario: scenario, steps: [
            CheckStep(offset: -6), CheckStep(offset: 2),
            CheckStep(offset: 2, update: .insertSection(1, SectionSpec(itemCount: 2))),
        ])
    }

    /// Sections and items in the data, counting what the updates insert.
    static func data(_ c: CheckCase) -> Int {
        var n = c.scenario.sections.count + c.scenario.sections.reduce(0) { $0 + $1.itemCount }
        for s in c.steps {
            if case .insertSection(_, let spec)? = s.update { n += 1 + spec.itemCount }
        }
        return n
    }

    @Test func readableCaseWhenOnlyTheDataMatters() {
        var shrinker = Shrinker(endsCanonical: true)
        // "Fails" while there are two sections (at the start or inserted).
        let shrunk = shrinker.shrink(Self.messy) { c in
            c.scenario.sections.count + c.steps.filter { if case .insertSection? = $0.update { true } else { false } }.count >= 2
        }
        #expect(shrunk.axis == .vertical, "\(shrunk.summary)")
        #expect(shrunk.scenario.sections.count == 2, "\(shrunk.summary)")
        #expect(!shrunk.steps.contains { $0.update != nil }, "inserted section not made a starting one: \(shrunk.stepsText)")
        #expect(shrunk.scenario.contentInset == .zero && shrunk.scenario.systemInset == .zero)
        #expect(shrunk.overscrolledSteps == 0)
        let cross = shrunk.axis.cross(shrunk.scenario.metrics.itemSize)
        #expect(cross == 0 || cross >= 2)
    }

    @Test func insetKeptWhenTheBugNeedsIt() {
        var shrinker = Shrinker(endsCanonical: true)
        // "Fails" while something covers the leading edge: what the system adds is read as bars.
        let shrunk = shrinker.shrink(Self.messy) { c in
            c.axis.leading(c.scenario.contentInset + c.scenario.systemInset) > 0
        }
        #expect(shrunk.axis == .vertical)
        #expect(shrunk.scenario.systemInset == .zero && shrunk.scenario.contentInset.top == 1, "\(shrunk.summary)")
    }

    @Test func bottomBarDroppedAlone() {
        // "Fails" while there are bars at the top: the bar at the bottom goes.
        var metrics = FlowMetrics(scrollDirection: .vertical)
        metrics.itemSize = Size(width: 0, height: 2)
        metrics.headerReferenceSize = Size(width: 0, height: 1)
        let scenario = Scenario(
            name: "check", metrics: metrics, sections: [SectionSpec(itemCount: 1), SectionSpec(itemCount: 1)],
            contentInset: EdgeInsets(top: 1, bottom: 1), viewport: Size(width: 24, height: 4))
        let start = CheckCase(scenario: scenario, steps: [CheckStep(offset: 0), CheckStep(offset: 1)])
        var shrinker = Shrinker()
        let shrunk = shrinker.shrink(start) { $0.scenario.contentInset.top >= 1 }
        #expect(shrunk.scenario.contentInset == EdgeInsets(top: 1), "\(shrunk.summary)")
    }

    @Test func updateDroppedWhereACaseWithoutOneIsSmaller() {
        // "Fails" with a reload past the bottom of the content, or, with no update, at offset 1 of
        // one section of one 2-row item under a 1-row header and a 2-row footer (one bug that two
        // cases show): the greedy pass keeps the reload (its case without it does not fail) and
        // the update list's first failing case has one; the case without any is smaller.
        var metrics = FlowMetrics(scrollDirection: .vertical)
        metrics.itemSize = Size(width: 0, height: 1)
        metrics.headerReferenceSize = Size(width: 0, height: 1)
        let scenario = Scenario(
            name: "check", metrics: metrics, sections: [SectionSpec(itemCount: 1)], viewport: Size(width: 24, height: 4))
        let reload = BatchUpdates.Change.reloadItem(IndexPath(item: 0, section: 0), length: nil)
        let start = CheckCase(scenario: scenario, steps: [CheckStep(offset: 1, update: reload)])
        var shrinker = Shrinker(endsCanonical: true)
        let shrunk = shrinker.shrink(start) { c in
            let range = OffsetRange(scenario: c.scenario)
            let reloadPastTheBottom = c.firstUnappliedUpdate == nil && c.steps.contains { step in
                if case .reloadItem? = step.update { step.offset > range.maximum } else { false }
            }
            let m = c.scenario.metrics
            let withoutUpdate = !c.steps.contains { $0.update != nil } && c.scenario.sections == [SectionSpec(itemCount: 1)]
                && m.itemSize.height == 2 && m.headerReferenceSize.height == 1 && m.footerReferenceSize.height == 2
                && c.steps.contains { $0.offset == 1 }
            return reloadPastTheBottom || withoutUpdate
        }
        #expect(shrunk.steps == [CheckStep(offset: 1)], "\(shrunk.summary); steps \(shrunk.stepsText)")
        #expect(shrunk.scenario.metrics.footerReferenceSize.height == 2, "\(shrunk.summary)")
    }

    @Test func horizontalKeptWhenTheBugNeedsIt() {
        var shrinker = Shrinker(endsCanonical: true)
        let shrunk = shrinker.shrink(Self.messy) { $0.axis == .horizontal && Self.data($0) >= 1 }
        #expect(shrunk.axis == .horizontal)
        #expect(Self.data(shrunk) == 1, "\(shrunk.summary)")
        #expect(!shrunk.steps.contains { $0.update != nil })
    }
}
