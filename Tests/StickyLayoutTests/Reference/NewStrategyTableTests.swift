import StickyLayout
import TestSupport
import Testing

/// The expected numbers of docs/strategies.md §10 for iglistkit, magazine, compositional, tableview,
/// swiftui, compose and flutter, checked against both the engine and the reference (nil = not emitted).
@Suite("Reference: docs/strategies.md §10 tables, strategies beyond the seeds")
struct NewStrategyTableTests {
    private func check(
        _ strategies: [StrategyName], _ config: RefConfig, _ rows: [(Double, Double?)], rect: Rect? = nil,
        _ kind: ElementKind = .header, section: Int = 0, table: String
    ) {
        for strategy in strategies {
            for (offset, expected) in rows {
                let got = SpecTables.y(strategy, config, offset: offset, rect: rect, kind, section: section)
                #expect(got.reference == expected, "\(table) reference \(strategy) off \(offset) \(kind) S\(section)")
                #expect(got.engine == expected, "\(table) engine \(strategy) off \(offset) \(kind) S\(section)")
            }
        }
    }

    private func with(_ config: RefConfig, _ change: (inout RefConfig) -> Void) -> RefConfig {
        var c = config
        change(&c)
        return c
    }

    static let spanFamily: [StrategyName] = [.tableview, .compositional, .swiftui, .magazine, .iglistkit, .compose, .flutter]

    @Test func g1() {
        let g1 = SpecTables.g1()
        check(Self.spanFamily, g1, [(-5, 0), (0, 0), (4, 4), (9, 9), (10, 9), (12, nil)], table: "G1")
        let persistent = with(g1) { $0.options.flutterMode = .persistent }
        check([.flutter], persistent, [(-5, 0), (0, 0), (4, 4), (9, 9), (10, 10), (12, 12)], table: "G1 persistent")
        let grouped = with(g1) { $0.options.tableViewStyle = .grouped }
        check([.tableview], grouped, [(-5, 0), (0, 0), (4, nil), (9, nil), (10, nil), (12, nil)], table: "G1 grouped")
        check(Self.spanFamily, g1, [(12, 12)], section: 1, table: "G1 S1")
        check([.flutter], persistent, [(12, 14)], section: 1, table: "G1 S1 persistent")
    }

    @Test func g2NavigationBar() {
        let g2 = SpecTables.g1(contentTop: 4)
        let rows: [(Double, Double?)] = [(-4, 0), (0, 4), (2, 6), (5, 9)]
        check([.tableview, .compositional, .swiftui, .magazine, .flutter], g2, rows, table: "G2")
        // Compose pins at the viewport's edge, inside the top contentPadding (§12.2).
        check([.compose], g2, [(-4, 0), (0, 0), (2, 2), (5, 5)], table: "G2 compose")
        check([.flutter], with(g2) { $0.options.flutterMode = .persistent }, rows, table: "G2 persistent")
        check([.iglistkit], g2, [(-4, 0), (0, 0), (2, 2), (5, 5)], table: "G2 IG own inset 0")
        check([.iglistkit], with(g2) { $0.options.igTopContentInset = 4 }, rows, table: "G2 IG topContentInset 4")
        let yOffset = with(g2) {
            $0.options.igTopContentInset = 4
            $0.options.igStickyHeaderYOffset = 1
        }
        check([.iglistkit], yOffset, [(-4, 1), (0, 5), (2, 7), (5, 9)], table: "G2 IG yOffset 1")
        check([.iglistkit], with(g2) { $0.options.igStickyHeaderYOffset = -1 }, [(-4, 0), (0, 0), (2, 1), (5, 4)],
              table: "G2 IG yOffset -1")
    }

