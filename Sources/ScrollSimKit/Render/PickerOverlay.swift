import StickyLayout

/// The strategy picker (`p`): every registered strategy with its F-key and summary, the selected
/// row marked `▶` and drawn in the title style, the shown one marked `•`; long lists scroll to
/// keep the selection in view.
struct PickerOverlay {
    var glyphs: Glyphs

    func paint(strategies: [StrategyListing], selected: Int, current: StrategyName, over area: ScreenRect, into frame: inout Frame) {
        let width = min(area.width - 2, 78)
        let height = min(area.height, strategies.count + 2)
        if width < 20 || height < 3 { return }
        let box = ScreenRect(x: area.x + (area.width - width) / 2, y: area.y + max(0, (area.height - height) / 2), width: width, height: height)
        Panel(glyphs: glyphs).paint(title: "strategy · ↑↓ Enter · Esc closes", area: box, into: &frame)
        let inner = box.insetBy(1)
        let rows = max(1, inner.height)
        let first = min(max(0, selected - rows / 2), max(0, strategies.count - rows))
        let nameWidth = min(22, (strategies.map { $0.name.rawValue.count }.max() ?? 0) + 1)
        for (row, index) in (first..<min(strategies.count, first + rows)).enumerated() {
            let strategy = strategies[index]
            let mark = index == selected ? glyphs.text("▶") : (strategy.name == current ? glyphs.text("•") : " ")
            let key = index < 11 ? "F\(index + 2)" : ""
            let name = strategy.name.rawValue
            let text = "\(mark)\(key.padding(4))\(name.padding(nameWidth)) \(glyphs.text(strategy.summary))"
            frame.write(
                text.truncated(toColumns: inner.width, ellipsis: glyphs.ellipsis), column: inner.x, row: inner.y + row,
                role: index == selected ? .panelTitle : .panel, clip: inner)
        }
    }
}
