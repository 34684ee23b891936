/// A width-aware grid of terminal cells: what one screen shows.
///
/// Writes are clipped to the frame and to an optional clip rectangle, never wrap, and keep wide
/// graphemes whole: overwriting either half of a wide grapheme blanks the other half, and a wide
/// grapheme that would straddle the clip edge is drawn as a space.
package struct Frame: Equatable, Sendable {
    /// Columns and rows.
    package let size: TerminalSize
    /// Cells, row by row.
    package internal(set) var cells: [Cell]
    /// False while no wide grapheme was ever written: then no write has half of one to blank.
    private(set) var mayHoldWide = false

    /// Frames are equal when their cells are (`mayHoldWide` is bookkeeping).
    package static func == (a: Frame, b: Frame) -> Bool { a.size == b.size && a.cells == b.cells }

    /// A blank frame.
    package init(size: TerminalSize, fill: Cell = .blank) {
        self.size = size
        mayHoldWide = fill.width != 1
        let count = size.columns * size.rows
        cells = [Cell](unsafeUninitializedCapacity: count) { buffer, initialized in
            // As words: a cell is eight bytes of plain data (`CellStorageTests`), and a fill of
            // words runs several cells a cycle.
            buffer.withMemoryRebound(to: UInt64.self) { $0.initialize(repeating: fill.word) }
            initialized = count
        }
    }

    /// The whole frame as a rectangle.
    package var bounds: ScreenRect { ScreenRect(x: 0, y: 0, width: size.columns, height: size.rows) }

    /// The cell at a column and row (blank outside the frame).
    package subscript(column: Int, row: Int) -> Cell {
        guard bounds.contains(column: column, row: row) else { return .blank }
        return cells[row * size.columns + column]
    }

    /// Puts one grapheme at a column and row, clipped to `clip` (and the frame).
    /// - Returns: the columns the grapheme takes (0 for a zero-width grapheme).
    @discardableResult
    package mutating func put(
        _ character: Character, column: Int, row: Int, role: StyleRole, clip: ScreenRect? = nil
    ) -> Int {
        let width = DisplayWidth.of(character)
        if width == 0 { return 0 }
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard row >= area.y, row < area.maxY else { return width }
        if width == 2 {
            let leftIn = area.contains(column: column, row: row)
            let rightIn = area.contains(column: column + 1, row: row)
            if leftIn && rightIn {
                mayHoldWide = true
                store(Cell(character, width: 2, role: role), at: column, row: row)
                store(.continuation(role: role), at: column + 1, row: row)
            } else if leftIn {
                store(Cell(" ", role: role), at: column, row: row)
            } else if rightIn {
                store(Cell(" ", role: role), at: column + 1, row: row)
            }
            return 2
        }
        if area.contains(column: column, row: row) {
            store(Cell(character, role: role), at: column, row: row)
        }
        return 1
    }

    /// Puts `character` as `put` does, using `measured` (the character as a one-column cell of
    /// `role`, from `Cell.narrow`) when there is one, so it is not measured again.
    package mutating func put(
        _ character: Character, measured: Cell?, column: Int, row: Int, role: StyleRole, clip: ScreenRect? = nil
    ) {
        guard let measured else {
            put(character, column: column, row: row, role: role, clip: clip)
            return
        }
        if let clip {
            guard clip.contains(column: column, row: row) else { return }
        }
        guard bounds.contains(column: column, row: row) else { return }
        store(measured, at: column, row: row)
    }

    /// Writes text from a column on one row, clipped; never wraps. Control characters are shown
    /// as visible escapes (`VisibleEscapes`), so nothing written can drive the terminal.
    /// - Returns: the display width of the text.
    @discardableResult
    package mutating func write(
        _ text: String, column: Int, row: Int, role: StyleRole, clip: ScreenRect? = nil
    ) -> Int {
        if let width = text.withPrintableASCII({ bytes in
            bytes.map { writePrintableASCII($0, column: column, row: row, role: role, clip: clip) }
        }) ?? writeSimpleScalars(text, column: column, row: row, role: role, clip: clip) { return width }
        var x = column
        for character in VisibleEscapes.escape(text) {
            x += put(character, column: x, row: row, role: role, clip: clip)
        }
        return x - column
    }

    /// `write` for bytes that are all printable ASCII (the caller has looked).
    /// - Returns: their display width (their count).
    @discardableResult
    mutating func writePrintableASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, column: Int, row: Int, role: StyleRole, clip: ScreenRect?
    ) -> Int {
        if let run = clippedRun(column: column, count: bytes.count, row: row, clip: clip) {
            let base = row * size.columns
            cells.withUnsafeMutableBufferPointer { cells in
                // Within the frame and the bytes (`clippedRun`): wrapping arithmetic, no checks.
                let row = cells.baseAddress! + base
                for x in run { row[x] = Cell(scalar: Unicode.Scalar(bytes[x &- column]), role: role) }
            }
        }
        return bytes.count
    }

    /// `write` for text of simple scalars only (`DisplayWidth.isSimple`: one column and one
    /// grapheme each, nothing to escape); nil, with nothing written, for any other text.
    private mutating func writeSimpleScalars(
        _ text: String, column: Int, row: Int, role: StyleRole, clip: ScreenRect?
    ) -> Int? {
        guard let count = DisplayWidth.simpleScalarCount(text) else { return nil }
        guard let run = clippedRun(column: column, count: count, row: row, clip: clip) else { return count }
        let base = row * size.columns
        var x = column
        cells.withUnsafeMutableBufferPointer { cells in
            for scalar in text.unicodeScalars {
                if x >= run.upperBound { break }
                if x >= run.lowerBound { cells[base + x] = Cell(scalar: scalar, role: role) }
                x += 1
            }
        }
        return count
    }

    /// The columns of `count` one-column cells from `column` on `row` that fall inside `clip` and
    /// the frame, after blanking what they would leave of a wide grapheme outside them (only the
    /// run's edge cells can split one); nil when none falls inside.
    private mutating func clippedRun(column: Int, count: Int, row: Int, clip: ScreenRect?) -> Range<Int>? {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        guard row >= area.y, row < area.maxY, column < area.maxX else { return nil }
        let first = max(column, area.x), end = min(column + count, area.maxX)
        guard first < end else { return nil }
        repairWideNeighbours(of: first, row: row)
        repairWideNeighbours(of: end - 1, row: row)
        return first..<end
    }

    /// Fills row `row` across the frame in `role` and writes `text` on it from `column`, clipped
    /// to the row (a caption or a bottom line).
    mutating func writeBand(_ text: String, column: Int = 0, row: Int, role: StyleRole) {
        let band = ScreenRect(x: 0, y: row, width: size.columns, height: 1)
        fill(band, role: role)
        write(text, column: column, row: row, role: role, clip: band)
    }

    /// Fills a rectangle with one grapheme, clipped.
    package mutating func fill(_ rect: ScreenRect, with character: Character = " ", role: StyleRole, clip: ScreenRect? = nil) {
        let width = DisplayWidth.of(character)
        if width == 1 {
            fill(rect, cell: Cell(character, role: role), clip: clip)
            return
        }
        let area = rect.intersection(clip.map { $0.intersection(bounds) } ?? bounds)
        if area.isEmpty { return }
        let step = max(1, width)
        for row in area.y..<area.maxY {
            var x = area.x
            while x < area.maxX {
                put(character, column: x, row: row, role: role, clip: area)
                x += step
            }
        }
    }

    /// Fills a rectangle with a one-column `cell`, clipped. Only the edge cells can split a wide
    /// grapheme outside the rectangle; the cells are then set as words.
    package mutating func fill(_ rect: ScreenRect, cell: Cell, clip: ScreenRect? = nil) {
        precondition(cell.width == 1, "fill(_:cell:) takes one-column cells")
        let area = rect.intersection(clip.map { $0.intersection(bounds) } ?? bounds)
        if area.isEmpty { return }
        let word = cell.word
        for row in area.y..<area.maxY {
            repairWideNeighbours(of: area.x, row: row)
            repairWideNeighbours(of: area.maxX - 1, row: row)
            let start = row * size.columns + area.x
            cells.withUnsafeMutableBufferPointer { cells in
                UnsafeMutableBufferPointer(rebasing: cells[start..<(start + area.width)])
                    .withMemoryRebound(to: UInt64.self) { $0.update(repeating: word) }
            }
        }
    }

    /// Notes that cells were set directly (a row copied, a delta applied): they may hold wide
    /// graphemes.
    mutating func noteCellsSetDirectly(mayHoldWide wide: Bool = true) {
        mayHoldWide = mayHoldWide || wide
    }

    /// Copies `other` into this frame with its top-left corner at (`column`, `row`), clipped.
    package mutating func blit(_ other: Frame, column: Int, row: Int) {
        for y in 0..<other.size.rows {
            for x in 0..<other.size.columns {
                let cell = other[x, y]
                if cell.isContinuation { continue }
                put(cell.character, column: column + x, row: row + y, role: cell.role)
            }
        }
    }

    private mutating func store(_ cell: Cell, at column: Int, row: Int) {
        repairWideNeighbours(of: column, row: row, newWidth: cell.width)
        cells[row * size.columns + column] = cell
    }

    /// Blanks the other half of a wide grapheme that a cell of `newWidth` going to `column`
    /// covers only in part. The cell itself is left to the caller.
    private mutating func repairWideNeighbours(of column: Int, row: Int, newWidth: UInt8 = 1) {
        if !mayHoldWide { return }
        let index = row * size.columns + column
        let old = cells[index]
        if old.isContinuation && column > 0 {
            cells[index - 1] = Cell(" ", role: cells[index - 1].role)
        }
        if old.width == 2 && column + 1 < size.columns && newWidth != 2 {
            cells[index + 1] = Cell(" ", role: cells[index + 1].role)
        }
    }
}