    @Test func g3SectionInsets() {
        let g3 = SpecTables.g1(sectionInset: EdgeInsets(top: 1, bottom: 1))
        check([.tableview, .compositional, .swiftui, .flutter], g3,
              [(-5, 0), (0, 0), (10, 10), (11, 11), (12, 11)], table: "G3 flow placement")
        // At 12 only S0's bottom inset is on screen: S1's header is the first visible item, so
        // Compose sticks that one and S0's header scrolls away with its section (§12.2).
        check([.compose], g3, [(-5, 0), (0, 0), (10, 10), (11, 11), (12, nil)], table: "G3 compose")
        check([.iglistkit], g3, [(-5, 1), (0, 1), (10, 10), (11, 11), (12, nil)], table: "G3 IG")
        check([.magazine], g3, [(-5, 1), (0, 1), (10, 10), (11, 10), (12, nil)], table: "G3 ML")
        // The IG header dropped at 12 would sit at [12,14): a rect starting one row earlier keeps it.
        check([.iglistkit], g3, [(11, 11)], rect: Rect(x: 0, y: 11, width: 10, height: 20), table: "G3 IG rect 11")
    }

    @Test func g4EmptySection() {
        let g4 = SpecTables.g1(viewportHeight: 10, counts: [3, 0, 3])
        check([.tableview, .compositional, .swiftui, .magazine, .compose, .flutter], g4,
              [(8, 11), (12, 11), (14, nil)], section: 1, table: "G4 S1")
        check([.iglistkit], g4, [(8, nil), (12, nil), (14, nil)], section: 1, table: "G4 S1 IG hidden")
        let shown = with(g4) { $0.options.igShowHeaderWhenEmpty = true }
        check([.iglistkit], shown, [(8, 11), (12, 11), (14, nil)], section: 1, table: "G4 S1 IG shown")
        check([.tableview, .compositional, .swiftui, .magazine, .compose, .flutter], g4,
              [(8, 13), (12, 13), (14, 14)], section: 2, table: "G4 S2")
        check([.iglistkit], shown, [(8, 13), (12, 13), (14, 14)], section: 2, table: "G4 S2 IG shown")
        check([.iglistkit], g4, [(8, 11), (12, 12), (14, 14)], section: 2, table: "G4 S2 IG hidden")
        let persistent = with(g4) { $0.options.flutterMode = .persistent }
        check([.flutter], persistent, [(8, 11), (12, 14), (14, 16)], section: 1, table: "G4 S1 persistent")
        check([.flutter], persistent, [(8, 13), (12, 16), (14, 18)], section: 2, table: "G4 S2 persistent")
    }

    @Test func g5Footers() {
        let g5 = SpecTables.g1(viewportHeight: 10, counts: [3, 3], footer: 2)
        check([.magazine], g5, [(-7, 2), (-3, 5), (0, 8), (3, 11), (5, 11)], .footer, table: "G5 F0 ML")
        check([.tableview, .compositional, .swiftui], g5, [(-7, 1), (-3, 5), (0, 8), (3, 11), (5, 11)], .footer, table: "G5 F0")
        check([.iglistkit, .compose, .flutter], g5, [(-7, nil), (-3, nil), (0, nil), (3, 11), (5, 11)], .footer, table: "G5 F0 natural")
        check([.magazine, .tableview, .compositional, .swiftui], g5, [(8, 16), (10, 18), (14, 22), (16, 24)], .footer, section: 1,
              table: "G5 F1")
        check([.magazine], g5, [(10, 9), (12, nil)], table: "G5 H0 ML")
        check([.tableview, .compositional, .swiftui, .iglistkit, .compose, .flutter], g5, [(10, 10), (12, 11)], table: "G5 H0")
        check([.flutter], with(g5) { $0.options.flutterMode = .persistent }, [(10, 10), (12, 12)], table: "G5 H0 persistent")
    }

