import ScrollSimKit
import Testing

@Suite struct FrameTests {
    @Test func wideCharactersTakeTwoCells() {
        var frame = Frame(size: TerminalSize(columns: 6, rows: 1))
        let width = frame.write("日本x", column: 0, row: 0, role: .plain)
        #expect(width == 5)
        #expect(frame.lines == ["日本x "])
        #expect(frame[1, 0].isContinuation)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var frame = Frame(size: TerminalSize(columns: 4, rows: 1))
        frame.write("日本", column: 0, row: 0, role: .plain)
        frame.put("x", column: 1, row: 0, role: .plain)
        #expect(frame.lines == [" x本"])
        frame.put("y", column: 2, row: 0, role: .plain)
        #expect(frame.lines == [" xy "])
    }

    @Test func wideCharacterAtTheClipEdgeBecomesASpace() {
        var frame = Frame(size: TerminalSize(columns: 5, rows: 1), fill: Cell("."))
        let clip = ScreenRect(x: 0, y: 0, width: 3, height: 1)
        frame.write("a日本", column: 0, row: 0, role: .plain, clip: clip)
        #expect(frame.lines == ["a日.."])
        frame.write("ab日", column: 0, row: 0, role: .plain, clip: clip)
        #expect(frame.lines == ["ab .."])
    }

    @Test func writesNeverWrapOrLeaveTheFrame() {
        var frame = Frame(size: TerminalSize(columns: 3, rows: 2))
        frame.write("abcdef", column: 1, row: 0, role: .plain)
        frame.write("zz", column: -1, row: 1, role: .plain)
        frame.write("q", column: 0, row: 5, role: .plain)
        #expect(frame.lines == [" ab", "z  "])
    }

    @Test func runsGroupCellsByRole() {
        var frame = Frame(size: TerminalSize(columns: 5, rows: 1))
        frame.write("ab", column: 0, row: 0, role: .header)
        frame.write("日", column: 2, row: 0, role: .header)
        #expect(frame.runs(row: 0).map(\.text) == ["ab日", " "])
        #expect(frame.runs(row: 0).map(\.role) == [.header, .plain])
    }
}
