@testable import ScrollSimKit
import StickyLayout
import Testing

/// Frame tests (in-memory rendering) of the live-view defects of issue 26: whole status fields,
/// markers on visible rows, the inspector's order and its "no room" line, search highlighting,
/// what data keys and toggles say, and paging the help.
@Suite("Live view: what each screen says")
struct LiveViewDefectTests {
    static func session(_ strategies: [StrategyName], columns: Int, rows: Int, toggles: ViewToggles = ViewToggles()) throws -> SimulatorSession {
        SimulatorSession(scenario: try GhostTests.recipe(), settings: SessionSettings(strategies: strategies, toggles: toggles),
                         size: TerminalSize(columns: columns, rows: rows))
    }

    static func hint(_ frame: Frame) -> String { frame.lines[frame.size.rows - 1] }
    static func status(_ frame: Frame) -> String { frame.lines[frame.size.rows - 2] }

    @Test("render --split uikit,evadne,yl --size 60x20 --offset 10: each narrow status keeps its whole offset, never cut")
    func narrowSplitStatus() throws {
        var s = try Self.session([.uikit, .evadne, .yl], columns: 60, rows: 20)
        s.place(atOffset: 10)
        let status = Self.status(s.view())
        #expect(!status.contains("…"), "\(status)")
        #expect(status.components(separatedBy: "10/103").count == 4, "every pane shows 10/103 whole: \(status)")
    }

