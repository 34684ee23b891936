import Foundation
import TestSupport
import Testing

/// A headless Chromium (Debian's `chromium`, or Chrome) driven from the command line: load a
/// page, dump its DOM after the page's scripts ran, or take a screenshot.
enum Browser {
    /// The browser's path: `chromium`, `chromium-browser`, `google-chrome` on PATH, else Chrome's
    /// macOS application; nil when none is installed.
    static let path: String? = {
        let names = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        let mac = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"
        return FileManager.default.isExecutableFile(atPath: mac) ? mac : nil
    }()

    /// Runs the browser headless on `url` with `arguments`; its standard output. Fails after
    /// `timeout` seconds (the browser is stopped).
    static func run(_ url: String, _ arguments: [String], folder: TemporaryFolder, timeout: Double = 60) throws -> String {
        let browser = try #require(path, "no Chromium or Chrome installed (apt-get install chromium)")
        // A profile of its own: browsers started side by side must not share one.
        let profile = folder.path("profile-\(UUID().uuidString)")
        let result = try Program.run([browser,
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--mute-audio",
            "--user-data-dir=\(profile)",
        ] + arguments + [url], timeout: timeout)
        if result.status == 128 + SIGKILL {
            Issue.record("the browser did not finish within \(timeout) s on \(url)")
        }
        return result.stdout
    }

    /// The DOM of `file` after it loaded and its scripts ran (for `budget` ms of virtual time).
    static func dom(_ file: String, hash: String = "", budget: Int = 1000, folder: TemporaryFolder) throws -> String {
        try run("file://\(file)\(hash.isEmpty ? "" : "#" + hash)", ["--virtual-time-budget=\(budget)", "--dump-dom"], folder: folder)
    }

    /// A PNG screenshot of `file` in a window of `width`×`height`, after `budget` ms of virtual time.
    static func screenshot(
        _ file: String, hash: String = "", to png: String, width: Int = 1000, height: Int = 720, budget: Int = 1000,
        folder: TemporaryFolder
    ) throws -> Data {
        _ = try run("file://\(file)\(hash.isEmpty ? "" : "#" + hash)", [
            "--window-size=\(width),\(height)", "--virtual-time-budget=\(budget)", "--screenshot=\(png)",
        ], folder: folder)
        return try Data(contentsOf: URL(fileURLWithPath: png))
    }
}

/// Loads exported and recorded pages in a real browser: they load, draw, and scroll or play.
/// Without a browser each test fails with the reason (under CI and elsewhere): nothing is skipped.
@Suite(.serialized)
struct BrowserExportTests {
    static let root = BuiltProduct.packageRoot

    /// Runs `scrollsim` with `arguments`; fails unless it exits 0.
    static func scrollsim(_ arguments: [String]) throws {
        let result = try Program.run([BuiltProduct.scrollsim] + arguments)
        #expect(result.status == 0, "scrollsim \(arguments.joined(separator: " ")): \(result.stderr)")
    }

    /// `<html data-NAME="…">` of a dumped DOM.
    static func attribute(_ name: String, in dom: String) -> String? {
        guard let start = dom.range(of: "data-\(name)=\"") else { return nil }
        return String(dom[start.upperBound...].prefix { $0 != "\"" })
    }

    /// The row numbers the screen's slots show in a dumped DOM.
    static func screenRows(_ dom: String) -> [Int] {
        guard let screen = dom.range(of: "<svg id=\"screen\"") else { return [] }
        let body = dom[screen.upperBound...].prefix { _ in true }
        let end = body.range(of: "</svg>")?.lowerBound ?? body.endIndex
        return body[..<end].components(separatedBy: "href=\"#r").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
    }

    /// The page's embedded data.
    static func data(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    static func isPNG(_ data: Data, width: Int, height: Int) -> Bool {
        guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return false }
        func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return word(16) == width && word(20) == height
    }

