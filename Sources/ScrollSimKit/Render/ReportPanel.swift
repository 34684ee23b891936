/// The reproduction shown after `y`: a panel across the bottom of the panes with the command line
/// wrapped in full (never cut), so it can be read off or copied from the report file.
struct ReportPanel {
    var glyphs: Glyphs

    func paint(_ lines: [String], over area: ScreenRect, into frame: inout Frame) {
        let width = area.width
        guard width >= 12, area.height >= 3 else { return }
        var wrapped: [String] = []
        for line in lines { wrapped += TextWrap.lines(glyphs.text(line), width: width - 4) }
        let height = min(area.height, wrapped.count + 2)
        let box = ScreenRect(x: area.x, y: area.maxY - height, width: width, height: height)
        Panel(glyphs: glyphs).paint(title: "report · Esc closes · y writes another", area: box, into: &frame)
        let inner = box.insetBy(1)
        let overflow = wrapped.count - inner.height
        for (index, line) in wrapped.prefix(inner.height).enumerated() {
            frame.write(" " + line, column: inner.x, row: inner.y + index, role: index == 1 ? .panelTitle : .panel, clip: inner)
        }
        if overflow > 0 {
            Panel(glyphs: glyphs).edgeNote(" +\(overflow) lines in the report file ", bottom: true, box: box, into: &frame)
        }
    }
}
