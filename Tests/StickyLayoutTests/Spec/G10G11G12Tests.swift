import StickyLayout
import Testing

/// docs/strategies.md §10 G10 (refresh control inset), G11 (rect dependence), G12 (invalidation).
@Suite("G10 G11 G12")
struct G10G11G12Tests {
    @Test("G10: UIKit pins below the adjusted inset (refresh control), contentInset-based strategies do not")
    func refreshControl() {
        var f = SpecFixture.g1()
        f.systemInset = EdgeInsets(top: 6)
        #expect(f.y(.uikit, offset: 2) == 8)
        #expect(f.y(.cs, offset: 2) == 2)
        #expect(f.y(.css, offset: 2) == 2)
    }

    @Test("G11: CS, YL and MYN give S0 two frames for two rects", arguments: [StrategyName.cs, .yl, .myntra])
    func rectDependent(strategy: StrategyName) {
        let g1 = SpecFixture.g1()
        #expect(g1.y(strategy, offset: 4, rect: rows(4, 24)) == 4)
        #expect(g1.y(strategy, offset: 4, rect: rows(0, 3)) == 3)
        var cv = g1.collectionView(strategy, offset: 4)
        _ = cv.layoutAttributesForElements(in: rows(4, 24))
        #expect(!cv.diagnostics.contains { $0.severity == .inconsistency })
        _ = cv.layoutAttributesForElements(in: rows(0, 3))
        let hazard = cv.diagnostics.first { $0.severity == .inconsistency }
        #expect(hazard?.code == "uikit.attributesChangedWithoutInvalidation")
        #expect(hazard?.section == 0)
    }

    @Test("G11: Evadne is rect-independent; UIKit and CSS omit the pinned frame from [0,3)")
    func rectIndependent() {
        let g1 = SpecFixture.g1()
        #expect(g1.y(.evadne, offset: 4, rect: rows(4, 24)) == 4)
        #expect(g1.y(.evadne, offset: 4, rect: rows(0, 3)) == 4)
        for strategy in [StrategyName.uikit, .css] {
            #expect(g1.y(strategy, offset: 4, rect: rows(4, 24)) == 4)
            #expect(g1.y(strategy, offset: 4, rect: rows(0, 3)) == nil)
        }
        var cv = g1.collectionView(.evadne, offset: 4)
        _ = cv.layoutAttributesForElements(in: rows(4, 24))
        _ = cv.layoutAttributesForElements(in: rows(0, 3))
        #expect(!cv.diagnostics.contains { $0.severity == .inconsistency })
    }

    @Test("G12: every custom strategy invalidates on an origin change; plain does not",
          arguments: StrategyRegistry.builtIn.names)
    func invalidatesOnScroll(strategy: StrategyName) {
        var cv = SpecFixture.g1().collectionView(strategy)
        _ = cv.visibleAttributes()
        let kind = cv.setContentOffset(Point(x: 0, y: 4))
        #expect(kind == (strategy == .plain ? .none : .boundsOnly))
    }

    @Test("G12: YL with disableStickyFlow (or stickySections = []) does not invalidate")
    func ylDisabled() {
        var f = SpecFixture.g1()
        f.options.ylStickySections = []
        var cv = f.collectionView(.yl)
        _ = cv.visibleAttributes()
        #expect(cv.setContentOffset(Point(x: 0, y: 4)) == .none)
        #expect(f.y(.yl, offset: 4) == nil, "not sticky")
        f.options.ylStickySections = [1]
        #expect(f.y(.yl, offset: 4) == nil, "S0 not in stickySections")
        #expect(f.y(.yl, section: 1, offset: 12) == 12)
    }

    @Test("G12: without invalidation the pinned header keeps its last frame and scrolls away")
    func staleFrames() {
        var cv = SpecFixture.g1().collectionView(.evadne)
        cv.setFaults(FaultSwitches(noInvalidationOnBoundsChange: true))
        #expect(cv.visibleAttributes().first { $0.kind == .header && $0.indexPath.section == 0 }?.frame.minY == 0)
        #expect(cv.setContentOffset(Point(x: 0, y: 4)) == .none)
        let header = cv.visibleAttributes().first { $0.kind == .header && $0.indexPath.section == 0 }
        #expect(header?.frame.minY == 0, "stale: a correct layout would pin it at 4")
    }
}
