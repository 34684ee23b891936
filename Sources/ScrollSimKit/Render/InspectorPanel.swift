import StickyLayout

/// The inspector: what matters first (the engine's diagnostics, wrapped in full; while an update
/// animates, its appearing and disappearing elements with initial/final attributes; then the pinned,
/// re-inserted and hidden elements), then every other attribute returned for the current bounds,
/// in the layout's order (as `scrollsim layout` lists them) (kind, index path, frame origin and height, zIndex, flags). It scrolls (`J`/`K`)
/// and says how much is above and below.
struct InspectorPanel {
    var glyphs: Glyphs

    func paint(_ snapshot: PaneSnapshot, scroll: Int = 0, area: ScreenRect, into frame: inout Frame) {
        Panel(glyphs: glyphs).paint(title: "inspector · \(snapshot.strategy.rawValue)", area: area, into: &frame)
        let inner = area.insetBy(1)
        if inner.isEmpty { return }
        let lines = Self.lines(snapshot, width: inner.width - 1)
        let first = Panel.firstLine(scroll: scroll, count: lines.count, rows: inner.height)
        for (index, line) in lines.dropFirst(first).prefix(inner.height).enumerated() {
            let text = glyphs.text(line.0).truncated(toColumns: inner.width - 1, ellipsis: glyphs.ellipsis)
            frame.write(" " + text, column: inner.x, row: inner.y + index, role: line.1, clip: inner)
        }
        Panel(glyphs: glyphs).scrollNotes(
            first: first, count: lines.count, rows: inner.height, moreHint: "J scrolls", aboveHint: " · K", box: area, into: &frame)
    }

    /// Every line of the inspector, diagnostics wrapped to `width`.
    static func lines(_ snapshot: PaneSnapshot, width: Int) -> [(String, StyleRole)] {
        var lines: [(String, StyleRole)] = []
        let bounds = snapshot.bounds
        lines.append(("bounds y \(JSONWriter.number(bounds.minY)) h \(JSONWriter.number(bounds.height)) · \(snapshot.attributes.count) attrs", .panelTitle))
        lines.append(("diagnostics: \(snapshot.diagnostics.count)", snapshot.diagnostics.isEmpty ? .panelTitle : .statusWarn))
        for diagnostic in snapshot.diagnostics {
            for (index, piece) in TextWrap.lines(diagnostic.description, width: max(8, width - 2)).enumerated() {
                lines.append(((index == 0 ? "• " : "  ") + piece, .panel))
            }
        }
        if !snapshot.updateTransitions.isEmpty {
            lines.append(("update: \(snapshot.updateTransitions.count) appearing/disappearing", .panelTitle))
            for t in snapshot.updateTransitions { lines.append((Self.line(for: t), .panel)) }
        }
        func isNotable(_ a: LayoutAttributes) -> Bool { a.isPinned || a.isReinserted || a.isHidden }
        // The notable ones topmost first; the rest in the order the layout returned them, as `layout` lists them.
        let notable = PaintOrder.sorted(snapshot.attributes).reversed().filter(isNotable)
        lines.append(("kind   path      y   h     z flags", .panelTitle))
        for a in notable { lines.append((Self.line(for: a), .statusWarn)) }
        for a in snapshot.attributes where !isNotable(a) { lines.append((Self.line(for: a), .panel)) }
        lines.append(("flags: P pinned · R re-inserted · H hidden", .panelTitle))
        return lines
    }

    /// One attribute: `header [2,0]     14   1  1024 P`, then its flags (Pinned, Reinserted, Hidden).
    static func line(for a: LayoutAttributes) -> String {
        let kind = name(of: a.kind).padded(toColumns: 6)
        let path = "[\(a.indexPath.section),\(a.indexPath.item)]".padded(toColumns: 7)
        let y = JSONWriter.number(a.frame.minY.rounded()), h = JSONWriter.number(a.frame.height)
        return "\(kind) \(path)\(pad(y, 5))\(pad(h, 4))\(pad(String(a.zIndex), 6)) \(a.flagLetters)"
    }

    /// One element of the animated update: `+ cell [1,0] y 9→9 a 0→1 z 0` (`+` appearing,
    /// `-` disappearing; initial → final attributes).
    static func line(for t: ElementTransition) -> String {
        let a = t.keyAfter != nil ? t.end : t.start
        let sign = t.role == .appearing ? "+" : "-"
        let y0 = JSONWriter.number(t.start.frame.minY.rounded()), y1 = JSONWriter.number(t.end.frame.minY.rounded())
        let a0 = JSONWriter.number(t.startAlpha), a1 = JSONWriter.number(t.endAlpha)
        return "\(sign) \(name(of: a.kind)) [\(a.indexPath.section),\(a.indexPath.item)] y \(y0)→\(y1) a \(a0)→\(a1) z \(t.start.zIndex)→\(t.end.zIndex)"
    }

    /// The kind's name in the inspector's lines.
    private static func name(of kind: ElementKind) -> String {
        switch kind {
        case .cell: "cell"
        case .header: "header"
        case .footer: "footer"
        case .parallaxHeader: "plx"
        case .custom(let name): name
        case .decoration(let name): "deco \(name)"
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

/// A bordered panel with a title in its top edge.
struct Panel {
    var glyphs: Glyphs

    func paint(title: String, area: ScreenRect, into frame: inout Frame) {
        let box = BoxPainter(glyphs: glyphs.panel, border: .panel, fillRole: .panel, labelRole: .panel, ellipsis: glyphs.ellipsis)
        box.paint(area, label: "", marker: nil, markerRole: .panel, into: &frame, clip: area)
        if title.isEmpty { return }
        let text = " \(glyphs.text(title)) ".truncated(toColumns: area.width - 4, ellipsis: glyphs.ellipsis)
        frame.write(text, column: area.x + 2, row: area.y, role: .panelTitle, clip: area)
    }

    /// The first of `count` lines shown in `rows` rows when scrolled `scroll` lines down.
    static func firstLine(scroll: Int, count: Int, rows: Int) -> Int { max(0, min(scroll, count - rows)) }

    /// Says on the box's edges how many of `count` lines, `first` being the first of `rows`
    /// shown, are below (" ↓ N more · `moreHint` ") and above (" ↑ N above`aboveHint` ").
    func scrollNotes(
        first: Int, count: Int, rows: Int, moreHint: String, aboveHint: String, box: ScreenRect, into frame: inout Frame
    ) {
        let below = count - first - rows
        if below > 0 { edgeNote(" ↓ \(below) more · \(moreHint) ", bottom: true, box: box, into: &frame) }
        if first > 0 { edgeNote(" ↑ \(first) above\(aboveHint) ", bottom: false, box: box, into: &frame) }
    }

    /// Writes `note` right-aligned on the box's bottom (or top) edge.
    func edgeNote(_ note: String, bottom: Bool, box: ScreenRect, into frame: inout Frame) {
        let text = glyphs.text(note)
        frame.write(text, column: box.maxX - 1 - DisplayWidth.of(text), row: bottom ? box.maxY - 1 : box.y, role: .panelTitle, clip: box)
    }
}
