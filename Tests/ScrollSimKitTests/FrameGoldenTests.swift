import ScrollSimKit
import StickyLayout
import Testing

/// Golden frames rendered through the same path as the live view and `scrollsim render`.
/// Each was checked by eye when written; the comments say what to look at.
@Suite struct FrameGoldenTests {
    @Test func pinnedHeaderSitsAtTheTopWithItsMarker() {
        // Offset 5: Alpha's header (natural y 0) is pinned over items 1 and 2.
        let frame = Fixtures.frame(Fixtures.sections(), [.uikit], offset: 5)
        #expect(frame.text == """
            ╔═════════════════════════════════╗│
            ║ Alpha                  ◆ pinned ║│
            ╚═════════════════════════════════╝┃
            └─────────────────────────────────┘┃
            ┌ Item 3 (Alpha) ─────────────────┐┃
            └─────────────────────────────────┘│
            ╔═════════════════════════════════╗│
            ║ Beta                            ║│
            ╚═════════════════════════════════╝│
            ┌ Item 0 (Beta) ──────────────────┐│
             uikit  5/23  bounds-only   diag 0
             fixture · ? help  q qu…  bounce on
            """)
    }

    @Test func nextHeaderPushesThePinnedHeaderOffMidway() {
        // Offset 9: Alpha's section ends at 11, so its 3-row header sits at 8: one row above the top.
        let frame = Fixtures.frame(Fixtures.sections(), [.uikit], offset: 9)
        #expect(frame.text == """
            ║ Alpha                  ▲ pushed ║│
            ╚═════════════════════════════════╝│
            ╔═════════════════════════════════╗│
            ║ Beta                            ║┃
            ╚═════════════════════════════════╝┃
            ┌ Item 0 (Beta) ──────────────────┐┃
            └─────────────────────────────────┘│
            ┌ Item 1 (Beta) ──────────────────┐│
            └─────────────────────────────────┘│
            ┌ Item 2 (Beta) ──────────────────┐│
             uikit  9/23  bounds-only   diag 0
             fixture · ? help  q qu…  bounce on
            """)
    }

    @Test func footerPinnedToTheBottom() {
        // Alpha's footer naturally sits at y 11, below the 10-row viewport; it is pinned to row 9.
        let frame = Fixtures.frame(Fixtures.sections(footer: 1), [.uikit], offset: 0)
        #expect(frame.text == """
            ╔═════════════════════════════════╗┃
            ║ Alpha                           ║┃
            ╚═════════════════════════════════╝┃
            ┌ Item 0 (Alpha) ─────────────────┐│
            └─────────────────────────────────┘│
            ┌ Item 1 (Alpha) ─────────────────┐│
            └─────────────────────────────────┘│
            ┌ Item 2 (Alpha) ─────────────────┐│
            └─────────────────────────────────┘│
            ┃ end of Alpha           ◆ pinned ┃│
             uikit  0/26  full   diag 0
             fixture · ? help  q qu…  bounce on
            """)
    }

    @Test func parallaxHeaderStretchesWhenPulledDown() {
        // Offset -3 (rubber band): the 4-row parallax header stretches to 7 rows.
        let frame = Fixtures.frame(Fixtures.parallax(), [.cs], offset: -3)
        #expect(frame.text == """
            ╒═════════════════════════════════╕┃
            │ Parallax header 7 rows          │┃
            │                                 │┃
            │                                 │┃
            │                                 ││
            │                                 ││
            ╘═════════════════════════════════╛│
            ║ One                             ║│
            ┌ Item 0 (One) ───────────────────┐│
            └─────────────────────────────────┘│
             cs  -3/8  bounds-only   diag 0
             parallax · ? help  q q…  bounce on
            """)
    }

    @Test func elementsAreClippedAtTheViewportEdges() {
        // Offset 4 with no pinning: item 0 (y 3-5) shows only its bottom edge on row 0.
        let frame = Fixtures.frame(Fixtures.sections(), [.plain], offset: 4, size: TerminalSize(columns: 30, rows: 8))
        #expect(frame.text == """
            └───────────────────────────┘│
            ┌ Item 1 (Alpha) ───────────┐┃
            └───────────────────────────┘│
            ┌ Item 2 (Alpha) ───────────┐│
            └───────────────────────────┘│
            ┌ Item 3 (Alpha) ───────────┐│
             plain  4/27  none   diag 0
             fixture · ? help…  bounce on
            """)
    }

    @Test func zIndexFaultLetsCellsCoverThePinnedHeader() {
        // Same offset as the pinned golden, but the header keeps the cells' zIndex: cells paint over it.
        let frame = Fixtures.frame(Fixtures.sections(), [.uikit], offset: 5, faults: FaultSwitches(noZIndexRaise: true))
        #expect(frame.lines[0].hasPrefix("┌ Item 1 (Alpha) "))
        #expect(!frame.text.contains("Alpha   "))
        #expect(Array(frame.lines.prefix(6)) == [
            "┌ Item 1 (Alpha) ─────────────────┐│",
            "└─────────────────────────────────┘│",
            "┌ Item 2 (Alpha) ─────────────────┐┃",
            "└─────────────────────────────────┘┃",
            "┌ Item 3 (Alpha) ─────────────────┐┃",
            "└─────────────────────────────────┘│",
        ])
    }

    @Test func ghostOutlineNeverCoversTheLiveFooter() {
        // Seed 000 glues the footer to the bottom, over its natural frame: the live footer stays
        // readable (the ghost used to be drawn over it: "┌┄ natural: end of Alpha ┄┄┄┐").
        let frame = Fixtures.frame(
            Fixtures.sections(inset: EdgeInsets(top: 2, bottom: 1)), [.floating], offset: 3,
            size: TerminalSize(columns: 30, rows: 12), toggles: ViewToggles(ghost: true))
        // Seed 000 ignores the insets: the bars cover the glued header and the footer's last row,
        // and say so first (issue 33); in a bar too narrow for the bar's name and the inset's
        // number too, what it hides keeps its whole name (issue 32).
        #expect(frame.lines[0].contains("hides ◆ pinned Beta"), "\(frame.lines[0])")
        #expect(frame.lines[8] == "┃ end of Alpha     ◆ pinned ┃│")
        #expect(frame.lines[9].contains("hides ◆ pinned end of Alpha"), "\(frame.lines[9])")
    }

    @Test func headerCellsUseTheHeaderStyleAndTheMarkerItsOwn() {
        let frame = Fixtures.frame(Fixtures.sections(), [.uikit], offset: 5)
        #expect(frame.annotatedLine(1) == "{header}║ Alpha                  {pinnedMarker}◆ pinned{header} ║{indicatorTrack}│")
        #expect(frame[0, 4].role == .cellBorder)
        #expect(frame[2, 4].role == .cellLabel)
    }

    @Test func tooSmallTerminalShowsAMessage() {
        let frame = Fixtures.frame(Fixtures.sections(), [.uikit], offset: 0, size: TerminalSize(columns: 30, rows: 4))
        #expect(frame.text.contains("Terminal too small"))
        #expect(frame.text.contains("have 30×4, need 17×6"))
    }
}

@Suite struct HostileLabelTests {
    @Test func wideAndEscapedTitlesKeepBoxesAligned() {
        var scenario = Fixtures.sections()
        scenario.sectionTitles = ["日本\u{1B}[31m語\u{1B}]0;pwned\u{07}", "Beta", "Gamma"]
        scenario.itemLabels = [["\u{1B}[2Jwipe", "tab\there 中文"]]
        let frame = Fixtures.frame(scenario, [.uikit], offset: 0)
        let body = frame.lines.map { String($0.dropLast()) }  // without the scroll indicator column
        // Controls are shown visibly (`VisibleEscapes`), never sent, and never break the boxes.
        #expect(body[1] == #"║ 日本\x1B[31m語\x1B]0;pwned\x07  ║"#)
        #expect(body[3] == #"┌ \x1B[2Jwipe ────────────────────┐"#)
        #expect(body[5] == #"┌ tab\there 中文 ─────────────────┐"#)
        #expect(body[7] == #"┌ Item 2 (日本\x1B[31m語\x1B]0;p…─┐"#, "a default label names its section")
        #expect(!frame.text.contains("\u{1B}"))
        for line in frame.lines { #expect(DisplayWidth.of(line) == 36) }
    }
}

extension Frame {
    /// One row with its style roles marked inline as `{role}text`, for asserting styles.
    fileprivate func annotatedLine(_ row: Int) -> String {
        runs(row: row).map { "{\($0.role)}\($0.text)" }.joined()
    }
}
