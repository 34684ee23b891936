import ScrollSimKit
import StickyLayout
import TestSupport

/// A brute-force model of the data with identities: UIKit's batch semantics carried out the naive
/// way (remove deletes and move sources in descending old order, then insert inserts and move
/// targets in ascending new order), independent of the engine's rank-based plan.
struct ModelItem: Hashable { var id: Int; var length: Float? }
struct ModelSection: Hashable {
    var id: Int
    var items: [ModelItem]
    var header: Double?
    var footer: Double?
    var inset: EdgeInsets?
}

struct UpdateModel {
    var sections: [ModelSection]
    var nextID = 10_000

    init(specs: [SectionSpec]) {
        var id = 0
        sections = specs.enumerated().map { s, spec in
            ModelSection(id: s, items: (0..<spec.itemCount).map { i in
                id += 1
                return ModelItem(id: id, length: spec.itemLengths?[i])
            }, header: spec.header, footer: spec.footer, inset: spec.inset)
        }
    }

    /// The specs the model stands for (`defaultLength` fills uniform items in a variable section).
    func specs(defaultLength: Float) -> [SectionSpec] {
        sections.map { s in
            let variable = s.items.contains { $0.length != nil }
            return SectionSpec(
                itemCount: s.items.count,
                itemLengths: variable ? s.items.map { $0.length ?? defaultLength } : nil,
                header: s.header, footer: s.footer, inset: s.inset)
        }
    }

    func spec(of section: ModelSection) -> SectionSpec {
        SectionSpec(itemCount: section.items.count, header: section.header, footer: section.footer, inset: section.inset)
    }

    /// Random valid batch; returns it and applies it to the model (naively).
    mutating func randomBatch(_ rng: inout CheckRandom, changes: Int, sectionLevel: Bool) -> BatchUpdates {
        var batch = BatchUpdates()
        // Section level: choose deletes and move sources among old sections.
        var list: [ModelSection?] = sections
        var touchedOld: Set<Int> = []
        var movedOld: [Int] = []
        var deletedOrReloadedOld: Set<Int> = []
        if sectionLevel && !sections.isEmpty {
            for _ in 0..<rng.uniform(0...2) {
                let s = rng.uniform(0...(sections.count - 1))
                guard touchedOld.insert(s).inserted else { continue }
                switch rng.uniform(0...2) {
                case 0:
                    batch.deleteSections([s]); list[s] = nil; deletedOrReloadedOld.insert(s)
                case 1:
                    movedOld.append(s)
                default:
                    batch.reloadSections([s]); deletedOrReloadedOld.insert(s)
                }
            }
        }
        // Item level on old sections that are not deleted or reloaded.
        var oldItemTouched: Set<IndexPath> = []
        var removedItems: [IndexPath: ModelItem] = [:]
        var itemMoves: [(IndexPath, ModelItem)] = []
        var reloads: [(IndexPath, Float?)] = []
        for _ in 0..<changes {
            guard !sections.isEmpty else { break }
            let s = rng.uniform(0...(sections.count - 1))
            guard !deletedOrReloadedOld.contains(s), !sections[s].items.isEmpty else { continue }
            let i = rng.uniform(0...(sections[s].items.count - 1))
            let p = IndexPath(item: i, section: s)
            guard oldItemTouched.insert(p).inserted else { continue }
            switch rng.uniform(0...2) {
            case 0:
                batch.deleteItems(at: [p]); removedItems[p] = sections[s].items[i]
            case 1:
                removedItems[p] = sections[s].items[i]; itemMoves.append((p, sections[s].items[i]))
            default:
                let length: Float? = rng.uniformChance(0.5) ? Float(rng.half(upTo: 4)) : nil
                batch.reloadItems(at: [p], length: length)
                reloads.append((p, length))
            }
        }
        // Apply reload lengths, then remove removed items (descending) and deleted/moved sections.
        for (p, length) in reloads where length != nil {
            sections[p.section].items[p.item].length = length
            list[p.section]?.items[p.item].length = length
        }
        for (s, section) in list.enumerated() where section != nil {
            let gone = removedItems.keys.filter { $0.section == s }.map(\.item).sorted(by: >)
            for i in gone { list[s]!.items.remove(at: i) }
        }
        let movedSections = movedOld.map { list[$0]! }
        for s in movedOld { list[s] = nil }
        var work: [ModelSection] = list.compactMap { $0 }
        var workIsNew: [Bool] = Array(repeating: false, count: work.count)
        // Section inserts and move targets: insert at random places, tagged.
        var sectionTags: [Int: Int] = [:]  // section id -> move source old index, or -1 inserted
        for moved in movedSections {
            let at = rng.uniform(0...work.count)
            work.insert(moved, at: at); workIsNew.insert(true, at: at)
            sectionTags[moved.id] = sections.firstIndex { $0.id == moved.id }!
        }
        if sectionLevel {
            for _ in 0..<rng.uniform(0...2) {
                nextID += 1
                let n = rng.uniform(0...3)
                let s = ModelSection(id: nextID, items: (0..<n).map { _ in nextID += 1; return ModelItem(id: nextID, length: nil) },
                                     header: rng.uniformChance(0.5) ? Double(rng.uniform(0...2)) : nil, footer: nil, inset: nil)
                let at = rng.uniform(0...work.count)
                work.insert(s, at: at); workIsNew.insert(true, at: at)
                sectionTags[s.id] = -1
            }
        }
        // Item inserts and move targets into sections that existed before (and are not reloaded).
        var itemTags: [Int: IndexPath?] = [:]  // item id -> old path (move) or nil (insert)
        let candidates = work.indices.filter { j in
            sectionTags[work[j].id] != -1 && !deletedOrReloadedOld.contains(sections.firstIndex { $0.id == work[j].id } ?? -1)
        }
        if !candidates.isEmpty {
            for (from, item) in itemMoves {
                let j = candidates[rng.uniform(0...(candidates.count - 1))]
                work[j].items.insert(item, at: rng.uniform(0...work[j].items.count))
                itemTags[item.id] = from
            }
            for _ in 0..<rng.uniform(0...changes) {
                let j = candidates[rng.uniform(0...(candidates.count - 1))]
                nextID += 1
                let item = ModelItem(id: nextID, length: rng.uniformChance(0.4) ? Float(rng.half(upTo: 4)) : nil)
                work[j].items.insert(item, at: rng.uniform(0...work[j].items.count))
                itemTags[item.id] = .some(nil)
            }
        } else {
            for (from, _) in itemMoves { batch.deleteItems(at: [from]) }  // nowhere to move: delete instead
        }
        // Now the final indices are known: emit the batch's new-index changes.
        var changesOut = batch.changes
        for (j, s) in work.enumerated() {
            if let tag = sectionTags[s.id] {
                changesOut.append(tag == -1 ? .insertSection(j, spec(of: s)) : .moveSection(from: tag, to: j))
            }
            for (i, item) in s.items.enumerated() {
                guard let tag = itemTags[item.id] else { continue }
                if let from = tag {
                    changesOut.append(.moveItem(from: from, to: IndexPath(item: i, section: j)))
                } else {
                    changesOut.append(.insertItem(IndexPath(item: i, section: j), length: item.length))
                }
            }
        }
        _ = workIsNew
        sections = work
        return BatchUpdates(changesOut)
    }
}
