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

    /// Where a search for `text` (case-insensitive, in section titles and the scenario's item
    /// labels) lands, from the current offset, wrapping around once; and what to say.
    func searchTarget(_ text: String, forward: Bool) -> (offset: Double?, message: String) {
        let needle = text.lowercased()
        let geometry = geometry
        let sections = geometry.sections
        guard !sections.isEmpty, !needle.isEmpty else { return (nil, "nothing to search") }
        let offset = scroll.offset
        var candidates: [(offset: Double, what: String)] = []
        func consider(_ section: Int) {
            let s = sections[section]
            if renderer.labels.title(section).lowercased().contains(needle) {
                candidates.append((s.start - leadingInset, "header \"\(renderer.labels.title(section))\""))
            }
            guard section < scenario.itemLabels.count else { return }
            for item in scenario.itemLabels[section].indices where item < s.itemCount {
                let label = renderer.labels.item(item, section: section)
                guard label.lowercased().contains(needle) else { continue }
                let y = direction.main(geometry.itemFrame(item: item, section: section).origin)
                candidates.append((y - s.headerLength - leadingInset, "\"\(label)\" in \(renderer.labels.title(section))"))
            }
        }
        let order = forward ? Array(sections.indices) : Array(sections.indices.reversed())
        var wrapped: (offset: Double, what: String)?
        for section in order {
            candidates.removeAll(keepingCapacity: true)
            consider(section)
            for candidate in forward ? candidates : candidates.reversed() {
                let ahead = forward ? candidate.offset > offset + 0.5 : candidate.offset < offset - 0.5
                if ahead { return (candidate.offset, "/\(text): \(candidate.what)") }
                if wrapped == nil { wrapped = candidate }
            }
        }
        if let wrapped {
            return (wrapped.offset, "/\(text): \(wrapped.what) (wrapped to the \(forward ? "top" : "bottom"))")
        }
        return (nil, "/\(text): not found in section titles or item labels")
    }
}
