import ScrollSimKit
import StickyLayout
import Testing

/// The scroll indicator toggle and the loop counters the benchmark reads (no timing here).
@Suite struct IndicatorToggleTests {
    let size = TerminalSize(columns: 36, rows: 12)

    @Test func keySTogglesTheIndicator() {
        #expect(Keymap.action(for: .key(.character("s"))) == .toggle(.indicator))
        #expect(Keymap.help.contains { $0.keys == "s" })
    }

    @Test func withoutTheIndicatorTheViewportTakesItsColumn() {
        let with = ScreenLayout(size: size, paneCount: 1, inspector: false)
        let without = ScreenLayout(size: size, paneCount: 1, inspector: false, indicator: false)
        #expect(with?.panes[0].indicatorColumn == 35)
        #expect(with?.panes[0].viewport.width == 35)
        #expect(without?.panes[0].indicatorColumn == nil)
        #expect(without?.panes[0].viewport.width == 36)
    }

    @Test func toggleResizesTheBoundsAndHidesTheTrack() {
        var session = SimulatorSession(scenario: Fixtures.sections(), settings: SessionSettings(strategies: [.uikit]), size: size)
        let before = session.view()
        #expect(session.collectionViews[0].bounds.size.width == 35)
        let changed = session.apply(.toggle(.indicator))
        #expect(changed)
        #expect(!session.toggles.indicator)
        #expect(session.collectionViews[0].bounds.size.width == 36)
        let after = session.view()
        let lastColumn = (0..<(size.rows - 2)).map { before[35, $0].role }
        #expect(lastColumn.contains(.indicatorThumb))
        #expect(!(0..<(size.rows - 2)).contains { after[35, $0].role == .indicatorThumb || after[35, $0].role == .indicatorTrack })
    }

    @Test func loopCountsFramesEventsAndBatches() {
        let burst = Array(repeating: InputEvent.wheel(up: false), count: 5)
        let backend = ScriptedBackend(size: size, batches: [burst, [], [.key(.character("q"))]])
        var session = SimulatorSession(scenario: Fixtures.sections(), settings: SessionSettings(strategies: [.uikit]), size: size)
        var loop = SimulatorLoop()
        _ = loop.run(&session, on: backend, clock: { backend.time })
        #expect(loop.framesDrawn == 2)
        #expect(loop.framesDrawn == backend.flushCount)
        #expect(loop.eventsRead == 6)
        #expect(loop.batchesRead == 2)
    }
}
