import ScrollSimKit
import StickyLayout
import Testing

/// Hostile input to the data-change script commands: one-line errors naming the line, no control
/// characters echoed, and updates that would pass the scenario limits refused.
@Suite("Data commands: hostile input")
struct DataCommandHostileTests {
    @Test("bad numbers, escapes and extra words give one-line errors", arguments: [
        ("insert item 9223372036854775807 0", "not a section"),
        ("insert item -9223372036854775808 0", "not a section"),
        ("insert item 0 9223372036854775807", "not an item"),
        ("insert section 0 items 9223372036854775807", "not an item count"),
        ("insert section 0 items 100000000", "not an item count"),
        ("insert section 0 items -1", "not an item count"),
        ("delete section -9223372036854775808", "not a section"),
        ("move 0 9223372036854775807 to 1 0", "not an item"),
        ("reload item 0 99999999999999999999", "not an item"),
        ("insert item 1e3 0", "not a section"),
        ("insert item 0 0 length nan", "`length`"),
        ("insert item 0 0 length inf", "`length`"),
        ("insert item 0 0 length 1e300", "`length`"),
        ("insert item 0 0 length -1", "`length`"),
        ("insert item 0 0 length 0", "`length`"),
        ("insert item 0 0 length 0x10", "`length`"),  // was read as 16 (hex float)
        ("insert item 0\u{1B}[31m 0", "\\x1B"),
        ("load-more\u{07}", "unknown command"),
        ("refresh 1", "takes no arguments"),
    ])
    func rejected(_ line: String, mentions: String) {
        do {
            _ = try DemoScript.parse("scenario contacts\r\n\(line)\r\n", path: "h.demo")
            Issue.record("accepted: \(line)")
        } catch {
            // The command line prints errors through `VisibleEscapes` (control characters shown as `\x1B`).
            let text = VisibleEscapes.escape("\(error)")
            #expect(text.hasPrefix("h.demo:2:"), "\(text)")
            #expect(text.contains(mentions), "\(text)")
            #expect(!text.contains("\n") && !text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(text)")
        }
    }

    @Test("CRLF line ends parse like LF")
    func crlf() throws {
        let script = try DemoScript.parse("scenario contacts\r\ninsert item 0 0 length 2\r\nload-more\r\n", path: "c.demo")
        let commands = script.steps.compactMap { if case .data(let c) = $0.step { return c } else { return nil } }
        #expect(commands == [.insertItem(IndexPath(item: 0, section: 0), length: 2), .loadMore])
    }

    @Test("an insert or a page that would pass 10 000 000 items is refused, and the data is unchanged")
    func itemLimit() throws {
        let scenario = try ScenarioDecoder.decode(Array("""
            {"layout": {"itemSize": {"width": 0, "height": 2}}, "loadMore": {"pageSize": 10000},
             "sections": [{"items": 9999981}, {"items": 6}, {"items": 12}]}
            """.utf8), file: "l.json", defaultName: "l")
        let script = try DemoScript.parse("""
            insert item 1 0
            insert section 0 items 1
            insert item 0 0
            load-more
            delete item 0 0
            insert item 0 0
            """, path: "l.demo")
        let run = try ScriptRun(script: script, scenario: scenario, strategy: .uikit, size: Size(width: 20, height: 10),
                                loadScenario: { _ in scenario })
        let steps = Array(run.steps.suffix(6))
        // 9 999 999 items + 1 = the limit exactly: accepted.
        #expect(steps[0].refusal == nil && steps[0].update != nil)
        for step in steps[1...3] {
            #expect(step.update == nil)
            #expect(step.refusal?.hasSuffix("the limit is 10000000") == true, "\(step.refusal ?? "nil")")
        }
        #expect(steps[4].update != nil && steps[5].update != nil && steps[5].refusal == nil)
    }
}