    @Test("A narrow pane keeps the invalidation after a refresh (P) and a focus move (l)", arguments: ["P", "l", "Pl"])
    func invalidationStaysAfterRefresh(keys: String) throws {
        var s = SimulatorSession(scenario: try DataChangeTests.inbox(#""refreshControl": {"height": 3, "threshold": 4},"#),
                                 settings: SessionSettings(strategies: [.uikit, .yl, .evadne]), size: TerminalSize(columns: 80, rows: 24))
        for key in keys { s.handle(.key(.character(key)), at: 1) }
        let status = Self.status(s.view())
        for pane in status.components(separatedBy: "│") {
            #expect(pane.contains("bounds") || pane.contains("full") || pane.contains("none"), "no invalidation in \(pane)")
            #expect(!pane.contains("…"), "\(pane)")
        }
    }

    @Test("At 80 columns the off-screen natural spot keeps the word: ◆ pinned … row above")
    func markerKeepsItsWord() throws {
        var s = try Self.session([.evadne], columns: 80, rows: 10, toggles: ViewToggles(ghost: true))
        s.place(atOffset: 1)
        let top = s.view().lines[0]
        #expect(top.contains("◆ pinned") && top.contains("+1 row above"), "\(top)")
    }

    @Test("render --strategy uikit --size 80x8 --offset 11 --projector: the pushed 2-row header says ▲ pushed on its visible row")
    func pushedMarkerOnAVisibleRow() throws {
        var s = try Self.session([.uikit], columns: 80, rows: 8, toggles: ViewToggles(projector: true))
        s.place(atOffset: 11)
        let frame = s.view()
        #expect(frame.lines[0].hasPrefix("╚ Shirts"), "\(frame.text)")
        #expect(frame.lines[0].contains("▲ pushed"), "\(frame.text)")
        // A cell cut at the top keeps drawing as before (only marked boxes move their label).
        s.place(atOffset: 3)
        #expect(s.view().lines.contains { $0.hasPrefix("└──") })
    }

    @Test("i at 40x10, and with three panes at 60x20: the hint line says there is no room for the inspector")
    func inspectorWithoutRoom() throws {
        // At 40 columns the message wraps onto the rows above the hint row (issue 33: never cut).
        func said(_ frame: Frame) -> String { frame.lines.suffix(3).joined(separator: " ").split(separator: " ").joined(separator: " ") }
        var small = try Self.session([.uikit], columns: 40, rows: 10)
        small.handle(.key(.character("i")))
        #expect(said(small.view()).contains("inspector (i) needs 42x6; no room at 40x10"), "\(small.view().text)")
        small.handle(.key(.character("j")))  // it stays while the inspector is on
        #expect(said(small.view()).contains("inspector (i) needs 42x6"))
        var split = try Self.session([.uikit, .evadne, .yl], columns: 60, rows: 20)
        split.handle(.key(.character("i")))
        #expect(Self.hint(split.view()).contains("inspector (i) needs 78x6 beside 3 panes;"))
        var wide = try Self.session([.uikit], columns: 100, rows: 20)
        wide.handle(.key(.character("i")))
        let frame = wide.view()
        #expect(!Self.hint(frame).contains("needs") && frame.text.contains("inspector · uikit"))
    }

    @Test("The inspector lists the elements that are not pinned in the layout's (ascending) order")
    func inspectorOrder() throws {
        var s = try Self.session([.uikit], columns: 120, rows: 30, toggles: ViewToggles(inspector: true))
        s.place(atOffset: 5)
        let snapshot = s.scene().panes[0]
        let lines = InspectorPanel.lines(snapshot, width: 40).map(\.0)
        let rest = snapshot.attributes.filter { !($0.isPinned || $0.isReinserted || $0.isHidden) }
        let shown = lines.filter { line in rest.contains { InspectorPanel.line(for: $0) == line } }
        #expect(shown == rest.map(InspectorPanel.line(for:)))
        let ys = rest.map(\.frame.minY)
        #expect(ys == ys.sorted(), "not ascending: \(ys)")
    }

    @Test("/jackets Enter highlights the matching labels until Esc")
    func searchHighlight() throws {
        var s = try Self.session([.uikit], columns: 80, rows: 24)
        for key in "/jackets" { s.handle(.key(.character(key))) }
        s.handle(.key(.enter))
        let frame = s.view()
        let row = try #require(frame.lines.firstIndex { $0.contains("Jackets 1") })
        let column = try #require(frame.lines[row].range(of: "Jackets 1").map { frame.lines[row].distance(from: frame.lines[row].startIndex, to: $0.lowerBound) })
        #expect(frame[column, row].role == .searchMatch)
        s.handle(.key(.escape))
        let after = s.view()
        #expect(!after.cells.contains { $0.role == .searchMatch })
    }

    @Test("a d A D m Ctrl-R P u say what they did; the hint line's right end keeps the u and o states")
    func dataKeysSayWhatTheyDid() throws {
        var s = try Self.session([.uikit], columns: 100, rows: 24)
        func said(_ key: Key) -> String {
            s.handle(.key(key), at: 1)
            return Self.hint(s.view())
        }
        #expect(said(.character("a")).contains("inserted item 0 0 · animated"))
        #expect(said(.character("d")).contains("deleted item 0 0"))
        #expect(said(.character("A")).contains("inserted section 1 (3 items)"))
        #expect(said(.character("D")).contains("deleted section 0"))
        #expect(said(.character("m")).contains("moved item 0 0 to 1 0"))
        #expect(said(.control("r")).contains("reloadData: every element replaced"))
        let u = said(.character("u"))
        #expect(u.contains("updates animate: off") && u.contains("anim off"), "\(u)")
        let o = said(.character("o"))
        #expect(o.hasSuffix("ghost on · anim off · bounce on "), "\(o)")
        #expect(said(.character("P")).contains("refresh: not done, this scenario has no refresh control"))
    }

    @Test("PgDn in the help overlay moves a page of the lines shown, not 10 lines")
    func helpPage() throws {
        var s = try Self.session([.uikit], columns: 100, rows: 30)
        s.handle(.key(.character("?")))
        s.handle(.key(.pageDown))
        #expect(s.helpScroll == 26)  // 27 lines shown at 30 rows, one kept for context
        s.handle(.key(.pageUp))
        #expect(s.helpScroll == 0)
    }
}

/// SGR mouse reports (mode 1006) as the backend hands their bodies over.
@Suite("SGR mouse reports")
struct SGRMouseReportTests {
    @Test func pressesWheelsAndReleases() {
        #expect(SGRMouseReport.events("0;230;5M") == [.click(column: 229, row: 4)])
        #expect(SGRMouseReport.events("64;3;3M") == [.wheel(up: true)])
        #expect(SGRMouseReport.events("65;300;40M") == [.wheel(up: false)])
        #expect(SGRMouseReport.events("0;230;5m").isEmpty)  // release
        #expect(SGRMouseReport.events("32;10;5M").isEmpty)  // motion
        #expect(SGRMouseReport.events("4;10;5M") == [.click(column: 9, row: 4)])  // Shift-click
        for bad in ["", "M", "0;1M", "0;0;5M", "x;1;1M", "0;1;1", "0;1;1;1M", String(repeating: "9", count: 30) + "M"] {
            #expect(SGRMouseReport.events(bad).isEmpty, "\(bad)")
        }
    }
}
