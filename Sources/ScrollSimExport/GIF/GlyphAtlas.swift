import CFreeType

/// Glyphs of one monospaced font rasterised by FreeType at a cell's size, kept as coverage levels
/// (0 … `GIFColors.levels`) placed in the cell, each character rendered once.
final class GlyphAtlas {
    /// One glyph: `width` × `rows` levels, its top-left `x`, `y` pixels from the cell's top-left.
    struct Glyph {
        var x, y, width, rows: Int
        var levels: [UInt8]
    }

    let cellWidth: Int
    let cellHeight: Int
    /// The baseline, in pixels below the cell's top.
    let baseline: Int
    private let face: UnsafeMutableRawPointer
    private var cache: [UInt32: Glyph] = [:]
    private var boldCache: [UInt32: Glyph] = [:]

    /// Opens `fontFile` sized so that its advance fits `cellWidth` and its line fits `cellHeight`.
    init(fontFile: String, cellWidth: Int, cellHeight: Int) throws(RecordingError) {
        try FontSystem.loadFreeType()
        guard let face = cft_open_face(fontFile) else {
            throw RecordingError("--font \(fontFile): FreeType cannot open it as a font; give a TrueType or OpenType file (.ttf, .otf, .ttc)")
        }
        self.face = face
        self.cellWidth = cellWidth
        self.cellHeight = cellHeight
        // The advance of "0" at 100 pixels an em gives the font's advance per em.
        var probe = cft_glyph()
        cft_set_pixel_size(face, 100)
        cft_render(face, 0x30, &probe)
        let advancePerEm = max(0.3, Double(probe.advance) / 100)
        var ascender: Int32 = 0, descender: Int32 = 0
        cft_vertical_metrics(face, &ascender, &descender)
        let linePerEm = max(0.8, Double(ascender - descender) / 100)
        let pixels = max(4, Int(min(Double(cellWidth) / advancePerEm, Double(cellHeight) / linePerEm)))
        cft_set_pixel_size(face, Int32(pixels))
        cft_vertical_metrics(face, &ascender, &descender)
        let line = Int(ascender - descender)
        baseline = max(0, (cellHeight - line) / 2) + Int(ascender)
    }

    deinit { cft_close_face(face) }

    /// The glyph of `scalar` (bold: drawn twice, one pixel apart, as terminals embolden).
    func glyph(_ scalar: UInt32, bold: Bool) -> Glyph {
        if bold {
            if let known = boldCache[scalar] { return known }
            let plain = glyph(scalar, bold: false)
            var wide = Glyph(x: plain.x, y: plain.y, width: plain.width + 1, rows: plain.rows,
                             levels: Array(repeating: 0, count: (plain.width + 1) * plain.rows))
            for r in 0..<plain.rows {
                for c in 0..<plain.width {
                    let v = plain.levels[r * plain.width + c]
                    let at = r * wide.width + c
                    wide.levels[at] = max(wide.levels[at], v)
                    wide.levels[at + 1] = max(wide.levels[at + 1], v)
                }
            }
            boldCache[scalar] = wide
            return wide
        }
        if let known = cache[scalar] { return known }
        var raw = cft_glyph()
        var made = Glyph(x: 0, y: 0, width: 0, rows: 0, levels: [])
        if cft_render(face, scalar, &raw) >= 0, let buffer = raw.buffer, raw.width > 0, raw.rows > 0 {
            let width = Int(raw.width), rows = Int(raw.rows), pitch = Int(raw.pitch)
            made = Glyph(x: Int(raw.left), y: baseline - Int(raw.top), width: width, rows: rows,
                         levels: Array(repeating: 0, count: width * rows))
            let levels = GIFColors.levels
            for r in 0..<rows {
                let line = pitch >= 0 ? r * pitch : (rows - 1 - r) * -pitch
                for c in 0..<width {
                    made.levels[r * width + c] = UInt8((Int(buffer[line + c]) * levels + 127) / 255)
                }
            }
        }
        cache[scalar] = made
        return made
    }
}
