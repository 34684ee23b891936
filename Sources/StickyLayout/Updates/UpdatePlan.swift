/// A batch update worked out against the data before it: the new data, the index-path mapping,
/// the update items and which sections' geometry must be rebuilt. Pure; nothing is changed until
/// the plan is applied, so an invalid batch leaves the collection view as it was.
struct UpdatePlan {
    var mapping: IndexPathMapping
    var items: [UpdateItem]
    /// New specs by new section index, for batches that keep every section in place.
    var replacedSpecs: [(section: Int, spec: SectionSpec)] = []
    /// The whole new data and, for each new section, its old index (-1: inserted), when sections
    /// were inserted, deleted or moved.
    var newSpecs: [SectionSpec]?
    var sectionSources: [Int]?
    /// New sections whose shape must be rebuilt (sorted).
    var changedSections: [Int] = []

    /// Works out `batch` against `old`; `defaultLength` is the layout's item length along the scroll axis.
    static func make(old: [SectionSpec], batch: BatchUpdates, defaultLength: Float) throws(BatchUpdateError) -> UpdatePlan {
        do {
            var b = Builder(old: old, defaultLength: defaultLength)
            try b.collect(batch)
            try b.mapSections()
            try b.mapItems()
            return b.finish()
        } catch let error as BatchUpdateError {
            throw error
        } catch {
            throw BatchUpdateError("\(error)")
        }
    }
}

private struct Builder {
    let old: [SectionSpec]
    let defaultLength: Float
    var sectionDeletes: Set<Int> = []
    var sectionReloads: [Int: SectionSpec?] = [:]
    var sectionMoves: [Int: Int] = [:]
    var sectionInserts: [Int: SectionSpec] = [:]
    var oldSectionsUsed: Set<Int> = []
    var newSectionsUsed: Set<Int> = []
    var itemDeletes: [IndexPath] = []
    var itemReloads: [IndexPath: Float?] = [:]
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []
    var itemInserts: [IndexPath: Float?] = [:]
    var oldItemsUsed: Set<IndexPath> = []
    var newItemsUsed: Set<IndexPath> = []
    var newCount = 0
    var sectionBefore: [Int]?
    var sectionAfter: [Int]?
    var mapping: IndexPathMapping
    var replaced: [(section: Int, spec: SectionSpec)] = []
    var changed: Set<Int> = []

    init(old: [SectionSpec], defaultLength: Float) {
        self.old = old
        self.defaultLength = defaultLength
        mapping = .identity(sections: old.count)
    }

    mutating func collect(_ batch: BatchUpdates) throws {
        for change in batch.changes {
            switch change {
            case .insertSection(let s, let spec):
                try claimNew(s)
                sectionInserts[s] = spec
            case .deleteSection(let s):
                try claimOld(s)
                sectionDeletes.insert(s)
            case .reloadSection(let s, let spec):
                try claimOld(s)
                sectionReloads[s] = .some(spec)
            case .moveSection(let from, let to):
                try claimOld(from)
                try claimNew(to)
                sectionMoves[from] = to
            case .insertItem(let p, let length):
                try claimNewItem(p)
                itemInserts[p] = .some(length)
            case .deleteItem(let p):
                try claimOldItem(p)
                itemDeletes.append(p)
            case .reloadItem(let p, let length):
                try claimOldItem(p)
                itemReloads[p] = .some(length)
            case .moveItem(let from, let to):
                try claimOldItem(from)
                try claimNewItem(to)
                itemMoves.append((from, to))
            }
        }
        newCount = old.count - sectionDeletes.count + sectionInserts.count
    }

    private mutating func claimOld(_ s: Int) throws {
        guard s >= 0 && s < old.count else {
            throw BatchUpdateError("section \(s) does not exist before the update (there are \(old.count))")
        }
        guard oldSectionsUsed.insert(s).inserted else {
            throw BatchUpdateError("section \(s) is deleted, reloaded or moved twice in one batch")
        }
    }

    private mutating func claimNew(_ s: Int) throws {
        guard s >= 0 else { throw BatchUpdateError("section \(s) is not a section index") }
        guard newSectionsUsed.insert(s).inserted else {
            throw BatchUpdateError("section \(s) is the target of two inserts or moves in one batch")
        }
    }

    private mutating func claimOldItem(_ p: IndexPath) throws {
        guard p.section >= 0 && p.section < old.count, p.item >= 0 && p.item < old[p.section].itemCount else {
            throw BatchUpdateError("item \(p) does not exist before the update")
        }
        guard oldItemsUsed.insert(p).inserted else {
            throw BatchUpdateError("item \(p) is deleted, reloaded or moved twice in one batch")
        }
    }

