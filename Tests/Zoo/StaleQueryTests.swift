import ScrollSimKit
import SeedLayouts
import StickyLayout
import TestSeedLayouts
import TestSupport
import Testing
import UIKitCompat

/// No UIKit layout registered in the tests is ever asked about a section or item `prepare()` has
/// not seen (docs/uikit-host.md, rule B2): the generated update scripts of `GeneratedUpdateScriptTests`
/// run on the seed subclasses, the zoo's UIKit ports (broken and fixed) and the protocol probes
/// (the decoration probe's backgrounds included);
/// none traps, the probes record no stale query, and after every step the layout answers what a
/// fresh layout of the edited data answers at the same offset.
@Suite("UIKit layouts: no stale query under generated updates")
struct StaleQueryTests {
    static let seeds: [UInt64] = [1, 2, 3]

    /// The probes' shared trace (what a probe saw prepared, and every query past it).
    static let trace = ProbeTrace()

    /// Every UIKit layout the tests register, by name.
    static let registry: StrategyRegistry = {
        var r = ZooLayout.registry
        r.register(.uikit("seed-floating", summary: "seed 000", source: "Tests/SeedLayouts") { FloatingSupplementaryFlowLayout() })
        r.register(.uikit("seed-evadne", summary: "seeds 001/002", source: "Sources/SeedLayouts") { EvadneStickyHeaderFlowLayout() })
        r.register(.uikit("seed-yl", summary: "seed 003", source: "Tests/SeedLayouts") { YLStickyHeaderFlowLayout() })
        r.register(.uikit("seed-myntra", summary: "seed 004", source: "Tests/SeedLayouts") { MYNStickyFlowLayout() })
        r.register(.uikit("probe-tracing", summary: "protocol probe", source: "Tests/SeedLayouts") { TracingFlowLayout(trace: trace) })
        r.register(.uikit("probe-context-sticky", summary: "protocol probe", source: "Tests/SeedLayouts") { ContextStickyLayout(trace: trace) })
        r.register(.uikit("probe-decoration", summary: "protocol probe", source: "Tests/SeedLayouts") { DecorationProbeLayout(trace: trace) })
        return r
    }()

    static var names: [StrategyName] {
        registry.names.filter { registry.strategy(named: $0) is any LayoutProtocolHooks }
    }

    static var cases: [(StrategyName, UInt64)] { names.flatMap { name in seeds.map { (name, $0) } } }

    @Test(arguments: cases)
    func generatedUpdates(_ strategy: StrategyName, _ seed: UInt64) throws {
        var random = CheckRandom(seed: seed &* 7919 &+ UInt64(strategy.rawValue.utf8.count))
        let scenario = try ScenarioDecoder.decode(Array(UpdateScriptGenerator.scenarioJSON(&random).utf8), file: "gen.json", defaultName: "gen")
        var lines = (0..<random.int(8...16)).map { _ in UpdateScriptGenerator.step(&random) }
        var run = try script(lines, scenario, strategy)
        for _ in 0..<6 {
            let refused = Set(run.steps.filter { $0.refusal != nil }.map(\.line))
            if refused.isEmpty { break }
            lines = lines.enumerated().filter { !refused.contains($0.offset + 2) }.map(\.element)
            run = try script(lines, scenario, strategy)
        }
        let staleBefore = Self.trace.stale.count
        var mismatches: [String] = []
        _ = try script(lines, scenario, strategy) { line, session in
            var view = session.collectionViews[0]
            let shown = view.layoutAttributesForElements(in: view.bounds)
            var fresh = CollectionView(
                sections: view.layout.sections, metrics: view.layout.metrics,
                strategy: Self.registry.strategy(named: strategy, options: scenario.options)!, scrollView: view.scrollView)
            let expected = fresh.layoutAttributesForElements(in: view.bounds)
            if shown.map(\.frame) != expected.map(\.frame) && mismatches.count < 3 {
                mismatches.append("line \(line): \(shown.count) vs fresh \(expected.count) elements")
            }
        }
        let context = "\(strategy.rawValue) seed \(seed):\n" + lines.joined(separator: "\n")
        #expect(Array(Self.trace.stale.dropFirst(staleBefore)).isEmpty, "\(context)\n\(Self.trace.stale.dropFirst(staleBefore).prefix(3))")
        #expect(mismatches.isEmpty, "\(context)\n\(mismatches.joined(separator: "\n"))")
    }

    private func script(
        _ lines: [String], _ scenario: Scenario, _ strategy: StrategyName,
        inspect: (Int, SimulatorSession) -> Void = { _, _ in }
    ) throws -> ScriptRun {
        let script = try DemoScript.parse("scenario gen\n" + lines.map { $0 + "\n" }.joined(), path: "gen.demo")
        return try ScriptRun(
            script: script, scenario: scenario, strategy: strategy, size: Size(width: 39, height: 14),
            registry: Self.registry, loadScenario: { _ in scenario }, inspect: inspect)
    }
}
