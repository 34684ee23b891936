import ScrollSimKit
import StickyLayout
import Testing

/// The built-in g1–g10 scenarios keep their own viewport in the live view; horizontal layouts
/// scroll and get a horizontal indicator.
@Suite("Built-in viewports")
struct BuiltinViewportTests {
    static let size = TerminalSize(columns: 100, rows: 30)

    static func session(_ name: String) throws -> SimulatorSession {
        let scenario = try #require(ScenarioSource.builtin(named: name))
        return SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: [scenario.defaultStrategy]), size: size)
    }

    @Test("g4 uses its 40x10 viewport: the content (24 rows) scrolls, offset 0/14")
    func g4Viewport() throws {
        let session = try Self.session("g4")
        #expect(session.collectionViews[0].bounds.size == Size(width: 40, height: 10))
        let status = session.view().lines[Self.size.rows - 2]
        #expect(status.contains("offset 0/14"), "\(status)")
    }

    @Test("g8 is horizontal: j scrolls it along x, the indicator is a row, not a column")
    func g8ScrollsHorizontally() throws {
        var session = try Self.session("g8")
        let before = session.view()
        session.handle(.key(.character("j")))
        session.handle(.key(.character("j")))
        #expect(session.collectionViews[0].contentOffset.x == 2)
        let after = session.view()
        #expect(after.text != before.text)
        // The 40x20 viewport is centred in the pane, its indicator row just under it.
        let layout = try #require(ScreenLayout(size: Self.size, paneCount: 1, inspector: false, horizontal: true))
        let pane = layout.panes[0].fitted(to: session.collectionViews[0].bounds.size)
        #expect(pane.viewport == ScreenRect(x: 30, y: 3, width: 40, height: 20) && pane.indicatorRow == 23)
        let indicatorRow = after.lines[23]
        #expect(indicatorRow.contains("━"), "no horizontal indicator under the viewport:\n\(after.text)")
        #expect(!after.lines[27].contains("━"), "the indicator is beside the list, not at the pane's edge:\n\(after.text)")
        #expect((3..<23).allSatisfy { after[70, $0].role != .indicatorThumb }, "a vertical indicator is drawn")
    }

    @Test("Every g scenario's bounds are its own viewport (within the pane)", arguments: ["g1", "g2", "g3", "g4", "g5", "g6", "g8", "g9", "g10"])
    func ownViewport(name: String) throws {
        let scenario = try #require(ScenarioSource.builtin(named: name), "no built-in scenario \(name)")
        let own = try #require(scenario.viewport, "\(name) has no viewport of its own")
        let session = try Self.session(name)
        let bounds = session.collectionViews[0].bounds.size
        #expect(bounds.width == min(own.width, 99) || bounds.width == min(own.width, 100))
        #expect(bounds.height == min(own.height, 28) || bounds.height == min(own.height, 27))
    }
}
