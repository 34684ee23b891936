import ScrollSimKit

/// A recording as one self-contained HTML page with a player: play/pause, step back and
/// forward, a scrubber, the time. Rows are written as they first appear; each changed frame is
/// kept as its time and row numbers until the end, where the page's data and script go.
///
/// Keys: Space plays or pauses, ← → step, Home End go to the first and last frame.
final class HTMLRecording: RecordingSink {
    private let painter: SVGRowPainter
    private let rows: Int
    private let write: (String) throws -> Void
    private let title: String
    private var table = RowTable()
    private var times: [Double] = []
    private var frames: [[Int]] = []
    private var last: Frame?
    var framesWritten: Int { frames.count }

    init(size: TerminalSize, title: String, palette: Palette, write: @escaping (String) throws -> Void) throws {
        painter = SVGRowPainter(palette: palette, columns: size.columns)
        rows = size.rows
        self.title = title
        self.write = write
        try write(HTMLPage.start(title: title, painter: painter))
    }

    func frame(_ frame: Frame, at time: Double) throws {
        guard frame != last else { return }
        last = frame
        var definitions = ""
        let slots = table.numbers(of: frame, rows: rows) { definitions += painter.row($0, id: $1) + "\n" }
        times.append(time)
        frames.append(slots)
        if !definitions.isEmpty { try write(definitions) }
    }

    func finish(duration: Double) throws {
        let bar = "<button id=\"play\">▶ Play</button><button id=\"prev\" title=\"previous frame (←)\">◀</button>"
            + "<button id=\"next\" title=\"next frame (→)\">▶|</button>"
            + "<input id=\"scrub\" type=\"range\" min=\"0\" max=\"\(max(0, frames.count - 1))\" value=\"0\" aria-label=\"frame\">"
            + "<span id=\"time\"></span>"
        let timeList = "[" + times.map { SVGRecording.seconds($0) }.joined(separator: ",") + "]"
        try write(HTMLPage.end(
            title: title, rows: rows, first: frames.first ?? [], painter: painter, bar: bar,
            note: "Space play/pause · ← → step · Home End · drag the bar to scrub",
            json: "{\"t\":\(timeList),\"d\":\(SVGRecording.seconds(max(duration, times.last ?? 0))),\"f\":\(HTMLPage.frameList(frames))}",
            script: Self.playerScript))
    }

    static let playerScript = """
        const bar=document.getElementById('scrub'),btn=document.getElementById('play'),lab=document.getElementById('time');\
        let playing=false,t0=0,timer=0;\
        function show(n){paint(n);bar.value=k;lab.textContent=D.t[k].toFixed(1)+' / '+D.d.toFixed(1)+' s';}\
        function at(s){let lo=0,hi=D.t.length-1;while(lo<hi){const m=(lo+hi+1)>>1;if(D.t[m]<=s)lo=m;else hi=m-1;}return lo;}\
        function tick(){if(!playing)return;const s=(performance.now()-t0)/1000;\
        if(s>=D.d){show(D.f.length-1);pause();return;}const n=at(s);if(n!==k)show(n);\
        const next=n+1<D.t.length?D.t[n+1]:D.d;timer=setTimeout(tick,Math.max(10,(next-s)*1000));}\
        function play(){if(k>=D.f.length-1)show(0);playing=true;t0=performance.now()-D.t[k]*1000;\
        btn.textContent='❚❚ Pause';clearTimeout(timer);timer=setTimeout(tick,0);}\
        function pause(){playing=false;clearTimeout(timer);btn.textContent='▶ Play';}\
        btn.onclick=()=>playing?pause():play();\
        document.getElementById('prev').onclick=()=>{pause();show(k-1);};\
        document.getElementById('next').onclick=()=>{pause();show(k+1);};\
        bar.oninput=()=>{pause();show(+bar.value);};\
        document.addEventListener('keydown',e=>{const m={' ':()=>playing?pause():play(),\
        ArrowLeft:()=>{pause();show(k-1);},ArrowRight:()=>{pause();show(k+1);},\
        Home:()=>{pause();show(0);},End:()=>{pause();show(D.f.length-1);}}[e.key];\
        if(m&&e.target.tagName!=='BUTTON'){e.preventDefault();m();}});\
        hook(h=>{show(h.has('frame')?+h.get('frame'):h.has('at')?at(+h.get('at')):0);if(h.has('play'))play();});
        """
}
