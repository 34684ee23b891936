/// The live player's bottom line: position, state, speed and keys (replaces the key hint line).
package enum PlayerLine {
    /// Draws the line on the last row of `frame`.
    /// `note` (e.g. why the frame is cropped) follows the keys.
    package static func draw(on frame: inout Frame, index: Int, count: Int, paused: Bool, atEnd: Bool, speed: Double, note: String? = nil) {
        guard frame.size.rows >= 2 else { return }
        let row = frame.size.rows - 1
        let band = ScreenRect(x: 0, y: row, width: frame.size.columns, height: 1)
        frame.fill(band, role: .hint)
        let state = atEnd ? "■ end" : (paused ? "❚❚ paused" : "▶ playing")
        let speedText = speed >= 1 ? "\(Int(speed))×" : "1/\(Int((1 / speed).rounded()))×"
        var text = " \(state)  frame \(index + 1)/\(count)  \(speedText)"
        if let note { text += "  · \(note)" }
        text += "   space pause  ←→ step  +/- speed  q quit"
        frame.write(text, column: 0, row: row, role: .hint, clip: band)
    }
}
