import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// A property applies only where it means something, one cause is reported once, and messages
/// name distinct elements.
@Suite("zoo: precision")
struct ZooPrecisionTests {
    /// The seeds reproduce reported bugs on purpose; every other built-in holds what it declares.
    static let nonSeedBuiltIns: [StrategyName] = StrategyRegistry.builtIn.names.filter {
        !["evadne", "yl", "myntra", "cs"].contains($0.rawValue)
    }

    /// Findings (undeclared violations) each of these may show, with where it is documented.
    static let documentedQuirks: [String: Set<LayoutProperty>] = [
        "uikit": [],
        // The sticky offset counts the scroller's padding only (CSSStickyStrategy.declaredProperties);
        // the updates' initial attributes are the flow defaults (docs/updates.md).
        "css": [.pinnedVisible, .cleanUpdates],
        "tableview": [.cleanUpdates],
    ]

    @Test(arguments: nonSeedBuiltIns)
    func builtInHoldsWhatItDeclares(_ name: StrategyName) throws {
        let subject = try #require(CheckSubject(name))
        let report = Checker.run(subject, budget: CheckBudget())
        let problems = FindingsInFrames.problems(report)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(report.passed, "\(name): \(report.failures.map { "\($0.target): \($0.violation.message)" })")
        if let allowed = Self.documentedQuirks[name.rawValue] {
            let extra = report.findings.filter { !allowed.contains($0.target.property) }
            #expect(extra.isEmpty, "\(name): undocumented findings \(extra.map(\.target))")
        }
    }

    /// A layout that never moves a footer gets no footer property, whatever it declares not.
    @Test(arguments: ["yl", "cs", "evadne", "zoo-cs-swift", "zoo-pdkt"] as [StrategyName])
    func noFooterFindingsWithoutPinnedFooters(_ name: StrategyName) throws {
        let subject = try #require(CheckSubject(name, registry: ZooLayout.registry))
        #expect(!subject.declared.contains(.footersPresent))
        let report = try ZooReports.report(name)
        #expect(!report.findings.contains { $0.target.property == .footersPresent })
    }

    /// `headers-apart` names two different headers; a header returned twice is `unique-elements`' alone.
    @Test func duplicatedHeaderIsOneFinding() throws {
        var registry = StrategyRegistry.builtIn
        registry.register(StrategyRegistration(name: "twice", summary: "test", source: "test") { _ in HeadersTwice() })
        let subject = try #require(CheckSubject("twice", registry: registry))
        let report = Checker.run(subject, budget: CheckBudget(count: 60))
        #expect(report.findings.contains { $0.target == CheckTarget(.uniqueElements, "header") })
        #expect(!report.findings.contains { $0.target.property == .headersApart })
    }

    @Test(arguments: ["floating", "evadne"] as [StrategyName])
    func headersApartNamesTwoHeaders(_ name: StrategyName) throws {
        let report = try ZooReports.report(name)
        let f = try #require(report.findings.first { $0.target.property == .headersApart })
        let keys = f.violation.message.split(separator: " at ").dropLast().map { $0.split(separator: " and ").last.map(String.init) ?? String($0) }
        #expect(keys.count == 2 && keys[0] != keys[1], "\(f.violation.message)")
    }

    /// Evadne's empty section (the header placed at minus its length) is one cause that three
    /// properties see: they are listed under the hazard.
    @Test func oneCauseListedOnce() throws {
        let report = try ZooReports.report("evadne")
        let root = FindingKey(target: CheckTarget(.noHazards, "evadne.emptySection"), cause: 1)
        let consequences = report.findings.filter { $0.causedBy == root }.map(\.target.property)
        #expect(Set(consequences).isSuperset(of: [.pinnedInSection, .pinnedVisible]), "\(consequences)")
        #expect(report.roots.count < report.findings.count)
        // Each consequence comes right after its root in the report.
        let i = try #require(report.findings.firstIndex { $0.key == root })
        #expect(report.findings[(i + 1)...].prefix(consequences.count).allSatisfy { $0.causedBy == root })
        Self.expectConsequencesUnderRoots(report)
    }

    /// Each finding caused by another comes after its root, with only other consequences of that
    /// root between them; a root is never another finding's consequence.
    static func expectConsequencesUnderRoots(_ report: CheckReport) {
        var root: FindingKey?
        for f in report.findings {
            guard let cause = f.causedBy else { root = f.key; continue }
            #expect(cause == root, "\(report.subject.name): \(f.target) is caused by \(cause) but listed under \(root.map(\.description) ?? "nothing")")
            #expect(report.roots.contains { $0.key == cause }, "\(report.subject.name): \(cause) is not a root")
        }
    }
}

extension ZooPrecisionTests {
    /// `supplementary-above-cells` judges depth as the renderer paints: zIndex plus the
    /// `transform3D` z. A header over a cell at equal zIndex but lifted by z is above it; one
    /// with a higher zIndex but sunk by z is under it.
    @Test func supplementaryAboveCellsCountsTransformZ() throws {
        var registry = StrategyRegistry.builtIn
        registry.register(StrategyRegistration(name: "lifted", summary: "test", source: "test") { _ in HeaderOverCell(zIndex: 0, z: 1) })
        registry.register(StrategyRegistration(name: "sunk", summary: "test", source: "test") { _ in HeaderOverCell(zIndex: 1, z: -2) })
        let lifted = Checker.run(try #require(CheckSubject("lifted", registry: registry)), budget: CheckBudget(count: 60))
        let sunk = Checker.run(try #require(CheckSubject("sunk", registry: registry)), budget: CheckBudget(count: 60))
        #expect(!lifted.findings.contains { $0.target.property == .supplementaryAboveCells })
        let f = try #require(sunk.findings.first { $0.target == CheckTarget(.supplementaryAboveCells, "header") })
        #expect(f.violation.message.contains("zIndex 1, z -2"), "\(f.violation.message)")
    }
}

/// Puts each header on its section's first cell, with the given zIndex and `transform3D` z.
private struct HeaderOverCell: StickyStrategy {
    let zIndex: Int
    let z: Double
    var name: StrategyName { "header-over-cell" }
    var declaredProperties: Set<LayoutProperty> { .all }

    func layoutAttributesForElements(in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]) {
        let start = result.count
        context.appendSuperElements(in: rect, to: &result)
        for i in start..<result.count where result[i].kind == .header {
            let section = result[i].indexPath.section
            guard let cell = result[start...].first(where: { $0.kind == .cell && $0.indexPath.section == section }) else { continue }
            result[i].frame = cell.frame
            result[i].zIndex = zIndex
            result[i].transformZ = z
        }
    }
}

/// Returns `super`'s answer with every header in it appended a second time.
private struct HeadersTwice: StickyStrategy {
    var name: StrategyName { "twice" }
    var declaredProperties: Set<LayoutProperty> { .all }

    func layoutAttributesForElements(in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]) {
        let start = result.count
        context.appendSuperElements(in: rect, to: &result)
        for i in start..<result.count where result[i].kind == .header { result.append(result[i]) }
    }
}
