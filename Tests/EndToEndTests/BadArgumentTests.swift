import Foundation
import TestSupport
import Testing

/// Every string-parsed option is an `ExpressibleByArgument` type: a bad value is one line on
/// stderr naming the option and what to use, exit 2, and no raw escape byte.
@Suite("bad arguments")
struct BadArgumentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        /// Words the one line must contain: the option and the fix.
        var expect: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let esc = "\u{1B}[31m"

    static let cases: [Case] = [
        Case(arguments: ["layout", "--format", "xml"], expect: ["--format", "'json'", "'text'"]),
        Case(arguments: ["layout", "--format", "x\(esc)"], expect: ["--format", "\\x1B"]),
        Case(arguments: ["check", "--strategy", "uikit", "--format", "yaml"], expect: ["--format", "'json'", "'text'"]),
        Case(arguments: ["layout", "--fault", "gravity"], expect: ["--fault", "no-invalidation", "no-zindex"]),
        Case(arguments: ["render", "--fault", "n\(esc)"], expect: ["--fault", "no-reinsertion"]),
        Case(arguments: ["check", "--strategy", "uikit", "--fault", "x"], expect: ["--fault", "no-invalidation"]),
        Case(arguments: ["layout", "--viewport", "80"], expect: ["--viewport", "WIDTHxHEIGHT", "80x24"]),
        Case(arguments: ["layout", "--viewport", "0x10"], expect: ["--viewport", "from 1 to 10000"]),
        Case(arguments: ["layout", "--offset", "3"], expect: ["--offset applies to --keys and --script", "--offsets"]),
        Case(arguments: ["layout", "--viewport", "8\(esc)x2"], expect: ["--viewport", "\\x1B"]),
        // layout's old spelling: refused, naming the value and the new name (`--size` is a terminal size in render).
        Case(arguments: ["layout", "--size", "80x24"], expect: ["--size", "--viewport 80x24", "terminal", "--terminal"]),
        Case(arguments: ["layout", "--size", "8\(esc)x2"], expect: ["--viewport", "\\x1B"]),
        Case(arguments: ["render", "--size", "80by24"], expect: ["--size", "COLUMNSxROWS", "80x24"]),
        Case(arguments: ["render", "--size", "99999x3"], expect: ["--size", "from 1 to 2000"]),
        Case(arguments: ["record", "Demos/push-off.demo", "--output", "/tmp/never.cast", "--size", "5x5"], expect: ["--size", "20x6"]),
        Case(arguments: ["layout", "--offsets", "1...x"], expect: ["--offsets", "use numbers and ranges"]),
        Case(arguments: ["layout", "--offsets", "0...1e9:0.001"], expect: ["--offsets", "more than 100000 steps"]),
        Case(arguments: ["layout", "--offsets", "\(esc)"], expect: ["--offsets", "\\x1B"]),
        Case(arguments: ["layout", "--rect", "5,1"], expect: ["--rect", "START,END", "0,3"]),
        Case(arguments: ["layout", "--rect", "a"], expect: ["--rect", "START <= END"]),
        Case(arguments: ["render", "--offset", "abc"], expect: ["--offset", "use a number from"]),
        Case(arguments: ["run", "--offset", "nan"], expect: ["--offset", "use a number from"]),
        Case(arguments: ["render", "--keys", "j<Bad>"], expect: ["--keys", "<Down>"]),
        Case(arguments: ["layout", "--keys", "j\(esc)"], expect: ["--keys"]),
        Case(arguments: ["layout", "--keys", "j", "--terminal", "80"], expect: ["--terminal", "COLUMNSxROWS"]),
        Case(arguments: ["render", "--split", "uikit,b\(esc)"], expect: ["--split", "\\x1B", "separated by commas", "uikit,css"]),
        Case(arguments: ["run", "--split", "a b,c"], expect: ["--split", "ASCII letters, digits", "uikit,css"]),
        Case(arguments: ["layout", "--strategy", "no such"], expect: ["--strategy", "ASCII letters, digits", "e.g. uikit"]),
        Case(arguments: ["run", "--strategy", "\(esc)"], expect: ["--strategy", "\\x1B", "e.g. uikit"]),
        Case(arguments: ["check", "--strategy", "-"], expect: ["--strategy"]),
        Case(arguments: ["check", "--strategy", ".x"], expect: ["--strategy", "starting with a letter or digit"]),
        Case(arguments: ["strategies", "--describe", "a/b"], expect: ["--describe", "ASCII letters, digits"]),
    ]

    @Test(arguments: cases)
    func oneLineExitTwoNoEscape(_ c: Case) throws {
        let r = try Program.scrollsim(c.arguments)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("scrollsim: "), "\(r.stderr)")
        #expect(r.stderr.hasSuffix("\n") && r.stderr.filter { $0 == "\n" }.count == 1, "\(r.stderr)")
        #expect(!r.stderr.utf8.contains(0x1B), "\(r.stderr)")
        for word in c.expect { #expect(r.stderr.contains(word), "missing \(word): \(r.stderr)") }
    }

    @Test("--help lists the allowed values of the enumerated options")
    func helpListsValues() throws {
        let layout = try Program.scrollsim(["layout", "--help"]).stdout
        #expect(layout.contains("values: json, text"))
        #expect(layout.contains("no-invalidation, no-reinsertion"))
        let render = try Program.scrollsim(["render", "--help"]).stdout
        #expect(render.contains("no-invalidation, no-reinsertion"))
        let check = try Program.scrollsim(["check", "--help"]).stdout
        #expect(check.contains("json") && check.contains("text"))
    }
}
