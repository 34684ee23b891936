import StickyLayout
import TestSupport
import Testing

/// The expected numbers of docs/strategies.md §10, checked against BOTH the reference and the engine, so the
/// reference itself is anchored to docs/strategies.md (nil = not emitted).
@Suite("Reference: docs/strategies.md §10 tables")
struct ReferenceSpecTableTests {
    private func check(
        _ strategies: [StrategyName], _ config: RefConfig, _ rows: [(Double, Double?)], rect: ((Double) -> Rect)? = nil,
        _ kind: ElementKind = .header, section: Int = 0, table: String
    ) {
        for strategy in strategies {
            for (offset, expected) in rows {
                let got = SpecTables.y(strategy, config, offset: offset, rect: rect?(offset), kind, section: section)
                #expect(got.reference == expected, "\(table) reference \(strategy) off \(offset) \(kind) S\(section)")
                #expect(got.engine == expected, "\(table) engine \(strategy) off \(offset) \(kind) S\(section)")
            }
        }
    }

    @Test func g1Baseline() {
        let g1 = SpecTables.g1()
        check([.floating], g1, [(-5, -5), (0, 0), (4, nil), (9, nil), (10, nil), (12, nil)], table: "G1")
        check([.evadne, .cs, .yl, .myntra], g1, [(-5, 0), (0, 0), (4, 4), (9, 9), (10, 9), (12, nil)], table: "G1")
        check([.uikit, .css], g1, [(-5, 0), (0, 0), (4, 4), (9, 9), (10, 9), (12, nil)], table: "G1")
        check([.floating, .evadne, .cs, .yl, .myntra, .uikit, .css], g1, [(12, 12)], section: 1, table: "G1 S1")
    }

    @Test func g2ContentInset() {
        let g2 = SpecTables.g1(contentTop: 4)
        check([.cs, .yl, .myntra, .uikit, .css], g2, [(-4, 0), (0, 4), (2, 6), (5, 9)], table: "G2")
        check([.evadne], g2, [(-4, 0), (0, 0), (2, 2), (5, 5)], table: "G2")
        check([.floating], g2, [(-4, -4), (0, 0)], table: "G2")
    }

    @Test func g3SectionInset() {
        let g3 = SpecTables.g1(sectionInset: EdgeInsets(top: 1, bottom: 1))
        check([.evadne], g3, [(-5, 1), (0, 1), (10, 10), (11, 10), (12, nil)], table: "G3")
        check([.cs, .yl, .myntra], g3, [(-5, 0), (0, 0), (10, 10), (11, 10), (12, nil)], table: "G3")
        check([.uikit, .css], g3, [(-5, 0), (0, 0), (10, 10), (11, 11), (12, 11)], table: "G3")
    }

    @Test func g4EmptyMiddleSection() {
        let g4 = SpecTables.g1(viewportHeight: 10, counts: [3, 0, 3])
        check([.evadne], g4, [(8, -2), (12, -2), (14, nil)], section: 1, table: "G4")
        check([.cs, .yl, .myntra, .uikit, .css], g4, [(8, 11), (12, 11), (14, nil)], section: 1, table: "G4")
        check([.evadne, .cs, .yl, .myntra, .uikit, .css], g4, [(8, 13), (12, 13), (14, 14)], section: 2, table: "G4 S2")
    }

    @Test func g5Footers() {
        let g5 = SpecTables.g1(viewportHeight: 10, counts: [3, 3], footer: 2)
        check([.myntra], g5, [(-7, 2), (-3, 5), (0, 8), (3, 11), (5, 11)], .footer, table: "G5 F0")
        check([.css, .uikit], g5, [(-7, 1), (-3, 5), (0, 8), (3, 11), (5, 11)], .footer, table: "G5 F0")
        check([.floating], g5, [(-7, 0), (-3, 4), (0, 7), (3, 11), (5, 13)], .footer, table: "G5 F0")
        check([.myntra, .css, .uikit], g5, [(8, 16), (10, 18), (14, 22), (16, 24)], .footer, section: 1, table: "G5 F1")
        check([.myntra, .cs], g5, [(10, 9), (12, nil)], table: "G5 H0")
        check([.css, .uikit], g5, [(10, 10), (12, 11)], table: "G5 H0")
    }

