import Foundation
import StickyLayout
import TestSupport
import Testing

/// `scrollsim check` as a person runs it: exit codes, files written, same seed same output.
@Suite("scrollsim check command line")
struct CheckCLITests {
    @Test func correctStrategyExitsZero() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let r = try Program.scrollsim(["check", "--strategy", "uikit", "--count", "100", "--output", dir + "/out"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("PASS: 0 failures"))
        #expect(r.stderr.hasPrefix("scrollsim check: 100 scenarios, "))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    @Test func failureExitsOneAndWritesTheShrunkScenario() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let out = dir + "/out"
        let r = try Program.scrollsim(["check", "--strategy", "yl", "--output", out])
        #expect(r.status == 1)
        #expect(r.stdout.contains("FAIL supplementary-above-cells (header)"))
        let file = out + "/yl-supplementary-above-cells-header.json"
        #expect(FileManager.default.fileExists(atPath: file))
        // The printed render command works on the written file.
        let line = try #require(r.stdout.split(separator: "\n").first { $0.contains("scrollsim render --scenario \(file)") })
        let args = line.split(separator: " ").dropFirst(1).map(String.init)
        let render = try Program.scrollsim(args)
        #expect(render.status == 0)
        #expect(!render.stdout.isEmpty)
        // Same seed, same output.
        let again = try Program.scrollsim(["check", "--strategy", "yl", "--output", out])
        #expect(again.stdout == r.stdout)
    }

    /// A case with an update is reproduced by the printed `layout --script` command, whose script
    /// replays the update and shows the engine's diagnostic (CS #68 for cs).
    @Test func updateCaseReplaysWithAScript() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let out = dir + "/out"
        let r = try Program.scrollsim(["check", "--strategy", "cs", "--output", out])
        #expect(r.stdout.contains("finding clean-updates (update.supplementaryUnderCell)"))
        let script = out + "/cs-clean-updates-update-supplementaryUnderCell.demo"
        #expect(FileManager.default.fileExists(atPath: script))
        let line = try #require(r.stdout.split(separator: "\n").first { $0.contains("scrollsim layout --script \(script)") })
        let layout = try Program.scrollsim(line.split(separator: " ").dropFirst(1).map(String.init))
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains("update.supplementaryUnderCell"))
        let again = try Program.scrollsim(["check", "--strategy", "cs", "--output", out])
        #expect(again.stdout == r.stdout)
    }

    @Test func jsonOutput() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let r = try Program.scrollsim(["check", "--strategy", "evadne", "--format", "json", "--output", dir])
        #expect(r.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["strategy"] as? String == "evadne")
        #expect(json["passed"] as? Bool == false)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["detail"] as? String == "evadne.emptySection" && $0["failure"] as? Bool == true })
        let properties = try #require(json["properties"] as? [[String: Any]])
        #expect(properties.count == LayoutProperty.allCases.count)
        // Every finding carries its shrunk size and, when it shares a root cause, that root.
        for f in findings {
            let size = try #require(f["shrunkSize"] as? [String: Any])
            #expect((size["sections"] as? Int).map { $0 >= 0 } == true)
            #expect(size["direction"] as? String == "vertical" || size["direction"] as? String == "horizontal")
            #expect(f.keys.contains("causedBy"))
        }
    }

    @Test func compareReportsDifferences() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let r = try Program.scrollsim(["check", "--compare", "evadne,uikit", "--count", "200", "--output", dir])
        #expect(r.status == 0)
        #expect(r.stdout.contains("\nevadne pins headers where uikit leaves them at their natural place (header-position; "))
        #expect(r.stdout.contains("\nuikit pins footers where evadne leaves them at their natural place (footer-position, footer-presence; "))
        #expect(r.stdout.contains("  first differs at offset 0 (scenario #0, shrunk)"))
        #expect(r.stdout.contains("--split evadne,uikit"))
        // The worker (the default) and this process give the same report, byte for byte.
        let here = try Program.scrollsim(["check", "--compare", "evadne,uikit", "--count", "200", "--output", dir, "--in-process"])
        #expect(here.status == 0)
        #expect(here.stdout == r.stdout)
    }

    @Test(arguments: [
        ["check"],
        ["check", "--strategy", "nope"],
        ["check", "--strategy", "uikit", "--compare", "uikit,css"],
        ["check", "--strategy", "uikit", "--seed", "-1"],
        ["check", "--strategy", "uikit", "--count", "0"],
        ["check", "--strategy", "uikit", "--time", "soon"],
        ["check", "--strategy", "uikit", "--shrink-time", "1e-9ms"],
        ["check", "--strategy", "uikit", "--shrink-time", "nan"],
        ["check", "--strategy", "uikit", "--shrink-time", "\u{1B}[31m5s"],
        ["check", "--strategy", "uikit", "--format", "xml"],
        ["check", "--strategy", "uikit", "--fault", "gravity"],
        ["check", "--compare", "uikit"],
        ["check", "--compare", "uikit,nope"],
        ["check", "--compare", "uikit,uikit"],
        ["check", "--strategy-file", "/nonexistent.json"],
    ])
    func badArgumentsExitTwo(_ arguments: [String]) throws {
        let r = try Program.scrollsim(arguments)
        #expect(r.status == 2, "\(arguments): \(r.stderr)")
        #expect(r.stderr.hasPrefix("scrollsim: "))
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
        #expect(r.stdout.isEmpty)
    }

    /// `--time` alone runs cases until the time is up: the run ends (no count bounds it) and
    /// reports the cases it ran. How many cases a second is the bench's (`--section check`).
    @Test func timeBoundsARun() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let r = try Program.scrollsim(["check", "--strategy", "uikit", "--time", "1s", "--output", dir, "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let cases = r.stderr.split(separator: " ").dropFirst(2).first.flatMap { Int($0) } ?? 0
        #expect(cases > 0, "the run ran cases and stopped at the time: \(r.stderr)")
        let json = try CheckCompareCLITests.json(r.stdout)
        #expect(json["timeLimit"] as? Double == 1)
        #expect(json["shrinkTimeLimit"] as? Double == 30, "with --time, shrinking has the default limit")
    }

    /// `--shrink-time`: a finding whose shrinking runs out of time keeps the smallest case found
    /// by then, and the report says so (text and JSON).
    @Test func shrinkTimeBoundsShrinking() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let arguments = ["check", "--strategy", "yl", "--count", "20", "--shrink-time", "1ms", "--output", folder.path]
        let text = try Program.scrollsim(arguments)
        #expect(text.status == 1, "\(text.stderr)")
        #expect(text.stdout.contains("stopped at the 0.001 s shrink limit, so a smaller case may exist (--shrink-time)"), "\(text.stdout)")
        let r = try Program.scrollsim(arguments + ["--format", "json"])
        let json = try CheckCompareCLITests.json(r.stdout)
        #expect(json["shrinkTimeLimit"] as? Double == 0.001)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["shrinkStoppedByTime"] as? Bool == true }, "\(r.stdout)")
        let unlimited = try CheckCompareCLITests.json(Program.scrollsim(["check", "--strategy", "yl", "--count", "20", "--output", folder.path, "--format", "json"]).stdout)
        #expect(unlimited["shrinkTimeLimit"] is NSNull)
        let all = try #require(unlimited["findings"] as? [[String: Any]])
        #expect(!all.isEmpty && all.allSatisfy { $0["shrinkStoppedByTime"] as? Bool == false })
    }
}

