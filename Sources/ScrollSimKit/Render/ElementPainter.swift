import StickyLayout

/// Paints a pane's elements into its viewport: boxes in paint order, clipped at the viewport's
/// edges, with labels, a pinned marker and (optionally) ghost outlines at natural frames.
struct ElementPainter {
    var glyphs: Glyphs
    var labels: LabelProvider

    /// Paints `snapshot`'s elements into `viewport` (screen cells).
    func paint(_ snapshot: PaneSnapshot, viewport: ScreenRect, ghosts: Bool, into frame: inout Frame) {
        let order = PaintOrder.sortedIndices(snapshot.attributes)
        func label(_ i: Int) -> String {
            i < snapshot.labels.count ? snapshot.labels[i] : labels.label(for: snapshot.attributes[i])
        }
        for i in order where !snapshot.attributes[i].isHidden {
            let attributes = snapshot.attributes[i]
            let rect = Self.screenRect(attributes.frame, bounds: snapshot.bounds, viewport: viewport)
            if i < snapshot.alphas.count && snapshot.alphas[i] < 1 {
                outline(rect, label: label(i), prefix: "", into: &frame, clip: viewport)
                continue
            }
            let painter = boxPainter(for: attributes.kind)
            let marker = attributes.isPinned && (attributes.kind == .header || attributes.kind == .footer) ? glyphs.pinned : nil
            painter.paint(
                rect, label: label(i), marker: marker, markerRole: .pinnedMarker,
                into: &frame, clip: viewport)
        }
        let ordered = order.map { snapshot.attributes[$0] }
        if ghosts {
            for attributes in ordered where attributes.isPinned && !attributes.isHidden {
                let rect = Self.screenRect(attributes.naturalFrame, bounds: snapshot.bounds, viewport: viewport)
                outline(rect, label: labels.label(for: attributes), prefix: "natural: ", into: &frame, clip: viewport)
            }
        }
    }

    /// The screen cells of a content rectangle: translated by the bounds' origin, edges rounded.
    static func screenRect(_ rect: Rect, bounds: Rect, viewport: ScreenRect) -> ScreenRect {
        let left = Int((rect.minX - bounds.minX).rounded()), right = Int((rect.maxX - bounds.minX).rounded())
        let top = Int((rect.minY - bounds.minY).rounded()), bottom = Int((rect.maxY - bounds.minY).rounded())
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
    private func outline(_ rect: ScreenRect, label: String, prefix: String, into frame: inout Frame, clip: ScreenRect) {
        if rect.isEmpty { return }
        let g = glyphs.ghost
        let left = rect.x, right = rect.maxX - 1, top = rect.y, bottom = rect.maxY - 1
        for column in left...right {
            let isLeft = column == left, isRight = column == right
            let topGlyph = isLeft ? g.topLeft : isRight ? g.topRight : g.horizontal
            let bottomGlyph = isLeft ? g.bottomLeft : isRight ? g.bottomRight : g.horizontal
            frame.put(rect.height == 1 ? g.horizontal : topGlyph, column: column, row: top, role: .ghost, clip: clip)
            if bottom > top { frame.put(bottomGlyph, column: column, row: bottom, role: .ghost, clip: clip) }
        }
        if bottom - top > 1 {
            for row in (top + 1)..<bottom {
                frame.put(g.vertical, column: left, row: row, role: .ghost, clip: clip)
                frame.put(g.vertical, column: right, row: row, role: .ghost, clip: clip)
            }
        }
        let text = " \(prefix)\(label) ".truncated(toColumns: rect.width - 4, ellipsis: glyphs.ellipsis)
        frame.write(text, column: left + 2, row: top, role: .ghost, clip: clip)
    }
}
