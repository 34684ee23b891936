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
        var widths = headers.map(\.count)
        for row in rows {
            for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return numeric.contains(i) ? pad + cell : cell + pad
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = widths.enumerated().map { i, w in
            numeric.contains(i) ? String(repeating: "-", count: max(w - 1, 2)) + ":" : String(repeating: "-", count: max(w, 3))
        }
        var out = [line(headers), "| " + rule.joined(separator: " | ") + " |"]
        out += rows.map(line)
        return out.joined(separator: "\n")
    }

    /// Prints the table and the blank line that ends it.
    func print() {
        Swift.print(render())
        Swift.print()
    }
}
