import ScrollSimKit

/// A recording as one self-contained animated SVG, written as the frames arrive.
///
/// The first frame is drawn in full; each later frame that changes is a group of only the rows
/// that changed, hidden until its time and then shown over the earlier ones until the loop ends
/// (SMIL `<set>` timed from a master `<animate id="t">` that restarts itself). Rows are defined
/// once (`SVGRowPainter`) and placed with `<use>`. Works in browsers, and as an `<img>`.
final class SVGRecording: RecordingSink {
    /// How long the last frame stays before the loop starts again, when no pause follows it.
    static let endHold = 1.0

    private let painter: SVGRowPainter
    private let rows: Int
    private let write: (String) throws -> Void
    private var table = RowTable()
    /// The row number in each slot of the last frame drawn; empty before the first.
    private var shown: [Int] = []
    private var last: Frame?
    private var lastChange = 0.0
    private(set) var framesWritten = 0

    init(size: TerminalSize, title: String, palette: Palette, write: @escaping (String) throws -> Void) throws {
        painter = SVGRowPainter(palette: palette, columns: size.columns, opaqueRows: true)
        rows = size.rows
        self.write = write
        let (width, height) = painter.extent(rows: rows)
        try write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + painter.documentStart(rows: rows, title: title, attributes: " width=\"\(width)\" height=\"\(height)\"") + "\n")
    }

    func frame(_ frame: Frame, at time: Double) throws {
        guard frame != last else { return }
        last = frame
        var definitions = ""
        let slots = table.numbers(of: frame, rows: rows) { definitions += painter.row($0, id: $1) }
        var out = definitions.isEmpty ? "" : "<defs>\(definitions)</defs>\n"
        if shown.isEmpty {
            out += "<g>" + slots.indices.map { painter.use(slots[$0], slot: $0) }.joined() + "</g>\n"
        } else {
            let changed = slots.indices.filter { $0 >= shown.count || shown[$0] != slots[$0] }
            guard !changed.isEmpty else { shown = slots; return }
            out += "<g visibility=\"hidden\">" + changed.map { painter.use(slots[$0], slot: $0) }.joined()
                + "<set attributeName=\"visibility\" to=\"visible\" begin=\"t.begin+\(Self.seconds(time))s\" end=\"t.end\"/></g>\n"
        }
        shown = slots
        lastChange = time
        framesWritten += 1
        try write(out)
    }

    func finish(duration: Double) throws {
        let loop = max(0.1, lastChange < duration ? duration : lastChange + Self.endHold)
        try write("<rect width=\"0\" height=\"0\"><animate id=\"t\" attributeName=\"x\" values=\"0;0\" dur=\"\(Self.seconds(loop))s\" begin=\"0s;t.end\"/></rect>\n</svg>\n")
    }

    /// Seconds with up to three decimals, trailing zeros dropped.
    static func seconds(_ value: Double) -> String {
        var text = Decimals.fixed(max(0, value), places: 3)
        while text.contains("."), text.last == "0" { text.removeLast() }
        if text.last == "." { text.removeLast() }
        return text
    }
}