/// `check --strategy-file`: a described strategy is checked like a built-in, with its `declares`.
@Suite("scrollsim check with strategy files")
struct CheckStrategyFileTests {
    /// `scrollsim strategies --describe NAME` renamed to `newName`, with `declares` when given.
    static func describedFile(_ name: String, as newName: String, declares: [String]? = nil, in dir: String) throws -> String {
        let r = try Program.scrollsim(["strategies", "--describe", name])
        #expect(r.status == 0)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        object["name"] = newName
        if let declares { object["declares"] = declares }
        let path = dir + "/\(newName).json"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func describedUIKitPassesAndDescribedYLFails() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let uikit = try Self.describedFile("uikit", as: "my-uikit", in: dir)
        let pass = try Program.scrollsim(["check", "--strategy-file", uikit, "--output", dir + "/out"])
        #expect(pass.status == 0, "\(pass.stderr)")
        #expect(pass.stdout.contains("strategy my-uikit"))
        let yl = try Self.describedFile("yl", as: "my-yl", in: dir)
        let fail = try Program.scrollsim(["check", "--strategy-file", yl, "--output", dir + "/out"])
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("FAIL supplementary-above-cells (header)"))
        // The strategy file is copied next to the shrunk scenario, which names it; the printed
        // commands need no --strategy-file and work.
        let line = try #require(fail.stdout.split(separator: "\n").first { $0.contains("scrollsim render --scenario") })
        #expect(line.contains("--strategy my-yl") && !line.contains("--strategy-file"))
        let copy = try String(contentsOfFile: dir + "/out/strategy-my-yl.json", encoding: .utf8)
        #expect(copy.contains(#""name": "my-yl""#))
        let render = try Program.scrollsim(line.split(separator: " ").dropFirst(1).map(String.init))
        #expect(render.status == 0, "\(render.stderr)")
    }

    @Test func declaresDecidesWhatFails() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let yl = try Self.describedFile("yl", as: "lenient-yl", declares: ["unique-elements", "headers-present"], in: dir)
        let r = try Program.scrollsim(["check", "--strategy-file", yl, "--output", dir + "/out"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("finding supplementary-above-cells (header)"))
        let bad = try Self.describedFile("yl", as: "bad-yl", declares: ["unique-elements", "nope"], in: dir)
        let e = try Program.scrollsim(["check", "--strategy-file", bad])
        #expect(e.status == 2)
        #expect(e.stderr.hasPrefix("scrollsim: --strategy-file: \(bad): declares: entry 1 is not a property id"))
    }

    /// Two files with one name get the same error as in every other command (check said the second
    /// name "is a built-in strategy").
    @Test func twoFilesWithOneNameAreNamedAsSuch() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let first = try Self.describedFile("uikit", as: "mine", in: folder.path)
        let second = folder.path + "/copy.json"
        try FileManager.default.copyItem(atPath: first, toPath: second)
        let r = try Program.scrollsim(["check", "--strategy-file", first, "--strategy-file", second, "--strategy", "mine"])
        #expect(r.status == 2)
        #expect(r.stderr == "scrollsim: --strategy-file: \(second): name: \"mine\" is already the name of \(first); give each strategy file its own name\n")
    }
}

