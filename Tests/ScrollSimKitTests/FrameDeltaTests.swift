import ScrollSimKit
import StickyLayout
import Testing

/// `FrameDelta` against a model screen: scrolling then writing the spans must give the new frame
/// exactly, spans must never cut a wide grapheme, and a one-row scroll must write only the rows
/// that are new.
@Suite struct FrameDeltaTests {
    /// The screen a backend holds after applying `delta` to a screen showing `old`.
    static func applied(_ delta: FrameDelta, old: Frame, new: Frame) -> [[Cell]] {
        let columns = new.size.columns
        var rows = (0..<old.size.rows).map { r in (0..<columns).map { old[$0, r] } }
        if let scroll = delta.scroll {
            let before = rows
            // As curses' wscrl does: the band moves by `lines`, rows it leaves are blank.
            for row in scroll.top...scroll.bottom {
                let from = row + scroll.lines
                rows[row] = from >= scroll.top && from <= scroll.bottom ? before[from] : Array(repeating: Cell.blank, count: columns)
            }
        }
        for span in delta.spans {
            for column in span.columns { rows[span.row][column] = new[column, span.row] }
        }
        return rows
    }

    static func cells(_ frame: Frame) -> [[Cell]] {
        (0..<frame.size.rows).map { r in (0..<frame.size.columns).map { frame[$0, r] } }
    }

    static let pieces = ["a", "b", "│", "─", "日", "e\u{301}", "🇫🇷", " ", "…"]
    static let roles: [StyleRole] = [.plain, .cellBorder, .header, .footer, .cellLabel]

    static func randomRow(_ frame: inout Frame, _ row: Int, _ random: inout CheckRandom) {
        var column = 0
        while column < frame.size.columns {
            column += frame.write(random.pick(pieces), column: column, row: row, role: random.pick(roles))
        }
    }

    @Test(arguments: 0..<300)
    func applyingTheDeltaGivesTheNewFrame(seed: Int) {
        var random = CheckRandom(seed: UInt64(seed) &* 7919 &+ 1)
        let size = TerminalSize(columns: random.int(1...12), rows: random.int(1...14))
        var old = Frame(size: size)
        for row in 0..<size.rows { Self.randomRow(&old, row, &random) }
        // The new frame: a band of the old one shifted, some rows changed, some kept.
        var new = Frame(size: size)
        let shift = random.int(-3...3)
        for row in 0..<size.rows {
            let from = row + shift
            if from >= 0, from < size.rows, !random.chance(20) {
                for column in 0..<size.columns where !old[column, from].isContinuation {
                    new.put(old[column, from].character, column: column, row: row, role: old[column, from].role)
                }
            } else if random.chance(50) {
                Self.randomRow(&new, row, &random)
            } else {
                for column in 0..<size.columns where !old[column, row].isContinuation {
                    new.put(old[column, row].character, column: column, row: row, role: old[column, row].role)
                }
                if random.chance(50) { new.write(random.pick(Self.pieces), column: random.int(0...size.columns), row: row, role: .header) }
            }
        }
        let delta = FrameDelta(from: old, to: new)
        #expect(Self.applied(delta, old: old, new: new) == Self.cells(new), "seed \(seed)")
        for span in delta.spans {
            // What the screen shows on the span's row once the scroll is applied: the old row
            // moved there, or a blank row scrolled in.
            let source = delta.scroll.map { FrameDelta.source(of: span.row, after: $0) } ?? span.row
            let shown = { (column: Int) in source.map { old[column, $0] } ?? Cell.blank }
            #expect(!new[span.columns.lowerBound, span.row].isContinuation && !shown(span.columns.lowerBound).isContinuation,
                    "seed \(seed): span starts inside a wide grapheme")
            let last = span.columns.upperBound - 1
            #expect(new[last, span.row].width != 2 && shown(last).width != 2 || last == size.columns - 1,
                    "seed \(seed): span ends inside a wide grapheme")
        }
    }

    @Test func unknownScreenOrNewSizeWritesEveryRowWhole() {
        var frame = Frame(size: TerminalSize(columns: 4, rows: 3))
        frame.write("abcd", column: 0, row: 1, role: .plain)
        let full = (0..<3).map { FrameDelta.Span(row: $0, columns: 0..<4) }
        #expect(FrameDelta(from: nil, to: frame).spans == full)
        #expect(FrameDelta(from: Frame(size: TerminalSize(columns: 5, rows: 3)), to: frame).spans == full)
        #expect(FrameDelta(from: frame, to: frame).spans.isEmpty)
        #expect(FrameDelta(from: frame, to: frame).scroll == nil)
    }

    @Test func onlyTheChangedColumnsOfARowAreWritten() {
        var old = Frame(size: TerminalSize(columns: 10, rows: 1))
        old.write("offset 7/9", column: 0, row: 0, role: .plain)
        var new = Frame(size: TerminalSize(columns: 10, rows: 1))
        new.write("offset 8/9", column: 0, row: 0, role: .plain)
        #expect(FrameDelta(from: old, to: new).spans == [FrameDelta.Span(row: 0, columns: 7..<8)])
    }

    @Test func farApartChangesAreSeparateSpansAndNearOnesOne() {
        var old = Frame(size: TerminalSize(columns: 40, rows: 1))
        old.write("a" + String(repeating: " ", count: 38) + "b", column: 0, row: 0, role: .plain)
        var new = old
        new.write("x", column: 0, row: 0, role: .plain)
        new.write("y", column: 39, row: 0, role: .plain)
        #expect(FrameDelta(from: old, to: new).spans == [
            FrameDelta.Span(row: 0, columns: 0..<1), FrameDelta.Span(row: 0, columns: 39..<40)])
        var near = old
        near.write("x", column: 0, row: 0, role: .plain)
        near.write("y", column: FrameDelta.spanGap - 1, row: 0, role: .plain)
        #expect(FrameDelta(from: old, to: near).spans == [FrameDelta.Span(row: 0, columns: 0..<FrameDelta.spanGap)])
    }

    /// A row scrolled in is compared with the blank row the scroll leaves: only its non-blank
    /// stretches are written.
    @Test func aRowScrolledInWritesOnlyItsNonBlankStretches() throws {
        let size = TerminalSize(columns: 40, rows: 6)
        var old = Frame(size: size)
        for row in 0..<6 { old.write("│ row \(row)", column: 0, row: row, role: .plain); old.write("│", column: 39, row: row, role: .cellBorder) }
        var new = Frame(size: size)
        for row in 0..<6 { new.write("│ row \(row + 1)", column: 0, row: row, role: .plain); new.write("│", column: 39, row: row, role: .cellBorder) }
        let delta = FrameDelta(from: old, to: new)
        let scroll = try #require(delta.scroll)
        #expect(scroll.lines == 1 && scroll.top == 0 && scroll.bottom == 5)
        #expect(delta.spans == [FrameDelta.Span(row: 5, columns: 0..<7), FrameDelta.Span(row: 5, columns: 39..<40)])
        #expect(Self.applied(delta, old: old, new: new) == Self.cells(new))
    }

    /// A one-row step of the live view at 200x50: the body band scrolls, and only the row
    /// scrolled in, the pinned header and the status lines are written.
    @Test func aOneRowStepScrollsTheBodyAndWritesFewRows() throws {
        let size = TerminalSize(columns: 200, rows: 50)
        let scenario = try #require(ScenarioSource.builtin(named: "huge"))
        var session = SimulatorSession(
            scenario: scenario, settings: SessionSettings(strategies: [scenario.defaultStrategy]), size: size)
        _ = session.apply(.scrollRows(30), at: 0)
        let before = session.view()
        _ = session.apply(.scrollRows(1), at: 0)
        let after = session.view()
        let delta = FrameDelta(from: before, to: after)
        let scroll = try #require(delta.scroll)
        #expect(scroll.lines == 1)
        #expect(scroll.bottom - scroll.top >= 40)
        #expect(delta.spans.count <= 6, "\(delta.spans.map(\.row))")
        #expect(Self.applied(delta, old: before, new: after) == Self.cells(after))
    }
}

