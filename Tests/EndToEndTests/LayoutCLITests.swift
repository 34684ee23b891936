import Foundation
import TestSupport
import Testing

/// Runs the built `scrollsim` binary (`swift build` or `swift test` puts it next to the test bundle).
@Suite("scrollsim command line")
struct LayoutCLITests {
    @Test func badFileExitsTwoWithOneLine() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(#"{"sections": [{"items": -3}]}"#, name: "demo.json")
        let r = try Program.scrollsim(["layout", "--scenario", path])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr == "scrollsim: \(path): sections[0].items: -3 is out of range; use an integer from 0 to 10000000\n")
    }

    @Test(arguments: [
        ["layout", "--scenario", "/nonexistent/x.json"],
        ["layout", "--scenario", "g1", "--strategy", "nope"],
        ["layout", "--scenario", "g1", "--viewport", "80"],
        ["layout", "--scenario", "g1", "--size", "80x24"],
        ["layout", "--scenario", "g1", "--offsets", "1...x"],
        ["layout", "--scenario", "g1", "--rect", "5,1"],
        ["layout", "--scenario", "g1", "--format", "xml"],
    ])
    func badArgumentsExitTwo(_ arguments: [String]) throws {
        let r = try Program.scrollsim(arguments)
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("scrollsim: "))
        #expect(r.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func layoutPrintsJSONWithNegativeOffsets() throws {
        let r = try Program.scrollsim(["layout", "--scenario", "g1", "--strategy", "evadne", "--offsets", "-5...0:5"])
        #expect(r.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let steps = object?["steps"] as? [[String: Any]]
        #expect(steps?.map { $0["offset"] as? Double } == [-5, 0])
    }

    @Test func strategiesListsEveryStrategy() throws {
        let r = try Program.scrollsim(["strategies"])
        #expect(r.status == 0)
        let names = r.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(names == ["plain", "floating", "evadne", "yl", "myntra", "cs", "uikit", "css", "iglistkit", "magazine", "compositional", "tableview", "swiftui", "compose", "flutter"])
    }

    // `layout --keys`
    @Test("Bad histories and option mixes: one line naming the option, exit 2, no escape byte", arguments: [
        (["--keys", "jj<Bad>"], "--keys"),
        (["--keys", "j<Size:0x0>"], "--keys"),
        (["--keys", "j\u{1B}[31m"], "--keys"),
        (["--keys", "j", "--size", "40x20"], "--terminal"),
        (["--keys", "j", "--offsets", "0,4"], "--offsets"),
        (["--keys", "j", "--rect", "0,3"], "--rect"),
        (["--keys", "j", "--terminal", "3x2"], "--terminal"),
        (["--keys", "j", "--terminal", "80x\u{1B}"], "--terminal"),
        (["--terminal", "80x24"], "--keys"),
        (["--no-bounce"], "--keys"),
    ])
    func badHistories(arguments: [String], names: String) throws {
        let r = try Program.scrollsim(["layout", "--scenario", "contacts"] + arguments)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasSuffix("\n") && r.stderr.filter { $0 == "\n" }.count == 1, "\(r.stderr)")
        #expect(!r.stderr.utf8.contains(0x1B))
        #expect(r.stderr.contains(names), "\(r.stderr)")
    }
}
