import StickyLayout

/// Stable identities for the scenario's sections and items, so a label follows its element
/// across inserts, deletes and moves. Stored sparsely: a section keeps its own list of item
/// identities only once its items changed (as runs, `ItemIdentities`); until then item i is the
/// scenario's item i. An update costs O(sections) when sections move and O(changes) per section
/// whose items changed, whatever the number of items.
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
    /// Item identities of sections whose items changed, by section identity.
    private var items: [Section: ItemIdentities] = [:]
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
        if let list = items[s] { return list.item(path.item) ?? .new(-1) }
        if case .original(let o) = s { return .original(section: o, item: path.item) }
        return .new(-1)
    }

    /// Carries the identities across an update (`itemCount`: a section's count after it).
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
            var list = ItemIdentities()
            for run in mapping.itemRuns(inSection: j, count: itemCount(j)) {
                if let before = run.before {
                    old.appendItems(from: before, count: run.count, to: &list)
                } else {
                    list.append(ItemIdentities.Run(first: .new(next + 1), count: run.count))
                    next += run.count
                }
            }
            items[section(j)] = list
        }
    }

    /// Appends the identities of the `count` items from `path` on.
    private func appendItems(from path: IndexPath, count: Int, to list: inout ItemIdentities) {
        let s = section(path.section)
        if let own = items[s] {
            own.appendRuns(from: path.item, count: count, to: &list)
        } else if case .original(let o) = s {
            list.append(ItemIdentities.Run(first: .original(section: o, item: path.item), count: count))
        } else {
            list.append(ItemIdentities.Run(first: .new(-1), count: count))
        }
    }
}
