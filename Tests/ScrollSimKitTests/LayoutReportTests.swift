import Foundation
import StickyLayout
import Testing
@testable import ScrollSimKit

@Suite("Layout reports")
struct LayoutReportTests {
    static func g1Run(_ strategy: StrategyName, offsets: [Double], span: QuerySpan? = nil) throws -> LayoutRun {
        let s = try ScenarioSource.resolve("g1")
        return LayoutRun(scenario: s, strategy: strategy, size: try #require(s.viewport), offsets: offsets, span: span)
    }

    /// The y of the header of `section` in a decoded step, or nil when it is not emitted.
    static func headerY(_ step: [String: Any], section: Int) -> Double? {
        let elements = step["elements"] as? [[String: Any]] ?? []
        let header = elements.first { $0["kind"] as? String == "header" && $0["section"] as? Int == section }
        return (header?["frame"] as? [String: Any])?["y"] as? Double
    }

    @Test func jsonRoundTripsAndHasTheG1EvadneNumbers() throws {
        let json = try Self.g1Run(.evadne, offsets: [0, 4, 9, 10]).json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["scenario"] as? String == "g1")
        #expect(object["strategy"] as? String == "evadne")
        #expect((object["size"] as? [String: Any])?["height"] as? Double == 20)
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["offset"] as? Double } == [0, 4, 9, 10])
        #expect(steps.map { Self.headerY($0, section: 0) } == [0, 4, 9, 9])
        #expect(steps.map { $0["invalidation"] as? String } == ["full", "bounds-only", "bounds-only", "bounds-only"])
        #expect((steps[0]["contentSize"] as? [String: Any])?["height"] as? Double == 33)
        #expect((steps[1]["bounds"] as? [String: Any])?["y"] as? Double == 4)
    }

    @Test func numbersArePrintedExactlyAndKeysInOrder() throws {
        let json = try Self.g1Run(.evadne, offsets: [4]).json()
        #expect(json.contains(#""frame": {"x": 0, "y": 4, "width": 40, "height": 2}"#))
        #expect(!json.contains(".0,") && !json.contains(".0}"))
        let keys = ["\"formatVersion\"", "\"scenario\"", "\"strategy\"", "\"scrollDirection\"", "\"size\"", "\"steps\""]
        let positions = keys.map { json.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(JSONWriter.number(2.25) == "2.25")
        #expect(JSONWriter.number(-0.5) == "-0.5")
        #expect(JSONWriter.number(.nan) == "null")
        #expect(JSONWriter.number(1e20) == "1e+20")
        #expect(try Self.g1Run(.evadne, offsets: [4]).json() == json)
    }

    @Test func compactJSONParses() throws {
        let json = try Self.g1Run(.cs, offsets: [0, 12]).json(pretty: false)
        #expect(!json.contains("\n"))
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
    }

    @Test func rectDependenceG11() throws {
        let wide = try Self.g1Run(.cs, offsets: [4], span: QuerySpan(start: 4, end: 24))
        let narrow = try Self.g1Run(.cs, offsets: [4], span: QuerySpan(start: 0, end: 3))
        func y(_ run: LayoutRun) -> Double? {
            run.steps[0].elements.first { $0.kind == .header && $0.indexPath.section == 0 }?.frame.minY
        }
        #expect(y(wide) == 4)
        #expect(y(narrow) == 3)
        #expect(narrow.steps[0].queryRect == Rect(x: 0, y: 0, width: 40, height: 3))
        let object = try JSONSerialization.jsonObject(with: Data(narrow.json().utf8)) as? [String: Any]
        #expect((object?["rect"] as? [String: Any])?["end"] as? Double == 3)
    }

    @Test func diagnosticsAreReported() throws {
        let s = try ScenarioSource.resolve("g4")
        let run = LayoutRun(scenario: s, strategy: .evadne, size: Size(width: 40, height: 10), offsets: [8])
        #expect(run.steps[0].diagnostics.contains { $0.code == "evadne.emptySection" && $0.section == 1 })
        #expect(run.json().contains(#""code": "evadne.emptySection""#))
        #expect(run.text().contains("! [crash] evadne.emptySection section 1"))
    }

    @Test func horizontalOffsetsMoveX() throws {
        let s = try ScenarioSource.resolve("g8")
        let run = LayoutRun(scenario: s, strategy: .evadne, size: Size(width: 40, height: 20), offsets: [0, 5])
        #expect(run.steps[1].bounds.origin == Point(x: 5, y: 0))
        #expect(run.steps[0].elements.first { $0.kind == .header && $0.indexPath.section == 0 }?.frame.minY == -11)
    }

    @Test func textHasAlignedColumns() throws {
        let text = try Self.g1Run(.evadne, offsets: [0, 4, 10]).text()
        let lines = text.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("step 1  offset 4  bounds (0,4 40x20)  content 40x33  invalidated bounds-only") })
        // Right-aligned numeric columns: in each step's table every row has a digit where "natY" ends.
        for block in text.components(separatedBy: "\n\n").dropFirst() {
            let table = block.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("  !") }
            let header = String(try #require(table.first))
            let natYEnd = try #require(header.range(of: "natY")).upperBound.utf16Offset(in: header) - 1
            #expect(table.count > 1)
            for row in table.dropFirst() {
                let chars = Array(row)
                #expect(natYEnd < chars.count && chars[natYEnd].isNumber, "\(row)")
            }
        }
        #expect(text.contains("  header    0     0  0   9  40  2     0  1024  PR"))
    }

    @Test func emptyOffsetsGiveNoSteps() throws {
        #expect(try Self.g1Run(.plain, offsets: []).steps.isEmpty)
    }
}

