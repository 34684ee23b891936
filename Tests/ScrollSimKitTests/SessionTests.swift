import Foundation
import ScrollSimKit
import StickyLayout
import TestSupport
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
        let frame = session.view()
        #expect(frame.size == TerminalSize(columns: 60, rows: 20))
    }

    @Test func strategySwitchIsLive() {
        var session = session()
        session.apply(.selectStrategy(.css))
        #expect(session.strategies == [.css])
        session.apply(.cycleStrategy(1))
        #expect(session.strategies == [StrategyRegistry.builtIn.names[(StrategyRegistry.builtIn.names.firstIndex(of: .css)! + 1) % StrategyRegistry.builtIn.count]])
    }

    @Test func splitPanesScrollTogetherAndFocusPicksThePane() {
        var session = session([.uikit, .plain])
        session.apply(.scrollRows(6))
        #expect(session.collectionViews.map(\.contentOffset.y) == [6, 6])
        session.apply(.cycleFocus(1))
        session.apply(.selectStrategy(.css))
        #expect(session.strategies == [.uikit, .css])
        let frame = session.view()
        // The focused pane's title says so; its narrow status line keeps the whole offset (never cut).
        #expect(frame.lines[0].contains("▶ css"), "\(frame.text)")
        #expect(frame.lines[size.rows - 2].contains("6/22 "), "\(frame.text)")
        #expect(!frame.lines[size.rows - 2].contains("…"), "\(frame.text)")
    }

    @Test func faultSwitchReachesTheEngine() {
        var session = session()
        session.apply(.toggleFault(.noZIndexRaise))
        #expect(session.collectionViews[0].faults.noZIndexRaise)
        session.apply(.toggleFault(.noZIndexRaise))
        #expect(!session.collectionViews[0].faults.noZIndexRaise)
    }

    /// Looking never changes the layout (issue 33): the inspector covers the pane's right-hand
    /// columns instead of narrowing its bounds.
    @Test func inspectorKeepsTheViewport() {
        var session = SimulatorSession(scenario: Fixtures.sections(), settings: SessionSettings(strategies: [.uikit]),
                                       size: TerminalSize(columns: 100, rows: 20))
        let wide = session.collectionViews[0].bounds.width
        session.apply(.toggle(.inspector))
        #expect(session.collectionViews[0].bounds.width == wide)
        let frame = session.view()
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
                let upper = String(a.lines[row + 1].prefix(width)), lower = String(b.lines[row].prefix(width))
                #expect(upper == lower, "offset \(offset), row \(row)")
            }
        }
    }
}

