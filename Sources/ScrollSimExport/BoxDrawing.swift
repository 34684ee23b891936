import ScrollSimKit

/// Box-drawing characters as filled rectangles in a cell, so exported frames join lines edge to
/// edge whatever font the viewer has (a glyph from a font leaves gaps between rows).
///
/// Coordinates are in export units (`CellMetrics`): a vertical line runs from the cell's top
/// (y 0) to its bottom (y `height`), so the same line in the next row continues it exactly.
package enum BoxDrawing {
    /// A rectangle in a cell's coordinates.
    package struct Rect: Hashable, Sendable {
        package var x, y, width, height: Int

        package init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        /// The rectangle mirrored about the cell's diagonal (x with y, width with height swapped).
        var transposed: Rect { Rect(x: y, y: x, width: height, height: width) }
    }

    /// The line weight of one arm (centre to edge) of a box-drawing character.
    enum Arm: Character {
        case none = ".", light = "l", heavy = "h", double = "d"
    }

    /// The rectangles that draw `character` in a cell of `metrics`; nil for a character that is
    /// not box drawing.
    package static func rects(_ character: Character, metrics: CellMetrics = .standard) -> [Rect]? {
        guard let shape = shapes[character] else { return nil }
        switch shape {
        case .arms(let up, let right, let down, let left):
            return armRects(up: up, right: right, down: down, left: left, metrics: metrics)
        case .dashes(let count, let vertical, let heavy):
            return dashRects(count: count, vertical: vertical, heavy: heavy, metrics: metrics)
        }
    }

    /// `rects` with touching neighbours joined: along rows first, then down columns (a line of
    /// `─` becomes one rectangle, a cell's two arms of `│` one).
    package static func merged(_ rects: [Rect]) -> [Rect] {
        joinedAlongRows(joinedAlongRows(rects).map(\.transposed)).map(\.transposed)
    }

    /// `rects` with the neighbours in a row that touch or overlap joined, sorted by row.
    private static func joinedAlongRows(_ rects: [Rect]) -> [Rect] {
        let sorted = rects.sorted { ($0.y, $0.height, $0.x, $0.width) < ($1.y, $1.height, $1.x, $1.width) }
        var out: [Rect] = []
        for r in sorted {
            if var last = out.last, last.y == r.y, last.height == r.height, r.x <= last.x + last.width {
                last.width = max(last.width, r.x + r.width - last.x)
                out[out.count - 1] = last
            } else {
                out.append(r)
            }
        }
        return out
    }

    enum Shape {
        case arms(Arm, Arm, Arm, Arm)
        case dashes(count: Int, vertical: Bool, heavy: Bool)
    }

    /// Arms in the order up, right, down, left (`.` none, `l` light, `h` heavy, `d` double).
    private static let armTable: [(Character, String)] = [
        ("─", ".l.l"), ("━", ".h.h"), ("│", "l.l."), ("┃", "h.h."),
        ("┌", ".ll."), ("┏", ".hh."), ("┐", "..ll"), ("┓", "..hh"),
        ("└", "ll.."), ("┗", "hh.."), ("┘", "l..l"), ("┛", "h..h"),
        ("╭", ".ll."), ("╮", "..ll"), ("╯", "l..l"), ("╰", "ll.."),
        ("├", "lll."), ("┣", "hhh."), ("┤", "l.ll"), ("┫", "h.hh"),
        ("┬", ".lll"), ("┳", ".hhh"), ("┴", "ll.l"), ("┻", "hh.h"),
        ("┼", "llll"), ("╋", "hhhh"),
        ("╴", "...l"), ("╵", "l..."), ("╶", ".l.."), ("╷", "..l."),
        ("╸", "...h"), ("╹", "h..."), ("╺", ".h.."), ("╻", "..h."),
        ("═", ".d.d"), ("║", "d.d."),
        ("╒", ".dl."), ("╓", ".ld."), ("╔", ".dd."), ("╕", "..ld"), ("╖", "..dl"), ("╗", "..dd"),
        ("╘", "ld.."), ("╙", "dl.."), ("╚", "dd.."), ("╛", "l..d"), ("╜", "d..l"), ("╝", "d..d"),
        ("╞", "ldl."), ("╟", "dld."), ("╠", "ddd."), ("╡", "l.ld"), ("╢", "d.dl"), ("╣", "d.dd"),
        ("╤", ".dld"), ("╥", ".ldl"), ("╦", ".ddd"), ("╧", "ld.d"), ("╨", "dl.l"), ("╩", "dd.d"),
        ("╪", "ldld"), ("╫", "dldl"), ("╬", "dddd"),
    ]

    private static let dashTable: [(Character, Int, Bool, Bool)] = [
        ("┄", 3, false, false), ("┅", 3, false, true), ("┆", 3, true, false), ("┇", 3, true, true),
        ("┈", 4, false, false), ("┉", 4, false, true), ("┊", 4, true, false), ("┋", 4, true, true),
        ("╌", 2, false, false), ("╍", 2, false, true), ("╎", 2, true, false), ("╏", 2, true, true),
    ]

    private static let shapes: [Character: Shape] = {
        var table: [Character: Shape] = [:]
        for (character, code) in armTable {
            let arms = code.map { Arm(rawValue: $0)! }
            table[character] = .arms(arms[0], arms[1], arms[2], arms[3])
        }
        for (character, count, vertical, heavy) in dashTable {
            table[character] = .dashes(count: count, vertical: vertical, heavy: heavy)
        }
        return table
    }()

    private static func thickness(_ arm: Arm, _ metrics: CellMetrics) -> Int {
        arm == .heavy ? metrics.heavyLine : metrics.lightLine
    }

    private static func armRects(up: Arm, right: Arm, down: Arm, left: Arm, metrics: CellMetrics) -> [Rect] {
        let vertical = verticalArms(up, down, crossing: (left, right), width: metrics.width, height: metrics.height, metrics: metrics)
        // The horizontal arms are the vertical arms of the cell turned about its diagonal.
        let horizontal = verticalArms(left, right, crossing: (up, down), width: metrics.height, height: metrics.width, metrics: metrics)
        return vertical + horizontal.map(\.transposed)
    }

    /// The rectangles of the arms from the centre to the top (`up`) and to the bottom (`down`) of a
    /// `w`×`h` cell, meeting the arms across them (`crossing`: left and right).
    private static func verticalArms(
        _ up: Arm, _ down: Arm, crossing: (left: Arm, right: Arm), width w: Int, height h: Int, metrics: CellMetrics
    ) -> [Rect] {
        let cx = w / 2, cy = h / 2
        let gap = metrics.doubleGap, thin = metrics.lightLine
        var rects: [Rect] = []
        // How far a single line reaches past the centre: far enough to meet the lines across it.
        func reach(across a: Arm, _ b: Arm) -> Int {
            if a == .double || b == .double { return gap + thin / 2 }
            if a == .heavy || b == .heavy { return metrics.heavyLine / 2 }
            return thin / 2
        }
        // Where one line of a double arm stops at the centre (its distance past the centre, signed):
        // inside the corner when the crossing double arm is on its side, outside when on the other.
        func stop(sameSide: Arm, otherSide: Arm) -> Int {
            if sameSide == .double { return -gap + thin / 2 }
            if otherSide == .double { return gap + thin / 2 }
            return thin / 2
        }
        for (arm, isUp) in [(up, true), (down, false)] where arm != .none {
            if arm == .double {
                for side in [-1, 1] {
                    let x = cx + side * gap - thin / 2
                    let (same, other) = side < 0 ? crossing : (crossing.right, crossing.left)
                    let past = stop(sameSide: same, otherSide: other)
                    rects.append(isUp
                        ? Rect(x: x, y: 0, width: thin, height: cy + past)
                        : Rect(x: x, y: cy - past, width: thin, height: h - (cy - past)))
                }
            } else {
                let t = thickness(arm, metrics), past = reach(across: crossing.left, crossing.right)
                rects.append(isUp
                    ? Rect(x: cx - t / 2, y: 0, width: t, height: cy + past)
                    : Rect(x: cx - t / 2, y: cy - past, width: t, height: h - (cy - past)))
            }
        }
        return rects
    }

    private static func dashRects(count: Int, vertical: Bool, heavy: Bool, metrics: CellMetrics) -> [Rect] {
        let t = heavy ? metrics.heavyLine : metrics.lightLine
        let length = vertical ? metrics.height : metrics.width
        let across = (vertical ? metrics.width : metrics.height) / 2 - t / 2
        return (0..<count).map { i in
            let start = i * length / count + length / (4 * count)
            let dash = max(1, length / (2 * count))
            return vertical
                ? Rect(x: across, y: start, width: t, height: dash)
                : Rect(x: start, y: across, width: dash, height: t)
        }
    }
}

/// The size of one terminal cell in exported SVG units, and the lines drawn in it.
package struct CellMetrics: Hashable, Sendable {
    package var width = 12
    package var height = 24
    /// The font size that makes a monospace font's advance (about 0.6 em) one cell wide.
    package var fontSize = 20
    /// The text baseline below the cell's top.
    package var baseline = 18
    package var lightLine = 2
    package var heavyLine = 4
    /// The distance of each line of a double line from the cell's centre line.
    package var doubleGap = 3

    package static let standard = CellMetrics()
}
