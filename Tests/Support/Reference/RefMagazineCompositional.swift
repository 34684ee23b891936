import StickyLayout

/// MagazineLayout (§7.2) and compositional boundary items (§6.3), from docs/strategies.md.
extension RefQuery {
    package func magazine() -> [LayoutAttributes] {
        let o = config.options
        let m = config.metrics
        let width = config.viewport.width
        var out: [LayoutAttributes] = []
        for section in geometry.sections {
            let spec = config.sections[section.index]
            let inset = spec.inset ?? m.sectionInset
            let h = section.header.height
            let f = section.footer.height
            let n = section.items.count
            let headerNatural = section.start + inset.top
            let footerNatural = section.footer.minY - inset.bottom
            let x = inset.left
            let w = max(0, width - inset.left - inset.right)
            var headerY = headerNatural
            if o.magazinePinHeaders {
                headerY = max(min(off + adjusted.top - config.refreshControlInset, footerNatural - h), headerNatural)
            }
            var footerY = footerNatural
            if o.magazinePinFooters {
                footerY = min(max(bounds.maxY - adjusted.bottom - f, headerNatural + h), footerNatural)
            }
            let header = Rect(x: x, y: headerY, width: w, height: h)
            if h > 0 && header.intersects(rect) {
                out.append(LayoutAttributes(
                    kind: .header, indexPath: IndexPath(item: 0, section: section.index), frame: header,
                    naturalFrame: Rect(x: x, y: headerNatural, width: w, height: h), zIndex: n + 1))
            }
            // MagazineLayout's test along y only: a zero-height cell inside the rect is returned.
            for (i, frame) in section.items.enumerated() where frame.maxY > rect.minY && frame.minY < rect.maxY {
                out.append(LayoutAttributes(kind: .cell, indexPath: IndexPath(item: i, section: section.index), frame: frame, zIndex: n - i))
            }
            let footer = Rect(x: x, y: footerY, width: w, height: f)
            if f > 0 && footer.intersects(rect) {
                out.append(LayoutAttributes(
                    kind: .footer, indexPath: IndexPath(item: 0, section: section.index), frame: footer,
                    naturalFrame: Rect(x: x, y: footerNatural, width: w, height: f), zIndex: n + 1))
            }
        }
        return out
    }

    package func compositional() -> [LayoutAttributes] {
        let o = config.options
        let m = config.metrics
        let width = config.viewport.width
        // With extendsBoundary = false the boundary items take no space: lay the sections out without them.
        var layoutConfig = config
        if !o.compositionalExtendsBoundary {
            layoutConfig.sections = config.sections.map {
                SectionSpec(itemCount: $0.itemCount, itemLengths: $0.itemLengths, header: 0, footer: 0, inset: $0.inset)
            }
        }
        let layout = RefGeometry(layoutConfig)
        var out: [LayoutAttributes] = []
        for section in layout.sections where section.span.intersects(rect) {
            let spec = config.sections[section.index]
            let inset = spec.inset ?? m.sectionInset
            let h = spec.header ?? m.headerReferenceSize.height
            let f = spec.footer ?? m.footerReferenceSize.height
            let x = inset.left
            let w = max(0, width - inset.left - inset.right)
            let headerNatural = section.start
            let footerNatural = o.compositionalExtendsBoundary ? section.footer.minY : section.end - f
            var headerY = headerNatural
            if o.compositionalPinHeaders { headerY = min(max(off + adjusted.top, section.start), section.end - h) }
            var footerY = footerNatural
            if o.compositionalPinFooters {
                footerY = min(max(bounds.maxY - adjusted.bottom - f, section.start), footerNatural)
            }
            let header = Rect(x: x, y: headerY, width: w, height: h)
            if h > 0 && header.intersects(rect) {
                out.append(LayoutAttributes(
                    kind: .header, indexPath: IndexPath(item: 0, section: section.index), frame: header,
                    naturalFrame: Rect(x: x, y: headerNatural, width: w, height: h), zIndex: o.compositionalZIndex))
            }
            for (i, frame) in section.items.enumerated() where frame.intersects(rect) {
                out.append(LayoutAttributes(kind: .cell, indexPath: IndexPath(item: i, section: section.index), frame: frame))
            }
            let footer = Rect(x: x, y: footerY, width: w, height: f)
            if f > 0 && footer.intersects(rect) {
                out.append(LayoutAttributes(
                    kind: .footer, indexPath: IndexPath(item: 0, section: section.index), frame: footer,
                    naturalFrame: Rect(x: x, y: footerNatural, width: w, height: f), zIndex: o.compositionalFooterZIndex))
            }
        }
        return out
    }

    /// The content height compositional lays out (boundary items that do not extend it take no space).
    package func compositionalContentHeight() -> Double {
        guard !config.options.compositionalExtendsBoundary else { return geometry.contentHeight }
        var c = config
        c.sections = config.sections.map { SectionSpec(itemCount: $0.itemCount, itemLengths: $0.itemLengths, header: 0, footer: 0, inset: $0.inset) }
        return RefGeometry(c).contentHeight
    }
}
