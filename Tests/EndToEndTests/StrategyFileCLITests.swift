import Foundation
import StickyLayout
import TestSupport
import Testing

/// `--strategy-file`, `strategies` and `--describe` through the real binary.
@Suite("Strategy files on the command line")
struct StrategyFileCLITests {
    static let twoLevel = #"""
    {"name": "two-level", "summary": "groups until the next group, sections stacked below, 1 row under the bar",
     "pinLine": {"inset": "adjustedContentInset", "offset": 1},
     "headers": {"sections": [0, 3], "until": "nextPinnedSection", "stack": true}}
    """#

    @Test func strategiesListsBuiltInsAndLoadedFiles() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(Self.twoLevel, name: "two-level.json")
        let r = try Program.scrollsim(["strategies", "--strategy-file", path])
        #expect(r.status == 0)
        let names = r.stdout.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") }
        #expect(names == StrategyRegistry.builtIn.names.map(\.rawValue) + ["two-level"])
    }

    @Test func describePrintsAFileThatLoadsUnderANewName() throws {
        let r = try Program.scrollsim(["strategies", "--describe", "CSS"])
        #expect(r.status == 0)
        let renamed = r.stdout.replacingOccurrences(of: "\"name\": \"css\"", with: "\"name\": \"my-css\"")
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(renamed, name: "my-css.json")
        let a = try Program.scrollsim(["layout", "--scenario", "g5", "--strategy", "css", "--offsets", "-7...20", "--format", "text"])
        let b = try Program.scrollsim(["layout", "--scenario", "g5", "--strategy-file", path, "--strategy", "my-css", "--offsets", "-7...20", "--format", "text"])
        #expect(a.status == 0 && b.status == 0)
        #expect(a.stdout.replacingOccurrences(of: "strategy css", with: "strategy my-css") == b.stdout)
        let floating = try Program.scrollsim(["strategies", "--describe", "floating"])
        #expect(floating.status == 2)
        #expect(floating.stderr.hasPrefix("scrollsim: --describe: floating cannot be written in the unified model"))
    }

    @Test func badStrategyFileExitsTwoWithOneEscapedLine() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(#"{"name": "a", "emission": "\u001b]0;owned\u0007"}"#, name: "demo.json")
        for command in [["render"], ["layout"], ["strategies"], ["run"]] {
            let r = try Program.scrollsim(command + ["--strategy-file", path])
            #expect(r.status == 2, "\(command)")
            #expect(r.stderr == "scrollsim: --strategy-file: \(path): emission: found the string \"\\u{1B}]0;owned\\u{07}\"; use one of: allSections, sectionsWithCellsInRect\n", "\(command)")
        }
        let unknown = try Program.scrollsim(["render", "--strategy", "two-level"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "scrollsim: --strategy: unknown strategy 'two-level'; use one of: \(StrategyRegistry.builtIn.nameList)\n")
    }

    /// contacts: sections A, B, C, D, … (header 1 row, one row a contact); navigation bar inset 1.
    @Test func twoLevelFileRendersAsDocumented() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(Self.twoLevel, name: "two-level.json")
        let r = try Program.scrollsim([
            "layout", "--scenario", "contacts", "--strategy-file", path, "--strategy", "two-level", "--viewport", "40x12",
            "--offsets", "30", "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let frame = try Program.scrollsim([
            "render", "--scenario", "contacts", "--strategy-file", path, "--strategy", "two-level", "--size", "60x16", "--offset", "30"])
        let lines = frame.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Row 0: the bar; row 1: one row of offset; row 2: group D (section 3) pinned; row 3: E stacked below.
        #expect(lines[2].hasPrefix("║ D ") && lines[2].contains("pinned"), "\(frame.stdout) \(frame.stderr)")
        #expect(lines[3].hasPrefix("║ E ") && lines[3].contains("pinned"))
    }
}
