import ScrollSimKit

/// `scrollsim export`: one self-contained HTML page that scrolls a scenario in the browser. Every
/// frame is drawn beforehand by the live view's renderer, one an offset; the wheel, the arrow
/// keys, PgUp/PgDn and Home/End move through them. Rows shared by several frames (most rows:
/// scrolling moves them up or down a slot) are written once.
///
/// Keys: ↓ ↑ (or j k) one offset, PgDn PgUp (or Space) a viewport, Home End the first and last.
/// The wheel moves three offsets a 100-pixel notch (the live view's step) or a line each in line
/// mode; a trackpad's small steps add up.
package struct ScrollPage {
    /// The most frames a page holds: past it the export is refused (a longer scenario needs
    /// `--offsets`). At 80x24 a frame costs about 1–2 KB once its rows are shared (docs/exports.md).
    package static let maximumFrames = 3000
    /// The largest page written, in bytes (a mail attachment's usual limit is 10–25 MB): a bigger
    /// one (a large --size with many offsets) is refused.
    package static let maximumBytes = 8_000_000

    /// The page's keys, as its frames' bottom line lists them.
    package static let keys = "wheel ↓↑ jk scroll  PgDn PgUp Space page  Home End"

    private let painter: SVGRowPainter
    private let rows: Int
    private var table = RowTable()
    private var texts: [String] = []
    private var definitions = ""
    private var frames: [[Int]] = []
    private var offsets: [Double] = []

    package init(size: TerminalSize, palette: Palette) {
        painter = SVGRowPainter(palette: palette, columns: size.columns)
        rows = size.rows
    }

    /// How many frames were added.
    package var frameCount: Int { frames.count }

    /// About how many bytes the page's rows and frames take so far (a little under the page's
    /// size), to stop adding frames once a page is too big.
    package private(set) var byteCount = 0

    /// Adds the frame shown at `offset`.
    package mutating func add(_ frame: Frame, offset: Double) {
        let slots = table.numbers(of: frame, rows: rows) { runs, number in
            let definition = painter.row(runs, id: number) + "\n"
            let text = runs.map(\.text).joined()
            definitions += definition
            texts.append(text)
            byteCount += definition.utf8.count + text.utf8.count + 3
        }
        byteCount += slots.reduce(0) { $0 + String($1).utf8.count + 1 }
        frames.append(slots)
        offsets.append(offset)
    }

    /// The page: `title` as its heading, `note` (which offsets, how to scroll) under the screen,
    /// starting at frame `start`, PgDn/PgUp moving `pageSteps` frames.
    package func html(title: String, note: String, start: Int, pageSteps: Int) -> String {
        let offsetList = "[" + offsets.map { JSONValue.format($0) }.joined(separator: ",") + "]"
        let textList = "[" + texts.map { JSONWriter.quote($0) }.joined(separator: ",") + "]"
        return HTMLPage.start(title: title, painter: painter) + definitions + HTMLPage.end(
            title: title, rows: rows, first: frames.indices.contains(start) ? frames[start] : frames.first ?? [], painter: painter,
            bar: "<span id=\"where\"></span>", note: SVGRowPainter.escape(note),
            json: "{\"o\":\(offsetList),\"s\":\(start),\"p\":\(max(1, pageSteps)),\"f\":\(HTMLPage.frameList(frames)),\"x\":\(textList)}",
            script: Self.scrollScript)
    }

    static let scrollScript = """
        const where=document.getElementById('where'),screen=document.getElementById('screen');\
        function show(n){paint(n);where.textContent='offset '+D.o[k]+' · frame '+(k+1)+' of '+D.f.length;\
        document.documentElement.dataset.offset=D.o[k];screen.setAttribute('aria-label',D.f[k].map(r=>D.x[r]).join('\\n'));}\
        let acc=0;window.addEventListener('wheel',e=>{e.preventDefault();\
        acc+=e.deltaMode===1?e.deltaY:e.deltaMode===2?e.deltaY*D.p:e.deltaY*3/100;\
        const n=Math.trunc(acc);if(n){acc-=n;show(k+n);}},{passive:false});\
        document.addEventListener('keydown',e=>{const step={ArrowDown:1,j:1,ArrowUp:-1,k:-1,\
        PageDown:D.p,' ':D.p,PageUp:-D.p,Home:-D.f.length,End:D.f.length}[e.key];\
        if(step!==undefined){e.preventDefault();show(k+step);}});\
        hook(h=>{const o=h.has('offset')?D.o.indexOf(+h.get('offset')):-1;show(o>=0?o:D.s);});
        """
}
