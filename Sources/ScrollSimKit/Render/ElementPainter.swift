import StickyLayout

/// Paints a pane's elements into its viewport: boxes in paint order, clipped at the viewport's
/// edges, with labels, a pinned marker and (optionally) ghost outlines at natural frames.
struct ElementPainter {
    var glyphs: Glyphs
    var labels: LabelProvider

    /// Paints `snapshot`'s elements into `viewport` (screen cells).
    func paint(_ snapshot: PaneSnapshot, viewport: ScreenRect, ghosts: Bool, into frame: inout Frame) {
        let ordered = PaintOrder.sorted(snapshot.attributes)
        for attributes in ordered where !attributes.isHidden {
            let rect = Self.screenRect(attributes.frame, bounds: snapshot.bounds, viewport: viewport)
            let painter = boxPainter(for: attributes.kind)
            let marker = attributes.isPinned && (attributes.kind == .header || attributes.kind == .footer) ? glyphs.pinned : nil
            painter.paint(
                rect, label: labels.label(for: attributes), marker: marker, markerRole: .pinnedMarker,
                into: &frame, clip: viewport)
        }
        if ghosts {
            for attributes in ordered where attributes.isPinned && !attributes.isHidden {
                let rect = Self.screenRect(attributes.naturalFrame, bounds: snapshot.bounds, viewport: viewport)
                outline(rect, label: labels.label(for: attributes), into: &frame, clip: viewport)
            }
        }
    }

    /// The screen cells of a content rectangle: translated by the bounds' origin, edges rounded.
    static func screenRect(_ rect: Rect, bounds: Rect, viewport: ScreenRect) -> ScreenRect {
        let left = (rect.minX - bounds.minX).screenCells, right = (rect.maxX - bounds.minX).screenCells
        let top = (rect.minY - bounds.minY).screenCells, bottom = (rect.maxY - bounds.minY).screenCells
        return ScreenRect(x: viewport.x + left, y: viewport.y + top, width: right - left, height: bottom - top)
    }

    private func boxPainter(for kind: ElementKind) -> BoxPainter {
        switch kind {
        case .cell:
            BoxPainter(glyphs: glyphs.cell, border: .cellBorder, fillRole: .plain, labelRole: .cellLabel, ellipsis: glyphs.ellipsis)
        case .header:
            BoxPainter(glyphs: glyphs.header, border: .header, fillRole: .header, labelRole: .header, ellipsis: glyphs.ellipsis)
        case .footer:
            BoxPainter(glyphs: glyphs.footer, border: .footer, fillRole: .footer, labelRole: .footer, ellipsis: glyphs.ellipsis)
        case .parallaxHeader:
            BoxPainter(glyphs: glyphs.parallax, border: .parallax, fillRole: .parallax, labelRole: .parallax, ellipsis: glyphs.ellipsis)
        }
    }

    /// A see-through outline: only the edges are drawn, and the label sits in the top edge.
    private func outline(_ rect: ScreenRect, label: String, into frame: inout Frame, clip: ScreenRect) {
        if rect.isEmpty || rect.intersection(clip).isEmpty { return }
        let g = glyphs.ghost
        let left = rect.x, right = rect.maxX - 1, top = rect.y, bottom = rect.maxY - 1
        // Only the columns and rows inside the clip: an element can be millions of cells long.
        for column in max(left, clip.x)...max(max(left, clip.x), min(right, clip.maxX - 1)) {
            let isLeft = column == left, isRight = column == right
            let topGlyph = isLeft ? g.topLeft : isRight ? g.topRight : g.horizontal
            let bottomGlyph = isLeft ? g.bottomLeft : isRight ? g.bottomRight : g.horizontal
            frame.put(rect.height == 1 ? g.horizontal : topGlyph, column: column, row: top, role: .ghost, clip: clip)
            if bottom > top { frame.put(bottomGlyph, column: column, row: bottom, role: .ghost, clip: clip) }
        }
        let firstRow = max(top + 1, clip.y), endRow = min(bottom, clip.maxY)
        if bottom - top > 1 && firstRow < endRow {
            for row in firstRow..<endRow {
                frame.put(g.vertical, column: left, row: row, role: .ghost, clip: clip)
                frame.put(g.vertical, column: right, row: row, role: .ghost, clip: clip)
            }
        }
        let text = " natural: \(label) ".truncated(toColumns: rect.width - 4, ellipsis: glyphs.ellipsis)
        frame.write(text, column: left + 2, row: top, role: .ghost, clip: clip)
    }
}
