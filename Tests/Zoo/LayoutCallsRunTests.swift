import ScrollSimKit
import StickyLayout
import TestSeedLayouts
import Testing
import UIKitCompat

/// `scrollsim layout --keys … --calls` and `layout --script … --calls`: every step lists the calls
/// the host made into the layout object since the step before, in order, with arguments and
/// answers, as `--offsets … --calls` does (docs/uikit-host.md, "What the host records").
@Suite("layout --keys/--script --calls")
struct LayoutCallsRunTests {
    static let registry: StrategyRegistry = {
        var r = StrategyRegistry.builtIn
        r.register(.uikit("probe-context-sticky", summary: "protocol probe", source: "Tests/SeedLayouts") {
            ContextStickyLayout(trace: ProbeTrace())
        })
        return r
    }()

    /// One section of 8 two-row items under a one-row header, scrolled in a 20×6 viewport.
    static func scenario() throws -> Scenario {
        let json = #"{"layout": {"itemSize": {"width": 0, "height": 2}, "headerReferenceSize": {"width": 0, "height": 1}}, "sections": [{"items": 8}]}"#
        return try ScenarioDecoder.decode(Array(json.utf8), file: "calls.json", defaultName: "calls")
    }

    static func settings(_ strategy: StrategyName, recording: Bool) -> SessionSettings {
        var settings = SessionSettings(strategies: [strategy], registry: registry)
        settings.recordsCalls = recording
        return settings
    }

    static let terminal = TerminalSize(columns: 40, rows: 12)

    static func keySteps(_ keys: String, recording: Bool = true) throws -> [KeyLayoutRun.Step] {
        let session = SimulatorSession(
            scenario: try scenario(), settings: settings("probe-context-sticky", recording: recording), size: terminal)
        var steps: [KeyLayoutRun.Step] = []
        KeyLayoutRun(session: session, entries: try KeyHistory.parse(keys)).forEachStep { steps.append($0) }
        return steps
    }

    @Test("--keys: a scroll key's step lists the bounds-change protocol, prepare(), the query and the header asked again")
    func keyStepListsTheBoundsChange() throws {
        let steps = try Self.keySteps("j j")
        #expect(steps.count == 3)
        // The start: the layout installed (UIKit's first invalidation, rule I1), prepared and queried
        // once (the calls from the session's creation on).
        let start = try #require(steps[0].layout.calls)
        #expect(start.first?.hasPrefix("invalidateLayout(with: ") == true && start.first?.contains("everything, dataSourceCounts") == true, "\(start)")
        #expect(start.dropFirst().first == "prepare()", "\(start)")
        #expect(start.contains { $0.hasPrefix("layoutAttributesForElements(in: ") }, "\(start)")
        #expect(!start.contains { $0.hasPrefix("shouldInvalidateLayout") }, "\(start)")
        // Each `j` moves the bounds one row: UIKit's bounds-change calls in order, the header asked
        // again, and the content size last (the step's own report).
        for (i, step) in steps.dropFirst().enumerated() {
            let y = i + 1
            let calls = try #require(step.layout.calls)
            let bounds = "(0, \(y), \(Int(step.layout.bounds.width)), \(Int(step.layout.bounds.height)))"
            let expected = [
                "shouldInvalidateLayout(forBoundsChange: \(bounds)) -> true",
                "invalidationContext(forBoundsChange: \(bounds)) -> UICollectionViewFlowLayoutInvalidationContext, header [[0, 0]]",
                "invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext, header [[0, 0]])",
                "prepare()",
            ]
            #expect(Array(calls.prefix(4)) == expected, "step \(y): \(calls)")
            let query = try #require(calls.firstIndex { $0.hasPrefix("layoutAttributesForElements(in: \(bounds))") }, "step \(y): \(calls)")
            #expect(calls[query + 1] == "layoutAttributesForSupplementaryView(ofKind: header, at: [0, 0]) -> header [0, 0] (0, \(y), \(Int(step.layout.bounds.width)), 1) z 1024",
                    "step \(y): \(calls)")
            #expect(calls.last?.hasPrefix("collectionViewContentSize -> ") == true, "step \(y): \(calls)")
            // What the layout answered again is what the step reports: the header pinned at the top.
            let header = try #require(step.layout.elements.first { $0.kind == .header })
            #expect(header.frame.minY == Double(y) && header.zIndex == 1024)
        }
    }

    @Test("--keys without --calls: no call list, and the steps are the same")
    func keyStepsWithoutRecording() throws {
        let recorded = try Self.keySteps("j j")
        let plain = try Self.keySteps("j j", recording: false)
        #expect(plain.allSatisfy { $0.layout.calls == nil })
        #expect(plain.map(\.layout.elements) == recorded.map(\.layout.elements))
    }

    @Test("--script: a batch update's step lists prepare(forCollectionViewUpdates:) after prepare() and finalize last; a built-in pane lists none")
    func scriptStepsListTheBatchUpdate() throws {
        let script = try DemoScript.parse(
            "scroll 2\ninsert section 0 items 1\nstrategy uikit\nscroll 1\n", path: "calls.demo")
        let scenario = try Self.scenario()
        let run = try ScriptRun(
            script: script, scenario: scenario, strategy: "probe-context-sticky", size: Size(width: 20, height: 6),
            registry: Self.registry, recordsCalls: true, loadScenario: { _ in scenario })
        #expect(run.steps.count == 4)
        let scroll = try #require(run.steps[0].after.calls)
        #expect(scroll.filter { $0.hasPrefix("shouldInvalidateLayout(forBoundsChange:") }.count == 2, "two rows: two bounds changes\n\(scroll)")
        let insert = try #require(run.steps[1].after.calls)
        func index(_ prefix: String) throws -> Int {
            try #require(insert.firstIndex { $0.hasPrefix(prefix) }, "\(prefix)\n\(insert.joined(separator: "\n"))")
        }
        let invalidated = try index("invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext, dataSourceCounts")
        let prepared = try index("prepare()")
        let updates = try index("prepare(forCollectionViewUpdates: [")
        let finalized = try index("finalizeCollectionViewUpdates()")
        #expect(invalidated < prepared && prepared < updates && updates < finalized, "\(insert.joined(separator: "\n"))")
        #expect(insert[updates].contains("insert"), "\(insert[updates])")
        // The built-in strategy the script switches to is not a UIKit layout object: no list.
        #expect(run.steps[2].after.calls == nil && run.steps[3].after.calls == nil)
    }
}
