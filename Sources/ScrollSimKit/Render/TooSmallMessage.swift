/// What a terminal too small for the view shows: a short, centred message.
enum TooSmallMessage {
    static func paint(have: TerminalSize, need: TerminalSize, glyphs: Glyphs, into frame: inout Frame) {
        let lines = have.columns >= 24
            ? ["Terminal too small", glyphs.text("have \(have.columns)×\(have.rows), need \(need.columns)×\(need.rows)"),
               "enlarge it, or press q"]
            : ["Too small", glyphs.text("need \(need.columns)×\(need.rows)"), "q quits"]
        let top = max(0, (have.rows - lines.count) / 2)
        for (index, line) in lines.enumerated() {
            let shown = line.truncated(toColumns: have.columns, ellipsis: nil)
            let column = max(0, (have.columns - DisplayWidth.of(shown)) / 2)
            frame.write(shown, column: column, row: top + index, role: index == 0 ? .statusWarn : .plain)
        }
    }
}
