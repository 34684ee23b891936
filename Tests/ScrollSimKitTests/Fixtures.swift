import ScrollSimKit
import StickyLayout

/// Scenarios built in the tests, so goldens do not depend on the built-in library.
enum Fixtures {
    /// Three sections of four 2-row items, 3-row headers, 1-row footers.
    static func sections(footer: Double = 0, header: Double = 3, inset: EdgeInsets = .zero) -> Scenario {
        Scenario(
            name: "fixture",
            metrics: FlowMetrics(
                itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: header),
                footerReferenceSize: Size(width: 0, height: footer)),
            sections: Array(repeating: SectionSpec(itemCount: 4), count: 3),
            sectionTitles: ["Alpha", "Beta", "Gamma"], contentInset: inset)
    }

    /// A CSStickyHeaderFlowLayout scenario with a 4-row parallax header.
    static func parallax() -> Scenario {
        var options = StrategyOptions()
        // The original draws the width given (0 would be 0 wide): the fixture's viewport width.
        options.csParallaxHeaderReferenceSize = Size(width: 35, height: 4)
        options.csParallaxHeaderMinimumReferenceSize = Size(width: 35, height: 1)
        return Scenario(
            name: "parallax",
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: 1)),
            sections: Array(repeating: SectionSpec(itemCount: 3), count: 2),
            sectionTitles: ["One", "Two"], options: options, defaultStrategy: .cs)
    }

    /// A session on `scenario` at `offset`, rendered at `size`.
    static func frame(
        _ scenario: Scenario, _ strategies: [StrategyName], offset: Double, size: TerminalSize = TerminalSize(columns: 36, rows: 12),
        toggles: ViewToggles = ViewToggles(), faults: FaultSwitches = FaultSwitches()
    ) -> Frame {
        var session = SimulatorSession(
            scenario: scenario, settings: SessionSettings(strategies: strategies, toggles: toggles, faults: faults), size: size)
        session.place(atOffset: offset)
        return session.view()
    }
}