    /// Where screenshots are kept for a person to look at (`SCROLLSIM_KEEP_SCREENSHOTS=folder`).
    static func keep(_ png: String) {
        guard let folder = ProcessInfo.processInfo.environment["SCROLLSIM_KEEP_SCREENSHOTS"] else { return }
        let target = folder + "/" + URL(fileURLWithPath: png).lastPathComponent
        try? FileManager.default.removeItem(atPath: target)
        try? FileManager.default.copyItem(atPath: png, toPath: target)
    }

    @Test("export page: the browser's own wheel and key events scroll it, and the frame drawn follows")
    func exportPageScrolls() throws {
        let folder = try TemporaryFolder("browser-export")
        defer { folder.remove() }
        let page = folder.path("page.html")
        try Self.scrollsim(["export", "--scenario", "contacts", "--split", "uikit,yl", "--output", page])
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let data = try Self.data(html)
        let offsets = try #require(data["o"] as? [Double])
        let frames = try #require(data["f"] as? [[Int]])
        let pageSteps = try #require(data["p"] as? Int)
        let start = try #require(data["s"] as? Int)

        let browser = try DevToolsSession(
            browser: try #require(Browser.path, "no Chromium or Chrome installed: apt-get install chromium (.ci/run does)"), url: "file://\(page)", width: 1000, height: 720, folder: folder)
        defer { browser.close() }
        let frameNow = "+document.documentElement.dataset.frame"
        try browser.waitFor("document.documentElement.dataset.frame !== undefined")
        func shown() throws -> (index: Int, offset: Double, rows: [Int]) {
            let index = try #require(try browser.evaluate(frameNow) as? Int)
            let offset = try #require(try browser.evaluate("+document.documentElement.dataset.offset") as? Double)
            let rows = try #require(try browser.evaluate(
                "[...document.querySelectorAll('#screen use')].map(u => +u.getAttribute('href').slice(2))") as? [Int])
            return (index, offset, rows)
        }
        func expectFrame(_ index: Int, after what: String) throws {
            try browser.waitFor("\(frameNow) === \(index)", timeout: 10)
            let now = try shown()
            #expect(now.offset == offsets[index], "\(what): offset \(now.offset)")
            #expect(now.rows == frames[index], "\(what): the screen shows the rows of frame \(index)")
        }
        let first = try shown()
        #expect(first.index == start && first.rows == frames[start])
        let top = try browser.screenshot()

        try browser.wheel(deltaY: 100)
        try expectFrame(start + 3, after: "one wheel notch (three offsets, as in the live view)")
        #expect(try shown().rows != first.rows, "the wheel changed the frame")
        try browser.press("ArrowDown")
        try expectFrame(start + 4, after: "↓")
        try browser.press("ArrowUp")
        try browser.press("PageDown")
        try expectFrame(start + 3 + pageSteps, after: "↑ then PgDn")
        let scrolled = try browser.screenshot()
        try browser.press("End")
        try expectFrame(offsets.count - 1, after: "End")
        try browser.wheel(deltaY: 100)
        try expectFrame(offsets.count - 1, after: "the wheel past the end")
        try browser.press("Home")
        try expectFrame(0, after: "Home")

