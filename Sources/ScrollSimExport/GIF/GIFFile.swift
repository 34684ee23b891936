/// The blocks of a GIF89a file (the GIF89a specification, sections 17–27), as bytes.
enum GIFFile {
    /// Header, logical screen descriptor with the global colour table, and the NETSCAPE2.0
    /// application extension that loops the animation forever.
    static func start(width: Int, height: Int, colors: GIFColors) -> [UInt8] {
        var out = Array("GIF89a".utf8)
        out += le16(width) + le16(height)
        // Global colour table present, 8 bits of colour resolution, the table's size.
        out += [0x80 | 0x70 | UInt8(colors.bits - 1), colors.background, 0]
        for (r, g, b) in colors.rgb { out += [r, g, b] }
        out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        return out
    }

    /// One frame: the graphic control extension (its delay in hundredths of a second, kept
    /// in place for the next frame to draw over, `transparent` as the unchanged pixels'
    /// index when given) and the image at `x`, `y` whose LZW data is `data`.
    static func frame(x: Int, y: Int, width: Int, height: Int, delay: Int, transparent: UInt8?, data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x21, 0xF9, 4, 1 << 2 | (transparent == nil ? 0 : 1)]
        out += le16(min(max(delay, 0), 0xFFFF)) + [transparent ?? 0, 0]
        out += [0x2C] + le16(x) + le16(y) + le16(width) + le16(height) + [0]
        return out + data
    }

    static let trailer: [UInt8] = [0x3B]

    private static func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
