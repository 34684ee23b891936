/// Rows one frame painted that the next frame copies when what they show is unchanged, so a
/// scroll step repaints only what it moves. Holds the hint line (its text is the same on every
/// step until a prompt, message or toggle changes it); one row, so its memory is bounded.
package struct RenderMemo: Sendable {
    /// What the memorised hint line was painted from.
    var hintKey: HintLine.Key?
    /// The memorised hint line's cells, a full row.
    var hintCells: [Cell] = []

    package init() {}
}

extension Frame {
    /// The cells of one row, left to right.
    func cells(ofRow row: Int) -> [Cell] {
        Array(cells[(row * size.columns)..<((row + 1) * size.columns)])
    }

    /// Replaces one whole row with `rowCells` (exactly a row's worth).
    mutating func replaceRow(_ row: Int, with rowCells: [Cell]) {
        precondition(rowCells.count == size.columns, "a row replacement is one full row")
        cells.replaceSubrange((row * size.columns)..<((row + 1) * size.columns), with: rowCells)
        noteCellsSetDirectly(mayHoldWide: rowCells.contains { $0.width != 1 })
    }
}
