import ScrollSimKit

/// The GIF's colour table, built from the shared `Palette` as the SVG's classes are
/// (`SVGRowPainter.Classes`: reverse swapped, dim at 60 %): for each style role its background, and a
/// ramp of `levels + 1` colours from that background to its foreground for anti-aliased glyph edges.
/// Index 0 is kept for "unchanged" (the transparent index of later frames).
struct GIFColors {
    /// The coverage levels a glyph pixel is rounded to (0 … `levels`).
    static let levels = 4
    static let transparent: UInt8 = 0

    /// The table's colours, `rgb[index]`, padded to a power of two.
    private(set) var rgb: [(UInt8, UInt8, UInt8)] = [(0, 0, 0)]
    /// The index of the terminal's default background.
    let background: UInt8
    /// Per role: its background index.
    private(set) var backgroundOf: [UInt8] = []
    /// Per role: `levels + 1` indices from its background (0) to its foreground (`levels`).
    private(set) var rampOf: [[UInt8]] = []
    /// Per role: drawn bold, underlined, struck through.
    private(set) var boldOf: [Bool] = []
    private(set) var underlineOf: [Bool] = []
    private(set) var strikethroughOf: [Bool] = []

    init(palette: Palette) {
        var index: [Int: UInt8] = [:]
        var table: [(UInt8, UInt8, UInt8)] = [(0, 0, 0)]
        func number(_ c: (UInt8, UInt8, UInt8)) -> UInt8 {
            let key = Int(c.0) << 16 | Int(c.1) << 8 | Int(c.2)
            if let known = index[key] { return known }
            table.append(c)
            index[key] = UInt8(table.count - 1)
            return index[key]!
        }
        let defaultBackground = Self.rgb(Palette.defaultBackground)
        background = number(defaultBackground)
        let classes = SVGRowPainter.Classes(palette: palette)
        let size = StyleRole.tableSize
        backgroundOf = Array(repeating: background, count: size)
        rampOf = Array(repeating: [], count: size)
        boldOf = Array(repeating: false, count: size)
        underlineOf = boldOf
        strikethroughOf = boldOf
        let plain = Self.rgb(Palette.defaultForeground)
        for role in 0..<size {
            let f = classes.foregroundOf[role], b = classes.backgroundOf[role]
            let look = f == 0 ? nil : classes.foregrounds[f - 1]
            let back = b == 0 ? defaultBackground : Self.rgb(classes.backgrounds[b - 1])
            var fore = look.map { Self.rgb($0.color) } ?? plain
            if look?.dim == true { fore = Self.mix(back, fore, 0.6) }
            backgroundOf[role] = number(back)
            rampOf[role] = (0...Self.levels).map { number(Self.mix(back, fore, Double($0) / Double(Self.levels))) }
            boldOf[role] = look?.bold ?? false
            underlineOf[role] = look?.underline ?? false
            strikethroughOf[role] = look?.strikethrough ?? false
        }
        precondition(table.count <= 256, "the palette has more colours than a GIF table holds")
        while table.count < 4 || table.count & (table.count - 1) != 0 { table.append((0, 0, 0)) }
        rgb = table
    }

    /// Bits an index needs (the table has `1 << bits` entries), 2 … 8.
    var bits: Int { rgb.count.trailingZeroBitCount }

    /// `#rrggbb` as bytes.
    static func rgb(_ hex: String) -> (UInt8, UInt8, UInt8) {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        return (UInt8(value >> 16 & 255), UInt8(value >> 8 & 255), UInt8(value & 255))
    }

    /// `a` mixed toward `b` by `t` (0 … 1).
    static func mix(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8), _ t: Double) -> (UInt8, UInt8, UInt8) {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return (channel(a.0, b.0), channel(a.1, b.1), channel(a.2, b.2))
    }
}
