/// Draws a demo caption as a band of one or two rows, wrapped at spaces: at the bottom, just
/// above row `above` (the status line), or at the top; moved to the other edge when a pinned
/// header or footer is under it there (`avoiding`: rows the caption must not cover), and kept at
/// its own edge when both are taken, never in between.
enum CaptionOverlay {
    /// Draws `caption`; returns the rows its band took (nil: nothing drawn).
    @discardableResult
    static func draw(
        _ caption: String, on frame: inout Frame, avoiding: Set<Int> = [], position: CaptionPosition = .bottom, above: Int
    ) -> Range<Int>? {
        guard !caption.isEmpty, frame.size.rows >= 8 else { return nil }
        let width = max(1, frame.size.columns - 4)
        let lines = TextWrap.lines(LabelSanitizer().sanitize(caption), width: width, cuttingLongWords: false).filter { !$0.isEmpty }
        let shown = Array(lines.prefix(2))
        let lowest = max(0, min(frame.size.rows, above) - shown.count)
        // Two places only, so the band never wanders mid-screen: its own edge, else the other one.
        let starts = position == .bottom ? [lowest, 0] : [0, lowest]
        let top = starts.first { start in
            !(start..<(start + shown.count)).contains { avoiding.contains($0) }
        } ?? (position == .bottom ? lowest : 0)
        for (i, line) in shown.enumerated() {
            let text = (i == 0 ? "▶ " : "  ") + line
            let column = max(0, (frame.size.columns - DisplayWidth.of(text)) / 2)
            frame.writeBand(text, column: column, row: top + i, role: .panelTitle)
        }
        return top..<(top + shown.count)
    }
}
