import StickyLayout

/// The natural frames of one section, as the base flow layout places them.
package struct RefSection: Sendable {
    package var index: Int
    /// Header frame; its height may be 0 (then super never returns it).
    package var header: Rect
    package var items: [Rect]
    /// Footer frame; its height may be 0.
    package var footer: Rect
    /// Top of the header (section start) and bottom of the footer (section end).
    package var start: Double { header.minY }
    package var end: Double { footer.maxY }
    /// The whole section: header | inset.top | items | inset.bottom | footer.
    package var span: Rect { Rect(x: header.minX, y: start, width: header.width, height: end - start) }
}

/// Every natural frame, computed by walking the sections one by one (vertical flow layout only).
///
/// Conventions: docs/strategies.md §0 (header and footer outside the section insets) and the flow rules of docs/strategies.md §0
/// (one column is centred, several columns are justified with a fixed pitch, a line is as tall as its
/// tallest item and items are centred in it, item width 0 fills the available width).
package struct RefGeometry: Sendable {
    package var sections: [RefSection] = []
    package var contentHeight: Double = 0

    package init(_ config: RefConfig) {
        let m = config.metrics
        let width = config.viewport.width
        var y = 0.0
        for (s, spec) in config.sections.enumerated() {
            let inset = spec.inset ?? m.sectionInset
            let h = spec.header ?? m.headerReferenceSize.height
            let f = spec.footer ?? m.footerReferenceSize.height
            let header = Rect(x: 0, y: y, width: width, height: h)
            y += h + inset.top
            let available = width - inset.left - inset.right
            let itemWidth = m.itemSize.width == 0 ? available : m.itemSize.width
            let spacing = m.minimumInteritemSpacing
            let columns = max(1, Int(((available + spacing) / (itemWidth + spacing)).rounded(.down)))
            var items: [Rect] = []
            var item = 0
            var line = 0
            while item < spec.itemCount {
                if line > 0 { y += m.minimumLineSpacing }
                let lineItems = Array(item..<min(item + columns, spec.itemCount))
                let lengths = lineItems.map { length(of: $0, spec, m) }
                let lineHeight = lengths.max() ?? 0
                for column in lineItems.indices {
                    let x: Double
                    if columns == 1 {
                        x = inset.left + (available - itemWidth) / 2
                    } else {
                        let pitch = itemWidth + (available - Double(columns) * itemWidth) / Double(columns - 1)
                        x = inset.left + Double(column) * pitch
                    }
                    let l = lengths[column]
                    items.append(Rect(x: x, y: y + (lineHeight - l) / 2, width: itemWidth, height: l))
                }
                y += lineHeight
                item += columns
                line += 1
            }
            y += inset.bottom
            let footer = Rect(x: 0, y: y, width: width, height: f)
            y += f
            sections.append(RefSection(index: s, header: header, items: items, footer: footer))
        }
        contentHeight = y
    }

    private func length(of item: Int, _ spec: SectionSpec, _ m: FlowMetrics) -> Double {
        if let lengths = spec.itemLengths { return Double(lengths[item]) }
        return m.itemSize.height
    }

    /// `super.layoutAttributesForElementsInRect`: section by section header, cells, footer; never
    /// zero-length elements; zIndex 0.
    package func elements(in rect: Rect, shiftedBy dy: Double = 0) -> [LayoutAttributes] {
        var out: [LayoutAttributes] = []
        for section in sections {
            if section.header.intersects(rect) {
                out.append(plain(.header, IndexPath(item: 0, section: section.index), section.header, dy))
            }
            // Indices, not `enumerated()`: the same walk, without a generic iterator per section in a debug build.
            for i in section.items.indices where section.items[i].intersects(rect) {
                out.append(plain(.cell, IndexPath(item: i, section: section.index), section.items[i], dy))
            }
            if section.footer.intersects(rect) {
                out.append(plain(.footer, IndexPath(item: 0, section: section.index), section.footer, dy))
            }
        }
        return out
    }

    /// `super.layoutAttributesForSupplementaryView`: the natural frame, zero size at the natural origin
    /// when the element has zero length.
    package func supplementary(_ kind: ElementKind, section s: Int) -> LayoutAttributes {
        let frame = kind == .header ? sections[s].header : sections[s].footer
        let sized = frame.height == 0 ? Rect(x: frame.minX, y: frame.minY, width: 0, height: 0) : frame
        return plain(kind, IndexPath(item: 0, section: s), sized, 0)
    }

    /// `layoutAttributesForItem`: nil (treated as CGRectZero by the callers) outside the section.
    package func item(_ i: Int, section s: Int) -> Rect? {
        sections[s].items.indices.contains(i) ? sections[s].items[i] : nil
    }

    private func plain(_ kind: ElementKind, _ ip: IndexPath, _ frame: Rect, _ dy: Double) -> LayoutAttributes {
        let f = frame.offsetBy(dx: 0, dy: dy)
        return LayoutAttributes(kind: kind, indexPath: ip, frame: f, naturalFrame: f)
    }
}
