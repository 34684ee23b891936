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

    /// Cases per direction set: 20,000 in all, across seeds 0-4 (about 20 s in a debug build;
    /// `scrollsim-bench --section check-soak` sweeps 100,000 with the same rule).
    static let casesPerSet = 20_000 / max(1, directionSets.count) + 1

    @Test func everyGeneratedUpdateApplies() {
        var checked = 0
        var updates = 0
        for directions in Self.directionSets {
            let generator = CaseGenerator(directions: directions)
            for i in 0..<Self.casesPerSet {
                let seed = UInt64(i % 5)
                let c = generator.generate(seed: CheckRandom.caseSeed(seed, index: i / 5))
                checked += 1
                let count = c.steps.filter { $0.update != nil }.count
                updates += count
                for (k, step) in c.steps.enumerated() where k > 0 && step.update != nil {
                    #expect(step.offset == c.steps[k - 1].offset, "an update runs at the offset reached")
                }
                if count > 0, let bad = c.firstUnappliedUpdate {
                    Issue.record("\(directions) seed \(seed) case \(i / 5): \(bad) does not apply")
                    return
                }
            }
        }
        #expect(checked >= 20_000, "\(checked) cases")
        #expect(updates > checked / 2, "\(updates) updates in \(checked) cases")
    }

    /// The case that trapped before the fix (`check --strategy plain --count 3878`).
    @Test func caseThatTrappedIsGenerated() {
        let generator = CaseGenerator(directions: [.vertical])
        let c = generator.generate(seed: CheckRandom.caseSeed(0, index: 3877))
        #expect(!c.steps.isEmpty)
    }
}
