import ArgumentParser
import ScrollSimKit
@testable import ScrollSimCLI
import Testing

/// The live view's quick reader (`LiveViewOptions.init?(quickParsing:)`) against ArgumentParser:
/// every command line the quick reader accepts, ArgumentParser parses to `run` with equal options.
@Suite struct LiveViewQuickParseTests {
    /// Words command lines are made of: `run`'s options in both spellings, good and bad values,
    /// other commands, help, and words no option takes.
    static let words: [String] = [
        "run", "render", "help", "--help", "-h", "--", "-x", "", "huge", "demo.json", "run=1",
        "--scenario", "--scenario=huge", "--scenario=", "--scenario=-z",
        "--strategy", "uikit", "--strategy=css", "bad name", "--strategy=",
        "--split", "uikit,css", "uikit,", "--split=a,b,c",
        "--strategy-file", "mine.json", "--strategy-file=other.json",
        "--no-bounce", "--no-bounce=true", "--no-indicator", "--projector",
        "--record", "out.cast", "--replay", "jjk", "--report-dir", "/",
        "--offset", "12", "-3.5", "nan", "1e400", "--offset=7", "--offset=-2",
        "--unknown", "--Scenario", "--no-bounc",
    ]

    /// ArgumentParser's reading of `arguments` as `run`'s options, or nil when it does not read
    /// them as `run`.
    static func parsedByArgumentParser(_ arguments: [String]) -> LiveViewOptions? {
        (try? ScrollSimCommand.parseAsRoot(arguments) as? RunCommand)?.options
    }

    /// Checks one command line; returns whether the quick reader accepted it.
    @discardableResult
    static func check(_ arguments: [String]) -> Bool {
        guard let quick = LiveViewOptions(quickParsing: arguments) else { return false }
        #expect(parsedByArgumentParser(arguments) == quick, "\(arguments)")
        return true
    }

    @Test func everyLineOfUpToTwoWords() {
        var accepted = 0
        if Self.check([]) { accepted += 1 }
        for a in Self.words {
            if Self.check([a]) { accepted += 1 }
            for b in Self.words where Self.check([a, b]) { accepted += 1 }
        }
        // Not vacuous: the quick reader takes a fair share of these lines.
        #expect(accepted >= 40, "accepted \(accepted)")
    }

    @Test func seededRandomLinesOfThreeToSevenWords() {
        var random = CheckRandom(seed: 14)
        var accepted = 0
        for _ in 0..<3000 {
            let line = (0..<random.int(3...7)).map { _ in random.pick(Self.words) }
            if Self.check(line) { accepted += 1 }
        }
        #expect(accepted >= 5, "accepted \(accepted)")
    }

    /// Lines made only of well-formed options, so most are accepted and compared.
    @Test func seededRandomWellFormedLines() {
        let options: [[String]] = [
            ["--scenario", "huge"], ["--scenario=demo.json"], ["--strategy", "uikit"], ["--strategy=css"],
            ["--split", "uikit,css"], ["--strategy-file", "a.json"], ["--strategy-file=b.json"],
            ["--no-bounce"], ["--no-indicator"], ["--projector"], ["--record", "out.cast"],
            ["--replay", "jjk"], ["--report-dir", "/"], ["--offset", "12"], ["--offset=-2"], ["--offset", "1e3"],
        ]
        var random = CheckRandom(seed: 7)
        var accepted = 0
        for _ in 0..<1000 {
            var line = random.chance(50) ? ["run"] : []
            for _ in 0..<random.int(0...5) { line += random.pick(options) }
            if Self.check(line) { accepted += 1 }
        }
        #expect(accepted >= 500, "accepted \(accepted)")
    }

    @Test func theBenchmarkedAndDocumentedLinesAreQuick() {
        let lines: [[String]] = [
            [], ["run"], ["--scenario", "huge"], ["run", "--scenario", "huge"],
            ["run", "--scenario", "huge", "--strategy-file", "mine.json", "--strategy", "watched"],
            ["--split", "uikit,css", "--no-bounce"], ["--offset=-3.5"],
        ]
        for line in lines {
            #expect(Self.check(line), "\(line)")
        }
    }

    @Test func whatArgumentParserMustReportIsLeftToIt() {
        let lines: [[String]] = [
            ["--help"], ["help"], ["render"], ["--scenario"], ["--scenario", "--projector"],
            ["--strategy", "bad name"], ["--offset", "nan"], ["--offset", "-3"], ["--no-bounce=true"],
            ["--unknown"], ["stray"], ["--split", "uikit,"],
        ]
        for line in lines {
            #expect(LiveViewOptions(quickParsing: line) == nil, "\(line)")
        }
    }
}
