import ScrollSimKit

/// The pieces the exported HTML pages share: head and style, the hidden row definitions, the
/// screen (one `<use>` a row, which the page's script points at the rows of the frame shown),
/// and the embedded data. Nothing is loaded from the network: fonts are the viewer's own
/// monospace fonts, the scripts are inline.
///
/// Both pages take `#frame=N` / `#offset=N` in the address to start elsewhere, `#bare` to show
/// the screen alone filling the window (for frame grabs), and `#keys=…` / `#wheel=…` to run key
/// presses and wheel turns after loading (how the browser test drives a headless browser); the
/// frame shown is in `<html data-frame>`.
enum HTMLPage {
    /// The page up to the opening of the row definitions.
    static func start(title: String, painter: SVGRowPainter) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            + "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
            + "<title>\(SVGRowPainter.escape(title))</title><style>\(pageStyle)\(painter.styleSheet)</style></head><body>\n"
            + "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>\n"
    }

    /// The page from the end of the row definitions on: `title` as its heading; the screen, `rows`
    /// slots showing `first` (row numbers, one a slot); `bar` and `note` (HTML) under it; `json`
    /// inside `<script type="application/json" id="data">`, with `<` escaped so no text in it can
    /// end the element; then the shared script followed by `script`.
    static func end(
        title: String, rows: Int, first: [Int], painter: SVGRowPainter, bar: String, note: String, json: String, script: String
    ) -> String {
        let (width, height) = painter.extent(rows: rows)
        var out = "</defs></svg>\n<main><h1>\(SVGRowPainter.escape(title))</h1>"
        out += "<svg id=\"screen\" viewBox=\"0 0 \(width) \(height)\" role=\"img\"><rect class=\"z\" width=\"\(width)\" height=\"\(height)\"/>"
        for slot in 0..<rows { out += painter.use(slot < first.count ? first[slot] : 0, slot: slot) }
        out += "</svg>\n<div class=\"bar\">\(bar)</div><div class=\"note\">\(note)</div></main>\n"
        out += "<script type=\"application/json\" id=\"data\">" + json.replacingAll("<", with: "\\u003c") + "</script>\n"
        return out + "<script>\(commonScript)\(script)</script>\n</body></html>\n"
    }

    /// A JSON array of row-number arrays.
    static func frameList(_ frames: [[Int]]) -> String {
        "[" + frames.map { "[" + $0.map(String.init).joined(separator: ",") + "]" }.joined(separator: ",") + "]"
    }

    static let pageStyle = """
        body{margin:0;background:#0b0c0e;color:#d8d8d8;font:15px system-ui,sans-serif}\
        main{padding:12px;max-width:1600px;margin:auto}h1{font-size:17px;font-weight:600;margin:0 0 8px}\
        #screen{display:block;width:100%;height:auto;max-height:82vh;outline:none}\
        .bar{display:flex;gap:8px;align-items:center;margin-top:8px}.bar input[type=range]{flex:1}\
        button{font:inherit;padding:4px 10px;background:#24272d;color:inherit;border:1px solid #444;border-radius:4px}\
        .note{color:#9a9a9a;margin-top:6px}\
        .bare main{padding:0;max-width:none}.bare h1,.bare .bar,.bare .note{display:none}\
        .bare #screen{width:100vw;height:100vh;max-height:none}
        """

    /// The code both pages share: `S` the screen's slots, `show(n)` points them at frame `n`'s rows,
    /// `hook(go)` reads the address's test and start values.
    static let commonScript = """
        const D=JSON.parse(document.getElementById('data').textContent);\
        const S=[...document.querySelectorAll('#screen use')];let k=0;\
        function paint(n){k=Math.max(0,Math.min(D.f.length-1,n));const f=D.f[k];\
        for(let r=0;r<S.length;r++)S[r].setAttribute('href','#r'+f[r]);document.documentElement.dataset.frame=k;}\
        function hook(start){const h=new URLSearchParams(location.hash.slice(1));\
        if(h.has('bare'))document.body.classList.add('bare');start(h);\
        for(const w of (h.get('wheel')||'').split(',').filter(Boolean))\
        window.dispatchEvent(new WheelEvent('wheel',{deltaY:+w,deltaMode:0,cancelable:true,bubbles:true}));\
        for(const key of (h.get('keys')||'').split(',').filter(Boolean))\
        document.body.dispatchEvent(new KeyboardEvent('keydown',{key,cancelable:true,bubbles:true}));}
        """
}

extension String {
    /// Every `target` replaced by `replacement`.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        out.reserveCapacity(utf8.count)
        for character in self {
            if character == target { out += replacement } else { out.append(character) }
        }
        return out
    }
}
