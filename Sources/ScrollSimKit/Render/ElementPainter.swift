import StickyLayout

/// Paints a pane's elements into its viewport: boxes in paint order, clipped at the viewport's
/// edges, with labels, a pinned marker and (optionally) ghost outlines at natural frames.
///
/// A class: the renderer holds one, made when its glyphs or labels change, and copying the
/// renderer (inside the engine's state) copies a reference, not the glyphs.
final class ElementPainter: Sendable {
    let glyphs: Glyphs
    let labels: LabelProvider
    /// One box painter per element kind, made with the element painter: a painter measures its
    /// edge glyphs when made, and holds them.
    private let cellPainter, headerPainter, footerPainter, parallaxPainter, decorationPainter: BoxPainter

    init(glyphs: Glyphs, labels: LabelProvider) {
        self.glyphs = glyphs
        self.labels = labels
        let ellipsis = glyphs.ellipsis
        cellPainter = BoxPainter(glyphs: glyphs.cell, border: .cellBorder, fillRole: .plain, labelRole: .cellLabel, ellipsis: ellipsis)
        headerPainter = BoxPainter(glyphs: glyphs.header, border: .header, fillRole: .header, labelRole: .header, ellipsis: ellipsis)
        footerPainter = BoxPainter(glyphs: glyphs.footer, border: .footer, fillRole: .footer, labelRole: .footer, ellipsis: ellipsis)
        parallaxPainter = BoxPainter(
            glyphs: glyphs.parallax, border: .parallax, fillRole: .parallax, labelRole: .parallax, ellipsis: ellipsis)
        decorationPainter = BoxPainter(
            glyphs: glyphs.decoration, border: .decoration, fillRole: .plain, labelRole: .decoration, ellipsis: ellipsis)
    }

    /// Paints `snapshot`'s elements into `viewport` (screen cells). Ghost outlines go only where
    /// nothing live is drawn but empty space and cell borders: a ghost never hides a label, a
    /// header or a footer. A pinned element whose natural spot is off screen says where it is.
    /// With `projector`, pinned, pushed and re-inserted headers and footers take their own
    /// high-contrast style and hidden elements are outlined; the markers say the state in the
    /// same words either way (`◆ pinned`, `▲ pushed`, `↺ re-inserted`).
    /// Labels containing `highlight` (case-insensitive: a search's matches) take the search-match style.
    func paint(
        _ snapshot: PaneSnapshot, viewport: ScreenRect, ghosts: Bool, projector: Bool = false, highlight: String? = nil,
        into frame: inout Frame
    ) {
        let needle = highlight.flatMap { $0.isEmpty ? nil : $0.lowercased() }
        let order = PaintOrder.sortedIndices(snapshot.attributes)
        for i in order where !snapshot.attributes[i].isHidden {
            let attributes = snapshot.attributes[i]
            let rect = Self.screenRect(attributes.frame, bounds: snapshot.bounds, viewport: viewport)
            let label = self.label(i, of: snapshot)
            // During an animated update, an element below full opacity (appearing or disappearing)
            // is drawn as an outline.
            if i < snapshot.alphas.count && snapshot.alphas[i] < 1 {
                outline(rect, label: label.string, prefix: "", role: .ghost, into: &frame, clip: viewport)
                continue
            }
            let state = Self.state(attributes, snapshot: snapshot)
            var marker: String?
            var markerRole = StyleRole.pinnedMarker
            if let state {
                // One rule for every theme: the theme styles the marker, never changes its words
                // (a pinned header re-inserted too says only `◆ pinned`; the inspector's R flag tells the rest).
                marker = self.marker(state)
                if projector { markerRole = state.role }
                if ghosts, let note = offScreenNote(attributes, snapshot: snapshot, viewport: viewport) {
                    // The state's word stays in every choice ("◆ pinned +1 row above"): only "natural" gives way.
                    marker = Self.longestMarker(
                        ["\(self.marker(state)) · natural \(note)", "\(self.marker(state)) \(note)", self.marker(state)],
                        label: label.string, width: rect.width)
                }
            }
            // The kind's painter is lent, not copied (a painter holds six glyphs).
            let matches = needle.map { label.string.lowercased().contains($0) } ?? false
            func draw(_ painter: BoxPainter) {
                if matches {
                    var marked = painter
                    marked.labelRole = .searchMatch
                    marked.paint(rect, label: label, marker: marker, markerRole: markerRole, into: &frame, clip: viewport)
                } else if projector, let state {
                    var restyled = painter
                    restyled.border = state.role
                    restyled.fillRole = state.role
                    restyled.labelRole = state.role
                    restyled.paint(rect, label: label, marker: marker, markerRole: markerRole, into: &frame, clip: viewport)
                } else {
                    painter.paint(rect, label: label, marker: marker, markerRole: markerRole, into: &frame, clip: viewport)
                }
            }
            switch attributes.kind {
            case .cell: draw(cellPainter)
            case .header: draw(headerPainter)
            case .footer: draw(footerPainter)
            case .parallaxHeader: draw(parallaxPainter)
            case .custom: draw(headerPainter)
            // A decoration view: a dashed box, painted in depth order like the rest (a background
            // at a lower zIndex shows where the cells leave it uncovered).
            case .decoration: draw(decorationPainter)
            }
        }
        if projector {
            for i in order where snapshot.attributes[i].isHidden {
                let rect = Self.screenRect(snapshot.attributes[i].frame, bounds: snapshot.bounds, viewport: viewport)
                outline(rect, label: "\(glyphs.hidden) \(label(i, of: snapshot).string)", prefix: "", role: .hiddenElement, into: &frame, clip: viewport)
            }
        }
        if ghosts {
            for i in order where snapshot.attributes[i].isPinned && !snapshot.attributes[i].isHidden {
                let rect = Self.screenRect(snapshot.attributes[i].naturalFrame, bounds: snapshot.bounds, viewport: viewport)
                outline(rect, label: label(i, of: snapshot).string, prefix: "natural: ", role: .ghost, into: &frame, clip: viewport)
            }
        }
    }

