/// A demo's title card (`title "…" "…"`): a panel in the middle of an empty screen, the first
/// line as its title, the others wrapped below it. In the projector theme the title takes the
/// pinned-element style (dark on yellow), readable at the back of a room.
enum TitleCard {
    static func frame(_ lines: [String], size: TerminalSize, projector: Bool, asciiOnly: Bool) -> Frame {
        var frame = Frame(size: size)
        let glyphs: Glyphs = asciiOnly ? .ascii : .unicode
        let sanitizer = LabelSanitizer()
        let width = min(size.columns - 2, max(40, size.columns * 2 / 3))
        let inner = max(1, width - 6)
        var text: [(String, StyleRole)] = []
        for (index, line) in lines.enumerated() {
            let role: StyleRole = index == 0 ? (projector ? .pinnedElement : .panelTitle) : .panel
            let pieces = TextWrap.lines(glyphs.text(sanitizer.sanitize(line)), width: inner, cuttingLongWords: false)
            for piece in pieces where !piece.isEmpty { text.append((piece, role)) }
            if index == 0 && lines.count > 1 { text.append(("", .panel)) }
        }
        let height = min(size.rows, text.count + 4)
        let box = ScreenRect(x: (size.columns - width) / 2, y: (size.rows - height) / 2, width: width, height: height)
        Panel(glyphs: glyphs).paint(title: "", area: box, into: &frame)
        for (index, (line, role)) in text.prefix(max(0, height - 4)).enumerated() {
            let row = box.y + 2 + index
            let column = box.x + max(3, (width - DisplayWidth.of(line)) / 2)
            if role == .pinnedElement {
                frame.fill(ScreenRect(x: column - 1, y: row, width: DisplayWidth.of(line) + 2, height: 1), role: role)
            }
            frame.write(line, column: column, row: row, role: role, clip: box.insetBy(1))
        }
        return frame
    }
}
