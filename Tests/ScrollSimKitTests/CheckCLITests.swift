import Foundation
import StickyLayout
import Testing

/// `scrollsim check` as a person runs it: exit codes, files written, same seed same output.
@Suite("scrollsim check command line")
struct CheckCLITests {
    @Test func correctStrategyExitsZero() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let r = try LayoutCLITests.run(["check", "--strategy", "uikit", "--count", "100", "--output", dir + "/out"])
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
        let r = try LayoutCLITests.run(["check", "--strategy", "yl", "--output", out])
        #expect(r.status == 1)
        #expect(r.stdout.contains("FAIL supplementary-above-cells (header)"))
        let file = out + "/yl-supplementary-above-cells-header.json"
        #expect(FileManager.default.fileExists(atPath: file))
        // The printed render command works on the written file.
        let line = try #require(r.stdout.split(separator: "\n").first { $0.contains("scrollsim render --scenario \(file)") })
        let args = line.split(separator: " ").dropFirst(1).map(String.init)
        let render = try LayoutCLITests.run(args)
        #expect(render.status == 0)
        #expect(!render.stdout.isEmpty)
        // Same seed, same output.
        let again = try LayoutCLITests.run(["check", "--strategy", "yl", "--output", out])
        #expect(again.stdout == r.stdout)
    }

    /// A case with an update is reproduced by the printed `layout --script` command, whose script
    /// replays the update and shows the engine's diagnostic (CS #68 for cs).
    @Test func updateCaseReplaysWithAScript() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let out = dir + "/out"
        let r = try LayoutCLITests.run(["check", "--strategy", "cs", "--output", out])
        #expect(r.stdout.contains("finding clean-updates (update.supplementaryUnderCell)"))
        let script = out + "/cs-clean-updates-update-supplementaryUnderCell.demo"
        #expect(FileManager.default.fileExists(atPath: script))
        let line = try #require(r.stdout.split(separator: "\n").first { $0.contains("scrollsim layout --script \(script)") })
        let layout = try LayoutCLITests.run(line.split(separator: " ").dropFirst(1).map(String.init))
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains("update.supplementaryUnderCell"))
        let again = try LayoutCLITests.run(["check", "--strategy", "cs", "--output", out])
        #expect(again.stdout == r.stdout)
    }

    @Test func jsonOutput() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let r = try LayoutCLITests.run(["check", "--strategy", "evadne", "--format", "json", "--output", dir])
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
        let r = try LayoutCLITests.run(["check", "--compare", "evadne,uikit", "--count", "200", "--output", dir])
        #expect(r.status == 0)
        #expect(r.stdout.contains("header-position [section insets]: first differs at offset 0"))
        #expect(r.stdout.contains("--split evadne,uikit"))
    }

    @Test(arguments: [
        ["check"],
        ["check", "--strategy", "nope"],
        ["check", "--strategy", "uikit", "--compare", "uikit,css"],
        ["check", "--strategy", "uikit", "--seed", "-1"],
        ["check", "--strategy", "uikit", "--count", "0"],
        ["check", "--strategy", "uikit", "--time", "soon"],
        ["check", "--strategy", "uikit", "--format", "xml"],
        ["check", "--strategy", "uikit", "--fault", "gravity"],
        ["check", "--compare", "uikit"],
        ["check", "--compare", "uikit,nope"],
        ["check", "--compare", "uikit,uikit"],
        ["check", "--strategy-file", "/nonexistent.json"],
    ])
    func badArgumentsExitTwo(_ arguments: [String]) throws {
        let r = try LayoutCLITests.run(arguments)
        #expect(r.status == 2, "\(arguments): \(r.stderr)")
        #expect(r.stderr.hasPrefix("scrollsim: "))
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
        #expect(r.stdout.isEmpty)
    }

    @Test func timeBoundsARun() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let start = Date()
        let r = try LayoutCLITests.run(["check", "--strategy", "uikit", "--time", "1s", "--output", dir])
        #expect(r.status == 0)
        #expect(Date().timeIntervalSince(start) < 5)
        let cases = r.stderr.split(separator: " ").dropFirst(2).first.flatMap { Int($0) } ?? 0
        #expect(cases > 100)
    }
}

/// `check --strategy-file`: a described strategy is checked like a built-in, with its `declares`.
@Suite("scrollsim check with strategy files")
struct CheckStrategyFileTests {
    /// `scrollsim strategies --describe NAME` renamed to `newName`, with `declares` when given.
    static func describedFile(_ name: String, as newName: String, declares: [String]? = nil, in dir: String) throws -> String {
        let r = try LayoutCLITests.run(["strategies", "--describe", name])
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
        let pass = try LayoutCLITests.run(["check", "--strategy-file", uikit, "--output", dir + "/out"])
        #expect(pass.status == 0, "\(pass.stderr)")
        #expect(pass.stdout.contains("strategy my-uikit"))
        let yl = try Self.describedFile("yl", as: "my-yl", in: dir)
        let fail = try LayoutCLITests.run(["check", "--strategy-file", yl, "--output", dir + "/out"])
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("FAIL supplementary-above-cells (header)"))
        // The printed commands carry the strategy file and work.
        let line = try #require(fail.stdout.split(separator: "\n").first { $0.contains("scrollsim render --scenario") })
        #expect(line.contains("--strategy my-yl --strategy-file \(yl)"))
        let render = try LayoutCLITests.run(line.split(separator: " ").dropFirst(1).map(String.init))
        #expect(render.status == 0, "\(render.stderr)")
    }

    @Test func declaresDecidesWhatFails() throws {
        let folder = try TemporaryFolder("check")
        defer { folder.remove() }
        let dir = folder.path
        let yl = try Self.describedFile("yl", as: "lenient-yl", declares: ["unique-elements", "headers-present"], in: dir)
        let r = try LayoutCLITests.run(["check", "--strategy-file", yl, "--output", dir + "/out"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("finding supplementary-above-cells (header)"))
        let bad = try Self.describedFile("yl", as: "bad-yl", declares: ["unique-elements", "nope"], in: dir)
        let e = try LayoutCLITests.run(["check", "--strategy-file", bad])
        #expect(e.status == 2)
        #expect(e.stderr.hasPrefix("scrollsim: --strategy-file: \(bad): declares: entry 1 is not a property id"))
    }
}
