import Foundation
import ScrollSimKit
import TestSupport
import Testing

/// `y` round-trips against the real binary: random input (keys, counts, data keys, faults,
/// search, SGR wheel and click reports, some out of the screen, invalid UTF-8, resizes) goes into
/// the live view in tmux at a person's pace and in bursts; `y` writes a report; its command line,
/// run by bash, draws the report's frame row for row (issue 33). A few seeds, so CI stays short;
/// the in-memory `ReportRoundTripTests` runs many more.
@Suite(.serialized)
struct ReportFuzzEndToEndTests {
    /// Keys as tmux names or literal text, each a step of the session.
    enum Step {
        case keys([String])
        case literal(String)
        case bytes([UInt8])
        case resize(columns: Int, rows: Int)
        case pause(Double)
    }

    static let scenarios = ["contacts", "Demos/feed.json", "Demos/search-results.json", "Demos/inbox-mjrefresh.json"]
    static let strategies = ["uikit", "css", "yl", "evadne", "iglistkit", "myntra", "magazine"]
    static let plainKeys = ["j", "k", "j", "j", "j", "k", "g", "G", "]", "[", "a", "d", "A", "D", "m", "P", "L", "n", "N", "o", "i",
                            "J", "K", "T", "e", "s", "u", "Tab", "BTab", "Down", "Up", "NPage", "PPage", "Home", "End", "C-d", "C-u",
                            "Escape", "?", "p", "5", "3", "1", "0"]

    static func steps(seed: UInt64) -> [Step] {
        var random = CheckRandom(seed: seed &* 0x9E37_79B9 &+ 11)
        var out: [Step] = []
        for _ in 0..<random.int(25...40) {
            switch random.int(0...19) {
            case 0...11: out.append(.keys([Self.plainKeys[random.int(0...Self.plainKeys.count - 1)]]))
            case 12: out.append(.keys(["f", ["n", "r", "z"][random.int(0...2)]]))
            case 13: out.append(.keys(["/", "e", "r", "Enter"]))
            case 14:
                // An SGR wheel notch or a click, in the screen or far outside it.
                let column = random.chance(30) ? 99_998 : random.int(1...80), row = random.chance(30) ? 12_345 : random.int(1...24)
                let button = [0, 64, 65][random.int(0...2)]
                out.append(.literal("\u{1B}[<\(button);\(column);\(row)M"))
            case 15: out.append(.bytes((0..<random.int(1...3)).map { _ in UInt8(random.int(0x80...0xFF)) }))
            case 16: out.append(.resize(columns: random.int(40...120), rows: random.int(12...36)))
            case 17: out.append(.keys(["2", "j"]))
            default: out.append(.pause([0.05, 0.3, 0.8][random.int(0...2)]))
            }
        }
        return out
    }

    @Test("random sessions in tmux: each report's command line draws the report's frame", arguments: [UInt64(1), 2, 3])
    func reportsReproduceInTheBinary(seed: UInt64) throws {
        let folder = try TemporaryFolder("scrollsim-yfuzz")
        defer { folder.remove() }
        var random = CheckRandom(seed: seed)
        let scenario = Self.scenarios[random.int(0...Self.scenarios.count - 1)]
        let scenarioPath = scenario.hasPrefix("Demos/") ? BuiltProduct.packageRoot.appendingPathComponent(scenario).path : scenario
        var strategy = "--strategy " + Self.strategies[random.int(0...Self.strategies.count - 1)]
        if random.chance(30) {
            strategy = "--split " + Self.strategies[random.int(0...Self.strategies.count - 1)] + "," + Self.strategies[random.int(0...Self.strategies.count - 1)]
        }
        let tmux = try TmuxSession(columns: 100, rows: 30)
        try tmux.type("cd '\(folder.path)' && \(BuiltProduct.scrollsim) --scenario '\(scenarioPath)' \(strategy); echo EXIT=$?")
        _ = try tmux.waitUntil(timeout: 30) { $0.contains { $0.contains("offset") } }
        let steps = Self.steps(seed: seed)
        var reports = 0
        // A report in the middle of the session and one at its end.
        for (index, step) in steps.enumerated() {
            switch step {
            case .keys(let names): try tmux.tmux(["send-keys", "-t", tmux.target] + names)
            case .literal(let text): try tmux.literal(text)
            case .bytes(let bytes): try tmux.tmux(["send-keys", "-t", tmux.target, "-H"] + bytes.map { String($0, radix: 16) })
            case .resize(let columns, let rows): try tmux.resize(columns: columns, rows: rows)
            case .pause(let seconds): Thread.sleep(forTimeInterval: seconds)
            }
            if index == steps.count / 2 || index == steps.count - 1 {
                reports += 1
                try checkReport(number: reports, tmux: tmux, folder: folder.path, seed: seed)
            }
        }
        try tmux.keys("q")
        let end = try tmux.waitUntil(timeout: 10) { TmuxSession.exitStatus($0) != nil }
        #expect(TmuxSession.exitStatus(end) == 0, "\(end.joined(separator: "\n"))")
    }

    /// Presses `y`, waits for report `number`, runs its command line and compares the frames.
    func checkReport(number: Int, tmux: TmuxSession, folder: String, seed: UInt64) throws {
        // Esc first: the strategy picker (`p`) reads `y` as a key of its own.
        // A pause after Esc: Esc and a key close behind it read as Alt and the key.
        try tmux.keys("Escape")
        Thread.sleep(forTimeInterval: 0.4)
        try tmux.keys("y")
        let file = folder + "/scrollsim-report-\(number).txt"
        let deadline = Date().addingTimeInterval(20)
        while !FileManager.default.fileExists(atPath: file) && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        // Written whole before the panel shows; wait for the panel so the next key is not Esc-ed away.
        _ = try tmux.waitUntil(timeout: 20) { $0.contains { $0.contains("report written to") } }
        let report = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        let commandLine = try #require(report.dropFirst().first, "seed \(seed): report \(number) has no command")
        let frameStart = try #require(report.firstIndex(of: "# Frame:"), "seed \(seed): report \(number) has no frame") + 1
        let rendered = try ReportingEndToEndTests.run(commandLine: commandLine)
        let reported = report[frameStart...].map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
        let rows = min(rendered.count, reported.count)
        #expect(rows > 5, "seed \(seed): report \(number) drew \(rendered.count) rows:\n\(commandLine.prefix(300))")
        for row in 0..<rows where rendered[row] != reported[row] {
            Issue.record("seed \(seed), report \(number), row \(row):\n report: \(reported[row])\n render: \(rendered[row])\n\(commandLine.prefix(2000))")
            break
        }
        // The panel is put away (Esc after `y` is no step of the history).
        try tmux.keys("Escape")
        Thread.sleep(forTimeInterval: 0.4)
    }
}
