import Foundation
import Testing

/// `scrollsim check` as a person runs it: exit codes, files written, same seed same output.
@Suite("scrollsim check command line")
struct CheckCLITests {
    static func tempDir() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func correctStrategyExitsZero() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try LayoutCLITests.run(["check", "--strategy", "uikit", "--count", "100", "--output", dir + "/out"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("PASS: 0 failures"))
        #expect(r.stderr.hasPrefix("scrollsim check: 100 scenarios, "))
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    @Test func failureExitsOneAndWritesTheShrunkScenario() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
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

    @Test func jsonOutput() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try LayoutCLITests.run(["check", "--strategy", "evadne", "--format", "json", "--output", dir])
        #expect(r.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["strategy"] as? String == "evadne")
        #expect(json["passed"] as? Bool == false)
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["detail"] as? String == "evadne.emptySection" && $0["failure"] as? Bool == true })
        let properties = try #require(json["properties"] as? [[String: Any]])
        #expect(properties.count == 11)
    }

    @Test func compareReportsDifferences() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try LayoutCLITests.run(["check", "--compare", "evadne,uikit", "--count", "200", "--output", dir])
        #expect(r.status == 0)
        #expect(r.stdout.contains("header-position: first differs at offset"))
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
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let start = Date()
        let r = try LayoutCLITests.run(["check", "--strategy", "uikit", "--time", "1s", "--output", dir])
        #expect(r.status == 0)
        #expect(Date().timeIntervalSince(start) < 5)
        let cases = r.stderr.split(separator: " ").dropFirst(2).first.flatMap { Int($0) } ?? 0
        #expect(cases > 100)
    }
}