    private mutating func claimNewItem(_ p: IndexPath) throws {
        guard p.section >= 0 && p.item >= 0 else { throw BatchUpdateError("\(p) is not an index path") }
        guard newItemsUsed.insert(p).inserted else {
            throw BatchUpdateError("item \(p) is the target of two inserts or moves in one batch")
        }
    }

    mutating func mapSections() throws {
        for s in newSectionsUsed where s >= newCount {
            throw BatchUpdateError("section \(s) does not exist after the update (there will be \(newCount))")
        }
        guard !sectionDeletes.isEmpty || !sectionInserts.isEmpty || !sectionMoves.isEmpty else { return }
        var before = [Int](repeating: -2, count: newCount)
        for s in sectionInserts.keys { before[s] = -1 }
        for (from, to) in sectionMoves { before[to] = from }
        var slot = 0
        for s in 0..<old.count where !sectionDeletes.contains(s) && sectionMoves[s] == nil {
            while before[slot] != -2 { slot += 1 }
            before[slot] = s
        }
        var after = [Int](repeating: -1, count: old.count)
        for new in before.indices where before[new] >= 0 { after[before[new]] = new }
        sectionBefore = before
        sectionAfter = after
        mapping = IndexPathMapping(sectionCountBefore: old.count, sectionCountAfter: newCount)
        mapping.sectionBefore = before
        mapping.sectionAfter = after
    }

    private func newSection(of old: Int) -> Int? { mapping.section(after: old) }

    mutating func mapItems() throws {
        // Sections whose cells cannot be addressed item by item in this batch.
        var frozenOld = sectionDeletes
        for (s, spec) in sectionReloads where spec != nil { frozenOld.insert(s) }
        for p in oldItemsUsed where frozenOld.contains(p.section) {
            throw BatchUpdateError("item \(p) is in a section that is deleted or reloaded in the same batch")
        }
        var removedBySection: [Int: [Int]] = [:]   // by new section
        var placedBySection: [Int: [Int]] = [:]    // by new section
        for p in itemDeletes { removedBySection[newSection(of: p.section)!, default: []].append(p.item) }
        for m in itemMoves { removedBySection[newSection(of: m.from.section)!, default: []].append(m.from.item) }
        for p in newItemsUsed {
            guard p.section < newCount, mapping.section(before: p.section) != nil else {
                throw BatchUpdateError("item \(p) is in a section that does not exist before the update; insert the section with its items")
            }
            placedBySection[p.section, default: []].append(p.item)
        }
        let sections = Set(removedBySection.keys).union(placedBySection.keys)
        var shuffles: [Int: ItemShuffle] = [:]
        for new in sections {
            let oldSection = mapping.section(before: new)!
            if let reload = sectionReloads[oldSection], reload != nil {
                throw BatchUpdateError("section \(oldSection) is reloaded with new data in the same batch as its items")
            }
            let removed = (removedBySection[new] ?? []).sorted()
            let placed = (placedBySection[new] ?? []).sorted()
            let count = old[oldSection].itemCount - removed.count + placed.count
            if let last = placed.last, last >= count {
                throw BatchUpdateError("item \(IndexPath(item: last, section: new)) does not exist after the update (section \(new) will have \(count) items)")
            }
            shuffles[new] = ItemShuffle(removed: removed, placed: placed)
            changed.insert(new)
        }
        var movesIn: [IndexPath: IndexPath] = [:]
        var movesOut: [IndexPath: IndexPath] = [:]
        for m in itemMoves {
            movesOut[m.from] = m.to
            movesIn[m.to] = m.from
        }
        mapping.shuffles = shuffles
        mapping.movesOut = movesOut
        mapping.movesIn = movesIn
        for p in itemReloads.keys {
            if let new = mapping.indexPath(after: p) { mapping.reloadedItems.insert(new) }
        }
        // New specs of sections with item changes.
        for new in sections.sorted() {
            let oldSection = mapping.section(before: new)!
            replaced.append((new, itemSpec(section: new, oldSection: oldSection, shuffle: shuffles[new], movesIn: movesIn)))
        }
        for (p, length) in itemReloads where length != nil {
            let new = mapping.indexPath(after: p)!
            if !sections.contains(new.section) {
                replaced.append((new.section, itemSpec(section: new.section, oldSection: p.section, shuffle: nil, movesIn: movesIn)))
                changed.insert(new.section)
            }
        }
        for (s, spec) in sectionReloads {
            let new = newSection(of: s)!
            mapping.reloadedSections.insert(new)
            if let spec {
                if spec.itemCount != old[s].itemCount { mapping.replacedSections.insert(new) }
                replaced.append((new, spec))
                changed.insert(new)
            }
        }
        for (s, spec) in sectionInserts {
            replaced.append((s, spec))
            changed.insert(s)
        }
    }

