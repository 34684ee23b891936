import ScrollSimKit
import StickyLayout
import Testing

/// Issue 11's stories checked with `layout --script` runs (in process): the numbers that show a
/// story where a strategy has it, and the diagnostics the engine reports for it.
@Suite("Update stories in layout --script runs")
struct UpdateStoryTests {
    static func run(_ text: String, strategy: StrategyName, json: String = "") throws -> ScriptRun {
        let scenario = try DataChangeTests.inbox(json)
        return try ScriptRun(script: try DemoScript.parse(text, path: "story.demo"), scenario: scenario, strategy: strategy,
                             size: Size(width: 30, height: 16), loadScenario: { _ in scenario })
    }

    static func codes(_ step: ScriptRun.Step) -> [String] { (step.update?.diagnostics ?? []).map(\.code) }

    static func headers(_ step: ScriptRun.Step) -> [(section: Int, y: Double, pinned: Bool)] {
        step.after.elements.filter { $0.kind == .header }.map { ($0.indexPath.section, $0.frame.minY, $0.isPinned) }
            .sorted { $0.section < $1.section }
    }

    @Test("update.headerMissing fires when re-insertion is off and a delete above moves a pinned header's natural frame out of the rect",
          arguments: [StrategyName.uikit, .cs, .yl])
    func headerMissingWithTheReinsertionFault(_ strategy: StrategyName) throws {
        let script = "fault reinsertion on\nscrollto 13\ndelete item 0 0\n"
        let run = try Self.run(script, strategy: strategy)
        let scrolled = run.steps[run.steps.count - 2], deleted = run.steps[run.steps.count - 1]
        // At offset 13 section 1's header (natural y 13, in the rect) is pinned at 14, under the 1-row inset.
        #expect(Self.headers(scrolled).map(\.section) == [1, 2])
        #expect(Self.headers(scrolled).first.map { $0.y == 14 && $0.pinned } == true)
        // Deleting A's first cell (2 rows) moves its natural frame to 11, above the rect: with the fault nothing re-inserts it.
        #expect(deleted.offsetAfter == 13)
        #expect(Self.headers(deleted).map(\.section) == [2])
        #expect(Self.codes(deleted).contains("update.headerMissing"))
        // Without the fault the same delete keeps the header pinned at 14 and reports nothing missing.
        let healthy = try Self.run("scrollto 13\ndelete item 0 0\n", strategy: strategy)
        let last = try #require(healthy.steps.last)
        #expect(Self.headers(last).first.map { $0.section == 1 && $0.y == 14 && $0.pinned } == true)
        #expect(!Self.codes(last).contains("update.headerMissing"))
    }

    @Test("MJRefresh #1595 (hiding on load-more): YL's pinned header starts the load-more animation under a cell; uikit, cs and myntra keep it above",
          arguments: [(StrategyName.yl, true), (.uikit, false), (.cs, false), (.myntra, false)])
    func loadMoreHidesYLHeader(_ strategy: StrategyName, hides: Bool) throws {
        let run = try Self.run("scrollto bottom\nload-more\n", strategy: strategy, json: #""loadMore": {"pageSize": 4},"#)
        let bottom = run.steps[run.steps.count - 2], loaded = run.steps[run.steps.count - 1]
        // At the bottom (offset 38 of content 55 in a 16-row viewport) C's header is pinned at 39; the
        // page of 4 cells (8 rows) grows the content to 63 and the offset is kept.
        // At the bottom (offset 23) B's header is pinned at 24 (pushed by C's at 26); the page grows
        // the content 47 → 55 (4 cells of 2 rows) and the offset is kept: the headers do not move.
        #expect(bottom.offsetAfter == 23 && loaded.offsetAfter == 23)
        #expect(bottom.after.contentSize.height == 47 && loaded.after.contentSize.height == 55)
        for step in [bottom, loaded] {
            #expect(Self.headers(step).map(\.section) == [1, 2])
            #expect(Self.headers(step).map(\.y) == [24, 26])
        }
        #expect(Self.codes(loaded).contains("update.supplementaryUnderCell") == hides)
    }
}
