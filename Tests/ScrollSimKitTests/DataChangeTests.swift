import ScrollSimKit
import StickyLayout
import Testing

@Suite("Data changes in the session, scripts and layout --script")
struct DataChangeTests {
    static func contacts(_ strategy: StrategyName = .uikit) -> SimulatorSession {
        SimulatorSession(scenario: ScenarioSource.builtin(named: "contacts")!,
                         settings: SessionSettings(strategies: [strategy]), size: TerminalSize(columns: 60, rows: 20))
    }

    static func visible(_ s: SimulatorSession) -> [LayoutAttributes] {
        var view = s.collectionViews[0]
        return view.visibleAttributes()
    }

    static func height(_ s: SimulatorSession) -> Double {
        var view = s.collectionViews[0]
        return view.contentSize().height
    }

    static func inbox(_ json: String = "") throws -> Scenario {
        let text = """
            {"name": "t", "layout": {"itemSize": {"width": 0, "height": 2}, "headerReferenceSize": {"width": 0, "height": 1}},
             "contentInset": {"top": 1}, \(json)
             "sections": [{"title": "A", "items": 6}, {"title": "B", "items": 6}, {"title": "C", "items": 6}]}
            """
        return try ScenarioDecoder.decode(Array(text.utf8), file: "t.json", defaultName: "t")
    }

    @Test("a inserts at the pin line; labels follow their items; d deletes it again")
    func insertDeleteKeys() throws {
        var s = Self.contacts()
        s.apply(.scrollRows(10))
        let labels = { (s: SimulatorSession) in s.renderer.labels }
        let before = Self.visible(s).filter { $0.kind == .cell }.map { labels(s).label(for: $0) }
        let insertedByKey = s.handle(.key(.character("a")))
        #expect(insertedByKey)
        let result = try #require(s.data.lastUpdates.first ?? nil)
        #expect(result.items.count == 1 && result.items[0].action == .insert)
        let inserted = try #require(result.items[0].indexPathAfterUpdate)
        #expect(labels(s).currentItem(inserted).hasPrefix("New item"))
        let after = Self.visible(s).filter { $0.kind == .cell }.map { labels(s).label(for: $0) }
        // Every label still shown is one of the old ones or the new one, and the new one is shown.
        #expect(Set(after).subtracting(before).allSatisfy { $0.hasPrefix("New item") })
        #expect(after.contains { $0.hasPrefix("New item") }, "\(after)")
        // Labels follow their items: the old labels still shown keep their order and are one run
        // of the old ones; only labels pushed out at the ends of the view disappear.
        let kept = after.filter { before.contains($0) }
        let start = try #require(kept.first.flatMap { before.firstIndex(of: $0) }, "no old label is still shown: \(after)")
        #expect(Array(before.dropFirst(start).prefix(kept.count)) == kept, "before \(before)\nafter \(after)")
        #expect(kept.count >= before.count - 2, "at most the rows the new item pushed out: before \(before)\nafter \(after)")
        let deletedByKey = s.handle(.key(.character("d")))
        #expect(deletedByKey)
        let deleted = try #require(s.data.lastUpdates.first ?? nil)
        #expect(deleted.items[0].action == .delete && deleted.items[0].indexPathBeforeUpdate == inserted)
        let back = Self.visible(s).filter { $0.kind == .cell }.map { labels(s).label(for: $0) }
        #expect(back == before)
    }

    @Test("A, D, m and Ctrl-R change sections, move an item and reload")
    func sectionKeys() throws {
        var s = Self.contacts()
        let sections = s.collectionViews[0].layout.geometry.numberOfSections
        s.handle(.key(.character("A")))
        #expect(s.collectionViews[0].layout.geometry.numberOfSections == sections + 1)
        s.handle(.key(.character("D")))
        s.handle(.key(.character("D")))
        #expect(s.collectionViews[0].layout.geometry.numberOfSections == sections - 1)
        let first = s.collectionViews[0].layout.geometry.numberOfItems(inSection: 0)
        s.handle(.key(.character("m")))
        #expect(s.collectionViews[0].layout.geometry.numberOfItems(inSection: 0) == first - 1)
        let reloadedByKey = s.handle(.key(.control("r")))
        #expect(reloadedByKey)
        #expect(s.invalidations[0] == .full)
    }

