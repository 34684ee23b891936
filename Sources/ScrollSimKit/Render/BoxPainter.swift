/// Draws one element as a character box with a label, sized to its screen rectangle:
/// - 3+ rows: a full outline with the label on the first inner row;
/// - 2 rows: the label set into the top edge, the bottom edge below;
/// - 1 row: the side edges with the label between them.
///
/// The box is opaque (its interior is filled) and clipped to `clip`. Nothing depends on which
/// screen row the box lands on, so a shifted box draws as the same rows shifted, except that a
/// box cut by the clip's top or bottom edge moves its label and marker to a row that shows.
struct BoxPainter {
    var glyphs: BoxGlyphs { didSet { measureEdges() } }
    var border: StyleRole { didSet { measureEdges() } }
    var fillRole: StyleRole
    var labelRole: StyleRole
    var ellipsis: Character
    /// The side and the top/bottom edge glyphs as cells of `border`, measured once (nil when a
    /// glyph is not one column wide).
    private var verticalCell: Cell?
    private var horizontalCell: Cell?

    init(glyphs: BoxGlyphs, border: StyleRole, fillRole: StyleRole, labelRole: StyleRole, ellipsis: Character) {
        self.glyphs = glyphs
        self.border = border
        self.fillRole = fillRole
        self.labelRole = labelRole
        self.ellipsis = ellipsis
        measureEdges()
    }

    private mutating func measureEdges() {
        verticalCell = Cell.narrow(glyphs.vertical, role: border)
        horizontalCell = Cell.narrow(glyphs.horizontal, role: border)
    }

    func paint(
        _ rect: ScreenRect, label: ElementLabel, marker: String?, markerRole: StyleRole,
        into frame: inout Frame, clip: ScreenRect
    ) {
        if rect.isEmpty || rect.intersection(clip).isEmpty { return }
        frame.fill(rect, cell: Cell(scalar: " ", role: fillRole), clip: clip)
        if rect.width < 2 { return }
        let left = rect.x, right = rect.maxX - 1, top = rect.y, bottom = rect.maxY - 1
        if rect.height == 1 {
            frame.put(glyphs.vertical, measured: verticalCell, column: left, row: top, role: border, clip: clip)
            frame.put(glyphs.vertical, measured: verticalCell, column: right, row: top, role: border, clip: clip)
        } else {
            horizontalEdge(row: top, from: left, to: right, corners: (glyphs.topLeft, glyphs.topRight), frame: &frame, clip: clip)
            horizontalEdge(row: bottom, from: left, to: right, corners: (glyphs.bottomLeft, glyphs.bottomRight), frame: &frame, clip: clip)
            // Only the rows inside the clip: an element can be millions of rows tall.
            let firstRow = max(top + 1, clip.y), endRow = min(bottom, clip.maxY)
            if rect.height > 2 && firstRow < endRow {
                for row in firstRow..<endRow {
                    frame.put(glyphs.vertical, measured: verticalCell, column: left, row: row, role: border, clip: clip)
                    frame.put(glyphs.vertical, measured: verticalCell, column: right, row: row, role: border, clip: clip)
                }
            }
        }
        guard let place = Self.labelPlace(rect, clip: clip, marked: marker != nil) else { return }
        let row = place.row, inEdge = place.inEdge
        let inner = rect.width - 4
        var markerText = ""
        if let marker, inner >= DisplayWidth.of(marker) + 4 {
            markerText = marker
        } else if let marker, let first = marker.first, inner >= 6 {
            markerText = String(first)
        }
        let markerWidth = markerText.isEmpty ? 0 : DisplayWidth.of(markerText)
        let labelBudget = inner - (markerWidth > 0 ? markerWidth + 1 : 0)
        let labelColumn = place.column
        // Most labels are printable ASCII that fits: written as bytes, measured by their count
        // (the closure takes the role, not the painter: copying a painter retains its glyphs).
        var written = false
        if !inEdge {
            let role = labelRole
            written = label.withPrintableASCII { bytes in
                guard let bytes, bytes.count <= labelBudget else { return false }
                frame.writePrintableASCII(bytes, column: labelColumn, row: row, role: role, clip: clip)
                return true
            }
        }
        if !written {
            let text = inEdge ? " \(label.string) " : label.string
            let room = labelBudget + (inEdge ? 1 : 0)
            frame.write(text.truncated(toColumns: room, ellipsis: ellipsis), column: labelColumn, row: row, role: labelRole, clip: clip)
        }
        if markerWidth > 0 {
            let markerColumn = right - 1 - markerWidth
            let decorated = inEdge ? " \(markerText)" : markerText
            frame.write(decorated, column: markerColumn - (inEdge ? 1 : 0), row: row, role: markerRole, clip: clip)
        }
    }

    /// Where a box's label starts: its row, its column and whether it is set into an edge; nil
    /// when the box is too narrow for a label. The label sits on the only row of a one-row box,
    /// in the top edge of a two-row box, else on the first inner row. A marked box (pinned,
    /// pushed) cut by the clip's edge keeps its label and marker on a row that shows: its first
    /// (or last) visible inner row, else the visible edge, the label set into it.
    static func labelPlace(_ rect: ScreenRect, clip: ScreenRect, marked: Bool) -> (row: Int, column: Int, inEdge: Bool)? {
        // Label and marker sit between the side edges, one space in.
        guard rect.width - 4 > 0, rect.height > 0 else { return nil }
        let top = rect.y, bottom = rect.maxY - 1
        let labelRow = rect.height <= 2 ? top : top + 1
        var row = labelRow, inEdge = rect.height == 2
        if marked, rect.height >= 2, !(clip.y..<clip.maxY).contains(labelRow) {
            let shownTop = max(top, clip.y), shownBottom = min(bottom, clip.maxY - 1)
            if shownTop <= shownBottom {
                let innerTop = max(top + 1, shownTop), innerBottom = min(bottom - 1, shownBottom)
                if innerTop <= innerBottom {
                    row = labelRow < clip.y ? innerTop : innerBottom
                    inEdge = false
                } else {
                    row = labelRow < clip.y ? shownBottom : shownTop
                    inEdge = true
                }
            }
        }
        return (row, inEdge ? rect.x + 1 : rect.x + 2, inEdge)
    }

    private func horizontalEdge(
        row: Int, from left: Int, to right: Int, corners: (Character, Character), frame: inout Frame, clip: ScreenRect
    ) {
        guard row >= clip.y, row < clip.maxY else { return }
        frame.put(corners.0, column: left, row: row, role: border, clip: clip)
        // Only the columns inside the clip: an element can be millions of columns wide.
        let firstColumn = max(left + 1, clip.x), endColumn = min(right, clip.maxX)
        if firstColumn < endColumn {
            let edge = ScreenRect(x: firstColumn, y: row, width: endColumn - firstColumn, height: 1)
            if let horizontal = horizontalCell {
                frame.fill(edge, cell: horizontal, clip: clip)
            } else {
                frame.fill(edge, with: glyphs.horizontal, role: border, clip: clip)
            }
        }
        frame.put(corners.1, column: right, row: row, role: border, clip: clip)
    }
}