    @Test func g7BottomBounce() {
        let g7 = SpecTables.g1(viewportHeight: 5)
        check([.tableview, .compositional, .swiftui, .magazine, .flutter], g7, [(28, 28), (32, 31)], section: 2, table: "G7")
        check([.iglistkit, .compose], g7, [(28, 28), (32, 32)], section: 2, table: "G7 unbounded")
        check([.compose], g7, [(33, nil), (40, nil)], section: 2, table: "G7 compose, no item visible")
        check([.flutter], with(g7) { $0.options.flutterMode = .persistent }, [(28, 32), (32, 36)], section: 2, table: "G7 persistent")
    }

    @Test func g9ZeroSizeHeader() {
        var zeroS1 = SpecTables.g1()
        zeroS1.sections[1].header = 0
        check(Self.spanFamily, zeroS1, [(12, nil), (14, nil)], section: 1, table: "G9")
    }

    @Test func g10RefreshControl() {
        let g10 = with(SpecTables.g1()) {
            $0.systemInset = EdgeInsets(top: 6)
            $0.refreshControlInset = 6
        }
        check([.tableview, .compositional, .swiftui], g10, [(0, 6)], table: "G10 adjusted")
        check([.magazine, .iglistkit, .compose, .flutter], g10, [(0, 0)], table: "G10 own inset")
        // A system inset that is not a refresh control (the safe area): MagazineLayout pins below it
        // (adjustedContentInset.top, MagazineLayout.swift currentVisibleBounds).
        let safeArea = with(SpecTables.g1()) { $0.systemInset = EdgeInsets(top: 6) }
        check([.magazine, .tableview, .compositional, .swiftui], safeArea, [(0, 6), (3, 9)], table: "G10 safe area")
        check([.iglistkit, .compose, .flutter], safeArea, [(0, 0)], table: "G10 safe area, own inset")
    }

    @Test func g11RectIndependent() {
        check(Self.spanFamily, SpecTables.g1(), [(4, nil)], rect: Rect(x: 0, y: 0, width: 10, height: 3), table: "G11 narrow")
        check(Self.spanFamily, SpecTables.g1(), [(4, 4)], rect: Rect(x: 0, y: 4, width: 10, height: 20), table: "G11 wide")
    }

    @Test func g15CompositionalOverlay() {
        let overlay = with(SpecTables.g1()) { $0.options.compositionalExtendsBoundary = false }
        check([.compositional], overlay, [(0, 0), (4, 4), (7, 7), (8, 7), (10, nil)], table: "G15 S0")
        check([.compositional], overlay, [(10, 10)], section: 1, table: "G15 S1")
        check([.compositional], overlay, [(0, 0)], .cell, table: "G15 cell [0,0] under the header")
    }

    @Test func g16ComposePushedByNextHeader() {
        var g16 = SpecTables.g1()
        g16.sections[1].header = 0
        check([.compose], g16, [(4, 4), (12, 12), (18, 18), (19, 18)], table: "G16 compose")
        check([.uikit, .css, .flutter, .swiftui], g16, [(4, 4), (12, nil), (18, nil), (19, nil)], table: "G16 others")
    }

    @Test func g17FlutterStack() {
        let persistent = with(SpecTables.g1()) { $0.options.flutterMode = .persistent }
        check([.flutter], persistent, [(12, 12), (25, 25)], section: 0, table: "G17 S0")
        check([.flutter], persistent, [(12, 14), (25, 27)], section: 1, table: "G17 S1")
        check([.flutter], persistent, [(25, 29)], section: 2, table: "G17 S2")
    }

    @Test func g18TableViewStyles() {
        let g5 = SpecTables.g1(viewportHeight: 10, counts: [3, 3], footer: 2)
        let grouped = with(g5) { $0.options.tableViewStyle = .grouped }
        check([.tableview], g5, [(0, 8)], .footer, table: "G18 plain F0")
        check([.tableview], grouped, [(0, nil)], .footer, table: "G18 grouped F0")
        check([.tableview], grouped, [(0, 0), (5, nil)], table: "G18 grouped H0")
        check([.tableview], g5, [(5, 5)], table: "G18 plain H0")
    }
}
