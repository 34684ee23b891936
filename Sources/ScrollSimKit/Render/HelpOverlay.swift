import StickyLayout

/// The help overlay (`?`): the keys, then the strategies with their F-keys and summaries, in a
/// panel centred over the panes.
struct HelpOverlay {
    var glyphs: Glyphs

    func paint(current: StrategyName, strategies: [StrategyListing], over area: ScreenRect, into frame: inout Frame) {
        let width = min(area.width - 2, 78), height = min(area.height, 3 + Keymap.help.count + strategies.count)
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
        for (index, strategy) in strategies.enumerated() where row < inner.maxY {
            let mark = strategy.name == current ? "▶" : " "
            let key = index < 11 ? "F\(index + 2)" : ""
            let name = glyphs.text("\(mark)\(key.padding(3)) \(strategy.name.rawValue)")
            frame.write(" " + name, column: inner.x, row: row, role: .panelTitle, clip: inner)
            let summary = glyphs.text(strategy.summary).truncated(toColumns: inner.width - keyColumn, ellipsis: glyphs.ellipsis)
            frame.write(summary, column: inner.x + keyColumn, row: row, role: .panel, clip: inner)
            row += 1
        }
    }
}

private extension String {
    /// The string padded with spaces to `width` characters.
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