@Suite("Step arguments")
struct StepArgumentTests {
    @Test func offsetsForms() throws {
        #expect(try StepArguments.offsets("0,4,10") == [0, 4, 10])
        #expect(try StepArguments.offsets("0...3") == [0, 1, 2, 3])
        #expect(try StepArguments.offsets("-5...-3") == [-5, -4, -3])
        #expect(try StepArguments.offsets("0...10:5") == [0, 5, 10])
        #expect(try StepArguments.offsets("0...11:5") == [0, 5, 10])
        #expect(try StepArguments.offsets("3...0:2") == [3, 1])
        #expect(try StepArguments.offsets("1, 2...3,0.5") == [1, 2, 3, 0.5])
    }

    @Test(arguments: ["", "a", "1,,2", "1...", "...3", "0...4:0", "0...4:-1", "nan", "inf", "1e13", "0...1000000"])
    func badOffsets(_ text: String) {
        #expect(throws: ArgumentError.self) { try StepArguments.offsets(text) }
    }

    @Test func sizes() {
        #expect(StepArguments.size("80x24") == Size(width: 80, height: 24))
        #expect(StepArguments.size("40X20") == Size(width: 40, height: 20))
        for bad in ["80", "0x24", "80x", "x24", "80x24x1", "-80x24", "80.5x24", "20000x5"] {
            #expect(StepArguments.size(bad) == nil, "\(bad)")
        }
    }

    @Test func spans() {
        #expect(StepArguments.span("0,3") == QuerySpan(start: 0, end: 3))
        #expect(StepArguments.span("-2, 4") == QuerySpan(start: -2, end: 4))
        for bad in ["3", "3,1", "a,b", "1,2,3"] {
            #expect(StepArguments.span(bad) == nil, "\(bad)")
        }
    }
}

extension LayoutRun {
    /// Every step, computed now (reports stream them with `forEachStep` instead).
    var steps: [LayoutStep] {
        var all: [LayoutStep] = []
        forEachStep { all.append($0) }
        return all
    }

    /// What `layout --format json` prints: the chunks `writeJSON` streams, joined.
    func json(pretty: Bool = true) -> String {
        var out = ""
        writeJSON(pretty: pretty) { out += $0 }
        return out
    }

    /// What `layout --format text` prints: the blocks `writeText` streams, joined.
    func text() -> String {
        var out = ""
        writeText { out += $0 }
        return out
    }
}
