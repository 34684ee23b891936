import ScrollSimKit
import StickyLayout
import Testing

/// less/vim-style navigation: counts, G to an offset, half pages, sections, search, click focus.
@Suite("Navigation")
struct NavigationTests {
    static let size = TerminalSize(columns: 80, rows: 24)

    /// recipe.json: ten sections of 12 rows (2-row header, five 2-row cells), no bars.
    static func session(_ strategies: [StrategyName] = [.uikit]) throws -> SimulatorSession {
        let scenario = try ScenarioSource.resolve(GhostTests.demos.appendingPathComponent("recipe.json").path)
        return SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: strategies), size: size)
    }

    static func type(_ keys: String, into session: inout SimulatorSession) throws {
        for entry in try KeyHistory.parse(keys) {
            if case .event(let event) = entry { session.handle(event) }
        }
    }

    static func offset(_ session: SimulatorSession) -> Double { session.collectionViews[0].contentOffset.y }

    @Test func countsAndG() throws {
        var s = try Self.session()
        try Self.type("42G", into: &s)
        #expect(Self.offset(s) == 42)
        try Self.type("5j", into: &s)
        #expect(Self.offset(s) == 47)
        try Self.type("3k", into: &s)
        #expect(Self.offset(s) == 44)
        try Self.type("0G", into: &s)
        #expect(Self.offset(s) == 0)
        try Self.type("99999G", into: &s)
        #expect(Self.offset(s) == s.scroll.maximum)
        try Self.type("g", into: &s)
        #expect(Self.offset(s) == 0)
    }

    @Test func halfPages() throws {
        var s = try Self.session()
        try Self.type("<C-d>", into: &s)
        let half = Self.offset(s)
        #expect(half > 5 && half < 15)  // half of a 21-row page
        try Self.type("2<C-d>", into: &s)
        #expect(Self.offset(s) == 3 * half)
        try Self.type("<C-u>", into: &s)
        #expect(Self.offset(s) == 2 * half)
    }

    @Test func sections() throws {
        var s = try Self.session()
        try Self.type("]", into: &s)
        #expect(Self.offset(s) == 12)
        try Self.type("]", into: &s)
        #expect(Self.offset(s) == 24)
        try Self.type("3]", into: &s)
        #expect(Self.offset(s) == 60)
        try Self.type("[", into: &s)
        #expect(Self.offset(s) == 48)
        try Self.type("50G[", into: &s)
        #expect(Self.offset(s) == 48)
    }

    @Test func searchAndRepeat() throws {
        var s = try Self.session()
        try Self.type("/trou<Enter>", into: &s)
        #expect(Self.offset(s) == 24, "Trousers' header")
        #expect(s.message?.contains("Trousers") == true)
        try Self.type("/jackets<Space>3<Enter>", into: &s)
        let found = Self.offset(s)
        #expect(s.message?.contains("Jackets 3") == true, "\(s.message ?? "")")
        try Self.type("g/shirts<Enter>", into: &s)
        let first = Self.offset(s)
        #expect(first == 2, "Shirts 2 below Shirts' pinned header (Shirts 1 already shows)")
        try Self.type("n", into: &s)
        #expect(Self.offset(s) == 4)
        try Self.type("N", into: &s)
        #expect(Self.offset(s) == first)
        try Self.type("/zzzz<Enter>", into: &s)
        #expect(s.message?.contains("not found") == true)
        #expect(Self.offset(s) == first)
        #expect(found > 0)
    }

    @Test func clickFocusesAPane() throws {
        var s = try Self.session([.uikit, .css])
        _ = s.view()
        #expect(s.focusedPane == 0)
        s.handle(.click(column: 60, row: 5))
        #expect(s.focusedPane == 1)
        s.handle(.click(column: 3, row: 5))
        #expect(s.focusedPane == 0)
    }
}
