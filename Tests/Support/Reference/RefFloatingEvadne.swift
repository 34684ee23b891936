import StickyLayout

extension RefQuery {
    /// Seed 000 (docs/strategies.md §1): every header glued to the bounds' top, every footer to the bottom; a
    /// section-0 header/footer bar is appended when none is in the rect (item = elements so far).
    package func floating() -> [LayoutAttributes] {
        var all = geometry.elements(in: rect)
        let hasHeader = all.contains { $0.kind == .header }
        let hasFooter = all.contains { $0.kind == .footer }
        for i in all.indices where all[i].kind.isSupplementary { glue(&all[i]) }
        let bar = config.options.floatingBarHeight
        if !hasHeader {
            var a = LayoutAttributes(
                kind: .header, indexPath: IndexPath(item: all.count, section: 0),
                frame: Rect(x: 0, y: 0, width: bounds.width, height: bar))
            glue(&a)
            all.append(a)
        }
        if !hasFooter {
            var a = LayoutAttributes(
                kind: .footer, indexPath: IndexPath(item: all.count, section: 0),
                frame: Rect(x: 0, y: 0, width: bounds.width, height: bar))
            glue(&a)
            all.append(a)
        }
        return all
    }

    private func glue(_ a: inout LayoutAttributes) {
        let w = a.frame.width, h = a.frame.height
        let y = a.kind == .header ? bounds.minY : bounds.maxY - h
        a.frame = Rect(x: bounds.midX - w / 2, y: y, width: w, height: h)
        a.zIndex = 1
        a.isHidden = false
    }

    /// Evadne (docs/strategies.md §2): headers of sections with a cell in the rect are re-inserted (super's answer,
    /// even zero-size); every header: y = clampHi(off, first.minY − h, last.maxY − h) over the whole
    /// section; an empty section's item is CGRectZero. zIndex 1024, cells 0.
    package func evadne() -> [LayoutAttributes] {
        var all = geometry.elements(in: rect)
        let groups = summarise(all)
        for s in groups.keys.sorted() where groups[s]!.firstCell != nil && groups[s]!.header == nil {
            all.append(geometry.supplementary(.header, section: s))
        }
        for i in all.indices where all[i].kind == .header {
            let s = all[i].indexPath.section
            let n = geometry.sections[s].items.count
            let first = geometry.item(0, section: s) ?? .zero
            let last = geometry.item(max(0, n - 1), section: s) ?? .zero
            let h = all[i].frame.height
            all[i].setY(clampHi(off, first.minY - h, last.maxY - h))
            all[i].zIndex = 1024
        }
        return all
    }
}