    @Test("refresh grows the adjusted inset by the control's height; a UIKit-pinned header drops by it; ending shrinks it")
    func refreshInset() throws {
        var s = SimulatorSession(scenario: try Self.inbox(#""refreshControl": {"height": 3, "threshold": 4},"#),
                                 settings: SessionSettings(strategies: [.uikit]), size: TerminalSize(columns: 40, rows: 16))
        s.place(atOffset: 16)
        func pinnedY(_ s: inout SimulatorSession) -> Double? {
            Self.visible(s).first { $0.kind == .header && $0.isPinned }?.frame.minY
        }
        #expect(pinnedY(&s) == 17)
        s.apply(.data(.beginRefreshing))
        #expect(s.collectionViews[0].scrollView.adjustedContentInset.top == 4)
        #expect(pinnedY(&s) == 20)
        s.apply(.data(.endRefreshing))
        #expect(s.collectionViews[0].scrollView.adjustedContentInset.top == 1)
        #expect(pinnedY(&s) == 17)
        // Pulling past the top by the threshold begins refreshing.
        s.place(atOffset: -1)
        for i in 1...16 { s.apply(.scrollRows(-1), at: Double(i) * 0.01) }
        #expect(s.data.refreshing)
    }

    /// The threshold is inclusive: a pull of exactly `threshold` past the top begins refreshing,
    /// one row less does not (inset top 1, so the top is offset -1; threshold 4: offset -5).
    @Test("refreshing begins at a pull of exactly the threshold, not one row short", arguments: [(-4.0, false), (-5.0, true), (-6.0, true)])
    func refreshThreshold(offset: Double, refreshes: Bool) throws {
        var s = SimulatorSession(scenario: try Self.inbox(#""refreshControl": {"height": 3, "threshold": 4},"#),
                                 settings: SessionSettings(strategies: [.uikit]), size: TerminalSize(columns: 40, rows: 16))
        #expect(s.collectionViews[0].scrollView.adjustedContentInset.top == 1)
        #expect(!s.data.refreshing)
        s.place(atOffset: offset)
        #expect(s.collectionViews[0].contentOffset.y == offset, "the pull shown is the one asked for")
        #expect(s.data.refreshing == refreshes, "offset \(offset)")
    }

    @Test("load-more appends a page after its delay; self-sizing replaces estimates as cells show")
    func loadMoreAndSelfSizing() throws {
        let scenario = try Self.inbox(#""loadMore": {"pageSize": 4, "delay": 0.5},"#)
        var s = SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: [.uikit]), size: TerminalSize(columns: 40, rows: 16))
        s.apply(.scrollToEnd(true), at: 1)
        #expect(s.data.loadMoreDue == 1.5)
        #expect(s.collectionViews[0].layout.geometry.numberOfItems(inSection: 2) == 6)
        s.apply(.tick, at: 1.6)
        #expect(s.collectionViews[0].layout.geometry.numberOfItems(inSection: 2) == 10)

        let sized = try ScenarioDecoder.decode(Array("""
            {"layout": {"itemSize": {"width": 0, "height": 1}}, "viewport": {"width": 20, "height": 10},
             "sections": [{"items": 4, "estimatedItemHeight": 1, "itemHeights": [3, 3, 3, 3]}, {"items": 20}]}
            """.utf8), file: "s.json", defaultName: "s")
        let t = SimulatorSession(scenario: sized, settings: SessionSettings(strategies: [.uikit]), size: TerminalSize(columns: 30, rows: 12))
        // All four estimated cells were in view at the start: each took its real height of 3.
        #expect(Self.height(t) == 12 + 20)
        #expect(t.collectionViews[0].counters.fullPrepares == 1)
    }

    @Test("data commands parse with one-line errors")
    func parsing() throws {
        let script = try DemoScript.parse("""
            scenario contacts
            insert
            insert item 2 0 length 3
            insert section 1 items 4
            delete section
            reload
            reload item 0 1
            move 0 0 to 1 0
            refresh
            end-refresh
            load-more
            animate off
            """, path: "t.demo")
        let commands = script.steps.compactMap { if case .data(let c) = $0.step { return c } else { return nil } }
        #expect(commands == [
            .insertItem(nil, length: nil), .insertItem(IndexPath(item: 0, section: 2), length: 3),
            .insertSection(1, items: 4), .deleteSection(nil), .reloadData, .reloadItem(IndexPath(item: 1, section: 0)),
            .moveItem(IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1)),
            .beginRefreshing, .endRefreshing, .loadMore, .setAnimated(false),
        ])
        for bad in ["insert item 1", "move 1 2 3", "refresh now", "animate maybe", "delete item -1 0", "insert item 0 0 length 0"] {
            #expect(throws: DemoScriptError.self) { try DemoScript.parse(bad, path: "b.demo") }
            do { _ = try DemoScript.parse(bad, path: "b.demo") } catch {
                #expect("\(error)".hasPrefix("b.demo:1:") || "\(error)".hasPrefix("b.demo: line 1"), "\(error)")
                #expect(!"\(error)".contains("\n"))
            }
        }
    }

    @Test("animated updates give the same quantised frames in every run")
    func deterministicAnimation() throws {
        let text = """
            scenario contacts
            size 60x16
            strategy uikit
            scroll 6 at 6
            insert
            pause 0.5
            delete
            pause 0.5
            """
        func frames() throws -> [String] {
            try RecordedFrames(script: try DemoScript.parse(text, path: "a.demo"), loadScenario: { ScenarioSource.builtin(named: $0)! })
                .frames.map { "\($0.time) \($0.frame.text)" }
        }
        let a = try frames(), b = try frames()
        #expect(a == b)
        // The insert shows interpolated frames (the new item as an outline) before the final layout.
        #expect(a.count >= 8 + 2 * UpdateAnimation.steps)
    }

    @Test("layout --script reports the update, its invalidation, offsets and the clamp")
    func scriptRun() throws {
        let script = try DemoScript.parse("""
            strategy uikit
            scrollto bottom
            delete
            """, path: "s.demo")
        let run = try ScriptRun(script: script, scenario: try Self.inbox(), strategy: .uikit, size: Size(width: 20, height: 10),
                                loadScenario: { _ in try Self.inbox() })
        let last = try #require(run.steps.last)
        let update = try #require(last.update)
        #expect(update.items.map(\.action) == [.delete])
        #expect(update.invalidation.invalidateDataSourceCounts)
        #expect(update.recomputedFromSection == 2)
        #expect(last.offsetBefore == 29 && last.offsetAfter == 27 && update.clampInvalidation == .boundsOnly)
        let json = run.json()
        #expect(json.contains("\"clamp\": \"bounds-only\""))
        #expect(json.contains("\"recomputedFromSection\": 2"))
        #expect(json.contains("update.pinnedDrawnForOldOffset"))
    }
}
