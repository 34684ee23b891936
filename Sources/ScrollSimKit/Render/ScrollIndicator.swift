import StickyLayout

/// The scroll indicator: a track in the column right of the viewport and a thumb whose length is
/// the visible fraction of the content and whose position is the offset's place in its range.
/// Overscroll shortens the thumb, as UIScrollView's does.
struct ScrollIndicator {
    var glyphs: Glyphs

    /// Paints the track and thumb in the column `line` beside `viewport`'s rows, or, for a
    /// horizontal layout, in the row `line` under its columns.
    func paint(_ snapshot: PaneSnapshot, vertical: Bool, line: Int, along viewport: ScreenRect, into frame: inout Frame) {
        let first = vertical ? viewport.y : viewport.x
        let track = vertical ? viewport.height : viewport.width
        if track <= 0 { return }
        let trackGlyph = vertical ? glyphs.track : glyphs.horizontalTrack
        let thumbGlyph = vertical ? glyphs.thumb : glyphs.horizontalThumb
        let trackCell = Cell.narrow(trackGlyph, role: .indicatorTrack)
        let thumbCell = Cell.narrow(thumbGlyph, role: .indicatorThumb)
        let (start, length) = Self.thumb(snapshot, track: track)
        for position in 0..<track {
            let column = vertical ? line : first + position, row = vertical ? first + position : line
            if (start..<(start + length)).contains(position) {
                frame.put(thumbGlyph, measured: thumbCell, column: column, row: row, role: .indicatorThumb)
            } else {
                frame.put(trackGlyph, measured: trackCell, column: column, row: row, role: .indicatorTrack)
            }
        }
    }

    /// The thumb's first row and length within a track of `track` rows.
    static func thumb(_ snapshot: PaneSnapshot, track: Int) -> (start: Int, length: Int) {
        let direction = snapshot.direction
        let viewport = direction.main(snapshot.bounds.size)
        let inset = direction.leading(snapshot.contentInset + snapshot.systemInset)
            + direction.trailing(snapshot.contentInset + snapshot.systemInset)
        let total = max(viewport, direction.main(snapshot.contentSize) + inset)
        let offset = snapshot.offset
        let low = snapshot.minimumOffset, high = snapshot.maximumOffset
        let overscroll = offset < low ? low - offset : offset > high ? offset - high : 0
        let fraction = total > 0 ? max(0, viewport - overscroll) / total : 1
        let length = min(track, max(1, (Double(track) * fraction).screenCells))
        let progress = high > low ? min(1, max(0, (offset - low) / (high - low))) : 0
        let start = (Double(track - length) * progress).screenCells
        return (start, length)
    }
}
