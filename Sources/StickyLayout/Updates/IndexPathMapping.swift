/// How index paths before a batch update correspond to those after it, so that an element keeps
/// its identity (and its label) across the change. Inserted elements have no path before, deleted
/// ones none after; a reloaded element keeps its identity but its view is replaced.
///
/// Stored sparsely: sections that kept their place and items of untouched sections cost nothing;
/// a section with item changes stores its removed and placed indices (O(k) for k changes).
public struct IndexPathMapping: Sendable {
    /// Number of sections before and after.
    public let sectionCountBefore: Int
    public let sectionCountAfter: Int
    /// new → old section (-1: inserted); nil when every section kept its index.
    var sectionBefore: [Int]?
    /// old → new section (-1: deleted); nil when every section kept its index.
    var sectionAfter: [Int]?
    /// Item changes by new section.
    var shuffles: [Int: ItemShuffle] = [:]
    /// Items moved, old → new and new → old.
    var movesOut: [IndexPath: IndexPath] = [:]
    var movesIn: [IndexPath: IndexPath] = [:]
    /// New sections whose cells were replaced by new data (a reload that changed the item count).
    public internal(set) var replacedSections: Set<Int> = []
    /// New sections reloaded (their views are replaced; identities are kept).
    public internal(set) var reloadedSections: Set<Int> = []
    /// Items reloaded, by their new index path.
    public internal(set) var reloadedItems: Set<IndexPath> = []

    /// True when every section kept its index (no section inserted, deleted or moved).
    public var keepsSections: Bool { sectionBefore == nil }

    /// New sections whose items were inserted, deleted or moved (the others keep item i at i).
    public var sectionsWithItemChanges: [Int] { shuffles.keys.sorted() }

    /// The identity mapping of `sections` sections.
    public static func identity(sections: Int) -> IndexPathMapping {
        IndexPathMapping(sectionCountBefore: sections, sectionCountAfter: sections)
    }

    /// The section's index after the update, or nil when it was deleted.
    public func section(after old: Int) -> Int? { Self.section(old, count: sectionCountBefore, table: sectionAfter) }

    /// The section's index before the update, or nil when it was inserted.
    public func section(before new: Int) -> Int? { Self.section(new, count: sectionCountAfter, table: sectionBefore) }

    /// `section` (one of `count`) on the other side of the update, by `table` (nil: unchanged;
    /// a negative entry: it is not there).
    private static func section(_ section: Int, count: Int, table: [Int]?) -> Int? {
        guard section >= 0 && section < count else { return nil }
        guard let table else { return section }
        return table[section] >= 0 ? table[section] : nil
    }

    /// The item's index path after the update, or nil when it was deleted (or its section was).
    public func indexPath(after old: IndexPath) -> IndexPath? {
        if let moved = movesOut[old] { return moved }
        guard let section = section(after: old.section), !replacedSections.contains(section) else { return nil }
        guard let shuffle = shuffles[section] else { return IndexPath(item: old.item, section: section) }
        return shuffle.after(old.item).map { IndexPath(item: $0, section: section) }
    }

    /// The item's index path before the update, or nil when it was inserted.
    public func indexPath(before new: IndexPath) -> IndexPath? {
        if let moved = movesIn[new] { return moved }
        guard !replacedSections.contains(new.section), let section = section(before: new.section) else { return nil }
        guard let shuffle = shuffles[new.section] else { return IndexPath(item: new.item, section: section) }
        return shuffle.before(new.item).map { IndexPath(item: $0, section: section) }
    }

    /// The `count` items of new section `section` as runs, in order: each run's items were
    /// consecutive, in order, in one section before the update (`before` is the first one's path),
    /// or are new (`before` nil). What `indexPath(before:)` says of each item, in O(changes) for
    /// the section rather than O(items).
    package func itemRuns(inSection section: Int, count: Int) -> [ItemRun] {
        guard count > 0 else { return [] }
        guard !replacedSections.contains(section), let old = self.section(before: section) else {
            return [ItemRun(start: 0, count: count, before: nil)]
        }
        guard let shuffle = shuffles[section] else {
            return [ItemRun(start: 0, count: count, before: IndexPath(item: 0, section: old))]
        }
        var runs: [ItemRun] = []
        for stretch in shuffle.stretches(count: count) {
            if let oldStart = stretch.oldStart {
                runs.append(ItemRun(start: stretch.start, count: stretch.count, before: IndexPath(item: oldStart, section: old)))
                continue
            }
            // Placed items: each moved-in one on its own, the inserted ones between them together.
            var start = stretch.start
            for item in stretch.start..<(stretch.start + stretch.count) {
                guard let from = movesIn[IndexPath(item: item, section: section)] else { continue }
                if item > start { runs.append(ItemRun(start: start, count: item - start, before: nil)) }
                runs.append(ItemRun(start: item, count: 1, before: from))
                start = item + 1
            }
            let end = stretch.start + stretch.count
            if end > start { runs.append(ItemRun(start: start, count: end - start, before: nil)) }
        }
        return runs
    }

