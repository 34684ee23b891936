import StickyLayout

/// The help overlay (`?`): the scenario's summary, every key, then the strategies with their
/// F-keys and summaries, descriptions wrapped in full. The panel takes up to two thirds of a wide
/// terminal; when the text is taller than the screen it scrolls (j/k, PgUp/PgDn) and says so.
struct HelpOverlay {
    var glyphs: Glyphs

    func paint(
        current: StrategyName, strategies: [StrategyListing], scenarioName: String = "", summary: String = "",
        scroll: Int = 0, over area: ScreenRect, into frame: inout Frame
    ) {
        let width = min(area.width - 2, max(78, area.width * 2 / 3))
        if width < 20 || area.height < 3 { return }
        let lines = Self.lines(
            current: current, strategies: strategies, scenarioName: scenarioName, summary: summary, width: width - 2)
        let height = min(area.height, lines.count + 2)
        let box = ScreenRect(x: area.x + (area.width - width) / 2, y: area.y + max(0, (area.height - height) / 2), width: width, height: height)
        Panel(glyphs: glyphs).paint(title: "ScrollSim help · ? or Esc closes · q quits", area: box, into: &frame)
        let inner = box.insetBy(1)
        let first = Panel.firstLine(scroll: scroll, count: lines.count, rows: inner.height)
        for (index, line) in lines.dropFirst(first).prefix(inner.height).enumerated() {
            let row = inner.y + index
            frame.write(" " + glyphs.text(line.keys), column: inner.x, row: row, role: .panelTitle, clip: inner)
            frame.write(glyphs.text(line.text), column: inner.x + line.indent, row: row, role: line.role, clip: inner)
        }
        Panel(glyphs: glyphs).scrollNotes(
            first: first, count: lines.count, rows: inner.height, moreHint: "j/k PgDn scroll", aboveHint: "", box: box, into: &frame)
    }

    /// The most text lines the overlay (or the inspector) shows in a terminal `terminalRows` tall:
    /// all rows but the hint line and the panel's top and bottom edges.
    static func shownLines(terminalRows: Int) -> Int { max(1, terminalRows - 3) }

    struct Line {
        var keys = ""
        var text = ""
        var indent = 1
        var role = StyleRole.panel
    }

    /// Every line of the help at an inner width of `width` columns.
    static func lines(
        current: StrategyName, strategies: [StrategyListing], scenarioName: String, summary: String, width: Int
    ) -> [Line] {
        // The key column: 22 columns, narrower when the panel is narrow (descriptions keep 20).
        let keyColumn = max(8, min(22, width - 20))
        var lines: [Line] = []
        func add(keys: String, _ text: String, role: StyleRole = .panel) {
            let keyLines = TextWrap.lines(keys, width: keyColumn - 2)
            let textLines = TextWrap.lines(text, width: max(8, width - keyColumn - 1))
            for index in 0..<max(keyLines.count, textLines.count) {
                lines.append(Line(
                    keys: index < keyLines.count ? keyLines[index] : "",
                    text: index < textLines.count ? textLines[index] : "", indent: keyColumn, role: role))
            }
        }
        if !scenarioName.isEmpty || !summary.isEmpty {
            for (index, piece) in TextWrap.lines("\(scenarioName): \(summary.isEmpty ? "no summary" : summary)", width: width - 2).enumerated() {
                lines.append(Line(text: piece, indent: 1, role: index == 0 ? .panelTitle : .panel))
            }
            lines.append(Line())
        }
        for entry in Keymap.help { add(keys: entry.keys, entry.action) }
        lines.append(Line())
        for (index, strategy) in strategies.enumerated() {
            let mark = strategy.name == current ? "▶" : " "
            let key = index < 11 ? "F\(index + 2)" : ""
            add(keys: "\(mark)\(key.padding(3)) \(strategy.name.rawValue)", strategy.summary)
        }
        return lines
    }
}
