import StickyLayout

/// The help overlay (`?`): the keys, then the strategies with their number keys and summaries,
/// in a panel centred over the panes.
struct HelpOverlay {
    var glyphs: Glyphs

    func paint(current: StrategyKind, over area: ScreenRect, into frame: inout Frame) {
        let width = min(area.width - 2, 78), height = min(area.height, 11 + Keymap.help.count + StrategyKind.allCases.count - 8)
        if width < 20 || height < 5 { return }
        let box = ScreenRect(x: area.x + (area.width - width) / 2, y: area.y + max(0, (area.height - height) / 2), width: width, height: height)
        Panel(glyphs: glyphs).paint(title: "ScrollSim help · ? or Esc closes", area: box, into: &frame)
        let inner = box.insetBy(1)
        var row = inner.y
        let keyColumn = 23
        for entry in Keymap.help where row < inner.maxY {
            frame.write(" " + glyphs.text(entry.keys), column: inner.x, row: row, role: .panelTitle, clip: inner)
            frame.write(glyphs.text(entry.action), column: inner.x + keyColumn, row: row, role: .panel, clip: inner)
            row += 1
        }
        row += 1
        for (index, kind) in StrategyKind.allCases.enumerated() where row < inner.maxY {
            let mark = kind == current ? "▶" : " "
            let name = glyphs.text("\(mark)\(index + 1) \(kind.rawValue)")
            frame.write(" " + name, column: inner.x, row: row, role: .panelTitle, clip: inner)
            let summary = glyphs.text(kind.summary).truncated(toColumns: inner.width - 15, ellipsis: glyphs.ellipsis)
            frame.write(summary, column: inner.x + 14, row: row, role: .panel, clip: inner)
            row += 1
        }
    }
}
