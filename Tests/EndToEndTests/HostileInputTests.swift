@testable import ScrollSimKit
import ScrollSimExport
import Foundation
import TestSupport
import Testing

/// One hostile input to the real binary and what must come back: exit status, a one-line message
/// on standard error containing `expect` (file, field and fix), and no control byte on stderr.
struct HostileCase: CustomTestStringConvertible, Sendable {
    var name: String
    /// Files written into a fresh folder first (name → bytes); `$DIR` in arguments names the folder.
    var files: [String: [UInt8]] = [:]
    var arguments: [String]
    var status: Int32 = 2
    /// Fragments the one-line message must contain.
    var expect: [String]
    var testDescription: String { name }

    init(_ name: String, files: [String: String] = [:], _ arguments: [String], status: Int32 = 2, expect: [String]) {
        self.name = name
        self.files = files.mapValues { Array($0.utf8) }
        self.arguments = arguments
        self.status = status
        self.expect = expect
    }

    init(_ name: String, bytes: [String: [UInt8]], _ arguments: [String], status: Int32 = 2, expect: [String]) {
        self.name = name
        self.files = bytes
        self.arguments = arguments
        self.status = status
        self.expect = expect
    }

    /// Runs the case; returns the result with `$DIR` in stderr replaced back.
    func run() throws -> (status: Int32, stdout: String, stderr: String, dir: String) {
        let folder = try TemporaryFolder("hostile")
        defer { folder.remove() }
        let dir = folder.path
        for (file, bytes) in files {
            try Data(bytes).write(to: URL(fileURLWithPath: dir + "/" + file))
        }
        let arguments = arguments.map { $0.replacingOccurrences(of: "$DIR", with: dir) }
        let r = try Program.scrollsim(arguments)
        return (r.status, r.stdout, r.stderr.replacingOccurrences(of: dir, with: "$DIR"), dir)
    }

    /// Checks the one-line, escape-free message contract.
    func check() throws {
        let r = try run()
        #expect(r.status == status, "\(name): exit \(r.status), stderr \(r.stderr)")
        #expect(r.stderr.hasPrefix("scrollsim: "), "\(name): \(r.stderr)")
        #expect(r.stderr.filter { $0 == "\n" }.count == 1 && r.stderr.hasSuffix("\n"), "\(name): not one line: \(r.stderr)")
        let body = r.stderr.dropLast()
        #expect(!body.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "\(name): control character on stderr: \(r.stderr.debugDescription)")
        for fragment in expect {
            #expect(r.stderr.contains(fragment), "\(name): missing \(fragment.debugDescription) in \(r.stderr)")
        }
    }
}

