@testable import ScrollSimKit
import StickyLayout
import Testing

/// A talk's slide, drawn in memory (issue 34): a scenario narrower than the slide centred with its
/// indicator beside it, the caption band at an edge only, split panes labelled and alike, and a
/// script's toggles before its scenario.
@Suite("Talk slides")
struct TalkSlideTests {
    static func timeline(_ text: String) throws -> RecordedFrames {
        try RecordedFrames(script: try DemoScript.parse(text, path: "t.demo"), loadScenario: PlaybackTests.load)
    }

    /// The columns and rows where `frame` has cells of `role`.
    static func cells(_ frame: Frame, _ role: StyleRole) -> (columns: Set<Int>, rows: Set<Int>) {
        var columns = Set<Int>(), rows = Set<Int>()
        for row in 0..<frame.size.rows {
            for column in 0..<frame.size.columns where frame[column, row].role == role {
                columns.insert(column)
                rows.insert(row)
            }
        }
        return (columns, rows)
    }

    @Test("g4's 40x10 viewport in a 96x27 slide is centred in the pane, its indicator in the column just right of it")
    func narrowViewportIsCentred() throws {
        let t = try Self.timeline("scenario g4\nsize 16:9\nstrategy uikit")
        let frame = try #require(t.frames.last).frame
        #expect(frame.size == TerminalSize(columns: 96, rows: 27))
        // The pane: 95 columns and 25 rows (the indicator's column, status and bottom line aside).
        let x = (95 - 40) / 2, y = (25 - 10) / 2
        let headers = Self.cells(frame, .header)
        #expect(headers.columns.min() == x && headers.columns.max() == x + 39, "header columns \(headers.columns.sorted())\n\(frame.text)")
        #expect(headers.rows.min() == y, "the first header's row\n\(frame.text)")
        let track = Self.cells(frame, .indicatorTrack), thumb = Self.cells(frame, .indicatorThumb)
        #expect(track.columns.union(thumb.columns) == [x + 40], "the indicator beside the list\n\(frame.text)")
        #expect(track.rows.union(thumb.rows) == Set(y..<(y + 10)), "the indicator as tall as the viewport")
        #expect((0..<25).allSatisfy { frame[95, $0].role == .plain }, "nothing at the slide's right edge")
    }

