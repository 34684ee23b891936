/// The live player's bottom line: position, state, speed and keys (replaces the key hint line).
package enum PlayerLine {
    /// Where playback stands: the frame showing, the frame count once known (frames are made as
    /// they play, so it is known only after the last), and script seconds against the script's length.
    package struct Position: Sendable, Equatable {
        package var index: Int
        package var count: Int?
        package var time: Double
        package var duration: Double

        /// "frame 12/40  1.5/5.0 s", or "frame 12  1.5/5.0 s" while the count is unknown.
        package var text: String {
            let frame = count.map { "frame \(index + 1)/\($0)" } ?? "frame \(index + 1)"
            return "\(frame)  \(Self.seconds(time))/\(Self.seconds(duration)) s"
        }

        /// One decimal; "?" for a time that is not one.
        static func seconds(_ value: Double) -> String {
            guard value.isFinite, value >= 0 else { return "?" }
            return Decimals.fixed(value, places: 1)
        }
    }

    /// Draws the line on the last row of `frame`.
    /// `note` (e.g. why the frame is cropped) gets the row above, so neither is cut short.
    /// `waiting`: held at a `wait` frame until a key.
    package static func draw(
        on frame: inout Frame, position: Position, paused: Bool, atEnd: Bool, speed: Double, waiting: Bool = false, note: String? = nil
    ) {
        guard frame.size.rows >= 2 else { return }
        let row = frame.size.rows - 1
        let state = atEnd ? "■ end" : waiting ? "⏸ waiting: space goes on" : (paused ? "❚❚ paused" : "▶ playing")
        let speedText = speed >= 1 ? "\(Int(speed))×" : "1/\(Int((1 / speed).rounded()))×"
        frame.writeBand(" \(state)  \(position.text)  \(speedText)   space pause  ←→ step  +/- speed  T o i view  q quit", row: row, role: .hint)
        if let note, frame.size.rows >= 3 { frame.writeBand(" · \(note)", row: row - 1, role: .hint) }
    }
}
