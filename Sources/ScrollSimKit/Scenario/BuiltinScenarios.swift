import StickyLayout

/// A built-in scenario: a name and a recipe, built only when asked for.
struct BuiltinScenario: Sendable {
    let name: String
    let make: @Sendable () -> Scenario
}

/// The built-in library: the default contacts demo, the geometries G1–G10 of docs/strategies.md §10, and two big lists.
enum BuiltinScenarios {
    static let all: [BuiltinScenario] = [
        BuiltinScenario(name: "contacts", make: contacts),
        g1Based("g1", "G1 baseline: 3 sections of [header 2, 3 items of 3], V = 20; S0 header pins 0,4,9,9 at offsets 0,4,9,10.", height: 20, strategy: .evadne),
        g1Based("g2", "G2: G1 under a 4-row navigation bar (contentInset.top 4, rest offset -4).", height: 20, strategy: .cs) {
            $0.contentInset = EdgeInsets(top: 4)
        },
        g1Based("g3", "G3: G1 with sectionInset top 1 and bottom 1; Evadne leaves a 1-row gap above the header.", height: 20, strategy: .evadne) {
            $0.metrics.sectionInset = EdgeInsets(top: 1, bottom: 1)
        },
        g1Based("g4", "G4: empty middle section, V = 10; Evadne's S1 header is undefined (-2 or a crash).", height: 10, strategy: .evadne, counts: [3, 0, 3]),
        g1Based("g5", "G5 footers: 2 sections of [header 2, 3 items of 3, footer 2], V = 10; sticky footers.", height: 10, strategy: .myntra, counts: [3, 3]) {
            $0.metrics.footerReferenceSize = Size(width: 0, height: 2)
        },
        g1Based("g6", "G6: CS parallax header R = 6, M = 2 above G1; it stretches on pull and collapses to 2.", height: 20, strategy: .cs) {
            $0.options.csParallaxHeaderReferenceSize = Size(width: gWidth, height: 6)
            $0.options.csParallaxHeaderMinimumReferenceSize = Size(width: gWidth, height: 2)
        },
        g1Based("g7", "G7 bottom overscroll: G1 with V = 5 (max offset 28); at offset 32 the last header stops at 31.", height: 5, strategy: .evadne),
        g1Based("g8", "G8: horizontal flow layout, full-height header columns; y-based strategies shift headers up by 11.", height: 20, strategy: .evadne) {
            $0.metrics.scrollDirection = .horizontal
            $0.metrics.itemSize = Size(width: 10, height: 3)
            $0.metrics.headerReferenceSize = Size(width: 4, height: 0)
            // A bottom inset of 11 leaves 9 rows: the 3 items stack at y 0, 3, 6 (last.maxY 9), as docs/strategies.md §10 G8 has it.
            $0.metrics.sectionInset = EdgeInsets(bottom: 11)
        },
        g1Based("g9", "G9: G1 with a zero-size header on section 1; Evadne's re-insertion may add nil (a crash).", height: 20, strategy: .evadne) {
            $0.sections[1].header = 0
        },
        g1Based("g10", "G10: a refreshing refresh control 6 rows tall (system inset 6); UIKit pins at offset + 6.", height: 20, strategy: .uikit) {
            $0.systemInset = EdgeInsets(top: 6)
        },
        BuiltinScenario(name: "huge", make: huge),
        BuiltinScenario(name: "variable", make: variable),
    ]

    /// Width of the G scenarios' viewport.
    static let gWidth = 40.0

    static func contacts() -> Scenario {
        let groups = ContactNames.byLetter
        return Scenario(
            name: "contacts",
            summary: "An A-Z contacts list under a 1-row navigation bar: one-row cells, a 1-row header per letter.",
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 1), headerReferenceSize: Size(width: 0, height: 1)),
            sections: groups.map { SectionSpec(itemCount: $0.names.count) },
            sectionTitles: groups.map(\.letter), itemLabels: groups.map(\.names),
            contentInset: EdgeInsets(top: 1), defaultStrategy: .uikit)
    }

    /// A G scenario: G1's geometry (3 sections, header 2, 3 full-width items of height 3, a
    /// `gWidth` × `height` viewport), then what `change` makes different.
    static func g1Based(
        _ name: String, _ summary: String, height: Double, strategy: StrategyName, counts: [Int] = [3, 3, 3],
        _ change: @escaping @Sendable (inout Scenario) -> Void = { _ in }
    ) -> BuiltinScenario {
        BuiltinScenario(name: name) {
            var s = Scenario(
                name: name, summary: summary,
                metrics: FlowMetrics(itemSize: Size(width: 0, height: 3), headerReferenceSize: Size(width: 0, height: 2)),
                sections: counts.map { SectionSpec(itemCount: $0) },
                defaultStrategy: strategy, viewport: Size(width: gWidth, height: height))
            change(&s)
            return s
        }
    }

    static func huge() -> Scenario {
        Scenario(
            name: "huge", summary: "1,000,000 one-row items in 1,000 sections of 1,000; uniform, no per-item storage.",
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 1), headerReferenceSize: Size(width: 0, height: 1)),
            sections: Array(repeating: SectionSpec(itemCount: 1000), count: 1000), defaultStrategy: .uikit)
    }

    static func variable() -> Scenario {
        let pattern: [Float] = [1, 2, 3, 1, 4, 2]
        let sections = (0..<40).map { k in
            let count = 5 + (k * 7) % 11
            return SectionSpec(itemCount: count, itemLengths: (0..<count).map { pattern[($0 + k) % pattern.count] })
        }
        return Scenario(
            name: "variable", summary: "40 sections of 5-15 items whose heights cycle 1,2,3,1,4,2, with 2-row headers and 1-row footers.",
            metrics: FlowMetrics(
                itemSize: Size(width: 0, height: 1), headerReferenceSize: Size(width: 0, height: 2),
                footerReferenceSize: Size(width: 0, height: 1)),
            sections: sections, defaultStrategy: .myntra)
    }
}
