import ScrollSimKit

/// Paints one frame row into a GIF canvas of palette indices: cell backgrounds, then box drawing as
/// rectangles (`BoxDrawing`, the SVG's shapes at this cell size, so lines join across rows), then
/// glyphs from the `GlyphAtlas`, underline and strike-through. Nothing is drawn outside the row.
struct GIFRowPainter {
    let colors: GIFColors
    let atlas: GlyphAtlas
    let columns: Int
    let metrics: CellMetrics

    init(colors: GIFColors, atlas: GlyphAtlas, columns: Int) {
        self.colors = colors
        self.atlas = atlas
        self.columns = columns
        var metrics = CellMetrics()
        let h = atlas.cellHeight
        metrics.width = atlas.cellWidth
        metrics.height = h
        metrics.lightLine = max(1, h / 12)
        metrics.heavyLine = max(2, h / 6)
        metrics.doubleGap = max(2, h / 8)
        self.metrics = metrics
    }

    /// Paints `runs` into `canvas` (`stride` indices a pixel row) with the row's top-left at `x0`, `y0`.
    func paint(_ runs: [StyledRun], into canvas: UnsafeMutablePointer<UInt8>, stride: Int, x0: Int, y0: Int) {
        let w = metrics.width, h = metrics.height, rowWidth = columns * w
        func fill(_ x: Int, _ y: Int, _ width: Int, _ height: Int, _ index: UInt8) {
            let left = max(0, x), right = min(rowWidth, x + width)
            let top = max(0, y), bottom = min(h, y + height)
            guard left < right, top < bottom else { return }
            for row in top..<bottom {
                (canvas + (y0 + row) * stride + x0 + left).update(repeating: index, count: right - left)
            }
        }
        fill(0, 0, rowWidth, h, colors.background)
        for run in runs {
            let role = Int(run.role.rawValue)
            let background = colors.backgroundOf[role]
            if background != colors.background {
                fill(run.column * w, 0, DisplayWidth.of(run.text) * w, h, background)
            }
        }
        for run in runs {
            let role = Int(run.role.rawValue)
            let ramp = colors.rampOf[role], bold = colors.boldOf[role]
            let foreground = ramp[GIFColors.levels]
            var column = run.column
            for character in run.text {
                let cells = max(DisplayWidth.of(character), 0)
                defer { column += cells }
                guard column < columns, character != " " else { continue }
                if let rects = BoxDrawing.rects(character, metrics: metrics) {
                    for r in rects { fill(column * w + r.x, r.y, r.width, r.height, foreground) }
                    continue
                }
                guard let scalar = character.unicodeScalars.first else { continue }
                let glyph = atlas.glyph(scalar.value, bold: bold)
                let gx = column * w + glyph.x
                for r in 0..<glyph.rows {
                    let y = glyph.y + r
                    guard y >= 0, y < h else { continue }
                    let line = canvas + (y0 + y) * stride + x0
                    for c in 0..<glyph.width {
                        let level = glyph.levels[r * glyph.width + c]
                        let x = gx + c
                        if level != 0, x >= 0, x < rowWidth { line[x] = ramp[Int(level)] }
                    }
                }
            }
            let width = DisplayWidth.of(run.text) * w
            let line = metrics.lightLine
            if colors.underlineOf[role] { fill(run.column * w, min(h - line, atlas.baseline + line), width, line, foreground) }
            if colors.strikethroughOf[role] { fill(run.column * w, atlas.baseline - h / 4, width, line, foreground) }
        }
    }
}
