import ScrollSimKit
import StickyLayout
import Testing

/// headers-present on one hand-made case: the uikit strategy without the re-insertion step drops
/// the header of a section whose cells are in view once its natural frame is scrolled out.
@Suite("check: headers-present at every header length")
struct HeadersPresentTests {
    /// Two sections of ten 1-row items under a `header`-row header, a 24x6 viewport, scrolled 3 rows
    /// past the first header's natural frame.
    static func scrolled(header: Double) -> CheckCase {
        var metrics = FlowMetrics(scrollDirection: .vertical)
        metrics.itemSize = Size(width: 0, height: 1)
        metrics.headerReferenceSize = Size(width: 0, height: header)
        let scenario = Scenario(
            name: "t", metrics: metrics, sections: [SectionSpec(itemCount: 10), SectionSpec(itemCount: 10)],
            viewport: Size(width: 24, height: 6))
        return CheckCase(scenario: scenario, steps: [CheckStep(offset: header + 3)])
    }

    @Test("a missing header is reported whatever its length, 1 included", arguments: [1.0, 2, 3])
    func missingHeaderIsReported(_ header: Double) throws {
        var faults = FaultSwitches()
        faults.noReinsertion = true
        let broken = try #require(CheckSubject(.uikit, faults: faults))
        let v = Checker.violations(of: broken, in: Self.scrolled(header: header))
        let f = try #require(v.first { $0.target == CheckTarget(.headersPresent, "header") }, "\(v.map(\.target))")
        #expect(f.message.contains("section 0 has a visible cell but its header (length \(Int(header))) is not in the answer"), "\(f.message)")
        let whole = try #require(CheckSubject(.uikit))
        #expect(!Checker.violations(of: whole, in: Self.scrolled(header: header)).contains { $0.target.property == .headersPresent })
    }
}
