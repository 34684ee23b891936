/// What one frame painted that the next frame copies when it shows the same, so a scroll step
/// paints only what it changes: the hint line (the same on every step until a prompt, message or
/// toggle changes it) and the element boxes (`BoxMemo`). Bounded: one row, and the boxes' limit.
package struct RenderMemo: Sendable {
    /// What the memorised hint line was painted from.
    var hintKey: HintLine.Key?
    /// The memorised hint line's cells, a full row.
    var hintCells: [Cell] = []
    /// True when the memorised hint line holds a wide grapheme.
    var hintHoldsWide = false
    /// Element boxes of the last frame (nil: none kept, for a frame drawn once).
    var boxes: BoxMemo? = BoxMemo()

    package init() {}
}

extension Frame {
    /// The cells of one row, left to right.
    func cells(ofRow row: Int) -> [Cell] {
        Array(cells[(row * size.columns)..<((row + 1) * size.columns)])
    }

    /// Replaces one whole row with `rowCells` (exactly a row's worth), which hold a wide
    /// grapheme when `holdsWide`.
    mutating func replaceRow(_ row: Int, with rowCells: [Cell], holdsWide: Bool) {
        precondition(rowCells.count == size.columns, "a row replacement is one full row")
        cells.replaceSubrange((row * size.columns)..<((row + 1) * size.columns), with: rowCells)
        noteCellsSetDirectly(mayHoldWide: holdsWide)
    }
}
