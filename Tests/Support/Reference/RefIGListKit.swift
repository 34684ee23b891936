import StickyLayout

/// IGListKit (docs/strategies.md §7.1), recomputed from scratch for every query: its own section
/// walk (cursor, rolling bounds), headers pinned against the next section's bounds, footers natural.
extension RefQuery {
    /// One section as IGListKit lays it out.
    package struct IGSection {
        package var header: Rect
        package var footer: Rect
        package var items: [Rect]
        package var boundsStart: Double
        package var boundsEnd: Double
        package var itemCount: Int
    }

    /// IGListKit's sections and its content height.
    package func igSections() -> (sections: [IGSection], contentHeight: Double) {
        let m = config.metrics
        let o = config.options
        let width = config.viewport.width
        var out: [IGSection] = []
        var cursor = 0.0
        var rollingEnd = 0.0
        var lastBottom = 0.0
        // §7.1 line-break rule: the first section with items, headerless, after empty sections with
        // no footer and at most 1 of cross insets, starts at the sum of their headers.
        let firstWithItems = config.sections.firstIndex { $0.itemCount > 0 }
        var continuesLine = false
        var leadingHeaders = 0.0
        if let k = firstWithItems, k > 0, (config.sections[k].header ?? m.headerReferenceSize.height) == 0 {
            let leading = config.sections[..<k]
            let cross = leading.reduce(0.0) { $0 + ($1.inset ?? m.sectionInset).left + ($1.inset ?? m.sectionInset).right }
            let footers = o.igShowHeaderWhenEmpty && leading.contains { ($0.footer ?? m.footerReferenceSize.height) > 0 }
            continuesLine = cross <= 1 && !footers
            leadingHeaders = o.igShowHeaderWhenEmpty ? leading.reduce(0.0) { $0 + ($1.header ?? m.headerReferenceSize.height) } : 0
        }
        for (index, spec) in config.sections.enumerated() {
            let inset = spec.inset ?? m.sectionInset
            let n = spec.itemCount
            let hidden = n == 0 && !o.igShowHeaderWhenEmpty
            let h = hidden ? 0 : (spec.header ?? m.headerReferenceSize.height)
            let f = hidden ? 0 : (spec.footer ?? m.footerReferenceSize.height)
            let flow = geometry.sections[index]
            let headerY: Double
            var items: [Rect] = []
            let footerY: Double
            let start: Double
            let end: Double
            if n > 0 {
                if continuesLine && index == firstWithItems { cursor = leadingHeaders }
                headerY = cursor + inset.top
                let itemsStart = headerY + h
                let flowItemsStart = flow.header.minY + flow.header.height + inset.top
                let flowItemsEnd = flow.footer.minY - inset.bottom
                items = flow.items.map { $0.offsetBy(dx: 0, dy: itemsStart - flowItemsStart) }
                footerY = itemsStart + (flowItemsEnd - flowItemsStart)
                start = headerY
                end = f > 0 ? footerY + f : footerY
            } else {
                headerY = rollingEnd
                footerY = headerY + h
                start = headerY
                end = headerY + h + f
            }
            let cross = (x: inset.left, width: max(0, width - inset.left - inset.right))
            out.append(IGSection(
                header: Rect(x: cross.x, y: headerY, width: cross.width, height: h),
                footer: Rect(x: cross.x, y: footerY, width: cross.width, height: f),
                items: items, boundsStart: start, boundsEnd: end, itemCount: n))
            cursor = max(cursor + h, end + inset.bottom)
            rollingEnd = end
            lastBottom = end + inset.bottom
        }
        return (out, lastBottom)
    }

    package func iglistkit() -> [LayoutAttributes] {
        let o = config.options
        let (sections, _) = igSections()
        var out: [LayoutAttributes] = []
        for (s, section) in sections.enumerated() {
            guard section.boundsEnd > section.boundsStart,
                  section.boundsStart < rect.maxY, section.boundsEnd > rect.minY else { continue }
            if section.itemCount > 0 || o.igShowHeaderWhenEmpty {
                var header = section.header
                if o.igStickyHeaders {
                    let pin = off + o.igTopContentInset + o.igStickyHeaderYOffset
                    let y = s == sections.count - 1
                        ? max(section.boundsStart, pin)
                        : min(max(pin, section.boundsStart), sections[s + 1].boundsStart - header.height)
                    header = Rect(x: header.minX, y: y, width: header.width, height: header.height)
                }
                for (kind, frame, natural) in [(ElementKind.header, header, section.header), (.footer, section.footer, section.footer)]
                where frame.height > 0 && frame.intersects(rect) {
                    out.append(LayoutAttributes(
                        kind: kind, indexPath: IndexPath(item: 0, section: s), frame: frame, naturalFrame: natural,
                        zIndex: s * 1000 + 999))
                }
            }
            for (i, frame) in section.items.enumerated() where frame.intersects(rect) {
                out.append(LayoutAttributes(kind: .cell, indexPath: IndexPath(item: i, section: s), frame: frame, zIndex: s * 1000 + i))
            }
        }
        return out
    }
}
