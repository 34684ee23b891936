/// A run of cells on one row that share a style role.
package struct StyledRun: Hashable, Sendable {
    /// The first column of the run.
    package var column: Int
    /// The run's text (continuation cells contribute nothing).
    package var text: String
    /// The role of every cell in the run.
    package var role: StyleRole
}

extension Frame {
    /// The first `columns` cells of one row as plain text.
    private func line(_ row: Int, columns: Int) -> String {
        var text = ""
        text.reserveCapacity(columns)
        for column in 0..<columns {
            let cell = self[column, row]
            if !cell.isContinuation { text.append(cell.character) }
        }
        return text
    }

    /// Every row as plain text, every column included (wide graphemes once).
    package var lines: [String] { (0..<size.rows).map { line($0, columns: size.columns) } }

    /// The frame as text: one line per row, trailing spaces removed (as `tmux capture-pane -p` shows it).
    package var text: String {
        (0..<size.rows).map { row in
            var end = size.columns
            while end > 0, self[end - 1, row].scalar == " " { end -= 1 }
            return line(row, columns: end)
        }.joined(separator: "\n")
    }

    /// One row as runs of equal style, left to right, covering the whole width.
    package func runs(row: Int) -> [StyledRun] {
        var result: [StyledRun] = []
        for column in 0..<size.columns {
            let cell = self[column, row]
            if cell.isContinuation { continue }
            if let last = result.last, last.role == cell.role {
                result[result.count - 1].text.append(cell.character)
            } else {
                result.append(StyledRun(column: column, text: String(cell.character), role: cell.role))
            }
        }
        return result
    }
}