        #expect(Self.isPNG(top, width: 1000, height: 720) && Self.isPNG(scrolled, width: 1000, height: 720))
        #expect(top != scrolled, "the screenshot after scrolling differs")
        let kept = folder.path("export-devtools-scrolled.png")
        try scrolled.write(to: URL(fileURLWithPath: kept))
        Self.keep(kept)
    }

    @Test("export page: a screenshot draws the frame, and a scrolled page draws a different one")
    func exportPageScreenshot() throws {
        let folder = try TemporaryFolder("browser-shot")
        defer { folder.remove() }
        let page = folder.path("page.html")
        try Self.scrollsim(["export", "--scenario", "contacts", "--split", "uikit,yl", "--output", page])
        let top = try Browser.screenshot(page, to: folder.path("export-top.png"), folder: folder)
        let scrolled = try Browser.screenshot(page, hash: "keys=PageDown", to: folder.path("export-scrolled.png"), folder: folder)
        Self.keep(folder.path("export-top.png"))
        Self.keep(folder.path("export-scrolled.png"))
        #expect(Self.isPNG(top, width: 1000, height: 720) && Self.isPNG(scrolled, width: 1000, height: 720))
        #expect(top.count > 20_000, "a drawn frame, not a blank page (\(top.count) bytes)")
        #expect(top != scrolled, "scrolling changed what is drawn")
    }

    /// The pixels of one screen column of the page's screenshot, decoded by the browser itself
    /// (a canvas): from the middle of screen row `from` to the middle of row `to`, and the middle
    /// of row `blank`, at the middle of cell column `column`; and the screen's scale.
    static func screenColumn(
        _ browser: DevToolsSession, png: Data, column: Int, from: Int, to: Int, blank: Int, columns: Int, rows: Int
    ) throws -> (fill: [[Int]], blank: [Int], scale: Double) {
        let script = """
            (async () => {
              const img = new Image(); img.src = 'data:image/png;base64,\(png.base64EncodedString())'; await img.decode();
              const c = document.createElement('canvas'); c.width = img.width; c.height = img.height;
              const g = c.getContext('2d'); g.drawImage(img, 0, 0);
              const svg = document.getElementById('screen'), r = svg.getBoundingClientRect(), vb = svg.viewBox.baseVal;
              const s = Math.min(r.width / vb.width, r.height / vb.height);
              const left = r.left + (r.width - vb.width * s) / 2, top = r.top + (r.height - vb.height * s) / 2;
              const cw = vb.width / \(columns) * s, ch = vb.height / \(rows) * s, x = Math.floor(left + (\(column) + 0.5) * cw);
              const px = y => [...g.getImageData(x, Math.floor(y), 1, 1).data.slice(0, 3)];
              const fill = [];
              for (let y = Math.ceil(top + (\(from) + 0.5) * ch); y <= top + (\(to) + 0.5) * ch; y++) fill.push(px(y));
              return {fill, blank: px(top + (\(blank) + 0.5) * ch), scale: s};
            })()
            """
        let result = try browser.send("Runtime.evaluate", ["expression": script, "awaitPromise": true, "returnByValue": true])
        let value = try #require((result["result"] as? [String: Any])?["value"] as? [String: Any], "\(result)")
        return (try #require(value["fill"] as? [[Int]]), try #require(value["blank"] as? [Int]), try #require(value["scale"] as? Double))
    }

    /// Scaled, each row's background rectangle used to be blended with the dark page at its
    /// top and bottom edges, drawing a darker pixel row through a fill at every row boundary.
    @Test("export page at 1280x720 and 1920x1080: a header's fill is one colour across its row boundaries (no seams)")
    func noSeamsWhenScaled() throws {
        let folder = try TemporaryFolder("browser-seams")
        defer { folder.remove() }
        let page = folder.path("page.html")
        try Self.scrollsim([
            "export", "--scenario", Self.root.appendingPathComponent("Demos/push-off.json").path, "--size", "16:9", "--output", page,
        ])
        let browser = try DevToolsSession(
            browser: try #require(Browser.path, "no Chromium or Chrome installed: apt-get install chromium (.ci/run does)"),
            url: "file://\(page)#offset=0", width: 1280, height: 720, folder: folder)
        defer { browser.close() }
        try browser.waitFor("document.documentElement.dataset.frame !== undefined")
        // At offset 0 Shirts' 5-row header is at the top: rows 1–3 are fill between its border rows,
        // blank at column 50; row 5 is the page's background.
        let texts = try #require(try browser.evaluate("D.f[k].map(r => D.x[r])") as? [String])
        let column = 50
        #expect(texts.count == 27 && texts[0].hasPrefix("╔") && texts[4].hasPrefix("╚"), "\(texts.prefix(6))")
        for row in [1, 2, 3, 5] {
            let cells = Array(texts[row])
            #expect(cells.count > column && cells[column] == " ", "row \(row): \(texts[row])")
        }
        for (width, height) in [(1280, 720), (1920, 1080)] {
            try browser.send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
            let png = try browser.screenshot()
            let shot = folder.path("seams-\(width)x\(height).png")
            try png.write(to: URL(fileURLWithPath: shot))
            Self.keep(shot)
            let pixels = try Self.screenColumn(browser, png: png, column: column, from: 1, to: 3, blank: 5, columns: 96, rows: 27)
            #expect(pixels.scale != pixels.scale.rounded(), "\(width)x\(height): the screen is scaled by \(pixels.scale)")
            #expect(pixels.fill.count > 30, "\(width)x\(height): two rows' height of pixels")
            let fill = try #require(pixels.fill.first)
            #expect(fill != pixels.blank, "\(width)x\(height): the header's fill is not the background \(pixels.blank)")
            let seams = pixels.fill.enumerated().filter { $0.element != fill }.map { "pixel row \($0.offset): \($0.element)" }
            #expect(seams.isEmpty, "\(width)x\(height): the fill \(fill) changes at \(seams)")
        }
    }

    /// Recorded from side-by-side.demo, whose first frames all come at 0 s as push-off.demo's did
    /// before it opened with a title card held by `wait` (the check below counts on that).
    @Test("record .html: arrow keys step, and Play advances through the frames on the page's clock")
    func htmlPlayerPlays() throws {
        let folder = try TemporaryFolder("browser-player")
        defer { folder.remove() }
        let talk = folder.path("talk.html")
        try Self.scrollsim(["record", Self.root.appendingPathComponent("Demos/side-by-side.demo").path, "--output", talk])
        let data = try Self.data(try String(contentsOfFile: talk, encoding: .utf8))
        let times = try #require(data["t"] as? [Double])
        let frames = try #require(data["f"] as? [[Int]])
        let stepped = try Browser.dom(talk, hash: "keys=ArrowRight,ArrowRight,ArrowLeft,ArrowRight,ArrowRight", folder: folder)
        #expect(Self.attribute("frame", in: stepped) == "3")
        #expect(Self.screenRows(stepped) == frames[3])
        let played = try Browser.dom(talk, hash: "play", budget: 5000, folder: folder)
        let index = try #require(Self.attribute("frame", in: played).flatMap(Int.init))
        // The budget is virtual time, but the page reads `performance.now()`, and Chromium may run a
        // timer or two after the budget ends before it dumps the DOM: allow that much, not a frame
        // chosen by anything but the clock (a player that ignored time would be at the end or at 0).
        #expect(index > 0 && times[index] <= 5.0 + 1.5, "after 5 s of play: frame \(index) at \(times[index]) s")
        let shot = try Browser.screenshot(talk, hash: "frame=20", to: folder.path("talk-html.png"), folder: folder)
        Self.keep(folder.path("talk-html.png"))
        #expect(Self.isPNG(shot, width: 1000, height: 720) && shot.count > 20_000)
    }

    @Test("record .svg: the browser draws it, and its animation moves on with time")
    func svgAnimates() throws {
        let folder = try TemporaryFolder("browser-svg")
        defer { folder.remove() }
        let talk = folder.path("talk.svg")
        try Self.scrollsim(["record", Self.root.appendingPathComponent("Demos/why-each-line.demo").path, "--output", talk])
        // The SVG's own SMIL clock, paused and set to a time (a copy with two lines of script), so
        // what is drawn does not depend on how fast the browser runs on a loaded machine.
        let svg = try String(contentsOfFile: talk, encoding: .utf8)
        func seek(_ seconds: Int) throws -> String {
            let copy = folder.path("talk-at-\(seconds).svg")
            let script = "<script>const r=document.documentElement;r.pauseAnimations();r.setCurrentTime(\(seconds));</script></svg>"
            try svg.replacingOccurrences(of: "</svg>", with: script).write(toFile: copy, atomically: true, encoding: .utf8)
            return copy
        }
        let start = try Browser.screenshot(try seek(0), to: folder.path("talk-svg-0.png"), width: 960, height: 576, budget: 100, folder: folder)
        let later = try Browser.screenshot(try seek(12), to: folder.path("talk-svg-12.png"), width: 960, height: 576, budget: 100, folder: folder)
        Self.keep(folder.path("talk-svg-12.png"))
        #expect(Self.isPNG(start, width: 960, height: 576) && start.count > 10_000, "\(start.count) bytes")
        #expect(start != later, "12 s in, the SVG shows another frame")
    }
}
