import ScrollSimKit
import StickyLayout
import TestSeedLayouts
import Testing
import UIKitCompat

/// A UIKit layout's decoration views are drawn (docs/uikit-host.md, "Decoration views"): a dashed
/// box in paint order, so a section background at zIndex -1 shows where the cells leave it
/// uncovered (here the section inset's margins), and `layout` reports it.
@Suite("Decoration views drawn and reported")
struct DecorationDrawingTests {
    static let registry: StrategyRegistry = {
        var r = StrategyRegistry.builtIn
        r.register(.uikit("probe-decoration", summary: "protocol probe", source: "Tests/SeedLayouts") {
            DecorationProbeLayout(trace: ProbeTrace(recording: false))
        })
        r.register(.uikit("probe-flow", summary: "the flow layout alone", source: "Sources/UIKitCompat") { UICollectionViewFlowLayout() })
        return r
    }()

    /// Two sections of three 2-row items under a 1-row header, with 3 columns of section inset on each side.
    static func scenario() throws -> Scenario {
        let json = #"{"layout": {"itemSize": {"width": 0, "height": 2}, "headerReferenceSize": {"width": 0, "height": 1}, "sectionInset": {"top": 0, "left": 3, "bottom": 1, "right": 3}}, "sections": [{"items": 3}, {"items": 3}]}"#
        return try ScenarioDecoder.decode(Array(json.utf8), file: "decoration.json", defaultName: "decoration")
    }

    static func lines(_ strategy: StrategyName) throws -> [String] {
        let session = SimulatorSession(
            scenario: try scenario(), settings: SessionSettings(strategies: [strategy], registry: registry),
            size: TerminalSize(columns: 40, rows: 20))
        return session.view().lines
    }

    @Test("The background's dashed sides show in the margins beside the cells, its corners at the section's ends; the flow layout alone draws none")
    func backgroundShowsInTheMargins() throws {
        let drawn = try Self.lines("probe-decoration")
        // Section 0: header row 0, items rows 1-6; its background's sides are at the pane's first
        // column on rows 1-5 (its label starts on row 1, cut by the cell at column 3) and its
        // bottom corner on row 6.
        let rows = drawn.prefix(7)
        #expect(rows.dropFirst().first?.hasPrefix("╎ d┌ Item 0") == true, "\(rows.joined(separator: "\n"))")
        for (i, row) in rows.enumerated() where (2...5).contains(i) {
            #expect(row.hasPrefix("╎  "), "row \(i): \(row)")
        }
        #expect(rows.last?.hasPrefix("└╌╌") == true, "\(rows.joined(separator: "\n"))")
        let plain = try Self.lines("probe-flow")
        #expect(!plain.joined().contains("╎"), "\(plain.joined(separator: "\n"))")
    }

    @Test("layout reports the background as decoration:SectionBackground, first in the answer")
    func layoutReportsIt() throws {
        let run = LayoutRun(scenario: try Self.scenario(), strategy: "probe-decoration", size: Size(width: 38, height: 14),
                            offsets: [0], registry: Self.registry)
        var json = ""
        run.writeJSON { json += $0 }
        #expect(json.contains(#"{"kind": "decoration:SectionBackground", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 38, "height": 7}"#), "\(json.prefix(1200))")
        #expect(json.contains(#""zIndex": -1"#))
    }
}
