import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// `DataIdentities` (the labels' identities in the live view) against the brute-force model's ids:
/// after every seeded random batch, an item or section the model kept has the identity it had, and
/// each one the model added has one never seen before.
@Suite("Data identities")
struct DataIdentityTests {
    @Test("identities follow the model's ids through seeded random batches")
    func followTheModel() throws {
        for seed in UInt64(1)...60 {
            let config = BatchUpdateTests.config(seed: seed &* 131, sections: Int(seed % 6) + 1)
            var model = UpdateModel(specs: config.sections)
            var view = config.engine(.uikit)
            var identities = DataIdentities(sectionCount: config.sections.count)
            var sectionIdentity: [Int: DataIdentities.Section] = [:]
            var itemIdentity: [Int: DataIdentities.Item] = [:]
            var seenSections: Set<DataIdentities.Section> = []
            var seenItems: Set<DataIdentities.Item> = []
            /// Holds the current identities against the model; nil, or what differs.
            func check(_ step: Int) -> String? {
                for (s, section) in model.sections.enumerated() {
                    let got = identities.section(s)
                    if let want = sectionIdentity[section.id] {
                        if got != want { return "step \(step): section \(s) is \(got), was \(want)" }
                    } else {
                        guard seenSections.insert(got).inserted else { return "step \(step): new section \(s) has the used identity \(got)" }
                        sectionIdentity[section.id] = got
                    }
                    for (i, item) in section.items.enumerated() {
                        let got = identities.item(IndexPath(item: i, section: s))
                        if let want = itemIdentity[item.id] {
                            if got != want { return "step \(step): item \(i) of section \(s) is \(got), was \(want)" }
                        } else {
                            guard seenItems.insert(got).inserted else { return "step \(step): new item \(i) of section \(s) has the used identity \(got)" }
                            itemIdentity[item.id] = got
                        }
                    }
                }
                return nil
            }
            if let failure = check(0) { Issue.record("seed \(seed): \(failure)"); continue }
            var rng = CheckRandom(seed: seed ^ 0x1D)
            for step in 1...8 {
                let batch = model.randomBatch(&rng, changes: rng.uniform(1...5), sectionLevel: rng.uniformChance(0.5))
                let result = try view.performBatchUpdates(batch)
                identities.apply(result.mapping) { model.sections[$0].items.count }
                if let failure = check(step) {
                    Issue.record("seed \(seed): \(failure)\nbatch \(batch.changes)")
                    break
                }
            }
        }
    }

    @Test("a section of ten million items: a delete and an insert keep every other item's identity")
    func hugeSection() throws {
        let count = 10_000_000
        var view = RefConfig(
            sections: [SectionSpec(itemCount: count), SectionSpec(itemCount: 3)],
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 1)), viewport: Size(width: 10, height: 5)
        ).engine(.uikit)
        var identities = DataIdentities(sectionCount: 2)
        var batch = BatchUpdates()
        batch.deleteItems(at: [IndexPath(item: 5, section: 0)])
        batch.insertItems(at: [IndexPath(item: 0, section: 0)])
        identities.apply(try view.performBatchUpdates(batch).mapping) { $0 == 0 ? count : 3 }
        #expect(identities.item(IndexPath(item: 0, section: 0)) == .new(1))
        #expect(identities.item(IndexPath(item: 1, section: 0)) == .original(section: 0, item: 0))
        #expect(identities.item(IndexPath(item: 5, section: 0)) == .original(section: 0, item: 4))
        #expect(identities.item(IndexPath(item: 6, section: 0)) == .original(section: 0, item: 6))
        #expect(identities.item(IndexPath(item: count - 1, section: 0)) == .original(section: 0, item: count - 1))
        #expect(identities.item(IndexPath(item: 2, section: 1)) == .original(section: 1, item: 2))
    }
}
