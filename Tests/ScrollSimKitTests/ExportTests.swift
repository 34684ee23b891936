import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import Testing
@testable import ScrollSimKit
@testable import ScrollSimExport

@Suite("Exports: box drawing, palette, SVG and HTML recordings")
struct ExportTests {
    // MARK: - Box drawing

    /// The rectangles of a path's `d` written by `SVGRowPainter` (`M x y h w v h h -w z` each).
    static func rects(inPathData d: String) -> [BoxDrawing.Rect] {
        d.split(separator: "M").compactMap { piece in
            let numbers = piece.split(whereSeparator: { "hvz ".contains($0) }).compactMap { Int($0) }
            guard numbers.count >= 4 else { return nil }
            return BoxDrawing.Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }

    /// Every box-drawing rectangle of `frame` as the SVG draws it (rows placed at their slot).
    static func drawnRects(_ frame: Frame) -> [BoxDrawing.Rect] {
        let painter = SVGRowPainter(palette: .color, columns: frame.size.columns)
        var all: [BoxDrawing.Rect] = []
        for row in 0..<frame.size.rows {
            let svg = painter.row(frame.runs(row: row), id: row)
            for part in svg.components(separatedBy: " d=\"").dropFirst() {
                let d = String(part.prefix { $0 != "\"" })
                all += rects(inPathData: d).map { BoxDrawing.Rect(x: $0.x, y: $0.y + row * CellMetrics.standard.height, width: $0.width, height: $0.height) }
            }
        }
        return all
    }

    /// The number of separate shapes the rectangles make (touching counts as joined), on a raster.
    static func components(_ rects: [BoxDrawing.Rect], width: Int, height: Int) -> Int {
        var ink = Array(repeating: false, count: width * height)
        for r in rects {
            for y in max(0, r.y)..<min(height, r.y + r.height) {
                for x in max(0, r.x)..<min(width, r.x + r.width) { ink[y * width + x] = true }
            }
        }
        var seen = ink.map { !$0 }
        var count = 0
        for start in ink.indices where !seen[start] {
            count += 1
            var stack = [start]
            seen[start] = true
            while let p = stack.popLast() {
                let x = p % width, y = p / width
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)]
                where nx >= 0 && nx < width && ny >= 0 && ny < height && !seen[ny * width + nx] {
                    seen[ny * width + nx] = true
                    stack.append(ny * width + nx)
                }
            }
        }
        return count
    }

    static func frame(_ lines: [String], role: StyleRole = .cellBorder) -> Frame {
        let columns = lines.map { $0.count }.max() ?? 1
        var frame = Frame(size: TerminalSize(columns: columns, rows: lines.count))
        for (row, line) in lines.enumerated() { frame.write(line, column: 0, row: row, role: role) }
        return frame
    }

    @Test("A vertical line of │ (and ┃, ║) drawn over several rows has no gap between the rows")
    func verticalLinesJoin() {
        let metrics = CellMetrics.standard
        for (glyph, lines) in [("│", 1), ("┃", 1), ("║", 2), ("┆", 3)] {
            let frame = Self.frame(Array(repeating: glyph, count: 4))
            let rects = Self.drawnRects(frame)
            let count = Self.components(rects, width: metrics.width, height: 4 * metrics.height)
            // A dashed line has three dashes a row; the solid ones run top to bottom unbroken.
            #expect(count == (glyph == "┆" ? 12 : lines), "\(glyph): \(count) separate pieces over 4 rows")
            if glyph != "┆" {
                #expect(rects.map(\.y).min() == 0 && rects.map { $0.y + $0.height }.max() == 4 * metrics.height, "\(glyph) spans every row")
            }
        }
    }

    @Test("Boxes close: a light box is one shape, a double box two rings, a heavy one one")
    func boxesClose() {
        let metrics = CellMetrics.standard
        for (lines, expected) in [(["┌──┐", "│  │", "└──┘"], 1), (["╔══╗", "║  ║", "╚══╝"], 2), (["┏━━┓", "┃  ┃", "┗━━┛"], 1),
                                  (["╒══╕", "│  │", "╘══╛"], 1), (["╭──╮", "╰──╯"], 1)] {
            let frame = Self.frame(lines)
            let count = Self.components(Self.drawnRects(frame), width: 4 * metrics.width, height: lines.count * metrics.height)
            #expect(count == expected, "\(lines.joined(separator: "/")): \(count) pieces")
        }
    }

    @Test("Box drawing is geometry, letters are text: a label stays selectable text")
    func textIsText() {
        let frame = Self.frame(["│ Shirts & <Co> │"], role: .header)
        let svg = SVGRowPainter(palette: .color, columns: frame.size.columns).row(frame.runs(row: 0), id: 7)
        #expect(svg.contains(">Shirts &amp; &lt;Co&gt;</tspan>"), "\(svg)")
        #expect(!svg.contains("│"), "box drawing is drawn, not typed")
        #expect(svg.hasPrefix("<g id=\"r7\">"))
    }

    // MARK: - Palette

    @Test("The SVG's colours come from the palette the terminal theme and casts use, projector roles included")
    func oneColourTable() {
        let painter = SVGRowPainter(palette: .color, columns: 10)
        let css = painter.styleSheet
        for role in StyleRole.allCases {
            let look = Palette.color.look(role)
            var foreground = look.foreground?.hex ?? Palette.defaultForeground
            var background = look.background?.hex
            if look.reverse { (foreground, background) = (background ?? Palette.defaultBackground, foreground) }
            let (fg, bg) = painter.classNumbers(role)
            if fg == 0 {
                #expect(foreground == Palette.defaultForeground && !look.bold && !look.dim, "\(role) drawn in the default look")
            } else {
                #expect(css.contains(".c\(fg){fill:\(foreground)"), "\(role): no .c\(fg) with \(foreground)")
                #expect(css.contains(".c\(fg){fill:\(foreground)" + (look.bold ? ";font-weight:700" : "")), "\(role) bold")
            }
            if let background {
                #expect(css.contains(".b\(bg){fill:\(background)}"), "\(role): background \(background)")
            } else {
                #expect(bg == 0, "\(role) has no background")
            }
            // The cast's SGR codes are the same look.
            let sgr = AnsiFrameEncoder.sgr(Palette.color.look(role)).split(separator: ";").compactMap { Int($0) }
            if let f = look.foreground { #expect(sgr.contains(f.foregroundSGR), "\(role) SGR \(sgr)") }
            if let b = look.background { #expect(sgr.contains(b.backgroundSGR), "\(role) SGR \(sgr)") }
            #expect(sgr.contains(1) == look.bold, "\(role) bold in SGR")
        }
        // Spot values, so a change to the table is a visible change here.
        #expect(AnsiFrameEncoder.sgr(Palette.color.look(.header)) == "1;37;44")
        #expect(AnsiFrameEncoder.sgr(Palette.color.look(.pinnedElement)) == "1;30;103")
        #expect(Palette.color.look(.pinnedElement).background?.hex == "#ffe14d")
    }

    // MARK: - Recordings

    static func record(_ format: RecordingFormat, script text: String = PlaybackTests.script) throws -> (text: String, timeline: RecordedFrames) {
        let script = try DemoScript.parse(text, path: "t.demo")
        let timeline = try RecordedFrames(script: script, loadScenario: PlaybackTests.load)
        var out = ""
        var chunks = 0
        try DemoRecorder.stream(script, size: timeline.size, title: "t & <t>", format: format, loadScenario: PlaybackTests.load) {
            out += $0
            chunks += 1
        }
        #expect(chunks > 2, "written as it goes, not in one piece")
        return (out, timeline)
    }

    /// The times of the frames that differ from the one before (the first included).
    static func changeTimes(_ timeline: RecordedFrames) -> [Double] {
        var times: [Double] = []
        var last: Frame?
        for frame in timeline.frames where frame.frame != last {
            times.append(frame.time)
            last = frame.frame
        }
        return times
    }

    static func isWellFormedXML(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    static func numbers(after marker: String, in text: String) -> [Double] {
        text.components(separatedBy: marker).dropFirst().compactMap { Double($0.prefix { $0.isNumber || $0 == "." }) }
    }

    @Test("record .svg: one well-formed SVG, no raster or links, text as text, each change at the script's time")
    func svgRecording() throws {
        let (svg, timeline) = try Self.record(.svg)
        #expect(Self.isWellFormedXML(svg))
        #expect(svg.contains("viewBox=\"0 0 720 480\""), "60x20 cells of 12x24")
        #expect(!svg.contains("<image") && !svg.contains("url(") && !svg.contains("@import"))
        #expect(svg.components(separatedBy: "http").count == 2, "only the SVG namespace")
        #expect(svg.contains("Evadne pins the header</tspan>"))
        #expect(svg.contains("<title>t &amp; &lt;t&gt;</title>"))
        let changes = Self.changeTimes(timeline)
        let begins = Self.numbers(after: "begin=\"t.begin+", in: svg)
        #expect(begins.count == changes.count - 1, "one timed group a change after the first frame")
        #expect(zip(begins, changes.dropFirst()).allSatisfy { abs($0 - $1) < 0.001 }, "\(begins) vs \(changes)")
        let loop = try #require(Self.numbers(after: "dur=\"", in: svg).last)
        #expect(loop >= timeline.duration - 0.001, "the loop lasts the whole script")
        // Each row is defined once however many frames show it.
        let ids = svg.components(separatedBy: "<g id=\"r").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count)
    }

    /// The JSON a page embeds in `<script type="application/json" id="data">`.
    static func pageData(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = String(html[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("record .html: one page with play/pause, step and a scrubber, nothing fetched, frames at the script's times")
    func htmlRecording() throws {
        let (html, timeline) = try Self.record(.html)
        for control in ["id=\"play\"", "id=\"prev\"", "id=\"next\"", "id=\"scrub\" type=\"range\""] {
            #expect(html.contains(control), "missing \(control)")
        }
        for external in ["http:", "https:", " src=", "url(", "@import", "<link"] {
            #expect(!html.contains(external), "the page refers to something outside it: \(external)")
        }
        let data = try Self.pageData(html)
        let times = try #require(data["t"] as? [Double])
        let frames = try #require(data["f"] as? [[Int]])
        let changes = Self.changeTimes(timeline)
        #expect(times.count == changes.count && zip(times, changes).allSatisfy { abs($0 - $1) < 0.001 })
        #expect(frames.count == times.count && frames.allSatisfy { $0.count == 20 })
        let defined = Set(html.components(separatedBy: "<g id=\"r").dropFirst().compactMap { Int($0.prefix { $0 != "\"" }) })
        #expect(frames.allSatisfy { $0.allSatisfy(defined.contains) }, "every row a frame names is defined")
    }

    @Test("A page's data cannot end its script element, whatever a label says")
    func pageDataIsEscaped() throws {
        var page = ScrollPage(size: TerminalSize(columns: 30, rows: 2), palette: .color)
        var frame = Frame(size: TerminalSize(columns: 30, rows: 2))
        frame.write("</script><b>x", column: 0, row: 0, role: .cellLabel)
        page.add(frame, offset: 0)
        let html = page.html(title: "t", note: "n", start: 0, pageSteps: 1)
        let data = try Self.pageData(html)
        #expect((data["x"] as? [String])?.first?.hasPrefix("</script><b>x") == true)
        #expect(html.components(separatedBy: "</script>").count == 3, "only the two script elements end")
    }

    @Test("Fuzz: random rows of any characters give well-formed SVG whose text stays inside its cells")
    func fuzzRows() {
        var random = CheckRandom(seed: 0xE5_9087)
        let pool: [String] = ["a", "Z", " ", "&", "<", ">", "\"", "'", "]]>", "日", "本", "👍🏽", "é", "e\u{301}", "\u{1B}[2J",
                              "\u{0}", "\u{7F}", "\u{9B}", "\u{FFFE}", "\u{202E}", "│", "║", "╔", "━", "┆", "◆ pinned", "…"]
        let roles = StyleRole.allCases
        let size = TerminalSize(columns: 40, rows: 6)
        for round in 0..<150 {
            var frame = Frame(size: size)
            for row in 0..<size.rows {
                var column = 0
                while column < size.columns {
                    let text = (0..<Int.random(in: 1...4, using: &random)).map { _ in random.uniformPick(pool) }.joined()
                    column += max(1, frame.write(text, column: column, row: row, role: random.uniformPick(roles)))
                }
            }
            let palette: Palette = round % 2 == 0 ? .color : .monochrome
            let painter = SVGRowPainter(palette: palette, columns: size.columns)
            let rows = (0..<size.rows).map { painter.row(frame.runs(row: $0), id: $0) }.joined()
            let svg = painter.documentStart(rows: size.rows, title: "fuzz \u{1B}]0;x\u{7}") + "<defs>\(rows)</defs></svg>"
            #expect(Self.isWellFormedXML(svg), "round \(round): not well-formed")
            let xs = Self.numbers(after: " x=\"", in: svg)
            #expect(xs.allSatisfy { $0 >= 0 && $0 < Double(size.columns * CellMetrics.standard.width) }, "round \(round): text outside the row")
        }
    }

    @Test("Extensions: .cast .svg .html .gif in any case; anything else is no format")
    func formatByExtension() {
        #expect(RecordingFormat(path: "talk.SVG") == .svg)
        #expect(RecordingFormat(path: "a/b.c/talk.html") == .html)
        #expect(RecordingFormat(path: "x.cast") == .cast)
        #expect(RecordingFormat(path: "talk.Gif") == .gif)
        #expect(RecordingFormat(path: "talk.mp4") == nil)
        #expect(RecordingFormat(path: "a.svg/talk") == nil)
        #expect(RecordingFormat.extensionList == ".cast, .svg, .html or .gif")
    }
}

extension SVGRowPainter {
    /// The CSS classes `role` draws with: foreground `c<N>` and background `b<N>` (0: none, the default).
    func classNumbers(_ role: StyleRole) -> (foreground: Int, background: Int) {
        (classes.foregroundOf[Int(role.rawValue)], classes.backgroundOf[Int(role.rawValue)])
    }
}