    @Test("The live view centres a narrow scenario too, and a viewport as large as the pane stays where it was")
    func liveViewCentres() throws {
        let scenario = try #require(ScenarioSource.builtin(named: "g4"))
        let session = SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: [.uikit]), size: TerminalSize(columns: 61, rows: 22))
        let frame = session.view()
        let indicator = Self.cells(frame, .indicatorTrack).columns.union(Self.cells(frame, .indicatorThumb).columns)
        #expect(indicator == [10 + 40], "\(frame.text)")
        let pane = ScreenLayout(size: TerminalSize(columns: 61, rows: 22), paneCount: 1, inspector: false)!.panes[0]
        #expect(pane.fitted(to: Size(width: 60, height: 20)) == pane)
        #expect(pane.fitted(to: Size(width: 200, height: 90)) == pane, "bounds larger than the pane are clipped, not moved")
    }

    @Test("The caption band: its edge, else the other edge, and in between only when pinned elements take both; below a split's titles")
    func captionBandPlaces() {
        let size = TerminalSize(columns: 40, rows: 20)
        func place(_ avoiding: Set<Int>, _ position: CaptionPosition = .bottom, first: Int = 0) -> Int {
            CaptionOverlay.place(for: "words", size: size, avoiding: avoiding, position: position, first: first, above: 18)
        }
        #expect(place([]) == 17 && place([17]) == 0 && place([17], first: 1) == 1)
        #expect(place([0, 16, 17]) == 15, "both edges taken: the free row nearest the bottom")
        #expect(place([], .top) == 0 && place([0], .top) == 17 && place([0, 1, 17], .top) == 2)
        #expect(place(Set(0..<18)) == 17, "nowhere free: its own edge")
        var frame = Frame(size: size)
        #expect(CaptionOverlay.draw("words", on: &frame, above: 18) == 17..<18)
        #expect(CaptionOverlay.draw("words", on: &frame, top: 1, above: 18) == 1..<2)
    }

    @Test("push-off.demo: each caption's band stays where its first frame put it, at the bottom or the top, never in between")
    func pushOffCaptionKeepsItsPlace() throws {
        let folder = DemosFolderTests.demos.path + "/"
        let t = try RecordedFrames(script: try DemosTruthTests.load("push-off.demo")) { name in
            try ScenarioSource.builtin(named: name) ?? ScenarioSource.resolve(PathName.resolve(name, in: folder))
        }
        let bottom = 27 - ScreenLayout.chromeRows
        var placed: [String: Range<Int>] = [:]
        for (index, frame) in t.frames.enumerated() {
            guard let rows = frame.captionRows else { continue }
            #expect(rows.lowerBound == 1 || rows.upperBound == bottom, "frame \(index) at \(frame.time) s: caption at rows \(rows) (the top is row 1, under the split's titles)")
            if let first = placed[frame.caption] {
                #expect(first == rows, "frame \(index) at \(frame.time) s: the caption moved from rows \(first) to \(rows)")
            } else {
                placed[frame.caption] = rows
            }
        }
        #expect(placed.count == 7, "push-off's captions: \(placed.keys.sorted())")
    }

    @Test("In a split the focused pane's title stands out and the other's is dim; with chrome off both titles stay")
    func splitTitles() throws {
        for chrome in ["on", "off"] {
            let t = try Self.timeline("scenario contacts\nsize 80x24\nchrome \(chrome)\nsplit uikit,yl")
            let frame = try #require(t.frames.last).frame
            #expect(frame.lines[0].contains("▶ uikit") && frame.lines[0].contains("yl"), "chrome \(chrome): \(frame.lines[0])")
            #expect(frame[0, 0].role == .panelTitle, "the focused pane's title")
            #expect(frame[41, 0].role == .hint, "the other pane's title is dim, not the status line's reverse bar")
        }
    }

    @Test("Split panes of one width show the same status fields, whatever their names' lengths", arguments: [80, 60, 50, 40])
    func splitStatusAlike(columns: Int) throws {
        let scenario = try #require(ScenarioSource.builtin(named: "contacts"))
        var session = SimulatorSession(
            scenario: scenario, settings: SessionSettings(strategies: [.uikit, .yl]), size: TerminalSize(columns: columns, rows: 24))
        session.apply(.scrollRows(7))
        let status = session.view().lines[22]
        let layout = try #require(ScreenLayout(size: TerminalSize(columns: columns, rows: 24), paneCount: 2, inspector: false))
        let halves = layout.panes.map { pane in
            String(Array(status)[pane.status.x..<pane.status.maxX])
                .replacingOccurrences(of: "▶", with: " ").replacingOccurrences(of: "uikit", with: "NAME")
                .replacingOccurrences(of: "yl", with: "NAME").split(separator: " ").joined(separator: " ")
        }
        // The same fields in each pane (the diagnostics count may differ, and is always there).
        func fields(_ text: String) -> String { text.components(separatedBy: " diag ").first ?? text }
        #expect(halves.allSatisfy { $0.contains(" diag ") }, "\(columns) columns: \(status)")
        #expect(fields(halves[0]) == fields(halves[1]), "\(columns) columns: \(status)")
    }

    @Test("toggle projector before the scenario: the title card is in the projector theme from the first frame, and so is the view")
    func togglesBeforeTheScenario() throws {
        let t = try Self.timeline("""
            toggle projector on
            title "The push-off" "a talk"
            wait
            toggle chrome off
            scenario g1
            size 60x20
            scroll 3 at 4
            """)
        #expect(t.frames.first?.frame.cells.contains { $0.role == .pinnedElement } == true, "the title in the projector theme")
        #expect(t.frames.last?.frame.cells.contains { $0.role == .pinnedElement } == true, "the view in the projector theme")
        #expect(t.frames.last?.frame.text.contains("diag") == false, "chrome off from the script's start: no status line")
    }

    @Test("layout --script: a step that acts on the layout before the script's scenario is refused with its line; toggles there set the start")
    func layoutScriptBeforeScenario() throws {
        let g1 = try #require(ScenarioSource.builtin(named: "g1"))
        let refused = try DemoScript.parse("toggle bounce off\nscroll 4\nscenario g1\nscroll 2", path: "talk.demo")
        #expect(throws: DemoScriptError.self) {
            _ = try ScriptRun(script: refused, scenario: g1, strategy: .uikit, size: Size(width: 40, height: 10), loadScenario: PlaybackTests.load)
        }
        do {
            _ = try ScriptRun(script: refused, scenario: g1, strategy: .uikit, size: Size(width: 40, height: 10), loadScenario: PlaybackTests.load)
        } catch {
            #expect("\(error)" == "talk.demo:2: `scroll 4` comes before the script's `scenario` line (line 3), so it has no layout to act on; move it after line 3")
        }
        let fine = try DemoScript.parse("toggle bounce off\nscenario g1\nscrollto -5", path: "talk.demo")
        var bounce: Bool?
        let run = try ScriptRun(script: fine, scenario: g1, strategy: .uikit, size: Size(width: 40, height: 10),
                                loadScenario: PlaybackTests.load) { _, session in bounce = session.toggles.bounce }
        #expect(run.steps.map(\.line) == [2, 3], "no entry for the toggle before the scenario")
        #expect(bounce == false, "the toggle before the scenario set its start")
    }
}
