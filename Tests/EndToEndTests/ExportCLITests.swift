import Foundation
import TestSupport
import Testing

/// `scrollsim export` and `record --output` by extension, through the built binary.
@Suite("scrollsim export and record formats (command line)")
struct ExportCLITests {
    /// The frame a page shows at each offset, rebuilt from its data: row texts by row number.
    static func pageFrames(_ html: String) throws -> [Double: [String]] {
        let data = try BrowserExportTests.data(html)
        let offsets = try #require(data["o"] as? [Double])
        let frames = try #require(data["f"] as? [[Int]])
        let texts = try #require(data["x"] as? [String])
        var result: [Double: [String]] = [:]
        for (offset, rows) in zip(offsets, frames) { result[offset] = rows.map { texts[$0] } }
        return result
    }

    /// `render` output as full lines with trailing spaces removed.
    static func trimmed(_ lines: [String]) -> [String] {
        lines.map { line in
            var l = line
            while l.last == " " { l.removeLast() }
            return l
        }
    }

    @Test("export: the page's frame at offset N is `render --offset N`, split panes and status line included; its bottom line lists the page's keys")
    func pageMatchesRender() throws {
        let folder = try TemporaryFolder("export")
        defer { folder.remove() }
        let output = folder.path("page.html")
        let r = try Program.scrollsim(["export", "--scenario", "contacts", "--split", "uikit,yl", "--output", output])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("wrote \(output): "))
        let html = try String(contentsOfFile: output, encoding: .utf8)
        let frames = try Self.pageFrames(html)
        let offsets = frames.keys.sorted()
        #expect(offsets.first == -1, "from the top at rest (the navigation bar's inset)")
        #expect(offsets.count > 100, "every offset of contacts")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 - $0 <= 1 }, "one offset apart")
        var distinct = Set<[String]>()
        for offset in stride(from: 0, to: offsets.count, by: 21).map({ offsets[$0] }) + [offsets.last!] {
            let rendered = try Program.scrollsim([
                "render", "--scenario", "contacts", "--split", "uikit,yl", "--size", "80x24", "--offset", "\(Int(offset))",
            ])
            #expect(rendered.status == 0)
            var lines = rendered.stdout.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            let page = try #require(frames[offset])
            #expect(Self.trimmed(page).dropLast() == lines.dropLast(), "offset \(offset): the page differs from render")
            // The bottom line: what is shown and the page's own keys, none of the live view's.
            let bottom = try #require(page.last)
            #expect(bottom.hasPrefix(" contacts · uikit | yl · wheel ↓↑ jk scroll  PgDn PgUp Space page  Home End"), "\(bottom)")
            #expect(!bottom.contains("quit") && !bottom.contains("help") && !bottom.contains("42G"), "\(bottom)")
            #expect(lines.last?.contains("q quit") == true, "render keeps the live view's keys: \(lines.last ?? "")")
            distinct.insert(page)
        }
        #expect(distinct.count > 5, "the frames differ from offset to offset")
        #expect(html.utf8.count < 1_000_000, "small enough to mail: \(html.utf8.count) bytes")
    }

    @Test("export: huge is refused in one line naming --offsets; a window with --offsets is written and named on the page")
    func hugeNeedsAWindow() throws {
        let folder = try TemporaryFolder("export-huge")
        defer { folder.remove() }
        let output = folder.path("huge.html")
        let refused = try Program.scrollsim(["export", "--scenario", "huge", "--output", output])
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("scrollsim: --scenario huge: "))
        #expect(refused.stderr.contains("--offsets") && refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output))
        let tooMany = try Program.scrollsim(["export", "--scenario", "huge", "--offsets", "0...5000", "--output", output])
        #expect(tooMany.status == 2 && tooMany.stderr.contains("--offsets"), "\(tooMany.stderr)")
        let window = try Program.scrollsim(["export", "--scenario", "huge", "--offsets", "500000...500200", "--output", output])
        #expect(window.status == 0, "\(window.stderr)")
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(html.contains("201 offsets, 500000…500200 (chosen with --offsets)"))
        #expect(try Self.pageFrames(html).count == 201)
    }

    @Test("record and export refuse what they cannot write, in one line with exit 2", arguments: [
        (["record", "Demos/push-off.demo", "--output", "$DIR/talk.mp4"], "--output $DIR/talk.mp4: unknown extension; use .cast, .svg, .html or .gif (MP4: docs/exports.md)"),
        (["record", "Demos/push-off.demo", "--output", "$DIR/talk"], "unknown extension; use .cast, .svg, .html or .gif"),
        (["record", "Demos/push-off.demo", "--output", "$DIR/talk.svg", "--font", "x.ttf"], "--font is for a GIF; give --output FILE.gif"),
        (["record", "Demos/push-off.demo", "--output", "$DIR/talk.gif", "--font", "$DIR/old.svg"], "--output $DIR/talk.gif: --font $DIR/old.svg: FreeType cannot open it as a font"),
        (["record", "Demos/push-off.demo", "--output", "$DIR/talk.gif", "--pixels", "100x50"], "--pixels"),
        (["record", "Demos/push-off.demo", "--output", "$DIR/old.svg"], "--output $DIR/old.svg: the file exists; add --overwrite"),
        (["export", "--scenario", "contacts", "--output", "$DIR/page.svg"], "export writes an HTML page; give a .html file path"),
        (["export", "--scenario", "contacts", "--output", "$DIR/old.html"], "the file exists; add --overwrite"),
        (["export", "--scenario", "contacts", "--size", "10x3", "--output", "$DIR/p.html"], "--size 10x3 is too small"),
    ])
    func refusals(_ arguments: [String], _ fragment: String) throws {
        let folder = try TemporaryFolder("export-refuse")
        defer { folder.remove() }
        try folder.write("keep", name: "old.svg")
        try folder.write("keep", name: "old.html")
        let root = BuiltProduct.packageRoot.path
        let args = arguments.map { $0.replacingOccurrences(of: "$DIR", with: folder.path).replacingOccurrences(of: "Demos/", with: root + "/Demos/") }
        let r = try Program.scrollsim(args)
        let message = r.stderr.replacingOccurrences(of: folder.path, with: "$DIR")
        #expect(r.status == 2, "\(message)")
        #expect(message.contains(fragment), "\(message)")
        #expect(message.split(separator: "\n").count == 1)
        #expect(try String(contentsOfFile: folder.path("old.svg"), encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["old.html", "old.svg"], "nothing else written")
    }

    @Test("record writes each format by its extension, replacing a file only with --overwrite")
    func recordEachFormat() throws {
        let folder = try TemporaryFolder("record-formats")
        defer { folder.remove() }
        let demo = BuiltProduct.packageRoot.appendingPathComponent("Demos/push-off.demo").path
        for (name, start) in [("talk.cast", "{\"version\": 2"), ("talk.svg", "<?xml"), ("talk.html", "<!DOCTYPE html>")] {
            let output = folder.path(name)
            try folder.write("old", name: name)
            let r = try Program.scrollsim(["record", demo, "--output", output, "--overwrite"])
            #expect(r.status == 0, "\(r.stderr)")
            let text = try String(contentsOfFile: output, encoding: .utf8)
            #expect(text.hasPrefix(start), "\(name) starts \(text.prefix(40))")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["talk.cast", "talk.html", "talk.svg"], "no temporary file left")
    }

    @Test("record push-off to .gif: a looping 1920x1080 GIF89a under 1.5 MB, as many frames as record says, the SVG's timeline")
    func recordGIF() throws {
        let folder = try TemporaryFolder("record-gif")
        defer { folder.remove() }
        let demo = BuiltProduct.packageRoot.appendingPathComponent("Demos/push-off.demo").path
        let svg = try Program.scrollsim(["record", demo, "--output", folder.path("talk.svg")])
        let r = try Program.scrollsim(["record", demo, "--output", folder.path("talk.gif")])
        #expect(r.status == 0, "\(r.stderr)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.path("talk.gif"))))
        #expect(bytes.count <= 1_500_000, "\(bytes.count) bytes")
        let gif = try DecodedGIF(bytes, keepPixels: false)
        #expect(gif.width == 1920 && gif.height == 1080 && gif.loops)
        let said = r.stdout.split(separator: " ").firstIndex(of: "frames,").map { Int(r.stdout.split(separator: " ")[$0 - 1]) } ?? nil
        #expect(said == gif.frames.count, "record said \(r.stdout)")
        #expect(svg.stdout.contains(" \(gif.frames.count) frames,"), "the SVG holds as many frames: \(svg.stdout)")
        // The GIF loops after as long as the SVG does (the script, or one second past its last change).
        let total = gif.frames.reduce(0) { $0 + $1.delay }
        let svgText = try String(contentsOfFile: folder.path("talk.svg"), encoding: .utf8)
        let loop = svgText.components(separatedBy: "values=\"0;0\" dur=\"").last.flatMap { Double($0.prefix { $0 != "s" }) }
        #expect(loop.map { Int(($0 * 100).rounded()) } == total, "GIF lasts \(total) cs; the SVG loops after \(loop ?? -1) s")
    }

    /// FreeType's library is named by SCROLLSIM_FREETYPE_LIBRARY here (a file that does not
    /// exist), so the branch a machine without FreeType takes runs on one that has it.
    @Test("record to .gif without FreeType: one line naming the apt and brew packages, exit 2, nothing written; other formats still record")
    func gifWithoutFreeType() throws {
        let folder = try TemporaryFolder("record-no-freetype")
        defer { folder.remove() }
        let demo = BuiltProduct.packageRoot.appendingPathComponent("Demos/push-off.demo").path
        var environment = ProcessInfo.processInfo.environment
        environment["SCROLLSIM_FREETYPE_LIBRARY"] = folder.path("missing/libfreetype.so.6")
        let r = try Program.run([BuiltProduct.scrollsim, "record", demo, "--output", folder.path("talk.gif")], environment: environment)
        let message = r.stderr.replacingOccurrences(of: folder.path, with: "$DIR")
        #expect(r.status == 2, "\(message)")
        #expect(message.split(separator: "\n").count == 1, "\(message)")
        #expect(message.contains("--output $DIR/talk.gif: FreeType could not be loaded from SCROLLSIM_FREETYPE_LIBRARY=$DIR/missing/libfreetype.so.6 ("), "\(message)")
        #expect(message.contains("apt-get install libfreetype6 fonts-dejavu-core") && message.contains("brew install freetype"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("talk.gif")))
        let svg = try Program.run([BuiltProduct.scrollsim, "record", demo, "--output", folder.path("talk.svg")], environment: environment)
        #expect(svg.status == 0, "an SVG needs no FreeType: \(svg.stderr)")
    }

    @Test("record stops at a speaker's false caption with its line, the frame and what is there, exit 1; --allow-false-claims records with a warning")
    func falseCaptionStopsRecord() throws {
        let folder = try TemporaryFolder("record-claims")
        defer { folder.remove() }
        try folder.write("""
            scenario g1
            size 60x20
            strategy uikit
            caption "The first header is pushed off from the start"
            expect header 0 pushed
            scroll 3
            """, name: "talk.demo")
        let stopped = try Program.scrollsim(["record", folder.path("talk.demo"), "--output", folder.path("talk.svg")])
        #expect(stopped.status == 1, "\(stopped.stderr)")
        // The caption arrives with the scroll's first frame (frame 3), where the header is pinned.
        #expect(stopped.stderr.hasPrefix("scrollsim: talk.demo:5: caption \"The first header is pushed off from the start\" claims header 0 pushed, but at frame 3 (0.1 s) header 0 is pinned"), "\(stopped.stderr)")
        #expect(stopped.stderr.contains("--allow-false-claims") && stopped.stderr.split(separator: "\n").count == 1, "\(stopped.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("talk.svg")), "nothing written")
        let anyway = try Program.scrollsim(["record", folder.path("talk.demo"), "--output", folder.path("talk.svg"), "--allow-false-claims"])
        #expect(anyway.status == 0, "\(anyway.stderr)")
        #expect(anyway.stderr.contains("warning: talk.demo:5: caption"), "\(anyway.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path("talk.svg")))
        let layout = try Program.scrollsim(["layout", "--script", folder.path("talk.demo")])
        #expect(layout.status == 1 && layout.stderr.contains("talk.demo:5: caption"), "\(layout.stderr)")
    }

    @Test("every shipped demo records (its claims hold) to every format")
    func everyDemoRecords() throws {
        let folder = try TemporaryFolder("record-demos")
        defer { folder.remove() }
        let demos = BuiltProduct.packageRoot.appendingPathComponent("Demos")
        let names = try FileManager.default.contentsOfDirectory(atPath: demos.path).filter { $0.hasSuffix(".demo") }.sorted()
        #expect(names.count >= 8)
        for name in names {
            for format in ["cast", "svg", "html"] {
                let r = try Program.scrollsim(["record", demos.appendingPathComponent(name).path, "--output", folder.path("\(name).\(format)")])
                #expect(r.status == 0 && !r.stderr.contains("warning"), "\(name) → .\(format): \(r.stderr)")
            }
        }
    }

    @Test("a script's relative scenario path that is missing says where it was looked for")
    func relativeScenarioSaysWhere() throws {
        let folder = try TemporaryFolder("record-relative")
        defer { folder.remove() }
        try folder.write("scenario push-off.json\nstrategy uikit\npause 1\n", name: "rel.demo")
        let r = try Program.scrollsim(["record", folder.path("rel.demo"), "--output", folder.path("rel.svg")])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("rel.demo:1: `push-off.json`: no such scenario file; a relative path is looked for beside the script, as \(folder.path("push-off.json"))"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
    }
}
