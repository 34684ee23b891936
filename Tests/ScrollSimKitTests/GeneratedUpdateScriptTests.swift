import ScrollSimKit
import ScrollSimExport
import StickyLayout
import Testing

/// Generated update scripts (inserts, deletes, reloads and moves of items and sections, refresh,
/// load-more, scrolls past both ends) on generated scenarios, for every built-in strategy, run
/// through the code of `layout --script` (`ScriptRun`), `record` (`DemoRecorder.stream`) and
/// `play` (`DemoStream`): none traps or stops, and after every step the attributes in the bounds
/// equal those of a fresh layout of the edited data at the same offset. Seeded and bounded.
@Suite("Generated update scripts")
struct GeneratedUpdateScriptTests {
    static let seedsPerStrategy: [UInt64] = Array(1...8)
    static let size = TerminalSize(columns: 40, rows: 16)

    static var cases: [(StrategyName, UInt64)] {
        StrategyRegistry.builtIn.names.flatMap { name in seedsPerStrategy.map { (name, $0) } }
    }

    @Test(arguments: cases)
    func scriptRunsEverywhereAndMatchesAFreshLayout(_ strategy: StrategyName, _ seed: UInt64) throws {
        var random = CheckRandom(seed: seed &* 7919 &+ UInt64(strategy.rawValue.utf8.count))
        let scenario = try ScenarioDecoder.decode(Array(Self.scenarioJSON(&random).utf8), file: "gen.json", defaultName: "gen")
        var lines = (0..<random.int(8...16)).map { _ in Self.step(&random) }
        // Drop the steps the data at that point refuses (an item that is gone), until none is refused.
        var run = try Self.layoutScript(lines, scenario, strategy)
        for _ in 0..<6 {
            let refused = Set(run.steps.filter { $0.refusal != nil }.map(\.line))
            if refused.isEmpty { break }
            lines = lines.enumerated().filter { !refused.contains($0.offset + 3) }.map(\.element)
            run = try Self.layoutScript(lines, scenario, strategy)
        }
        try #require(run.steps.allSatisfy { $0.refusal == nil }, "steps still refused: \(run.steps.compactMap(\.refusal))")
        let context = "\(strategy.rawValue) seed \(seed):\n\(Self.text(lines))"

        // layout --script: every step's attributes equal a fresh layout of the edited data.
        var mismatches: [String] = []
        _ = try Self.layoutScript(lines, scenario, strategy) { line, session in
            var view = session.collectionViews[0]
            let bounds = view.bounds
            let shown = view.layoutAttributesForElements(in: bounds)
            var fresh = CollectionView(
                sections: view.layout.sections, metrics: view.layout.metrics, strategy: view.layout.strategy,
                scrollView: view.scrollView)
            let expected = fresh.layoutAttributesForElements(in: bounds)
            if shown != expected && mismatches.count < 3 {
                let differing = zip(shown, expected).first { $0 != $1 }.map { "\($0.0) vs fresh \($0.1)" } ?? "\(shown.count) vs \(expected.count) elements"
                mismatches.append("line \(line): \(differing)")
            }
        }
        #expect(mismatches.isEmpty, "\(context)\n\(mismatches.joined(separator: "\n"))")

        // record and play: the same script to its end, without a stop.
        let script = try DemoScript.parse("scenario gen\nstrategy \(strategy.rawValue)\n" + Self.text(lines), path: "gen.demo")
        var recorded = 0
        let result = try DemoRecorder.stream(script, size: Self.size, title: "gen", loadScenario: { _ in scenario }) { _ in recorded += 1 }
        var stream = DemoStream(script: script, size: Self.size, loadScenario: { _ in scenario })
        var played = 0
        while try stream.frame(at: played) != nil { played += 1 }
        #expect(result.frames == played, "\(context)")
        // The recording's header line, one line a frame, then the event that shows the cursor again.
        #expect(recorded == played + 2, "\(context)")
    }

    static func layoutScript(
        _ lines: [String], _ scenario: Scenario, _ strategy: StrategyName,
        inspect: (Int, SimulatorSession) -> Void = { _, _ in }
    ) throws -> ScriptRun {
        let script = try DemoScript.parse("scenario gen\nstrategy \(strategy.rawValue)\n" + text(lines), path: "gen.demo")
        return try ScriptRun(script: script, scenario: scenario, strategy: strategy, size: Size(width: 39, height: 14),
                             loadScenario: { _ in scenario }, inspect: inspect)
    }

    static func text(_ lines: [String]) -> String { lines.map { $0 + "\n" }.joined() }

    /// A small scenario: up to six sections of up to eight items, headers and footers of 0-2
    /// rows, insets, a pullable refresh control and a feed that loads three pages.
    static func scenarioJSON(_ r: inout CheckRandom) -> String {
        let sections = (0..<r.int(1...6)).map { i in
            #"{"title": "S\#(i)", "items": \#(r.int(0...8)), "header": \#(r.int(0...2)), "footer": \#(r.pick([0, 0, 1]))}"#
        }
        return """
            {"name": "gen", "scrollDirection": "\(r.chance(20) ? "horizontal" : "vertical")",
             "layout": {"itemSize": {"width": 0, "height": \(r.int(1...3))}, "sectionInset": {"top": \(r.int(0...1)), "left": 0, "bottom": \(r.int(0...1)), "right": 0}},
             "contentInset": {"top": \(r.int(0...2))},
             "refreshControl": {"height": 2, "threshold": 3}, "loadMore": {"pageSize": 3, "pages": 3},
             "sections": [\(sections.joined(separator: ", "))]}
            """
    }

    /// One script line: a data change (at the pin line or at explicit indices), a refresh, a
    /// load-more, or a scroll (past either end too).
    static func step(_ r: inout CheckRandom) -> String {
        let s = r.int(0...5), i = r.int(0...8)
        return r.pick([
            "insert", "insert item \(s) \(i)", "insert item \(s) 0 length 2", "delete", "delete item \(s) \(i)",
            "reload item \(s) \(i)", "move", "move \(s) \(i) to \(r.int(0...5)) 0", "insert section",
            "insert section \(s) items \(r.int(0...4))", "delete section", "delete section \(s)", "reload section \(s)",
            "reload", "refresh", "end-refresh", "load-more", "animate \(r.pick(["on", "off"]))",
            "scrollto -\(r.int(1...9))", "scrollto \(r.int(40...200))", "scrollto top", "scrollto bottom",
            "scroll \(r.int(-12...12))", "pause 0.4",
        ])
    }
}
