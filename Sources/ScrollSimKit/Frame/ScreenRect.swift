/// An integer rectangle of terminal cells (columns and rows), origin at the top-left.
package struct ScreenRect: Hashable, Sendable, CustomStringConvertible {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when the cell at (`column`, `row`) lies inside.
    package func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The overlap of two rectangles (empty when they do not meet).
    package func intersection(_ other: ScreenRect) -> ScreenRect {
        let left = max(x, other.x), top = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        return ScreenRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `amount` cells on every side.
    package func insetBy(_ amount: Int) -> ScreenRect {
        ScreenRect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
    }

    package var description: String { "(\(x),\(y) \(width)x\(height))" }
}

/// A terminal size in columns and rows.
package struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    package var columns: Int
    package var rows: Int

    package init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// Parses `80x24`; nil when malformed or not positive.
    /// The largest width or height `init(parsing:)` accepts (a frame holds columns × rows cells).
    package static let maximumSide = 2000

    /// The smallest size a demo is recorded or played at (room for the view, a caption and the status lines).
    package static let minimumDemo = TerminalSize(columns: 20, rows: 6)

    /// True when a demo can be drawn at this size.
    package var fitsDemo: Bool { columns >= Self.minimumDemo.columns && rows >= Self.minimumDemo.rows }

    package init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let c = Int(parts[0]), let r = Int(parts[1]),
              (1...Self.maximumSide).contains(c), (1...Self.maximumSide).contains(r) else { return nil }
        self.init(columns: c, rows: r)
    }

    package var description: String { "\(columns)x\(rows)" }
}
