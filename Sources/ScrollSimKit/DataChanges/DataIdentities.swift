import StickyLayout

/// Stable identities for the scenario's sections and items, so a label follows its element
/// across inserts, deletes and moves. Stored sparsely: a section keeps an explicit list of item
/// identities only once its items changed; until then item i is the scenario's item i.
package struct DataIdentities: Sendable, Hashable {
    /// A section's identity: the scenario's section index, or a new one.
    package enum Section: Hashable, Sendable {
        case original(Int)
        case new(Int)
    }
    /// An item's identity: the scenario's (section, item), or a new one.
    package enum Item: Hashable, Sendable {
        case original(section: Int, item: Int)
        case new(Int)
    }

    /// Section identities by index; nil while every section is the scenario's own, in order.
    private var sections: [Section]?
    /// Explicit item identities of sections whose items changed, by section identity.
    private var items: [Section: [Item]] = [:]
    /// Counter for new identities.
    private var next = 0
    private var sectionCount: Int

    package init(sectionCount: Int) { self.sectionCount = sectionCount }

    /// The identity of section `index` (an index past the current sections keeps its number).
    package func section(_ index: Int) -> Section {
        guard let sections, sections.indices.contains(index) else { return .original(index) }
        return sections[index]
    }

    /// The identity of the item at `path`.
    package func item(_ path: IndexPath) -> Item {
        let s = section(path.section)
        if let list = items[s], path.item < list.count { return list[path.item] }
        if case .original(let o) = s { return .original(section: o, item: path.item) }
        return .new(-1)
    }

    /// Carries the identities across an update (`itemCounts`: the counts after it).
    package mutating func apply(_ mapping: IndexPathMapping, itemCount: (Int) -> Int) {
        let old = self
        var touched = Set(mapping.sectionsWithItemChanges).union(mapping.replacedSections)
        // Sections kept in place need no pass over them (a million items in 10,000 sections: an
        // item change costs nothing per section); otherwise one pass maps them and finds the new ones.
        if !mapping.keepsSections {
            let previous = sections ?? []
            var list: [Section] = []
            list.reserveCapacity(mapping.sectionCountAfter)
            for j in 0..<mapping.sectionCountAfter {
                if let o = mapping.section(before: j) {
                    list.append(o < previous.count ? previous[o] : .original(o))
                } else {
                    next += 1
                    list.append(.new(next))
                    touched.insert(j)
                }
            }
            sections = list
        }
        sectionCount = mapping.sectionCountAfter
        for j in touched.sorted() {
            var list: [Item] = []
            let count = itemCount(j)
            list.reserveCapacity(count)
            for i in 0..<count {
                if let o = mapping.indexPath(before: IndexPath(item: i, section: j)) {
                    list.append(old.item(o))
                } else {
                    next += 1
                    list.append(.new(next))
                }
            }
            items[section(j)] = list
        }
    }
}
