/// Range queries over the natural frames: what `super.layoutAttributesForElements(in:)` returns.
extension FlowGeometry {
    /// Appends the natural attributes of every cell, header and footer whose frame intersects
    /// `rect`, section by section (header, items, footer), with zIndex 0.
    ///
    /// - Complexity: O(log S + log L + V), where V is the number of elements returned.
    public func appendElements(
        in rect: Rect, to result: inout [LayoutAttributes], counters: inout LayoutCounters
    ) {
        let lo = axis.minMain(rect)
        let hi = axis.maxMain(rect)
        if rect.isEmpty { return }
        for section in sections(meeting: lo, hi, counters: &counters) {
            appendElements(ofSection: section, sections[section], in: rect, lo: lo, hi: hi, to: &result, counters: &counters)
        }
    }

    /// The sections a query over `[lo, hi)` along the scroll axis walks: from the first one ending
    /// after `lo` (or from `start`) to the last one starting before `hi`, each counted as visited.
    func sections(from start: Int? = nil, meeting lo: Double, _ hi: Double, counters: inout LayoutCounters) -> Range<Int> {
        let first = start ?? firstSection(endingAfter: lo, counters: &counters)
        var end = first
        while end < sections.count && sections[end].start < hi { end += 1 }
        counters.sectionsVisited += end - first
        return first..<end
    }

    /// Appends the natural elements of one section that intersect `rect`.
    func appendElements(
        ofSection section: Int, _ s: SectionGeometry, in rect: Rect, lo: Double, hi: Double,
        to result: inout [LayoutAttributes], counters: inout LayoutCounters
    ) {
        if s.headerLength > 0 {
            let frame = headerFrame(section: section)
            if frame.intersects(rect) {
                result.append(LayoutAttributes(kind: .header, indexPath: IndexPath(item: 0, section: section), frame: frame))
                counters.attributesProduced += 1
            }
        }
        appendCells(ofSection: section, s, in: rect, lo: lo, hi: hi, to: &result, counters: &counters)
        if s.footerLength > 0 {
            let frame = footerFrame(section: section)
            if frame.intersects(rect) {
                result.append(LayoutAttributes(kind: .footer, indexPath: IndexPath(item: 0, section: section), frame: frame))
                counters.attributesProduced += 1
            }
        }
    }

    /// Appends the cells of one section whose natural frames intersect `rect`
    /// (`lo`/`hi`: the rect's scroll-axis span). With `alongScrollAxisOnly`, a cell counts when its
    /// scroll-axis span alone meets the rect's (`maxMain > lo && minMain < hi`: a zero-length cell
    /// inside it counts, the cross axis is not looked at).
    public func appendCells(
        ofSection section: Int, _ s: SectionGeometry, in rect: Rect, lo: Double, hi: Double,
        to result: inout [LayoutAttributes], counters: inout LayoutCounters, alongScrollAxisOnly: Bool = false
    ) {
        guard s.itemCount > 0 && s.itemsEnd > lo && s.itemsStart < hi else { return }
        var line = firstLine(endingAfter: lo, in: s)
        var lineStart = s.itemsStart + (line < s.lineCount ? lineOffset(line, in: s) : 0)
        while line < s.lineCount && lineStart < hi {
            let length = lineLength(line, in: s)
            let first = line * s.columns
            let last = min(first + s.columns, s.itemCount)
            var item = first
            while item < last {
                let frame = itemFrame(item: item, section: section)
                if alongScrollAxisOnly ? axis.maxMain(frame) > lo && axis.minMain(frame) < hi : frame.intersects(rect) {
                    result.append(LayoutAttributes(kind: .cell, indexPath: IndexPath(item: item, section: section), frame: frame))
                    counters.attributesProduced += 1
                }
                item += 1
            }
            lineStart += length + s.lineSpacing
            line += 1
        }
    }

    /// The natural attributes of an item, or nil when the index path does not exist
    /// (`super.layoutAttributesForItem(at:)`).
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              indexPath.item >= 0, indexPath.item < sections[indexPath.section].itemCount
        else { return nil }
        let frame = itemFrame(item: indexPath.item, section: indexPath.section)
        return LayoutAttributes(kind: .cell, indexPath: indexPath, frame: frame)
    }

    /// The natural attributes of a header or footer (`super.layoutAttributesForSupplementaryView`).
    /// A zero-length header or footer yields zero-size attributes (what CS PR #96 observed);
    /// a section that does not exist yields nil.
    public func attributesForSupplementary(kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        var frame: Rect
        switch kind {
        case .header: frame = headerFrame(section: indexPath.section)
        case .footer: frame = footerFrame(section: indexPath.section)
        case .cell, .parallaxHeader, .custom, .decoration: return nil
        }
        if frame.isEmpty { frame.size = .zero }
        return LayoutAttributes(kind: kind, indexPath: indexPath, frame: frame)
    }
}
