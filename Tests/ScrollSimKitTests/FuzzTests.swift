@testable import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// Random bytes, random scripts and random scenario JSON into the parsers, a fixed number of
/// rounds from a fixed seed: every input is answered with a value or an error, never a trap.
@Suite("fuzz: parsers never trap")
struct FuzzTests {
    static let seed: UInt64 = 0x5C_0115_1A
    static let tokens = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "0", "-0", "1e999", "-1e999", "1.5", "-", ".", "e",
        "true", "false", "null", "nan", "\u{1B}[2J", "\u{0}", "\u{FEFF}", "é", "日", " ", "\n", "\"sections\"", "\"items\"",
        "\"itemHeights\"", "\"generate\"", "\"header\"", "\"layout\"", "\"itemSize\"", "\"width\"", "\"height\"", "\"viewport\"",
        "\"options\"", "\"csParallaxHeaderReferenceSize\"", "\"ylStickySections\"", "9223372036854775807", "-9223372036854775808",
    ]

    @Test func randomBytesIntoTheJSONParserAndDecoder() {
        var random = CheckRandom(seed: Self.seed)
        for _ in 0..<3000 {
            let count = Int.random(in: 0..<200, using: &random)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            _ = try? ScenarioDecoder.decode(bytes, file: "fuzz.json", defaultName: "fuzz")
            let text = (0..<Int.random(in: 0..<40, using: &random)).map { _ in random.uniformPick(Self.tokens) }.joined()
            _ = try? ScenarioDecoder.decode(Array(text.utf8), file: "fuzz.json", defaultName: "fuzz")
        }
    }

    /// Structurally valid scenarios with hostile numbers, rendered at a few offsets.
    @Test func randomScenarioJSONRendersOrIsRefused() {
        var random = CheckRandom(seed: Self.seed ^ 1)
        let numbers = ["0", "1", "2", "3", "0.5", "1000000", "2.25", "40", "7", "12"]
        let hostile = ["-1", "1e7", "1e999", "-0", "1e-320", "99999999999"]
        var rendered = 0
        for _ in 0..<300 {
            // Mostly valid numbers (so cases reach the renderer), sometimes hostile ones.
            func n() -> String { Int.random(in: 0..<40, using: &random) == 0 ? random.uniformPick(hostile) : random.uniformPick(numbers) }
            let sections = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                "{\"items\": \(random.uniformPick(["0", "1", "3", "7", "12", "2.5"])), \"header\": \(n()), \"footer\": \(n())}"
            }.joined(separator: ",")
            let json = """
                {"viewport": {"width": \(random.uniformPick(["1", "3", "40", "80", "1000000"])), "height": \(random.uniformPick(["1", "2", "24", "1000000"]))}, "scrollDirection": "\(random.uniformPick(["vertical", "horizontal"]))",
                 "layout": {"itemSize": {"width": \(n()), "height": \(n())}, "minimumLineSpacing": \(n()),
                            "sectionInset": {"top": \(n()), "bottom": \(n())}, "headerReferenceSize": {"height": \(n())}},
                 "contentInset": {"top": \(n())},
                 "options": {"csParallaxHeaderReferenceSize": {"width": \(n()), "height": \(n())}, "floatingBarHeight": \(n())},
                 "sections": [\(sections)]}
                """
            guard let scenario = try? ScenarioDecoder.decode(Array(json.utf8), file: "fuzz.json", defaultName: "fuzz") else { continue }
            // Layout cost grows with items × viewport; keep each case small so the whole test stays fast.
            guard let viewport = scenario.viewport, viewport.width <= 200, viewport.height <= 200 else { continue }
            let strategy = random.uniformPick(StrategyRegistry.builtIn.names)
            var session = SimulatorSession(
                scenario: scenario, settings: SessionSettings(strategies: [strategy]),
                size: TerminalSize(columns: Int.random(in: 1...60, using: &random), rows: Int.random(in: 1...20, using: &random)))
            for offset in [-1e12, -3, 0, 2.5, 17, 1e12] {
                session.place(atOffset: offset)
                _ = session.view()
            }
            rendered += 1
        }
        #expect(rendered > 20, "the generator reaches the renderer (\(rendered) scenarios rendered)")
    }

    @Test func randomScriptsParseAndSmallOnesPlay() {
        var random = CheckRandom(seed: Self.seed ^ 2)
        let words = [
            "scenario", "size", "strategy", "split", "speed", "scroll", "scrollto", "pause", "caption", "toggle", "fault",
            "contacts", "g1", "uikit,css", "top", "bottom", "80x24", "20x6", "0x0", "2000x2000", "on", "off", "ghost", "help",
            "inspector", "bounce", "zindex", "3", "-2", "0.01", "nan", "inf", "-9223372036854775808", "\"quoted caption\"",
            "\"unterminated", "#", "\u{1B}]0;x\u{07}", "\r", "\t", "é", "1e9",
        ]
        var played = 0
        for _ in 0..<1500 {
            var lines = ["scenario contacts"]
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                lines.append((0..<Int.random(in: 1...4, using: &random)).map { _ in random.uniformPick(words) }.joined(separator: " "))
            }
            let text = lines.joined(separator: random.uniformPick(["\n", "\r\n"]))
            guard let script = try? DemoScript.parse(text, path: "fuzz.demo") else { continue }
            // Playing materialises frames: only scripts whose scrolls and pauses are short are played here.
            let small = script.steps.allSatisfy { step in
                switch step.step {
                case .scroll(let rows, _): rows.magnitude <= 40
                case .pause(let seconds): seconds <= 2
                case .size(let c, let r): c * r <= 4000
                case .speed(let s): s >= 1
                default: true
                }
            }
            guard small else { continue }
            _ = try? RecordedFrames(script: script, size: nil, loadScenario: { name in
                guard let scenario = ScenarioSource.builtin(named: name) else { throw DemoScriptError(path: "", line: 1, message: "no \(name)") }
                return scenario
            })
            played += 1
        }
        #expect(played > 100, "the generator reaches the player (\(played) scripts played)")
    }
}

/// Found by the fuzz test: boxes a million cells long were painted cell by cell outside the clip
/// (a hang at offset ±1e12); edges are now drawn only inside the clip.
@Suite struct LongElementRegressionTests {
    @Test(arguments: ["floating", "uikit", "css"])
    func millionCellFootersPaintOnlyTheClip(_ strategy: String) throws {
        let json = """
            {"viewport": {"width": 40, "height": 1}, "scrollDirection": "horizontal",
             "layout": {"itemSize": {"width": 12, "height": 3}, "minimumLineSpacing": 7, "headerReferenceSize": {"height": 40}},
             "sections": [{"items": 1, "header": 40, "footer": 1000000}, {"items": 7, "header": 1, "footer": 1000000}]}
            """
        let scenario = try ScenarioDecoder.decode(Array(json.utf8), file: "long.json", defaultName: "long")
        let name = try #require(StrategyRegistry.builtIn.names.first { $0.rawValue == strategy })
        var session = SimulatorSession(
            scenario: scenario, settings: SessionSettings(strategies: [name], toggles: ViewToggles(ghost: true)),
            size: TerminalSize(columns: 47, rows: 11))
        for offset in [-1e12, 5e5, 1e12] {
            session.place(atOffset: offset)
            let frame = session.view()
            #expect(frame.lines.count == 11)
        }
    }
}