@Suite struct SessionRegistryTests {
    @Test func tabAndFunctionKeysWalkTheSessionsRegistryIncludingOutsideStrategies() {
        // The eight seed-era built-ins and one outside strategy, so the F-keys reach all nine.
        var registry = StrategyRegistry(Array(StrategyRegistry.builtIn.registrations.prefix(8)))
        registry.register(StrategyRegistration(name: "mine", summary: "an outside strategy", source: "test") { _ in PlainStrategy.make() })
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

@Suite struct PickerTests {
    func session(_ registry: StrategyRegistry = .builtIn) -> SimulatorSession {
        SimulatorSession(
            scenario: Fixtures.sections(), settings: SessionSettings(strategies: [.uikit], registry: registry),
            size: TerminalSize(columns: 80, rows: 20))
    }

    /// The eight seed-era built-ins, so the picker's wrap-around and scrolling are reached in a few keys.
    static var eightBuiltIns: StrategyRegistry { StrategyRegistry(Array(StrategyRegistry.builtIn.registrations.prefix(8))) }

    @Test func pOpensThePickerOnTheShownStrategyAndEnterChooses() {
        var s = session(Self.eightBuiltIns)
        s.handle(.key(.character("p")))
        #expect(s.pickerSelection == StrategyRegistry.builtIn.names.firstIndex(of: .uikit))
        let frame = s.view()
        #expect(frame.text.contains("▶F8  uikit"))
        #expect(frame.text.contains(" F9  css"))
        s.handle(.key(.down))
        #expect(s.pickerSelection == StrategyRegistry.builtIn.names.firstIndex(of: .css))
        s.handle(.key(.enter))
        #expect(s.pickerSelection == nil)
        #expect(s.strategies == [.css])
        #expect(s.collectionViews[0].layout.strategy.name == .css)
        s.handle(.key(.character("p")))
        s.handle(.key(.pageUp))  // 10 up from css, wrapping
        let n = Self.eightBuiltIns.count
        let css = Self.eightBuiltIns.names.firstIndex(of: .css)!
        #expect(s.pickerSelection == ((css - 10) % n + n) % n)
    }

    @Test func keysDoNotScrollWhileThePickerIsOpenAndEscCloses() {
        var s = session()
        s.handle(.key(.character("p")))
        s.handle(.key(.pageDown))
        #expect(s.collectionViews[0].contentOffset.y == 0)
        s.handle(.key(.escape))
        #expect(s.pickerSelection == nil)
        #expect(s.strategies == [.uikit])
        s.handle(.key(.character("p")))
        s.handle(.key(.function(2)))  // F-keys still pick, and close the picker
        #expect(s.pickerSelection == nil)
        #expect(s.strategies == [.plain])
    }

    @Test func thePickerListsEveryRegisteredStrategyAndScrollsLongLists() {
        var registry = Self.eightBuiltIns
        for i in 0..<20 {
            registry.register(StrategyRegistration(name: StrategyName("extra-\(i)"), summary: "extra \(i)", source: "test") { _ in PlainStrategy.make() })
        }
        var s = session(registry)
        s.handle(.key(.character("p")))
        let last = registry.count - 1
        for _ in 0..<(last - StrategyRegistry.builtIn.names.firstIndex(of: .uikit)!) { s.handle(.key(.down)) }
        let text = s.view().text
        #expect(s.pickerSelection == last)
        #expect(text.contains("▶    extra-19"))
        s.handle(.key(.enter))
        #expect(s.strategies == ["extra-19"])
    }
}

@Suite struct StrategyFileWatcherTests {
    @Test func aSavedFileReloadsAndABadEditKeepsTheLastGoodVersion() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(#"{"name": "mine", "pinLine": {"offset": 1}}"#, name: "mine.json")
        let registry = try StrategyFileSource.registry(adding: [path]).registry
        var s = SimulatorSession(
            scenario: Fixtures.sections(), settings: SessionSettings(strategies: ["mine"], registry: registry),
            size: TerminalSize(columns: 40, rows: 14))
        var watcher = StrategyFileWatcher(paths: [path])
        /// Passes what the watcher found to the session, as the run loop does; true when it found anything.
        func check(now: Double) -> Bool {
            let found = watcher.check(now: now)
            for reload in found { _ = s.update(reload, at: now) }
            return !found.isEmpty
        }
        #expect(!check(now: 0))  // unchanged
        func offset() -> Double? { (s.collectionViews[0].layout.strategy as? DeclarativeStrategy)?.model.pinLine.offset }
        try Data(#"{"name": "mine", "pinLine": {"offset": 3.5}}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(!check(now: 0.2))  // within the interval: not even looked at
        #expect(check(now: 0.6))
        #expect(offset() == 3.5)
        #expect(s.notice == "reloaded mine.json (strategy mine)")
        #expect(check(now: 4))  // the notice goes
        #expect(s.notice == nil)
        try Data(#"{"name": "mine", "pinLine": {"offset": "x"}}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(check(now: 5))
        #expect(offset() == 3.5)
        #expect(s.notice == "mine.json: pinLine.offset: found the string \"x\"; use a number from -1000000 to 1000000 (keeping the last good version)")
        s.apply(.resize(TerminalSize(columns: 250, rows: 14)))
        let frame = s.view()
        #expect(frame.lines.last?.contains("pinLine.offset: found the string") == true)
    }
}