/// Text taken from input is echoed with control characters visibly escaped (`VisibleEscapes`).
@Suite("hostile input: terminal injection")
struct InjectionTests {
    static let cases: [HostileCase] = [
        HostileCase("unknown scenario key with ESC and newline",
                    files: ["s.json": #"{"\u001b]0;pwned\u0007\nx": 1, "sections": []}"#],
                    ["layout", "--scenario", "$DIR/s.json"],
                    expect: ["$DIR/s.json", #"\x1B]0;pwned\x07\nx: unknown key; allowed keys:"#]),
        HostileCase("string value with CSI",
                    files: ["s.json": #"{"defaultStrategy": "\u001b[2J", "sections": []}"#],
                    ["layout", "--scenario", "$DIR/s.json"],
                    expect: ["defaultStrategy", #"\x1B[2J"#, "use one of"]),
        HostileCase("unknown demo command", files: ["d.demo": "\u{1B}[2Jclear\n"],
                    ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"],
                    expect: ["$DIR/d.demo:1", #"unknown command `\x1B[2Jclear`"#, "use one of"]),
        HostileCase("unknown demo strategy with C1 CSI", files: ["d.demo": "scenario contacts\nstrategy \u{9B}31m\n"],
                    ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"],
                    expect: ["$DIR/d.demo:2", #"\u{9B}31m"#]),
        HostileCase("strategy option", ["render", "--strategy", "\u{1B}]0;t\u{07}"], expect: [#"\x1B]0;t\x07"#, "--strategy"]),
        HostileCase("unknown option", ["layout", "--\u{1B}[2J"], expect: [#"\x1B[2J"#]),
        HostileCase("scenario name with newline", ["layout", "--scenario", "a\nb"], expect: [#"a\nb"#, "built-ins"]),
    ]

    @Test(arguments: cases) func messageIsEscaped(_ c: HostileCase) throws { try c.check() }

    @Test func layoutTextReportEscapesTheScenarioName() throws {
        let c = HostileCase("name", files: ["s.json": #"{"name": "\u001b[2Jn", "sections": [{"items": 1}]}"#],
                            ["layout", "--scenario", "$DIR/s.json", "--format", "text"], status: 0, expect: [])
        let r = try c.run()
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix(#"scenario \x1B[2Jn  strategy"#))
        #expect(!r.stdout.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func renderShowsCaptionAndNamesEscaped() throws {
        let c = HostileCase("name", files: ["s.json": #"{"name": "\u001b[2Jn", "sections": [{"title": "t\u001b[1mx", "items": 1}]}"#],
                            ["render", "--scenario", "$DIR/s.json", "--size", "60x10"], status: 0, expect: [])
        let r = try c.run()
        #expect(r.status == 0)
        #expect(r.stdout.contains(#"t\x1B[1mx"#))
        #expect(!r.stdout.unicodeScalars.contains { $0.value == 0x1B })
    }
}

/// Numbers from input that used to trap (overflow, NaN) get a message with the allowed range.
@Suite("hostile input: numbers")
struct NumericInputTests {
    static let cases: [HostileCase] = [
        HostileCase("Int64.min scroll", files: ["d.demo": "scenario contacts\nscroll -9223372036854775808\n"],
                    ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"],
                    expect: ["$DIR/d.demo:2", "not a row count", "from -10000000 to 10000000"]),
        HostileCase("Int64.max scroll", files: ["d.demo": "scenario contacts\nscroll 9223372036854775807\n"],
                    ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"], expect: ["$DIR/d.demo:2", "from -10000000 to 10000000"]),
        HostileCase("fractional scroll", files: ["d.demo": "scenario contacts\nscroll 2.5\n"],
                    ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"], expect: ["$DIR/d.demo:2", "use a whole number"]),
        HostileCase("nan speed", files: ["d.demo": "scenario contacts\nspeed nan\n"],
                    ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"], expect: ["$DIR/d.demo:2", "from 0.1 to 1000"]),
        HostileCase("inf pause", files: ["d.demo": "scenario contacts\npause inf\n"],
                    ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"], expect: ["$DIR/d.demo:2", "from 0 to 600"]),
        HostileCase("nan scrollto", files: ["d.demo": "scenario contacts\nscrollto nan\n"],
                    ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"], expect: ["$DIR/d.demo:2", "top, bottom or an offset"]),
        HostileCase("render nan offset (floating)", ["render", "--strategy", "floating", "--offset=nan"], expect: ["--offset", "use a number from"]),
        HostileCase("render inf offset", ["render", "--offset=-inf"], expect: ["--offset", "use a number from"]),
        HostileCase("render huge offset", ["render", "--offset=1e400"], expect: ["--offset", "use a number from"]),
        HostileCase("layout nan offsets", ["layout", "--offsets", "nan"], expect: ["--offsets", "use numbers and ranges"]),
        HostileCase("layout inf step", ["layout", "--offsets", "0...10:inf"], expect: ["--offsets", "positive number"]),
        HostileCase("layout nan rect", ["layout", "--rect", "nan,1"], expect: ["--rect", "START,END"]),
    ]

    @Test(arguments: cases) func rejectedWithTheAllowedRange(_ c: HostileCase) throws { try c.check() }

    /// The largest offsets accepted render in every strategy without trapping.
    @Test(arguments: ["uikit", "floating", "cs", "css", "evadne", "yl", "myntra", "plain"])
    func extremeOffsetsRender(_ strategy: String) throws {
        for offset in ["1e12", "-1e12", "0.5"] {
            let r = try Program.scrollsim(["render", "--strategy", strategy, "--offset=\(offset)", "--size", "40x8"])
            #expect(r.status == 0, "\(strategy) at \(offset): \(r.stderr)")
        }
    }
}

/// Input files: true reasons for every refusal, limits checked while parsing, CRLF accepted.
@Suite("hostile input: files and limits")
struct InputFileTests {
    static let manyKeys = "{" + (0..<30_000).map { "\"k\($0)\": 1" }.joined(separator: ",") + "}"
    static let manyDuplicates = "{\"sections\": [], " + (0..<30_000).map { "\"k\($0 % 29_999)\": 1" }.joined(separator: ",") + "}"
    static let longArray = "{\"sections\": [{\"itemHeights\": [" + Array(repeating: "1", count: 1_000_001).joined(separator: ",") + "]}]}"

    static let cases: [HostileCase] = [
        HostileCase("scenario is a directory", ["layout", "--scenario", "/tmp/"], expect: ["/tmp/: is a directory; give a scenario JSON file"]),
        HostileCase("scenario is /dev/null", ["layout", "--scenario", "/dev/null"], expect: ["/dev/null: is a device, not a file"]),
        HostileCase("scenario missing", ["layout", "--scenario", "$DIR/none.json"], expect: ["$DIR/none.json: no such file; give a scenario JSON file"]),
        HostileCase("script is a directory", ["play", "/tmp/"], expect: ["/tmp/: is a directory; give a demo script"]),
        HostileCase("script is /dev/null", ["record", "/dev/null", "--output", "$DIR/o.cast"], expect: ["/dev/null: is a device, not a file"]),
        HostileCase("script not UTF-8", bytes: ["d.demo": Array("scenario contacts\n".utf8) + [0xFF, 0x0A]],
                    ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"], expect: ["$DIR/d.demo:2: not UTF-8 text (byte 0xFF); save the script as UTF-8"]),
        HostileCase("30,000 keys", files: ["s.json": manyKeys], ["layout", "--scenario", "$DIR/s.json"], expect: ["k0: unknown key; allowed keys:"]),
        HostileCase("duplicate among 30,000 keys", files: ["s.json": manyDuplicates], ["layout", "--scenario", "$DIR/s.json"],
                    expect: ["duplicate key \"k0\"; each key may appear once"]),
        HostileCase("array past the limit while parsing", files: ["s.json": longArray], ["layout", "--scenario", "$DIR/s.json"],
                    expect: ["more than 1000000 elements", "use \"generate\""]),
        HostileCase("huge unknown key is shortened", files: ["s.json": "{\"" + String(repeating: "x", count: 100_000) + "\": 1}"],
                    ["layout", "--scenario", "$DIR/s.json"], expect: ["xxxx…: unknown key"]),
    ]

    @Test(arguments: cases) func refusedWithATrueReason(_ c: HostileCase) throws { try c.check() }

    /// Root reads any file, so as root (CI runs as root) a copy of the binary in the test's folder
    /// (the checkout may be in a folder `nobody` cannot enter) runs as the unprivileged `nobody`
    /// (uid and gid 65534 on Debian and Ubuntu) through util-linux's `setpriv`.
    @Test func unreadableFileSaysPermission() throws {
        let folder = try TemporaryFolder("unreadable")
        defer { folder.remove() }
        let dir = folder.path
        let path = dir + "/s.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        chmod(dir, 0o755)  // `nobody` may look in the folder, not read the file
        chmod(path, 0)
        var command = [BuiltProduct.scrollsim, "layout", "--scenario", path]
        if getuid() == 0 {
            command[0] = dir + "/scrollsim"
            try FileManager.default.copyItem(atPath: BuiltProduct.scrollsim, toPath: command[0])
            chmod(command[0], 0o755)
            let setpriv = try #require(["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                       "running as root: setpriv (util-linux) is needed to run the binary as nobody")
            command = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"] + command
        }
        let r = try Program.run(command)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr == "scrollsim: \(path): permission denied; make it readable (chmod +r) or give another file\n")
    }

    @Test func crlfScriptsAreAccepted() throws {
        let c = HostileCase("crlf", files: ["d.demo": "scenario contacts\r\nscroll 3\r\ncaption \"hi\"\r\n"],
                            ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"], status: 0, expect: [])
        let r = try c.run()
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("wrote $DIR/o.cast: ") || r.stdout.contains("frames"), "\(r.stdout)")
    }
}

/// Write errors are errors; `record --output` never silently replaces or follows anything.
@Suite("hostile output")
struct OutputSafetyTests {
    /// Runs `command` (a shell line, `$B` the binary) with bash; returns status and stderr.
    static func shell(_ command: String) throws -> (status: Int32, stderr: String) {
        let r = try Program.run(["/bin/bash", "-c", "set -o pipefail; B='\(BuiltProduct.scrollsim)'; " + command])
        return (r.status, r.stderr)
    }

    #if os(Linux)  // macOS has no /dev/full
    @Test(arguments: [
        "layout --scenario g1 --offsets 0...50", "layout --scenario g1 --format text", "render", "strategies", "--help", "layout --help",
    ])
    func fullDiskIsAnError(_ arguments: String) throws {
        let r = try Self.shell("$B \(arguments) > /dev/full")
        #expect(r.status == 1, "\(arguments): \(r.stderr)")
        #expect(r.stderr == "scrollsim: standard output: cannot write (No space left on device); free space or redirect the output elsewhere\n")
    }
    #endif

    @Test func closedPipeIsAnError() throws {
        let r = try Self.shell("$B layout --scenario huge --offsets 0...3000 | head -c 100 > /dev/null")
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr == "scrollsim: standard output: the reader closed the pipe before the output ended\n")
    }

    static let demo = "scenario contacts\nscroll 2\n"

    static let refusals: [HostileCase] = [
        HostileCase("existing file", files: ["d.demo": demo, "o.cast": "keep"], ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"],
                    expect: ["--output $DIR/o.cast: the file exists; add --overwrite to replace it"]),
        HostileCase("device", files: ["d.demo": demo], ["record", "$DIR/d.demo", "--output", "/dev/null", "--overwrite"],
                    expect: ["--output /dev/null: is a character device, not a regular file"]),
        HostileCase("directory", files: ["d.demo": demo], ["record", "$DIR/d.demo", "--output", "$DIR", "--overwrite"],
                    expect: ["is a directory, not a regular file"]),
        HostileCase("missing folder", files: ["d.demo": demo], ["record", "$DIR/d.demo", "--output", "$DIR/no/o.cast"],
                    expect: ["cannot create a file in its folder (No such file or directory)"]),
        // Issue 23: 10,000,000 rows ran past 35 s with no bound or message.
        HostileCase("a timeline past the limit", files: ["d.demo": "scenario contacts\nscroll 10000000\n"],
                    ["record", "$DIR/d.demo", "--output", "$DIR/o.cast"],
                    expect: ["$DIR/d.demo:2: the script scrolls 10000000 rows by this line; the limit is 100000 rows in all", "`scrollto`"]),
        HostileCase("scrolls adding up past the limit", files: ["d.demo": "scenario contacts\nscroll 60000\nscroll -40000\nscroll 1\n"],
                    ["play", "$DIR/d.demo"], expect: ["$DIR/d.demo:4: the script scrolls 100001 rows by this line"]),
    ]

    @Test(arguments: refusals) func recordRefuses(_ c: HostileCase) throws { try c.check() }

    @Test func recordRefusesSymlinksAndFIFOsAndKeepsFiles() throws {
        let folder = try TemporaryFolder("record")
        defer { folder.remove() }
        let dir = folder.path
        try Data(Self.demo.utf8).write(to: URL(fileURLWithPath: dir + "/d.demo"))
        try Data("keep".utf8).write(to: URL(fileURLWithPath: dir + "/target"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.cast", withDestinationPath: dir + "/target")
        #expect(mkfifo(dir + "/fifo.cast", 0o600) == 0)
        let link = try Program.scrollsim(["record", dir + "/d.demo", "--output", dir + "/link.cast", "--overwrite"])
        #expect(link.status == 2)
        #expect(link.stderr.contains("is a symbolic link; give the path of the file itself"))
        #expect(try String(contentsOfFile: dir + "/target", encoding: .utf8) == "keep")
        let fifo = try Program.scrollsim(["record", dir + "/d.demo", "--output", dir + "/fifo.cast", "--overwrite"])
        #expect(fifo.status == 2)
        #expect(fifo.stderr.contains("is a FIFO (named pipe), not a regular file"))
        // --overwrite replaces a regular file through a temporary file renamed into place.
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/o.cast"))
        let good = try Program.scrollsim(["record", dir + "/d.demo", "--output", dir + "/o.cast", "--overwrite"])
        #expect(good.status == 0, "\(good.stderr)")
        #expect(try String(contentsOfFile: dir + "/o.cast", encoding: .utf8).hasPrefix("{\"version\": 2"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }
}

/// Long demos: `record` streams frames to the file and `play` makes them as they are due
/// (memory independent of length; DemoStreamTests); `play` checks the opening steps before it
/// touches the terminal.
@Suite("hostile input: long demos")
struct LongDemoTests {
    @Test func recordStreamsTheSameCastAsTheTimeline() throws {
        let script = try DemoScript.parse("scenario contacts\nscroll 5\npause 0.2\ncaption \"x\"\nscroll -2\n", path: "t.demo")
        let load: (String) throws -> Scenario = { try #require(ScenarioSource.builtin(named: $0)) }
        let size = DemoTimeline.size(of: script)
        var frames: [DemoFrame] = []
        try DemoTimeline.stream(script, size: size, loadScenario: load) { frames.append($0) }
        var streamed = ""
        let result = try DemoRecorder.stream(script, size: size, title: "t", loadScenario: load) { streamed += $0 }
        var fromTimeline = ""
        let sink = try RecordingFormat.cast.sink(size: size, title: "t", palette: .colors(true)) { fromTimeline += $0 }
        for frame in frames { try sink.frame(frame.frame, at: frame.time) }
        try sink.finish(duration: frames.last?.time ?? 0)
        #expect(streamed == fromTimeline)
        #expect(result.frames == frames.count)
    }

    @Test func streamingKeepsNoFrames() throws {
        // 3001 frames through the stream; each frame is handed over and dropped.
        let script = try DemoScript.parse("scenario huge\nspeed 1000\nscroll 3000\n", path: "t.demo")
        var count = 0
        try DemoTimeline.stream(script, size: TerminalSize(columns: 20, rows: 6), loadScenario: { try #require(ScenarioSource.builtin(named: $0)) }) { _ in
            count += 1
        }
        #expect(count == 3001)  // the scenario step, then one a row
    }

    static let cases: [HostileCase] = [
        HostileCase("script that shows nothing", files: ["d.demo": "speed 5\ncaption \"x\"\n"], ["play", "$DIR/d.demo"],
                    expect: ["$DIR/d.demo: the script shows nothing", "`scenario contacts`"]),
        HostileCase("scroll before the scenario", files: ["d.demo": "size 2000x2000\nscroll 100000\n"], ["play", "$DIR/d.demo"],
                    expect: ["$DIR/d.demo:2: no scenario yet", "`scenario NAME`"]),
        HostileCase("missing scenario file", files: ["d.demo": "scenario nothere.json\nscroll 100000\n"], ["play", "$DIR/d.demo"],
                    expect: ["$DIR/d.demo:1:", "nothere.json"]),
    ]

    @Test(arguments: cases) func playRefusesBeforeTheTerminal(_ c: HostileCase) throws { try c.check() }
}