    /// The label of element `i`: the snapshot's own (during an animated update, a disappearing
    /// element keeps the label it had before it), else the current data's.
    private func label(_ i: Int, of snapshot: PaneSnapshot) -> ElementLabel {
        i < snapshot.labels.count ? .text(snapshot.labels[i]) : labels.elementLabel(for: snapshot.attributes[i])
    }

    /// What a header or footer is doing, when it is not simply at its natural place.
    enum State {
        case pinned, pushed, reinserted

        var role: StyleRole {
            switch self {
            case .pinned: .pinnedElement
            case .pushed: .pushedElement
            case .reinserted: .reinsertedElement
            }
        }
    }

    func marker(_ state: State) -> String {
        switch state {
        case .pinned: glyphs.pinned
        case .pushed: glyphs.pushed
        case .reinserted: glyphs.reinserted
        }
    }

    /// Pushed (moved, but past the pin line: the next section is pushing it off), pinned, or
    /// re-inserted at its natural frame; nil for a cell or an element simply at its natural frame.
    /// (A pinned header is usually re-inserted too; the inspector's R flag says so.)
    static func state(_ a: LayoutAttributes, snapshot: PaneSnapshot) -> State? {
        guard a.kind == .header || a.kind == .footer, a.isPinned || a.isReinserted else { return nil }
        if !a.isPinned { return .reinserted }
        let axis = snapshot.direction
        let inset = snapshot.contentInset + snapshot.systemInset
        let bounds = snapshot.bounds
        func start(_ r: Rect) -> Double { axis == .vertical ? r.minY : r.minX }
        func end(_ r: Rect) -> Double { axis == .vertical ? r.maxY : r.maxX }
        let others = snapshot.attributes.lazy.filter { ($0.kind == .header || $0.kind == .footer) && $0.indexPath.section != a.indexPath.section }
        if a.kind == .header {
            // Moved past the pin line with the next section's header or footer right below it.
            let pinLine = axis.main(bounds.origin) + axis.leading(inset)
            if start(a.frame) < pinLine - 0.5, others.contains(where: { abs(start($0.frame) - end(a.frame)) < 0.5 }) { return .pushed }
        } else {
            let floor = axis.main(bounds.origin) + axis.main(bounds.size) - axis.trailing(inset)
            if end(a.frame) > floor + 0.5, others.contains(where: { abs(end($0.frame) - start(a.frame)) < 0.5 }) { return .pushed }
        }
        return .pinned
    }