    /// The element's key after the update (headers and footers follow their section).
    public func key(after old: ElementKey) -> ElementKey? {
        Self.map(old, items: indexPath(after:), sections: section(after:))
    }

    /// The element's key before the update.
    public func key(before new: ElementKey) -> ElementKey? {
        Self.map(new, items: indexPath(before:), sections: section(before:))
    }

    /// `key` with a cell's index path mapped by `items` and a header's or footer's section by `sections`.
    private static func map(
        _ key: ElementKey, items: (IndexPath) -> IndexPath?, sections: (Int) -> Int?
    ) -> ElementKey? {
        switch key.kind {
        case .cell:
            return items(key.indexPath).map { ElementKey(kind: .cell, indexPath: $0) }
        case .header, .footer, .custom, .decoration:
            return sections(key.indexPath.section).map {
                ElementKey(kind: key.kind, indexPath: IndexPath(item: key.indexPath.item, section: $0))
            }
        case .parallaxHeader:
            return key
        }
    }

    /// True when the element's view is replaced by the update (a reload): it fades out and a new one fades in.
    public func isReloaded(_ new: ElementKey) -> Bool {
        switch new.kind {
        case .cell: reloadedItems.contains(new.indexPath) || reloadedSections.contains(new.indexPath.section)
        case .header, .footer, .custom, .decoration: reloadedSections.contains(new.indexPath.section)
        case .parallaxHeader: false
        }
    }
}

/// `count` items of a section after an update, from new index `start`, that were the items from
/// `before` on (consecutive, in one section) before it; `before` nil: items the update inserted.
package struct ItemRun: Hashable, Sendable {
    package var start: Int
    package var count: Int
    package var before: IndexPath?
}

/// The item changes of one section: old indices removed (deleted or moved out) and new indices
/// placed (inserted or moved in), both sorted. The other items keep their order.
struct ItemShuffle: Hashable, Sendable {
    var removed: [Int]
    var placed: [Int]

    /// `count` new indices from `start`: placed by the update (`oldStart` nil), or the kept old
    /// items from `oldStart` on, in order.
    struct Stretch: Hashable {
        var start: Int
        var count: Int
        var oldStart: Int?
    }

    /// The section's `count` items after the update as stretches, in order: O(changes), not
    /// O(items). Consecutive placed indices make one stretch.
    func stretches(count: Int) -> [Stretch] {
        var out: [Stretch] = []
        var new = 0, old = 0, p = 0, r = 0
        while new < count {
            if p < placed.count && placed[p] == new {
                var length = 1
                while p + length < placed.count && placed[p + length] == new + length && new + length < count { length += 1 }
                out.append(Stretch(start: new, count: length, oldStart: nil))
                new += length
                p += length
                continue
            }
            while r < removed.count && removed[r] == old {
                r += 1
                old += 1
            }
            let toPlaced = p < placed.count ? placed[p] - new : count - new
            let toRemoved = r < removed.count ? removed[r] - old : count - new
            let length = min(toPlaced, toRemoved, count - new)
            out.append(Stretch(start: new, count: length, oldStart: old))
            new += length
            old += length
        }
        return out
    }

    /// New index of a surviving old item.
    func after(_ old: Int) -> Int? { Self.map(old, leaving: removed, entering: placed) }

    /// Old index of a new item that was there before.
    func before(_ new: Int) -> Int? { Self.map(new, leaving: placed, entering: removed) }

    /// `index` on one side mapped to the other: nil when it is in `leaving` (the indices that
    /// exist only on its side); otherwise past the ones of `leaving` below it and the ones of
    /// `entering` (only on the other side) at or before where it lands.
    private static func map(_ index: Int, leaving: [Int], entering: [Int]) -> Int? {
        let (below, found) = rank(index, in: leaving)
        if found { return nil }
        var mapped = index - below
        for e in entering {
            if e <= mapped { mapped += 1 } else { break }
        }
        return mapped
    }

    /// How many entries of `sorted` are below `value`, and whether `value` is one of them.
    static func rank(_ value: Int, in sorted: [Int]) -> (Int, Bool) {
        var lo = 0
        var hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return (lo, lo < sorted.count && sorted[lo] == value)
    }
}
