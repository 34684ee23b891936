import Foundation
@testable import ScrollSimKit
import StickyLayout
import Testing

/// Markers and hints tell the same truth in every theme and size (issue 33, item 3): one rule
/// words the markers for both themes; a pinned element under the bars is marked and counted;
/// the fault field is whole or the abbreviation the help lists, never cut.
@Suite("Markers tell the same truth")
struct MarkerTruthTests {
    static func session(_ scenario: String, _ strategy: StrategyName, size: TerminalSize, projector: Bool = false,
                        faults: FaultSwitches = FaultSwitches()) throws -> SimulatorSession {
        let source = scenario.hasSuffix(".json")
            ? try ScenarioSource.resolve(GhostTests.demos.appendingPathComponent(scenario).path)
            : try #require(ScenarioSource.builtin(named: scenario))
        return SimulatorSession(
            scenario: source,
            settings: SessionSettings(strategies: [strategy], toggles: ViewToggles(projector: projector), faults: faults),
            size: size)
    }

    /// Each line's markers, in order (the words only; the theme styles them).
    static func markers(_ frame: Frame) -> [[String]] {
        let words = ["◆ pinned", "▲ pushed", "↺ re-inserted", "↺"]
        return frame.lines.map { line in
            var found: [String] = []
            var rest = Substring(line)
            while let hit = words.compactMap({ w in rest.range(of: w).map { (w, $0) } }).min(by: { $0.1.lowerBound < $1.1.lowerBound }) {
                found.append(hit.0)
                rest = rest[hit.1.upperBound...]
            }
            return found
        }
    }

    @Test("the normal and projector themes put the same marker words on every row",
          arguments: [("search-results.json", StrategyName.myntra), ("product-page.json", .myntra), ("contacts", .uikit), ("contacts", .yl)])
    func sameMarkersInBothThemes(scenario: String, strategy: StrategyName) throws {
        let size = TerminalSize(columns: 100, rows: 30)
        var normal = try Self.session(scenario, strategy, size: size)
        var projector = try Self.session(scenario, strategy, size: size, projector: true)
        var marked = 0
        for offset in 0...40 {
            normal.place(atOffset: Double(offset))
            projector.place(atOffset: Double(offset))
            let a = Self.markers(normal.view()), b = Self.markers(projector.view())
            #expect(a == b, "offset \(offset): normal \(a.flatMap { $0 }) projector \(b.flatMap { $0 })")
            marked += a.joined().count
        }
        #expect(marked > 0, "the offsets show markers at all")
    }

    @Test("iglistkit on contacts at offset 6: header A under the navigation bar is marked on the bar and counted")
    func pinnedUnderTheBarsIsMarked() throws {
        var session = try Self.session("contacts", .iglistkit, size: TerminalSize(columns: 100, rows: 30))
        session.place(atOffset: 6)
        let snapshot = try #require(session.scene().panes.first)
        let hidden = try #require(snapshot.hiddenPinned.first, "the rule finds header A")
        #expect(hidden.attributes.kind == .header && hidden.attributes.indexPath.section == 0 && hidden.leading)
        #expect(snapshot.diagnostics.contains { $0.code == "view.pinned-visible" && $0.section == 0 })
        let frame = session.view()
        let bar = try #require(frame.lines.first { $0.contains("navigation bar") })
        #expect(bar.contains("navigation bar hides ◆ pinned A"), "\(bar)")
        #expect(frame.text.contains("diag \(snapshot.diagnostics.count)") && snapshot.diagnostics.count >= 1, "\(frame.text)")
        // The inspector says what is wrong, with the numbers.
        session.apply(.toggle(.inspector))
        #expect(session.view().text.contains("view.pinned-visible"), "\(session.view().text)")
        // uikit pins A below the bar: nothing to mark.
        var uikit = try Self.session("contacts", .uikit, size: TerminalSize(columns: 100, rows: 30))
        uikit.place(atOffset: 6)
        #expect(uikit.scene().panes[0].hiddenPinned.isEmpty)
        #expect(!uikit.view().text.contains("hides"))
    }

