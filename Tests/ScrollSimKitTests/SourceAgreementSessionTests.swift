import StickyLayout
import Testing
@testable import ScrollSimKit

/// Issue 23 through the session and the scenario format: MagazineLayout's pin line ignores a
/// refreshing UIRefreshControl but not an MJRefresh-style content inset (docs/strategies.md §7.2),
/// and IGListKit's `stickyHeaderYOffset` may be negative (§7.1).
@Suite("Issue 23 in the session: magazine's refresh control, iglistkit's negative offset")
struct SourceAgreementSessionTests {
    /// Sections of header 1 and six items of 2, `contentInset.top` 1, the given refresh control.
    private func session(_ refreshControl: String, strategy: StrategyName) throws -> SimulatorSession {
        let text = """
            {"name": "t", "layout": {"itemSize": {"width": 0, "height": 2}, "headerReferenceSize": {"width": 0, "height": 1}},
             "contentInset": {"top": 1}, "refreshControl": \(refreshControl),
             "sections": [{"title": "A", "items": 6}, {"title": "B", "items": 6}, {"title": "C", "items": 6}]}
            """
        let scenario = try ScenarioDecoder.decode(Array(text.utf8), file: "t.json", defaultName: "t")
        var s = SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: [strategy]),
                                 size: TerminalSize(columns: 40, rows: 16))
        s.place(atOffset: 16)
        return s
    }

    private func pinnedY(_ s: SimulatorSession) -> Double? {
        var view = s.collectionViews[0]
        return view.visibleAttributes().first { $0.kind == .header && $0.isPinned }?.frame.minY
    }

    @Test("a refreshing UIRefreshControl does not lower magazine's pinned header; it does lower uikit's")
    func uiRefreshControl() throws {
        var magazine = try session(#"{"height": 3, "threshold": 4}"#, strategy: .magazine)
        #expect(pinnedY(magazine) == 17)
        magazine.apply(.data(.beginRefreshing))
        #expect(magazine.collectionViews[0].scrollView.adjustedContentInset.top == 4)
        #expect(magazine.collectionViews[0].scrollView.refreshControlInset == 3)
        #expect(pinnedY(magazine) == 17)
        magazine.apply(.data(.endRefreshing))
        #expect(magazine.collectionViews[0].scrollView.refreshControlInset == 0)
        var uikit = try session(#"{"height": 3, "threshold": 4}"#, strategy: .uikit)
        uikit.apply(.data(.beginRefreshing))
        #expect(pinnedY(uikit) == 20)
    }

    @Test("an MJRefresh-style control grows contentInset: magazine's header drops by its height")
    func contentInsetRefreshControl() throws {
        var s = try session(#"{"height": 3, "threshold": 4, "inset": "content"}"#, strategy: .magazine)
        s.apply(.data(.beginRefreshing))
        #expect(s.collectionViews[0].scrollView.refreshControlInset == 0)
        #expect(pinnedY(s) == 20)
    }

    @Test("refreshControl as a number is a UIRefreshControl refreshing from the start: magazine adds its height back (issue 33)")
    func numericRefreshControl() throws {
        let text = #"{"layout":{"itemSize":{"width":0,"height":2},"sectionInset":{"top":2,"bottom":0},"headerReferenceSize":{"width":0,"height":1},"footerReferenceSize":{"width":0,"height":0}},"refreshControl":4,"sections":[{"items":2}],"viewport":{"width":20,"height":2}}"#
        let scenario = try ScenarioDecoder.decode(Array(text.utf8), file: "t.json", defaultName: "t")
        #expect(scenario.refreshingControlHeight == 4 && scenario.systemInset.top == 4)
        // MagazineLayout.swift 899–917: the visible top is the adjusted inset's less the refreshing control: 5 + 4 − 4.
        var view = scenario.makeCollectionView(strategy: .magazine, viewport: Size(width: 20, height: 2), offset: 5)
        #expect(view.visibleAttributes().first { $0.kind == .header }?.frame.minY == 5)
        // uikit pins below the whole adjusted inset (clamped by its section's end).
        var uikit = scenario.makeCollectionView(strategy: .uikit, viewport: Size(width: 20, height: 2), offset: 5)
        #expect(uikit.visibleAttributes().first { $0.kind == .header }?.frame.minY == 6)
        // The session, and a scenario written back out, say the same.
        var session = SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: [.magazine]),
                                       size: TerminalSize(columns: 40, rows: 12))
        session.place(atOffset: 5)
        #expect(pinnedY(session) == 5)
        let written = ScenarioEncoder.json(scenario)
        #expect(written.contains(#""refreshControl": 4"#) || written.contains(#""refreshControl":4"#), "\(written)")
        let again = try ScenarioDecoder.decode(Array(written.utf8), file: "t.json", defaultName: "t")
        #expect(again.refreshingControlHeight == 4 && again.systemInset == scenario.systemInset)
    }

    @Test("igStickyHeaderYOffset accepts IGListKit's own -10 and refuses values past the length limit")
    func negativeYOffset() throws {
        let scenario = try ScenarioTestSupport.decode(#"{"options": {"igStickyHeaderYOffset": -10}, "sections": []}"#)
        #expect(scenario.options.igStickyHeaderYOffset == -10)
        #expect(ScenarioTestSupport.message(#"{"options": {"igStickyHeaderYOffset": -2000000}, "sections": []}"#)
                == "demo.json: options.igStickyHeaderYOffset: -2000000 is out of range; use a number from -1000000 to 1000000")
        #expect(ScenarioTestSupport.message(#"{"options": {"igTopContentInset": -1}, "sections": []}"#)
                == "demo.json: options.igTopContentInset: -1 is out of range; use a number from 0 to 1000000")
    }
}
