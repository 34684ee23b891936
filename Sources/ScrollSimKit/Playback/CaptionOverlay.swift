/// Draws a demo caption as a band of one or two rows, wrapped at spaces: at the bottom, just
/// above row `above` (the status line), or at the top, from row `first` (below a split's title
/// row); in between only when pinned elements take both edges.
enum CaptionOverlay {
    /// The lines of `caption` as the band shows them (at most two) in a frame `columns` wide.
    private static func lines(_ caption: String, columns: Int) -> [String] {
        let width = max(1, columns - 4)
        let lines = TextWrap.lines(LabelSanitizer().sanitize(caption), width: width, cuttingLongWords: false).filter { !$0.isEmpty }
        return Array(lines.prefix(2))
    }

    /// The first row of `caption`'s band: at `position`'s edge; at the other edge when a pinned
    /// header or footer is under the band there (`avoiding`: rows the band should not cover) and
    /// not at the other; only when both edges are taken, the free rows nearest its own edge
    /// (its own edge when there are none). A caption thus does not hide what it talks about.
    static func place(
        for caption: String, size: TerminalSize, avoiding: Set<Int>, position: CaptionPosition, first: Int, above: Int
    ) -> Int {
        let count = lines(caption, columns: size.columns).count
        let lowest = max(0, min(size.rows, above) - count)
        let highest = min(max(0, first), lowest)
        let edges = position == .bottom ? [lowest, highest] : [highest, lowest]
        let inward = position == .bottom ? Array(stride(from: lowest, through: highest, by: -1)) : Array(highest...lowest)
        let free = (edges + inward).first { start in !(start..<(start + count)).contains { avoiding.contains($0) } }
        return free ?? edges[0]
    }

    /// Draws `caption` with its band from row `top` (nil: at the bottom, just above `above`);
    /// returns the rows the band took (nil: nothing drawn).
    @discardableResult
    static func draw(_ caption: String, on frame: inout Frame, top: Int? = nil, above: Int) -> Range<Int>? {
        guard !caption.isEmpty, frame.size.rows >= 8 else { return nil }
        let shown = lines(caption, columns: frame.size.columns)
        guard !shown.isEmpty else { return nil }
        let lowest = max(0, min(frame.size.rows, above) - shown.count)
        let start = min(max(0, top ?? lowest), lowest)
        for (i, line) in shown.enumerated() {
            let text = (i == 0 ? "▶ " : "  ") + line
            let column = max(0, (frame.size.columns - DisplayWidth.of(text)) / 2)
            frame.writeBand(text, column: column, row: start + i, role: .panelTitle)
        }
        return start..<(start + shown.count)
    }
}
