import ScrollSimKit

/// A Markdown table, printed with padded columns so it also reads well in a terminal.
struct MarkdownTable {
    let headers: [String]
    /// Columns aligned right (numbers); the others align left.
    let numeric: Set<Int>
    private(set) var rows: [[String]] = []

    init(_ headers: [String], numeric: Set<Int> = []) {
        self.headers = headers
        self.numeric = numeric
    }

    mutating func add(_ row: [String]) {
        precondition(row.count == headers.count, "row has \(row.count) cells, table has \(headers.count)")
        rows.append(row)
    }

    func render() -> String {
        let lines = TextTable.padded([headers] + rows, leftAligned: { !numeric.contains($0) })
        let rule = lines[0].enumerated().map { i, cell in
            numeric.contains(i) ? String(repeating: "-", count: max(cell.count - 1, 2)) + ":" : String(repeating: "-", count: max(cell.count, 3))
        }
        let table = [lines[0], rule] + lines.dropFirst()
        return table.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
    }

    /// Prints the table and the blank line that ends it.
    func print() {
        Swift.print(render())
        Swift.print()
    }
}
