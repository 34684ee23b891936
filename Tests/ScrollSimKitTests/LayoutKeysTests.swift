import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// `scrollsim layout --keys`: a live session's key history replayed headlessly ends on the
/// attributes the live view (and `render --keys`) drew, step by step, with the same faults.
@Suite("layout --keys")
struct LayoutKeysTests {
    static let size = TerminalSize(columns: 80, rows: 24)

    /// A live session driven by the loop on the in-memory backend, all keys in one burst.
    static func liveSession(_ keys: String, strategy: StrategyName) throws -> SimulatorSession {
        let events = try KeyHistory.parse(keys).compactMap { entry -> InputEvent? in
            if case .event(let event) = entry { return event } else { return nil }
        }
        let backend = ScriptedBackend(size: size, batches: [events])
        var session = SimulatorSession(
            scenario: try StepSemanticsTests.scenario(), settings: SessionSettings(strategies: [strategy]), size: size)
        var loop = SimulatorLoop()
        _ = loop.run(&session, on: backend, clock: { backend.time })
        return session
    }

    @Test("The live history replayed by layout --keys ends on the live view's attributes", arguments: [
        ("jjjjj fn jjjj", StrategyName.uikit), ("jjjjj fn jjjj", .evadne), ("5j fr 3j <C-d> k", .yl),
        ("G fz 2k <PgUp>", .uikit), ("jj o 3j i jj", .evadne),
    ])
    func liveHistoryEndsOnLiveAttributes(keys: String, strategy: StrategyName) throws {
        let live = try Self.liveSession(keys, strategy: strategy)
        let history = KeyHistory.text(live.history)
        let start = SimulatorSession(
            scenario: try StepSemanticsTests.scenario(), settings: SessionSettings(strategies: [strategy]), size: Self.size)
        let steps = KeyLayoutRun(session: start, entries: try KeyHistory.parse(history)).steps
        #expect(steps.count == live.history.count + 1)
        let last = try #require(steps.last)
        #expect(last.layout.elements == live.engine.lastAnswer(pane: 0).attributes)
        #expect(last.layout.bounds == live.collectionViews[0].bounds)
        #expect(last.layout.invalidation == live.invalidations[0])
    }

    @Test("Each step is what the session answered after that key (render --keys replays the same way)")
    func everyStepMatchesTheSessionAfterThatKey() throws {
        let entries = try KeyHistory.parse("jjjjj fn jjjj")
        var session = SimulatorSession(
            scenario: try StepSemanticsTests.scenario(), settings: SessionSettings(strategies: [.uikit]), size: Self.size)
        let steps = KeyLayoutRun(session: session, entries: entries).steps
        for (i, entry) in entries.enumerated() {
            session.replay([entry], startingAt: Double(i + 1))
            #expect(steps[i + 1].layout.elements == session.engine.lastAnswer(pane: 0).attributes, "after step \(i + 1)")
        }
        // `f` alone moves nothing: no query; the fault's stale answers follow.
        #expect(steps[6].key == "f" && !steps[6].queried)
        #expect(steps[8].queried && steps[8].layout.invalidation == .none)
    }
}

extension LayoutKeysTests {
    /// A data change animates over ticks the replay does not have: the history says `<Settle>`
    /// where it came to rest, so the history `y` prints ends on the frame the live view shows.
    /// Without it the replay drew the delete's first animation frame (the deleted row still there).
    @Test("A history with animated data changes replays to the live view's frame")
    func animatedDataChangesReplayToTheLiveFrame() throws {
        let scenario = try ScenarioSource.resolve("contacts")
        let keys: [InputEvent] = [.key(.character("5")), .key(.character("j"))]
        let rest = [[InputEvent]](repeating: [], count: 60)  // timed-out waits: ticks for a second
        let backend = ScriptedBackend(size: Self.size, batches: [keys, [.key(.character("a"))]] + rest
            + [[.key(.character("j"))], [.key(.character("d"))]] + rest)
        var live = SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: [.uikit]), size: Self.size)
        var loop = SimulatorLoop()
        _ = loop.run(&live, on: backend, clock: { backend.time })
        let history = KeyHistory.text(live.history)
        #expect(history.hasSuffix("<Settle>"), "\(history)")
        var replayed = SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: [.uikit]), size: Self.size)
        replayed.replay(try KeyHistory.parse(history))
        // The hint row says what the last key did live; a replay leaves no message.
        let rows = Self.size.rows - 1
        #expect(Array(replayed.view().lines.prefix(rows)) == Array(backend.screen.lines.prefix(rows)),
                "history \(history)")
    }
}

extension KeyLayoutRun {
    /// Every step, computed now (`layout --keys` streams them with `forEachStep` instead).
    var steps: [Step] {
        var all: [Step] = []
        forEachStep { all.append($0) }
        return all
    }
}
