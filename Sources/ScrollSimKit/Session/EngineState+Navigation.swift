import StickyLayout

/// Where `]`/`[` and `/` go: offsets computed from the focused pane's prepared geometry, so the
/// element found starts at the pin line (just below the leading inset).
extension EngineState {
    /// The leading inset along the scroll axis (the offset that puts content y at the pin line).
    private var leadingInset: Double { direction.leading(scenario.contentInset + scenario.systemInset) }

    private var geometry: FlowGeometry { collectionViews[focusedPane].layout.geometry }

    /// The offset that puts the `count`-th next (or, negative, previous) section's header at the
    /// pin line, from `offset`; nil when there is none.
    func sectionOffset(from offset: Double, count: Int) -> Double? {
        let sections = geometry.sections
        guard !sections.isEmpty, count != 0 else { return nil }
        // First section whose target lies after the offset (binary search: starts are sorted).
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].start - leadingInset > offset + 0.5 { high = mid } else { low = mid + 1 }
        }
        let index: Int
        if count > 0 {
            index = low + count - 1
        } else {
            // `low - 1` is the section at or before the offset; skip it when it starts exactly there.
            var at = low - 1
            if at >= 0, abs(sections[at].start - leadingInset - offset) < 0.5 { at -= 1 }
            index = at + count + 1
        }
        guard index >= 0, index < sections.count else { return nil }
        return sections[index].start - leadingInset
    }

    /// Every match of `text` in section titles and item labels, top to bottom: where `n` scrolls
    /// to show it (its header or its row at the top) and what it is.
    func searchMatches(_ text: String) -> [(offset: Double, what: String)] {
        let needle = text.lowercased()
        let geometry = geometry
        let sections = geometry.sections
        guard !needle.isEmpty else { return [] }
        var matches: [(offset: Double, what: String)] = []
        for section in sections.indices {
            let s = sections[section]
            if renderer.labels.title(section).lowercased().contains(needle) {
                matches.append((s.start - leadingInset, "header \"\(renderer.labels.title(section))\""))
            }
            guard section < scenario.itemLabels.count else { continue }
            for item in scenario.itemLabels[section].indices where item < s.itemCount {
                let label = renderer.labels.item(item, section: section)
                guard label.lowercased().contains(needle) else { continue }
                let y = direction.main(geometry.itemFrame(item: item, section: section).origin)
                matches.append((y - s.headerLength - leadingInset, "\"\(label)\" in \(renderer.labels.title(section))"))
            }
        }
        return matches
    }

    /// The match a new search goes to: the first below the offset (above it for `forward` false),
    /// else the first from the other end (wrapped).
    func firstMatch(in matches: [(offset: Double, what: String)], forward: Bool) -> (index: Int, wrapped: Bool)? {
        guard !matches.isEmpty else { return nil }
        let offset = scroll.offset
        if forward, let i = matches.firstIndex(where: { $0.offset > offset + 0.5 }) { return (i, false) }
        if !forward, let i = matches.lastIndex(where: { $0.offset < offset - 0.5 }) { return (i, false) }
        return (forward ? 0 : matches.count - 1, true)
    }
}