    /// The new spec of a section that had item changes (or a reload with a new length).
    private func itemSpec(
        section new: Int, oldSection: Int, shuffle: ItemShuffle?, movesIn: [IndexPath: IndexPath]
    ) -> SectionSpec {
        let spec = old[oldSection]
        let shuffle = shuffle ?? ItemShuffle(removed: [], placed: [])
        let count = spec.itemCount - shuffle.removed.count + shuffle.placed.count
        var needsLengths = spec.itemLengths != nil
        func incoming(_ item: Int) -> Float {
            let path = IndexPath(item: item, section: new)
            if let from = movesIn[path] { return length(of: from) }
            return (itemInserts[path] ?? nil) ?? defaultLength
        }
        if !needsLengths {
            for item in shuffle.placed where incoming(item) != defaultLength { needsLengths = true }
            for (p, length) in itemReloads where p.section == oldSection && length != nil && length != defaultLength {
                needsLengths = true
            }
        }
        guard needsLengths else {
            return SectionSpec(itemCount: count, header: spec.header, footer: spec.footer, inset: spec.inset)
        }
        var lengths: [Float] = []
        lengths.reserveCapacity(count)
        for stretch in shuffle.stretches(count: count) {
            for k in 0..<stretch.count {
                guard let oldStart = stretch.oldStart else {
                    lengths.append(incoming(stretch.start + k))
                    continue
                }
                let path = IndexPath(item: oldStart + k, section: oldSection)
                lengths.append((itemReloads[path] ?? nil) ?? length(of: path))
            }
        }
        return SectionSpec(itemCount: count, itemLengths: lengths, header: spec.header, footer: spec.footer, inset: spec.inset)
    }

    private func length(of path: IndexPath) -> Float {
        old[path.section].itemLengths?[path.item] ?? defaultLength
    }

    func finish() -> UpdatePlan {
        var plan = UpdatePlan(mapping: mapping, items: updateItems())
        plan.changedSections = changed.sorted()
        if let sectionBefore {
            var specs: [SectionSpec] = []
            specs.reserveCapacity(newCount)
            for o in sectionBefore { specs.append(o >= 0 ? old[o] : SectionSpec(itemCount: 0)) }
            for (s, spec) in replaced { specs[s] = spec }
            plan.newSpecs = specs
            plan.sectionSources = sectionBefore
        } else {
            plan.replacedSpecs = replaced.sorted { $0.section < $1.section }
        }
        return plan
    }

    /// The update items: section changes, then item changes; deletes, reloads, moves, inserts.
    private func updateItems() -> [UpdateItem] {
        var items: [UpdateItem] = []
        func section(_ s: Int) -> IndexPath { IndexPath(item: 0, section: s) }
        for s in sectionDeletes.sorted() { items.append(UpdateItem(action: .delete, before: section(s), after: nil, isSection: true)) }
        for s in sectionReloads.keys.sorted() {
            items.append(UpdateItem(action: .reload, before: section(s), after: newSection(of: s).map(section), isSection: true))
        }
        for (from, to) in sectionMoves.sorted(by: { $0.key < $1.key }) {
            items.append(UpdateItem(action: .move, before: section(from), after: section(to), isSection: true))
        }
        for s in sectionInserts.keys.sorted() { items.append(UpdateItem(action: .insert, before: nil, after: section(s), isSection: true)) }
        for p in itemDeletes.sorted() { items.append(UpdateItem(action: .delete, before: p, after: nil, isSection: false)) }
        for p in itemReloads.keys.sorted() {
            items.append(UpdateItem(action: .reload, before: p, after: mapping.indexPath(after: p), isSection: false))
        }
        for m in itemMoves.sorted(by: { $0.from < $1.from }) {
            items.append(UpdateItem(action: .move, before: m.from, after: m.to, isSection: false))
        }
        for p in itemInserts.keys.sorted() { items.append(UpdateItem(action: .insert, before: nil, after: p, isSection: false)) }
        return items
    }
}
