import ScrollSimKit

/// Draws frame rows as SVG: text as `<text>` (selectable, crisp at any size), box drawing as
/// rectangles that meet the next row's (`BoxDrawing`), backgrounds as rectangles, colours by CSS
/// class from the `Palette` (`c<role>` the foreground, `b<role>` the background).
///
/// A row is drawn at y 0 as one `<g id="r<N>">`; a frame places rows with `<use href="#r<N>" y=…>`,
/// so a row shared by many frames is written once.
package struct SVGRowPainter: Sendable {
    package let palette: Palette
    package let metrics: CellMetrics
    package let columns: Int
    /// Each row paints the default background under itself first (needed where later rows are
    /// drawn over earlier ones, as in the animated SVG).
    package let opaqueRows: Bool
    let classes: Classes

    package init(palette: Palette, columns: Int, metrics: CellMetrics = .standard, opaqueRows: Bool = false) {
        self.palette = palette
        self.columns = columns
        self.metrics = metrics
        self.opaqueRows = opaqueRows
        classes = Classes(palette: palette)
    }

    /// The drawing's width and height for `size`, in SVG units.
    package func extent(rows: Int) -> (width: Int, height: Int) {
        (columns * metrics.width, rows * metrics.height)
    }

    /// The CSS every exported drawing uses: the font, the default colours, one foreground class
    /// (`c<N>`) a distinct look and one background class (`b<N>`) a distinct background colour.
    package var styleSheet: String {
        var css = "text{font-family:'DejaVu Sans Mono','Liberation Mono',Menlo,Consolas,monospace;"
            + "font-size:\(metrics.fontSize)px;white-space:pre}text,path{fill:\(Palette.defaultForeground)}"
            + ".z{fill:\(Palette.defaultBackground)}"
            // Backgrounds and box lines on whole pixels: scaled, the rows of a fill then meet
            // without a blended (darker) pixel row at each row boundary.
            + "rect,path{shape-rendering:crispEdges}"
        for (number, look) in classes.foregrounds.enumerated() {
            css += ".c\(number + 1){fill:\(look.color)"
            if look.bold { css += ";font-weight:700" }
            if look.dim { css += ";fill-opacity:.6" }
            switch (look.underline, look.strikethrough) {
            case (true, true): css += ";text-decoration:underline line-through"
            case (true, false): css += ";text-decoration:underline"
            case (false, true): css += ";text-decoration:line-through"
            case (false, false): break
            }
            css += "}"
        }
        for (number, color) in classes.backgrounds.enumerated() { css += ".b\(number + 1){fill:\(color)}" }
        return css
    }

    /// What a role's cells draw with, resolved to colours (reverse swaps them).
    struct DrawnLook: Hashable {
        var color: String
        var bold, dim, underline, strikethrough: Bool
    }

    /// The palette's looks as classes: each role's foreground class and background class
    /// (0: the default, no class needed).
    struct Classes {
        var foregrounds: [DrawnLook] = []
        var backgrounds: [String] = []
        var foregroundOf: [Int] = []
        var backgroundOf: [Int] = []

        init(palette: Palette) {
            foregroundOf = Array(repeating: 0, count: StyleRole.tableSize)
            backgroundOf = Array(repeating: 0, count: StyleRole.tableSize)
            let plain = DrawnLook(color: Palette.defaultForeground, bold: false, dim: false, underline: false, strikethrough: false)
            for role in StyleRole.allCases {
                let look = palette.look(role)
                var foreground = look.foreground?.hex ?? Palette.defaultForeground
                var background = look.background?.hex
                if look.reverse { (foreground, background) = (background ?? Palette.defaultBackground, foreground) }
                let drawn = DrawnLook(
                    color: foreground, bold: look.bold, dim: look.dim, underline: look.underline, strikethrough: look.strikethrough)
                if drawn != plain { foregroundOf[Int(role.rawValue)] = Self.number(of: drawn, in: &foregrounds) }
                if let background { backgroundOf[Int(role.rawValue)] = Self.number(of: background, in: &backgrounds) }
            }
        }

        /// The class number of `value`: its place in `list` counted from 1, appended when new.
        private static func number<T: Equatable>(of value: T, in list: inout [T]) -> Int {
            if let index = list.firstIndex(of: value) { return index + 1 }
            list.append(value)
            return list.count
        }
    }

    /// One row as `<g id="r<id>">…</g>` at y 0: backgrounds, then box drawing (one path a
    /// class), then the text (one `<text>`, a `<tspan>` a stretch of text).
    package func row(_ runs: [StyledRun], id: Int) -> String {
        let w = metrics.width, h = metrics.height
        var backgrounds: [(x: Int, width: Int, number: Int)] = []
        var boxes: [Int: [BoxDrawing.Rect]] = [:]
        var boxOrder: [Int] = []
        var spans = ""
        for run in runs {
            let foreground = classes.foregroundOf[Int(run.role.rawValue)]
            let background = classes.backgroundOf[Int(run.role.rawValue)]
            let runWidth = DisplayWidth.of(run.text)
            if background != 0 {
                if let last = backgrounds.last, last.number == background, last.x + last.width == run.column * w {
                    backgrounds[backgrounds.count - 1].width += runWidth * w
                } else {
                    backgrounds.append((run.column * w, runWidth * w, background))
                }
            }
            let classAttribute = foreground == 0 ? "" : " class=\"c\(foreground)\""
            var segment = "", segmentColumn = run.column, column = run.column
            func flush() {
                let trimmed = segment.drop { $0 == " " }
                let lead = segment.count - trimmed.count
                var body = String(trimmed)
                while body.last == " " { body.removeLast() }
                if !body.isEmpty {
                    let cells = DisplayWidth.of(body)
                    let length = cells > 1 ? " textLength=\"\(cells * w)\"" : ""
                    spans += "<tspan\(classAttribute) x=\"\((segmentColumn + lead) * w)\"\(length)>\(Self.escape(body))</tspan>"
                }
                segment = ""
            }
            for character in run.text {
                if let rects = BoxDrawing.rects(character, metrics: metrics) {
                    flush()
                    if boxes[foreground] == nil { boxOrder.append(foreground) }
                    for r in rects {
                        boxes[foreground, default: []].append(BoxDrawing.Rect(x: column * w + r.x, y: r.y, width: r.width, height: r.height))
                    }
                    column += 1
                    segmentColumn = column
                } else {
                    if segment.isEmpty { segmentColumn = column }
                    segment.append(character)
                    column += max(DisplayWidth.of(character), 0)
                }
            }
            flush()
        }
        var out = "<g id=\"r\(id)\">"
        if opaqueRows { out += "<rect class=\"z\" width=\"\(columns * w)\" height=\"\(h)\"/>" }
        for b in backgrounds {
            out += "<rect class=\"b\(b.number)\"" + (b.x == 0 ? "" : " x=\"\(b.x)\"") + " width=\"\(b.width)\" height=\"\(h)\"/>"
        }
        for number in boxOrder {
            let path = BoxDrawing.merged(boxes[number] ?? []).map { "M\($0.x) \($0.y)h\($0.width)v\($0.height)h-\($0.width)z" }.joined()
            out += "<path" + (number == 0 ? "" : " class=\"c\(number)\"") + " d=\"\(path)\"/>"
        }
        if !spans.isEmpty { out += "<text y=\"\(metrics.baseline)\">\(spans)</text>" }
        return out + "</g>"
    }

    /// `text` safe inside XML: markup characters escaped, characters XML forbids replaced.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                let v = scalar.value
                let allowed = v == 0x9 || v == 0xA || v == 0xD || (v >= 0x20 && v < 0xD800) || (v >= 0xE000 && v < 0xFFFE) || v >= 0x10000
                if allowed && !(0x7F...0x9F).contains(v) { out.unicodeScalars.append(scalar) } else { out += "\u{FFFD}" }
            }
        }
        return out
    }

    /// The opening of a standalone `<svg>` of `rows` rows: namespace, viewBox (no fixed pixel
    /// size, so it scales crisply), title, style sheet and background.
    package func documentStart(rows: Int, title: String, attributes: String = "") -> String {
        let (width, height) = extent(rows: rows)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\"\(attributes)>"
            + "<title>\(Self.escape(title))</title><style>\(styleSheet)</style>"
            + "<rect class=\"z\" width=\"\(width)\" height=\"\(height)\"/>"
    }

    /// One row placed at row `slot`.
    package func use(_ id: Int, slot: Int) -> String {
        slot == 0 ? "<use href=\"#r\(id)\"/>" : "<use href=\"#r\(id)\" y=\"\(slot * metrics.height)\"/>"
    }
}