    @Test("a bar too narrow for `hides ◆ pinned A` keeps the name whole: `hides ◆ A`, then `◆ A`")
    func narrowBarKeepsTheName() throws {
        var widths: [Int: String] = [:]
        for columns in 17...40 {  // 17: the smallest a pane is drawn at
            var session = try Self.session("contacts", .iglistkit, size: TerminalSize(columns: columns, rows: 30))
            session.place(atOffset: 6)
            guard !session.scene().panes[0].hiddenPinned.isEmpty else { continue }
            let bar = try #require(session.view().lines.first { $0.contains("◆") }, "\(columns) columns: \(session.view().text)")
            let label = bar.trimmingCharacters(in: CharacterSet(charactersIn: " ║│┃═─╔╗"))
            widths[columns] = label
            let whole = ["navigation bar · inset 1 hides ◆ pinned A", "navigation bar hides ◆ pinned A", "hides ◆ pinned A", "hides ◆ A", "◆ A"]
            #expect(whole.contains { bar.contains($0) }, "\(columns) columns: \(bar)")
            #expect(!bar.contains("…"), "\(columns) columns: the name is cut: \(bar)")
        }
        // The fallbacks are reached: some width shows each short form.
        #expect(widths.values.contains { $0.hasPrefix("hides ◆ A") }, "\(widths.sorted { $0.key < $1.key })")
        #expect(widths.values.contains { $0.hasPrefix("hides ◆ pinned A") }, "\(widths.sorted { $0.key < $1.key })")
    }

    @Test("a pinned header past an edge with no bar is named on the viewport's edge row")
    func pinnedOutsideTheBoundsIsMarked() throws {
        var session = try Self.session("contacts", .iglistkit, size: TerminalSize(columns: 100, rows: 30))
        session.place(atOffset: 6)
        var scene = session.scene()
        try #require(!scene.panes[0].hiddenPinned.isEmpty, "the rule finds header A")
        // The same finding without the bars: nothing covers the edge, the element is off the bounds.
        scene.panes[0].contentInset = EdgeInsets()
        scene.panes[0].systemInset = EdgeInsets()
        let frame = FrameRenderer(glyphs: .unicode, labels: session.renderer.labels).render(scene)
        let row = try #require(frame.lines.first { $0.contains("outside the bounds") }, "\(frame.text)")
        #expect(row.contains("↑ ◆ pinned A outside the bounds"), "\(row)")
        #expect(!frame.text.contains("navigation bar"))
        // Without a finding, no such row.
        scene.panes[0].hiddenPinned = []
        #expect(!FrameRenderer(glyphs: .unicode, labels: session.renderer.labels).render(scene).text.contains("outside the bounds"))
    }

    @Test("the rule is check's: iglistkit's pinned-visible finding is the live view's diagnostic")
    func oneRuleForCheckAndTheLiveView() throws {
        var session = try Self.session("contacts", .iglistkit, size: TerminalSize(columns: 100, rows: 30))
        session.place(atOffset: 6)
        let view = session.collectionViews[0]
        let findings = PinnedVisibility.findings(
            session.engine.lastAnswer(pane: 0).attributes, scrollView: view.scrollView, axis: .vertical, geometry: view.layout.geometry)
        #expect(findings.map(\.message) == session.scene().panes[0].hiddenPinned.map(\.message))
        #expect(findings.first?.message.contains("under the bars") == true, "\(findings)")
    }

    @Test("the fault field is whole or the keys the help lists, at every width", arguments: [40, 50, 60, 70, 80, 100, 140])
    func faultFieldIsNeverCut(columns: Int) throws {
        var session = try Self.session("contacts", .css, size: TerminalSize(columns: columns, rows: 24),
                                       faults: FaultSwitches(noInvalidationOnBoundsChange: true))
        session.place(atOffset: 30)
        let status = try #require(session.view().lines.dropLast().last, "the status row")
        let whole = status.contains(" fault: no-invalidation ")
        let short = status.contains(" f n ")
        #expect(whole || short, "\(columns) columns: \(status)")
        #expect(!status.contains("fault: no-") || whole, "cut: \(status)")
        if columns >= 80 { #expect(whole, "room for the whole name at \(columns): \(status)") }
        // The help lists the abbreviation.
        #expect(Keymap.help.contains { $0.keys.contains("f n") && $0.action.contains("status says f n") })
    }

    @Test("two faults: their keys, or both names whole")
    func twoFaults() throws {
        for columns in [60, 70, 120] {
            var session = try Self.session("contacts", .css, size: TerminalSize(columns: columns, rows: 24),
                                           faults: FaultSwitches(noInvalidationOnBoundsChange: true, noZIndexRaise: true))
            session.place(atOffset: 30)
            let status = try #require(session.view().lines.dropLast().last)
            #expect(status.contains(" fault: no-invalidation,no-zindex ") || status.contains(" f n f z "), "\(columns): \(status)")
        }
    }
}
