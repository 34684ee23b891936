import ScrollSimKit
import StickyLayout
import Testing

/// The generator over many cases: every update it generates applies to the data as it is at its
/// step (the engine's `performBatchUpdates` does not throw), for each set of directions a
/// built-in generates. Before the fix an update skipped for want of data still moved the later
/// insertion points, and case 3877 of seed 0 (plain) trapped.
@Suite("check: generator sweep")
struct CheckGeneratorSweepTests {
    /// The direction sets of the built-ins, each a generator option set.
    static let directionSets: [Set<ScrollDirection>] = {
        var sets: [Set<ScrollDirection>] = []
        for name in StrategyRegistry.builtIn.names {
            guard let s = CheckSubject(name), !sets.contains(s.directions) else { continue }
            sets.append(s.directions)
        }
        return sets
    }()

    /// Cases per direction set: 100,000 in all, across seeds 0-4.
    static let casesPerSet = 100_000 / max(1, directionSets.count) + 1

    @Test func everyGeneratedUpdateApplies() {
        var checked = 0
        var updates = 0
        for directions in Self.directionSets {
            let generator = CaseGenerator(directions: directions)
            for i in 0..<Self.casesPerSet {
                let seed = UInt64(i % 5)
                let c = generator.generate(seed: CheckRandom.caseSeed(seed, index: i / 5))
                checked += 1
                guard c.steps.contains(where: { $0.update != nil }) else { continue }
                var view = c.scenario.makeCollectionView(strategy: StrategyName.plain, viewport: c.viewport, offset: 0)
                for (k, step) in c.steps.enumerated() {
                    guard let u = step.update else { continue }
                    updates += 1
                    if k > 0 { #expect(step.offset == c.steps[k - 1].offset, "an update runs at the offset reached") }
                    if (try? view.performBatchUpdates(BatchUpdates([u]))) == nil {
                        Issue.record("\(directions) seed \(seed) case \(i / 5): \(u.scriptCommand) does not apply")
                        return
                    }
                }
            }
        }
        #expect(checked >= 100_000, "\(checked) cases")
        #expect(updates > checked / 2, "\(updates) updates in \(checked) cases")
    }

    /// The case that trapped before the fix (`check --strategy plain --count 3878`).
    @Test func caseThatTrappedIsGenerated() {
        let generator = CaseGenerator(directions: [.vertical])
        let c = generator.generate(seed: CheckRandom.caseSeed(0, index: 3877))
        #expect(!c.steps.isEmpty)
    }
}
