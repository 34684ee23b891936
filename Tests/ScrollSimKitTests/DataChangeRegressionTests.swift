import ScrollSimKit
import ScrollSimExport
import StickyLayout
import Testing

/// Data changes that trapped or gave wrong results in `record`, `play` and `layout --script`
/// (issue 23), each run through the code the commands use.
@Suite("Data-change regressions (record, play, layout --script)")
struct DataChangeRegressionTests {
    static func scenario(_ json: String) throws -> Scenario {
        try ScenarioDecoder.decode(Array(json.utf8), file: "t.json", defaultName: "t")
    }

    /// One section of 20 one-row items under a 1-row header.
    static let oneSection = #"{"name": "one", "sections": [{"items": 20, "header": 1}]}"#

    static func run(_ script: String, _ scenarioJSON: String, strategy: StrategyName, size: Size = Size(width: 40, height: 16)) throws -> ScriptRun {
        let scenario = try Self.scenario(scenarioJSON)
        return try ScriptRun(script: try DemoScript.parse(script, path: "t.demo"), scenario: scenario, strategy: strategy,
                             size: size, loadScenario: { _ in scenario })
    }

    @Test("record and play: a pinned header animating below a 20x6 screen is left out of the caption's rows")
    func animatingHeaderBelowScreen() throws {
        let scenario = try Self.scenario(Self.oneSection)
        let script = try DemoScript.parse("""
            scenario one
            size 20x6
            strategy uikit
            scrollto 10
            insert item 0 0
            scrollto 0
            """, path: "t.demo")
        // `record` streams the timeline; `play` walks the same cursor through DemoStream.
        var frames = 0
        try DemoRecorder.stream(script, size: TerminalSize(columns: 20, rows: 6), title: "t", loadScenario: { _ in scenario }) { _ in
            frames += 1
        }
        #expect(frames > 4)
        var stream = DemoStream(script: script, size: nil, loadScenario: { _ in scenario })
        var played = 0
        while try stream.frame(at: played) != nil { played += 1 }
        #expect(played > 4)
    }

    @Test("layout --script: deleting the only section under cs's parallax header after an overscroll")
    func parallaxDeleteLastSection() throws {
        let json = """
            {"name": "p", "defaultStrategy": "cs",
             "options": {"csParallaxHeaderReferenceSize": {"width": 40, "height": 8},
                         "csParallaxHeaderMinimumReferenceSize": {"width": 0, "height": 2}, "csParallaxHeaderAlwaysOnTop": true},
             "sections": [{"items": 12, "header": 1}]}
            """
        let run = try Self.run("scrollto -1\ndelete section 0\n", json, strategy: .cs)
        let update = try #require(run.steps.last?.update)
        #expect(update.items.map(\.action) == [.delete])
        #expect(!update.after.isEmpty, "the parallax header stays")
        #expect(update.after.allSatisfy { $0.kind == .parallaxHeader })
    }

    @Test("insert item past a section's end is refused in one line, as deletes and moves are")
    func insertPastEndRefused() throws {
        let json = #"{"name": "e", "sections": [{"items": 0, "header": 1}, {"items": 3, "header": 1}]}"#
        let run = try Self.run("insert item 0 5\ninsert item 0 0\n", json, strategy: .uikit)
        let refusal = try #require(run.steps[0].refusal)
        #expect(run.steps[0].update == nil)
        #expect(refusal.contains("[0, 5]") && !refusal.contains("\n"))
        #expect(run.steps[1].refusal == nil && run.steps[1].update?.items.first?.indexPathAfterUpdate == IndexPath(item: 0, section: 0))
        // record and play stop at that line with the reason.
        let scenario = try Self.scenario(json)
        let script = try DemoScript.parse("scenario e\ninsert item 0 5\n", path: "t.demo")
        #expect {
            _ = try RecordedFrames(script: script, size: TerminalSize(columns: 40, rows: 10), loadScenario: { _ in scenario })
        } throws: { error in
            "\(error)".contains("t.demo:2:") && "\(error)".contains("[0, 5]")
        }
    }

    @Test("update.contentSize is the length along the scroll axis, 0 when the content is empty")
    func contentSizeAlongAxis() throws {
        let run = try Self.run("delete item 0 0\n", #"{"name": "z", "sections": [{"items": 1, "header": 0}]}"#, strategy: .uikit)
        #expect(run.json().contains(#""contentSize": {"before": 1, "after": 0}"#))
        let horizontal = try Self.run(
            "delete item 0 0\n", #"{"name": "h", "scrollDirection": "horizontal", "layout": {"itemSize": {"width": 3, "height": 0}}, "sections": [{"items": 2, "header": 0}]}"#,
            strategy: .uikit)
        #expect(horizontal.json().contains(#""contentSize": {"before": 6, "after": 3}"#))
    }
}
