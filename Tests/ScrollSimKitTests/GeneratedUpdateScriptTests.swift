import ScrollSimKit
import ScrollSimExport
import StickyLayout
import TestSupport
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
        let scenario = try ScenarioDecoder.decode(Array(UpdateScriptGenerator.scenarioJSON(&random).utf8), file: "gen.json", defaultName: "gen")
        var lines = (0..<random.int(8...16)).map { _ in UpdateScriptGenerator.step(&random) }
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
}
