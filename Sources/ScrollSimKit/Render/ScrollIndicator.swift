import StickyLayout

/// The scroll indicator: a track in the column right of the viewport and a thumb whose length is
/// the visible fraction of the content and whose position is the offset's place in its range.
/// Overscroll shortens the thumb, as UIScrollView's does.
struct ScrollIndicator {
    var glyphs: Glyphs

    func paint(_ snapshot: PaneSnapshot, column: Int, rows: ScreenRect, into frame: inout Frame) {
        let track = rows.height
        if track <= 0 { return }
        let trackCell = Cell.narrow(glyphs.track, role: .indicatorTrack)
        for row in rows.y..<rows.maxY {
            frame.put(glyphs.track, measured: trackCell, column: column, row: row, role: .indicatorTrack)
        }
        let (start, length) = Self.thumb(snapshot, track: track)
        let thumbCell = Cell.narrow(glyphs.thumb, role: .indicatorThumb)
        for row in start..<(start + length) {
            frame.put(glyphs.thumb, measured: thumbCell, column: column, row: rows.y + row, role: .indicatorThumb)
        }
    }

    /// A horizontal layout's indicator: a track along `row` under the viewport's columns.
    func paint(_ snapshot: PaneSnapshot, row: Int, columns: ScreenRect, into frame: inout Frame) {
        let track = columns.width
        if track <= 0 { return }
        for column in columns.x..<columns.maxX {
            frame.put(glyphs.horizontalTrack, column: column, row: row, role: .indicatorTrack)
        }
        let (start, length) = Self.thumb(snapshot, track: track)
        for column in start..<(start + length) {
            frame.put(glyphs.horizontalThumb, column: columns.x + column, row: row, role: .indicatorThumb)
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
