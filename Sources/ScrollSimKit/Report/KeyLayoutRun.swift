import StickyLayout

/// A key history replayed on the live view's session (`scrollsim layout --keys`): one step per
/// input event, each one bounds change and one layout query as the live view makes them, and
/// what the layout answered after it.
package struct KeyLayoutRun {
    /// One step: the history entry (nil for the state before any key), whether it queried the
    /// layout (a key that moves nothing does not), and the layout's last answer.
    package struct Step {
        package var key: String?
        package var queried: Bool
        package var layout: LayoutStep
    }

    /// The session as it was before the history (scenario, strategy, size, faults, start offset).
    private let start: SimulatorSession
    /// The history, in order.
    package let entries: [KeyHistory.Entry]

    /// Replays `entries` on a copy of `session` (one pane), timed as `render --keys` does.
    package init(session: SimulatorSession, entries: [KeyHistory.Entry]) {
        start = session
        self.entries = entries
    }

    package var scenario: String { start.scenario.name }
    package var strategy: StrategyName { start.strategies[0] }
    package var scrollDirection: ScrollDirection { start.direction }
    /// The terminal size the session starts at.
    package var terminal: TerminalSize { start.size }

    /// Computes the steps in order, handing each to `body` and keeping none. Stops after `q`.
    package func forEachStep<E: Error>(_ body: (Step) throws(E) -> Void) throws(E) {
        var session = start
        try body(Self.step(session, key: nil, queried: true))
        for (entry, time) in zip(entries, KeyHistory.replayTimes(entries)) {
            let before = session.queryCount
            session.replay(entry, at: time)
            try body(Self.step(session, key: KeyHistory.text([entry]), queried: session.queryCount != before))
            if session.isFinished { return }
        }
    }

    /// The step after the session handled its entry; with `--calls` (the session records calls),
    /// every call made into the layout object since the last step, ending with the step's
    /// `collectionViewContentSize`.
    private static func step(_ session: SimulatorSession, key: String?, queried: Bool) -> Step {
        var view = session.collectionViews[0]
        let answer = session.engine.lastAnswer(pane: 0)
        let contentSize = view.contentSize()
        return Step(key: key, queried: queried, layout: LayoutStep(
            offset: session.direction.main(view.contentOffset), bounds: view.bounds, queryRect: view.bounds, contentSize: contentSize,
            invalidation: session.invalidations[0], elements: answer.attributes, diagnostics: answer.diagnostics,
            calls: session.recordsCalls ? view.layout.hooks?.takeCallRecord() : nil))
    }
}

extension KeyLayoutRun {
    /// Streams the run as JSON (docs/layout-json.md, "Key histories"), one chunk a step.
    package func writeJSON<E: Error>(pretty: Bool = true, to emit: (String) throws(E) -> Void) throws(E) {
        var w = JSONWriter(pretty: pretty)
        w.beginLayoutReport(scenario: scenario, strategy: strategy)
        w.string("scrollDirection", scrollDirection.rawValue)
        w.beginObject("terminal", inline: true)
        w.integer("columns", terminal.columns)
        w.integer("rows", terminal.rows)
        w.endObject()
        w.string("keys", KeyHistory.text(entries))
        w.beginArray("steps")
        try emit(w.takeText())
        try forEachStep { (step) throws(E) in
            w.beginObject()
            if let key = step.key { w.string("key", key) } else { w.raw("key", "null") }
            w.bool("queried", step.queried)
            step.layout.writeFields(to: &w)
            w.endObject()
            try emit(w.takeText())
        }
        w.endArray()
        w.endObject()
        try emit(w.takeText() + (pretty ? "\n" : ""))
    }

    /// Streams the run as text, one block a step.
    package func writeText<E: Error>(to emit: (String) throws(E) -> Void) throws(E) {
        let text = LayoutStepText(scrollDirection: scrollDirection)
        try emit("scenario \(VisibleEscapes.escape(scenario))  strategy \(strategy.rawValue)  terminal \(terminal.columns)x\(terminal.rows)  \(scrollDirection.rawValue)\nflags: P pinned (frame differs from natural), R re-inserted, H hidden\n")
        var i = 0
        try forEachStep { (step) throws(E) in
            let key = step.key.map { "key \($0)" } ?? "start"
            try emit(text.block(step.layout, title: "step \(i)  \(key)\(step.queried ? "" : "  (no query)")"))
            i += 1
        }
    }
}