/// `check --compare` of strategy files and built-ins, one line per cause, and `--direction`.
@Suite("scrollsim check --compare and --direction")
struct CheckCompareCLITests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aStrategyFileComparesWithABuiltIn() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        // uikit's own description: no difference at all.
        let same = try CheckStrategyFileTests.describedFile("uikit", as: "my-uikit", in: dir)
        let r = try Program.scrollsim(["check", "--strategy-file", same, "--compare", "my-uikit,uikit", "--count", "150", "--format", "json", "--output", dir + "/a"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect((try Self.json(r.stdout)["differences"] as? [Any])?.isEmpty == true, "\(r.stdout)")
        // The same without footer pinning: every difference has one cause, "uikit pins footers".
        let described = try Program.scrollsim(["strategies", "--describe", "uikit"])
        var object = try Self.json(described.stdout)
        object["name"] = "no-footers"
        var footers = try #require(object["footers"] as? [String: Any])
        footers["pin"] = false
        object["footers"] = footers
        let path = dir + "/no-footers.json"
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: path))
        let d = try Program.scrollsim(["check", "--strategy-file", path, "--compare", "no-footers,uikit", "--count", "150", "--format", "json", "--output", dir + "/b"])
        #expect(d.status == 0, "\(d.stderr)")
        let differences = try #require(try Self.json(d.stdout)["differences"] as? [[String: Any]])
        #expect(differences.map { $0["cause"] as? String } == ["footer-pins-uikit"], "\(d.stdout)")
        #expect(differences.first?["causeText"] as? String == "uikit pins footers where no-footers leaves them at their natural place")
        #expect(differences.first?["kinds"] as? [String] == ["footer-position", "footer-presence"])
        // Its reproduction carries both strategies: the file's copy next to the scenario.
        let scenario = try #require(differences.first?["scenarioFile"] as? String)
        let scenarioText = try String(contentsOfFile: scenario, encoding: .utf8)
        #expect(scenarioText.contains(#""strategyFiles""#) && scenarioText.contains(#""strategy-no-footers.json""#), "\(scenarioText)")
        // Before and after are drawn at one size, so their rows line up one for one.
        for difference in differences {
            let frames = try #require(difference["frames"] as? [String: [String: Any]])
            let before = frames["before"]?["lines"] as? [String], after = frames["after"]?["lines"] as? [String]
            #expect(before?.count == after?.count && (after?.count ?? 0) > 0, "\(frames)")
        }
        let render = try #require((differences.first?["commands"] as? [String])?.first)
        #expect(render.contains("--split no-footers,uikit") && !render.contains("--strategy-file"))
        let again = try Program.scrollsim(Array(render.split(separator: " ").dropFirst().map(String.init)))
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func directionChoosesTheAxis() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let yl = try Program.scrollsim(["check", "--strategy", "yl", "--direction", "horizontal"])
        #expect(yl.status == 2)
        #expect(yl.stderr == "scrollsim: --direction horizontal: yl supports vertical only; drop --direction or choose that\n")
        let bad = try Program.scrollsim(["check", "--strategy", "uikit", "--direction", "diagonal"])
        #expect(bad.status == 2 && bad.stderr.contains("use vertical or horizontal"), "\(bad.stderr)")
        let r = try Program.scrollsim(["check", "--compare", "css,uikit", "--direction", "horizontal", "--count", "120", "--format", "json", "--output", folder.path])
        #expect(r.status == 0, "\(r.stderr)")
        let differences = try #require(try Self.json(r.stdout)["differences"] as? [[String: Any]])
        #expect(!differences.isEmpty)
        for d in differences {
            #expect((d["scenarioClass"] as? [String])?.contains("horizontal") == true, "\(d)")
        }
        let vertical = try Program.scrollsim(["check", "--compare", "css,uikit", "--direction", "vertical", "--count", "120", "--format", "json", "--output", folder.path])
        for d in try #require(try Self.json(vertical.stdout)["differences"] as? [[String: Any]]) {
            #expect((d["scenarioClass"] as? [String])?.contains("horizontal") == false, "\(d)")
        }
    }
}
