import StickyLayout

/// UIKit pinToVisibleBounds (§6.1) and CSS sticky (§8): frames computed over the whole section span,
/// independent of the rect; emitted for each section whose span intersects the rect: header (if its
/// final frame intersects), cells, footer (same).
extension RefQuery {
    package func uikit() -> [LayoutAttributes] {
        let o = config.options
        return spanPinned(zIndex: 10) { section, kind, natural in
            guard !section.items.isEmpty else { return natural.minY }  // empty sections stay natural
            if kind == .header {
                guard o.uikitPinHeaders else { return natural.minY }
                return clampHi(off + adjusted.top, natural.minY, section.end - natural.height)
            }
            guard o.uikitPinFooters else { return natural.minY }
            return clampHi(bounds.maxY - adjusted.bottom - natural.height, section.start, natural.minY)
        }
    }

    package func css() -> [LayoutAttributes] {
        let o = config.options
        return spanPinned(zIndex: nil) { section, kind, natural in
            if kind == .header {
                guard o.cssStickyHeaders else { return natural.minY }
                return max(natural.minY, min(off + inset.top, section.end - natural.height))
            }
            guard o.cssStickyFooters else { return natural.minY }
            return min(natural.minY, max(bounds.maxY - inset.bottom - natural.height, section.start))
        }
    }

    /// `zIndex`: fixed value for headers/footers, or nil for CSS (1 when sticky, else 0).
    private func spanPinned(
        zIndex: Int?, place: (RefSection, ElementKind, Rect) -> Double
    ) -> [LayoutAttributes] {
        let o = config.options
        var out: [LayoutAttributes] = []
        for section in geometry.sections where section.span.intersects(rect) {
            func supplementary(_ kind: ElementKind, _ natural: Rect) -> LayoutAttributes? {
                guard natural.height > 0 else { return nil }
                var frame = natural
                frame = Rect(x: frame.minX, y: place(section, kind, natural), width: frame.width, height: frame.height)
                guard frame.intersects(rect) else { return nil }
                let sticky = kind == .header ? o.cssStickyHeaders : o.cssStickyFooters
                return LayoutAttributes(
                    kind: kind, indexPath: IndexPath(item: 0, section: section.index), frame: frame,
                    naturalFrame: natural, zIndex: zIndex ?? (sticky ? 1 : 0))
            }
            if let h = supplementary(.header, section.header) { out.append(h) }
            for (i, frame) in section.items.enumerated() where frame.intersects(rect) {
                out.append(LayoutAttributes(kind: .cell, indexPath: IndexPath(item: i, section: section.index), frame: frame))
            }
            if let f = supplementary(.footer, section.footer) { out.append(f) }
        }
        return out
    }
}