extension FrameDeltaTests {
    /// The in-memory backend applies each frame as a delta: twenty one-row steps at 200x50 each
    /// scroll the body once and write a handful of spans, and the screen equals `render`.
    @Test func theLoopDrawsOneRowStepsAsScrollsOnTheMemoryBackend() throws {
        let size = TerminalSize(columns: 200, rows: 50)
        let scenario = try #require(ScenarioSource.builtin(named: "huge"))
        var session = SimulatorSession(
            scenario: scenario, settings: SessionSettings(strategies: [scenario.defaultStrategy], toggles: ViewToggles(bounce: false)),
            size: size)
        let steps = (0..<20).map { _ in [InputEvent.key(.character("j"))] }
        let backend = ScriptedBackend(size: size, batches: steps + [[.key(.character("q"))]])
        var loop = SimulatorLoop()
        _ = loop.run(&session, on: backend, clock: { backend.time })
        #expect(backend.scrollsApplied == 20)
        #expect(backend.spansWritten <= 50 + 20 * 6, "first frame whole, then at most six spans a step")
        var expected = SimulatorSession(
            scenario: scenario, settings: SessionSettings(strategies: [scenario.defaultStrategy], toggles: ViewToggles(bounce: false)),
            size: size)
        _ = expected.apply(.scrollRows(20))
        #expect(backend.screen == expected.view())
    }
}

@Suite struct CellStorageTests {
    /// A cell is eight bytes with no padding, so a row's bytes are its cells' words (what
    /// `Frame.rowEquals`, `rowFingerprint` and `FrameDelta` read).
    @Test func cellsArePackedIntoEightBytes() { #expect(MemoryLayout<Cell>.size == 8 && MemoryLayout<Cell>.stride == 8) }

    @Test func graphemesOfSeveralScalarsRoundTrip() {
        for grapheme: Character in ["e\u{301}", "🇫🇷", "👨‍👩‍👧‍👦", "❤️", "a", "日", "│"] {
            let cell = Cell(grapheme, role: .header)
            #expect(cell.character == grapheme)
            #expect(Array(String(cell.character).utf8) == Array(String(grapheme).utf8), "the same bytes, not only an equivalent grapheme")
            #expect(cell == Cell(grapheme, role: .header))
            #expect(cell != Cell(grapheme, role: .plain))
        }
        #expect(Cell("e\u{301}") != Cell("é"), "different bytes on the terminal, different cells")
    }

    @Test func anOverlongGraphemeIsShownAsAReplacementCharacter() {
        let long = Character("e" + String(repeating: "\u{301}", count: GraphemeTable.maximumBytes))
        #expect(Cell(long).character == "\u{FFFD}")
    }

    @Test func knownNarrowBlocksAgreeWithTheUnicodeProperties() {
        for value in UInt32(0x2000)...0x2700 where DisplayWidth.isKnownNarrow(value) {
            let scalar = Unicode.Scalar(value)!
            #expect(DisplayWidth.computedWidth(scalar) == 1, "U+\(String(value, radix: 16))")
        }
    }
}
