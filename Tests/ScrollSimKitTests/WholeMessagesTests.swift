import Foundation
@testable import ScrollSimKit
import StickyLayout
import Testing

/// Messages are whole and the status is the step's own (issue 33, item 4); a refused JSON value
/// names its field (item 6).
@Suite("Messages are whole")
struct WholeMessagesTests {
    static func session(columns: Int, strategy: StrategyName = .uikit, faults: FaultSwitches = FaultSwitches()) throws -> SimulatorSession {
        SimulatorSession(
            scenario: try #require(ScenarioSource.builtin(named: "contacts")),
            settings: SessionSettings(strategies: [strategy], faults: faults), size: TerminalSize(columns: columns, rows: 24))
    }

    /// The words of the last `rows` rows, joined by single spaces.
    static func bottomText(_ frame: Frame, rows: Int) -> String {
        frame.lines.suffix(rows).joined(separator: " ").split(separator: " ").joined(separator: " ")
    }

    @Test("a message longer than the hint row wraps onto the rows above it, every word shown", arguments: [40, 60, 100])
    func longMessageWraps(columns: Int) throws {
        var session = try Self.session(columns: columns)
        let message = "not reloaded: /home/someone/projects/scenarios/shop.json: line 2, column 1: invalid JSON: unexpected '}' after an object value; fix the file and save it again"
        session.apply(.showReport(lines: nil, message: message))
        let frame = session.view()
        // Every character, in order (a word longer than the width is split across rows).
        let shown = Self.bottomText(frame, rows: HintLine.maximumMessageRows).filter { $0 != " " }
        #expect(shown.contains(message.filter { $0 != " " }), "\(columns) columns:\n\(frame.text)")
        #expect(!frame.lines.last!.contains("…"), "not cut: \(frame.lines.last!)")
        // A short one stays on the hint row beside the switches.
        session.apply(.showReport(lines: nil, message: "reloaded"))
        let short = session.view()
        #expect(short.lines.last!.contains("reloaded") && short.lines.last!.contains("bounce"), "\(short.lines.last!)")
        #expect(short.lines.dropLast().last!.contains("diag"), "the status row is not covered")
    }

    @Test("a message longer than six rows ends its last row with an ellipsis")
    func veryLongMessageIsBounded() throws {
        var session = try Self.session(columns: 40)
        session.apply(.showReport(lines: nil, message: String(repeating: "word ", count: 400)))
        let frame = session.view()
        let covered = frame.lines.suffix(HintLine.maximumMessageRows)
        #expect(covered.allSatisfy { $0.contains("word") }, "\(frame.text)")
        #expect(covered.last!.contains("…"))
        #expect(!frame.lines[frame.lines.count - HintLine.maximumMessageRows - 1].contains("word"), "at most six rows")
    }

    @Test("after a reload the status shows the reload's own invalidation, not the step before it")
    func reloadStatusIsTheReloads() throws {
        var session = try Self.session(columns: 100, strategy: .css, faults: FaultSwitches(noInvalidationOnBoundsChange: true))
        for i in 0..<8 { session.handle(.key(.character("j")), at: Double(i + 1)) }
        let before = try #require(session.view().lines.dropLast().last)
        #expect(before.contains("inval none"), "the fault's steps invalidate nothing: \(before)")
        let offset = session.engine.scroll.offset
        _ = session.update(.scenario(try #require(ScenarioSource.builtin(named: "contacts")), message: "reloaded contacts"), at: 20)
        let after = try #require(session.view().lines.dropLast().last)
        #expect(after.contains("inval full"), "\(after)")
        #expect(session.engine.scroll.offset == offset, "the offset is kept")
    }

    @Test("a refused JSON value names its field, the long array's included")
    func jsonErrorsNameTheField() throws {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(#"{"sections": [{"items": [1, 2, x]}]}"#.utf8)) }
        do {
            _ = try JSONParser.parse(Array(#"{"sections": [{"items": [1, 2, x]}]}"#.utf8))
        } catch {
            #expect(error.reason.contains(#"(in "sections"[0]."items"[2])"#), "\(error.reason)")
        }
        // A flat array past the element limit (the issue's 60 MB file, made smaller than the file limit).
        var big = Array(#"{"viewport": {"width": 20, "height": 10}, "sections": ["#.utf8)
        big.reserveCapacity(2 * JSONParser.maxArrayElements + 100)
        for _ in 0...JSONParser.maxArrayElements { big += [UInt8(ascii: "1"), UInt8(ascii: ",")] }
        big += Array("1]}".utf8)
        do {
            _ = try JSONParser.parse(big)
            Issue.record("the long array was accepted")
        } catch {
            #expect(error.reason.contains("more than \(JSONParser.maxArrayElements) elements") && error.reason.contains(#"(in "sections")"#), "\(error.reason)")
        }
        // Outside any value there is no field to name.
        do { _ = try JSONParser.parse(Array(#"{"a": 1} x"#.utf8)) } catch { #expect(!error.reason.contains("(in"), "\(error.reason)") }
        do { _ = try JSONParser.parse(Array("[1,".utf8)) } catch { #expect(error.reason.contains("(in [1])"), "\(error.reason)") }
    }
}
