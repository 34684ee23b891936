import StickyLayout

/// The content inset as bars over the content: a navigation bar on top and a toolbar below
/// (and side bars for left/right insets), each labelled with its inset.
struct InsetBars {
    var glyphs: Glyphs

    func paint(_ snapshot: PaneSnapshot, viewport: ScreenRect, into frame: inout Frame) {
        let content = snapshot.contentInset, system = snapshot.systemInset
        let top = (content.top + system.top).screenCells, bottom = (content.bottom + system.bottom).screenCells
        let left = (content.left + system.left).screenCells, right = (content.right + system.right).screenCells
        if top > 0 {
            bar(ScreenRect(x: viewport.x, y: viewport.y, width: viewport.width, height: top),
                label: barLabel("navigation bar", content.top, system.top), into: &frame, clip: viewport)
        }
        if bottom > 0 {
            bar(ScreenRect(x: viewport.x, y: viewport.maxY - bottom, width: viewport.width, height: bottom),
                label: barLabel("toolbar", content.bottom, system.bottom), into: &frame, clip: viewport)
        }
        if left > 0 {
            bar(ScreenRect(x: viewport.x, y: viewport.y + top, width: left, height: viewport.height - top - bottom),
                label: "", into: &frame, clip: viewport)
        }
        if right > 0 {
            bar(ScreenRect(x: viewport.maxX - right, y: viewport.y + top, width: right, height: viewport.height - top - bottom),
                label: "", into: &frame, clip: viewport)
        }
    }

    private func barLabel(_ name: String, _ content: Double, _ system: Double) -> String {
        var text = "\(name) · inset \(JSONWriter.number(content))"
        if system > 0 { text += " + system \(JSONWriter.number(system))" }
        return glyphs.text(text)
    }

    private func bar(_ rect: ScreenRect, label: String, into frame: inout Frame, clip: ScreenRect) {
        frame.fill(rect, role: .insetBar, clip: clip)
        if label.isEmpty || rect.isEmpty { return }
        let shown = label.truncated(toColumns: rect.width - 2, ellipsis: glyphs.ellipsis)
        let column = rect.x + max(1, (rect.width - DisplayWidth.of(shown)) / 2)
        frame.write(shown, column: column, row: rect.y + (rect.height - 1) / 2, role: .insetBar, clip: clip)
    }
}
