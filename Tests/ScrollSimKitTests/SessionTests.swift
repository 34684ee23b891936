import ScrollSimKit
import StickyLayout
import Testing

@Suite struct SessionTests {
    let size = TerminalSize(columns: 40, rows: 14)

    func session(_ strategies: [StrategyName] = [.uikit], scenario: Scenario = Fixtures.sections()) -> SimulatorSession {
        SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: strategies), size: size)
    }

    @Test func scrollingMovesTheCollectionViewBounds() {
        var session = session()
        session.apply(.scrollRows(4))
        #expect(session.collectionViews[0].contentOffset.y == 4)
        #expect(session.invalidations[0] == .boundsOnly)  // uikit pins: bounds changes invalidate
        var plain = self.session([.plain])
        plain.apply(.scrollRows(4))
        #expect(plain.invalidations[0] == .none)
    }

    @Test func resizeChangesTheBoundsSize() {
        var session = session()
        let before = session.collectionViews[0].bounds.size
        session.apply(.resize(TerminalSize(columns: 60, rows: 20)))
        let after = session.collectionViews[0].bounds.size
        #expect(after.width == before.width + 20)
        #expect(after.height == before.height + 6)
        let frame = session.render(into: TerminalSize(columns: 60, rows: 20))
        #expect(frame.size == TerminalSize(columns: 60, rows: 20))
    }

    @Test func strategySwitchIsLive() {
        var session = session()
        session.apply(.selectStrategy(.css))
        #expect(session.strategies == [.css])
        session.apply(.cycleStrategy(1))
        #expect(session.strategies == [StrategyRegistry.builtIn.names[(StrategyRegistry.builtIn.names.firstIndex(of: .css)! + 1) % 8]])
    }

    @Test func splitPanesScrollTogetherAndFocusPicksThePane() {
        var session = session([.uikit, .plain])
        session.apply(.scrollRows(6))
        #expect(session.collectionViews.map(\.contentOffset.y) == [6, 6])
        session.apply(.cycleFocus(1))
        session.apply(.selectStrategy(.css))
        #expect(session.strategies == [.uikit, .css])
        let frame = session.render(into: size)
        #expect(frame.lines[size.rows - 2].contains("▶css"))
    }

    @Test func faultSwitchReachesTheEngine() {
        var session = session()
        session.apply(.toggleFault(.noZIndexRaise))
        #expect(session.collectionViews[0].faults.noZIndexRaise)
        session.apply(.toggleFault(.noZIndexRaise))
        #expect(!session.collectionViews[0].faults.noZIndexRaise)
    }

    @Test func inspectorNarrowsTheViewport() {
        var session = SimulatorSession(scenario: Fixtures.sections(), settings: SessionSettings(strategies: [.uikit]),
                                       size: TerminalSize(columns: 100, rows: 20))
        let wide = session.collectionViews[0].bounds.width
        session.apply(.toggle(.inspector))
        #expect(session.collectionViews[0].bounds.width < wide)
        let frame = session.render(into: TerminalSize(columns: 100, rows: 20))
        #expect(frame.text.contains("inspector · uikit"))
        #expect(frame.text.contains("header [0,0]"))
    }

    @Test func bounceSpringsBackThroughTicks() {
        var session = session()
        session.apply(.scrollRows(-5), at: 10)
        #expect(session.collectionViews[0].contentOffset.y < 0)
        #expect(session.needsTicks)
        var time = 10.0
        while session.needsTicks && time < 12 {
            time += 0.016
            session.apply(.tick, at: time)
        }
        #expect(session.collectionViews[0].contentOffset.y == 0)
    }

    /// Rows drawn from content, not from their screen row: scrolling by one shifts the body by one.
    @Test func renderingIsTranslationInvariant() {
        for offset in [3.0, 8, 15] {
            let a = Fixtures.frame(Fixtures.sections(), [.plain], offset: offset, size: size)
            let b = Fixtures.frame(Fixtures.sections(), [.plain], offset: offset + 1, size: size)
            let body = size.rows - 2, width = size.columns - 1
            for row in 0..<(body - 1) {
                let upper = String(a.line(row + 1).prefix(width)), lower = String(b.line(row).prefix(width))
                #expect(upper == lower, "offset \(offset), row \(row)")
            }
        }
    }
}

@Suite struct SessionRegistryTests {
    @Test func tabAndFunctionKeysWalkTheSessionsRegistryIncludingOutsideStrategies() {
        var registry = StrategyRegistry.builtIn
        registry.register(StrategyRegistration(name: "mine", summary: "an outside strategy", source: "test") { _ in PlainStrategy() })
        var session = SimulatorSession(
            scenario: Fixtures.sections(), settings: SessionSettings(strategies: [.css], registry: registry),
            size: TerminalSize(columns: 40, rows: 14))
        session.apply(.cycleStrategy(1))
        #expect(session.strategies == ["mine"])
        session.apply(.cycleStrategy(1))
        #expect(session.strategies == [.plain])
        session.handle(.key(.function(10)))
        #expect(session.strategies == ["mine"])
        session.handle(.key(.function(4)))
        #expect(session.strategies == [.evadne])
        let tenth = session.handle(.key(.function(11)))  // there is no tenth strategy
        #expect(!tenth)
        let unknown = session.apply(.selectStrategy("unknown"))
        #expect(!unknown)
        #expect(session.strategies == [.evadne])
    }
}