    @Test func g6Parallax() {
        func parallax(_ alwaysOnTop: Bool, _ noStretch: Bool) -> RefConfig {
            var c = SpecTables.g1()
            c.options.csParallaxHeaderReferenceSize = Size(width: 10, height: 6)
            c.options.csParallaxHeaderMinimumReferenceSize = Size(width: 10, height: 2)
            c.options.csParallaxHeaderAlwaysOnTop = alwaysOnTop
            c.options.csDisableStretching = noStretch
            return c
        }
        let offsets: [Double] = [-5, 0, 3, 4, 8]
        let cases: [(Bool, Bool, [Double], [Double], [Int])] = [
            (false, false, [-5, 0, 3, 4, 4], [11, 6, 3, 2, 2], [0, 0, 0, 0, 0]),
            (true, false, [-5, 0, 3, 4, 8], [11, 6, 3, 2, 2], [0, 0, 0, 2000, 2000]),
            (false, true, [-5, 0, 3, 4, 4], [6, 6, 3, 2, 2], [0, 0, 0, 0, 0]),
        ]
        for (top, noStretch, ys, heights, zs) in cases {
            let config = parallax(top, noStretch)
            for (i, offset) in offsets.enumerated() {
                let want = Rect(x: 0, y: ys[i], width: 10, height: heights[i])
                let reference = ReferenceLayout(config)
                var layout = StickyFlowLayout(
                    sections: config.sections, metrics: config.metrics, strategy: StrategyName.cs.make(config.options),
                    scrollView: config.scrollView(offset: offset))
                let rect = reference.bounds(offset: offset)
                for (side, all) in [("engine", layout.layoutAttributesForElements(in: rect)),
                                    ("reference", reference.attributes(.cs, offset: offset, rect: rect))] {
                    let p = all.filter { $0.kind == .parallaxHeader }
                    #expect(p.count == 1 && p.first?.frame == want && p.first?.zIndex == zs[i],
                            "G6 \(side) alwaysOnTop=\(top) noStretch=\(noStretch) off \(offset): \(p)")
                }
            }
        }
        check([.cs], parallax(true, false), [(8, 10)], table: "G6 S0 under collapsed parallax header")
    }

    @Test func g7BottomOverscroll() {
        let g7 = SpecTables.g1(viewportHeight: 5)
        check([.evadne, .cs, .css, .uikit], g7, [(28, 28), (32, 31)], section: 2, table: "G7")
    }

    @Test func g9ZeroSizeAndReferenceSizeGate() {
        var zeroS1 = SpecTables.g1()
        zeroS1.sections[1].header = 0
        check([.cs, .yl], zeroS1, [(12, nil), (14, nil)], section: 1, table: "G9 zero S1")
        var delegate = SpecTables.g1()
        delegate.metrics.headerReferenceSize = .zero
        delegate.sections = delegate.sections.map { SectionSpec(itemCount: $0.itemCount, header: 2) }
        check([.myntra], delegate, [(4, nil)], table: "G9 MYN gate")
        check([.cs, .yl], delegate, [(4, 4)], table: "G9 others")
    }

    @Test func g11RectDependence() {
        let g1 = SpecTables.g1()
        let wide: (Double) -> Rect = { _ in Rect(x: 0, y: 4, width: 10, height: 20) }
        let narrow: (Double) -> Rect = { _ in Rect(x: 0, y: 0, width: 10, height: 3) }
        check([.cs, .yl, .myntra, .evadne], g1, [(4, 4)], rect: wide, table: "G11 wide")
        check([.cs, .yl, .myntra], g1, [(4, 3)], rect: narrow, table: "G11 narrow")
        check([.evadne], g1, [(4, 4)], rect: narrow, table: "G11 narrow")
        check([.uikit, .css], g1, [(4, nil)], rect: narrow, table: "G11 narrow")
    }
}