    /// "+12 rows above" (where the natural frame is) when the natural frame's leading edge (where the ghost's label
    /// goes) is outside the viewport along the scroll axis; nil when it shows.
    func offScreenNote(_ attributes: LayoutAttributes, snapshot: PaneSnapshot, viewport: ScreenRect) -> String? {
        let natural = Self.screenRect(attributes.naturalFrame, bounds: snapshot.bounds, viewport: viewport)
        let shown = Self.screenRect(attributes.frame, bounds: snapshot.bounds, viewport: viewport)
        let vertical = snapshot.direction == .vertical
        let start = vertical ? natural.y : natural.x
        let low = vertical ? viewport.y : viewport.x, high = vertical ? viewport.maxY : viewport.maxX
        guard start < low || start >= high else { return nil }
        let distance = abs(start - (vertical ? shown.y : shown.x))
        let unit = vertical ? (distance == 1 ? "row" : "rows") : (distance == 1 ? "column" : "columns")
        let side = vertical ? (start < low ? "above" : "below") : (start < low ? "left" : "right")
        return "+\(distance) \(unit) \(side)"
    }

    /// The first marker that leaves the whole label readable in a box `width` columns wide (the
    /// last one when none does).
    static func longestMarker(_ candidates: [String], label: String, width: Int) -> String {
        let inner = width - 4, labelWidth = DisplayWidth.of(label)
        return candidates.first { labelWidth + 1 + DisplayWidth.of($0) <= inner - 4 } ?? candidates.last ?? ""
    }

    /// The screen cells of a content rectangle: translated by the bounds' origin, edges rounded.
    static func screenRect(_ rect: Rect, bounds: Rect, viewport: ScreenRect) -> ScreenRect {
        let left = (rect.minX - bounds.minX).screenCells, right = (rect.maxX - bounds.minX).screenCells
        let top = (rect.minY - bounds.minY).screenCells, bottom = (rect.maxY - bounds.minY).screenCells
        return ScreenRect(x: viewport.x + left, y: viewport.y + top, width: right - left, height: bottom - top)
    }

    /// A see-through outline: only the edges are drawn, and the label sits in the top edge. Drawn
    /// only over empty space, cell borders and other ghosts.
    private func outline(_ rect: ScreenRect, label: String, prefix: String, role: StyleRole, into frame: inout Frame, clip: ScreenRect) {
        if rect.isEmpty || rect.intersection(clip).isEmpty { return }
        let g = glyphs.ghost
        let left = rect.x, right = rect.maxX - 1, top = rect.y, bottom = rect.maxY - 1
        // Only the columns and rows inside the clip: an element can be millions of cells long.
        for column in max(left, clip.x)...max(max(left, clip.x), min(right, clip.maxX - 1)) {
            let isLeft = column == left, isRight = column == right
            let topGlyph = isLeft ? g.topLeft : isRight ? g.topRight : g.horizontal
            let bottomGlyph = isLeft ? g.bottomLeft : isRight ? g.bottomRight : g.horizontal
            Self.seeThrough(rect.height == 1 ? g.horizontal : topGlyph, column: column, row: top, role: role, frame: &frame, clip: clip)
            if bottom > top { Self.seeThrough(bottomGlyph, column: column, row: bottom, role: role, frame: &frame, clip: clip) }
        }
        let firstRow = max(top + 1, clip.y), endRow = min(bottom, clip.maxY)
        if bottom - top > 1 && firstRow < endRow {
            for row in firstRow..<endRow {
                Self.seeThrough(g.vertical, column: left, row: row, role: role, frame: &frame, clip: clip)
                Self.seeThrough(g.vertical, column: right, row: row, role: role, frame: &frame, clip: clip)
            }
        }
        let text = " \(prefix)\(label) ".truncated(toColumns: rect.width - 4, ellipsis: glyphs.ellipsis)
        var column = left + 2
        for character in text {
            column += Self.seeThrough(character, column: column, row: top, role: role, frame: &frame, clip: clip)
        }
    }

    /// Roles a ghost may draw over: nothing that carries a live element's text or body.
    static let ghostCanCover: Set<StyleRole> = [.plain, .cellBorder, .ghost, .hiddenElement]

    /// Puts a ghost grapheme unless a live element's text or body is there; returns its width.
    @discardableResult
    static func seeThrough(_ character: Character, column: Int, row: Int, role: StyleRole = .ghost, frame: inout Frame, clip: ScreenRect) -> Int {
        let width = DisplayWidth.of(character)
        for x in column..<(column + max(1, width)) {
            let cell = frame[x, row]
            let owner = cell.isContinuation ? frame[x - 1, row] : cell
            if !ghostCanCover.contains(owner.role) || owner.width == 2 || cell.isContinuation { return width }
        }
        return frame.put(character, column: column, row: row, role: role, clip: clip)
    }
}
