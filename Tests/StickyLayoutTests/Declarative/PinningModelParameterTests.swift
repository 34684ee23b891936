import StickyLayout
import Testing

/// Expected numbers for the model's parameters beyond what the built-ins use: a pin offset below
/// the bars, a constant inset, overscroll, chosen sections, pinned until the next pinned section,
/// stacked headers, per-kind zIndex, placement and invalidation.
///
/// Geometry: G1 with five sections and V = 10 (section k: header [11k, 11k+2), items
/// [11k+2, 11k+11), content 55), unless stated.
@Suite("Pinning model parameters")
struct PinningModelParameterTests {
    var fixture: SpecFixture = .g1(viewport: 10, sections: 5)

    func layout(_ model: PinningModel, _ f: SpecFixture? = nil) -> CollectionView {
        let f = f ?? fixture
        return CollectionView(
            sections: f.sections, metrics: f.metrics, strategy: DeclarativeStrategy(name: "test", model: model),
            scrollView: ScrollViewState(viewportSize: f.viewport, contentInset: f.contentInset, systemInset: f.systemInset))
    }

    /// The answer for the bounds at `offset`.
    func answer(_ model: PinningModel, offset: Double, _ f: SpecFixture? = nil) -> [LayoutAttributes] {
        var view = layout(model, f)
        view.setContentOffset(Point(x: 0, y: offset))
        return view.layoutAttributesForElements(in: view.bounds)
    }

    func y(_ model: PinningModel, _ kind: ElementKind = .header, section: Int, offset: Double, _ f: SpecFixture? = nil) -> Double? {
        answer(model, offset: offset, f).first { $0.kind == kind && $0.indexPath.section == section }?.frame.minY
    }

    @Test func pinOffsetBelowTheBarAndOverscroll() {
        var f = fixture
        f.contentInset = EdgeInsets(top: 4)
        var m = PinningModel()
        m.pinLine.offset = 2
        for (offset, want) in [(-8.0, 0.0), (-6, 0), (0, 6), (2, 8), (5, 9)] {
            #expect(y(m, section: 0, offset: offset, f) == want, "followContent off \(offset)")
        }
        m.overscroll = .stayPinned
        for (offset, want) in [(-8.0, -2.0), (-6, 0), (0, 6), (5, 9)] {
            #expect(y(m, section: 0, offset: offset, f) == want, "stayPinned off \(offset)")
        }
    }

    @Test func constantInsetIgnoresTheContentInset() {
        var f = fixture
        f.contentInset = EdgeInsets(top: 4)
        var m = PinningModel()
        m.pinLine.inset = .constant
        m.pinLine.constant = 3
        for (offset, want) in [(0.0, 3.0), (2, 5), (7, 9)] {
            #expect(y(m, section: 0, offset: offset, f) == want, "off \(offset)")
        }
    }

    @Test func onlyChosenSectionsPin() {
        var m = PinningModel()
        m.headers.sections = [1, 3]
        #expect(y(m, section: 0, offset: 5) == nil)  // natural [0,2), scrolled away
        #expect(y(m, section: 0, offset: 1) == 0)
        #expect(y(m, section: 1, offset: 12) == 12)
        #expect(y(m, section: 1, offset: 22) == nil)  // pushed to 20, out of [22,32)
        #expect(y(m, section: 1, offset: 19) == 19)
        #expect(y(m, section: 1, offset: 21) == 20)
        #expect(y(m, section: 2, offset: 23) == 22)  // not chosen: natural
        #expect(y(m, section: 3, offset: 36) == 36)
    }

    @Test func pinnedUntilTheNextPinnedSection() throws {
        var m = PinningModel()
        m.headers.sections = [0, 3]
        m.headers.until = .nextPinnedSection
        for (offset, want) in [(0.0, 0.0 as Double?), (12, 12), (25, 25), (30, 30), (32, 31), (34, nil)] {
            #expect(y(m, section: 0, offset: offset) == want, "S0 off \(offset)")
        }
        let hanging = try #require(answer(m, offset: 25).first { $0.kind == .header && $0.indexPath.section == 0 })
        #expect(hanging.isReinserted && hanging.naturalFrame.minY == 0)
        #expect(y(m, section: 1, offset: 12) == 11)  // not chosen: natural, under S0's header
        // The last chosen section stays to the end of the content (55 − 2).
        #expect(y(m, section: 3, offset: 45) == 45)
        var view = layout(m)
        view.setContentOffset(Point(x: 0, y: 50))
        #expect(view.layoutAttributesForElements(in: Rect(x: 0, y: 51, width: 10, height: 3)).contains { $0.indexPath.section == 3 && $0.kind == .header && $0.frame.minY == 50 })
    }

    @Test func stackedHeadersForTwoLevelLists() {
        var m = PinningModel()
        m.headers.sections = [0, 3]
        m.headers.until = .nextPinnedSection
        m.headers.stack = true
        // offset 12: S0 (outer) at 12, S1 stacked below it at 14.
        #expect(y(m, section: 0, offset: 12) == 12)
        #expect(y(m, section: 1, offset: 12) == 14)
        // offset 19: S1 (pin 21) reaches its own ceiling 22 − 2 = 20.
        #expect(y(m, section: 1, offset: 19) == 20)
        // offset 22: S1 gone, S2 stacked at 24 below S0 at 22.
        #expect(y(m, section: 0, offset: 22) == 22)
        #expect(y(m, section: 1, offset: 22) == nil)
        #expect(y(m, section: 2, offset: 22) == 24)
        // offset 34: S3 is the outer header now; S4 still natural (44).
        #expect(y(m, section: 3, offset: 34) == 34)
        #expect(y(m, section: 0, offset: 34) == nil)
        #expect(y(m, section: 4, offset: 40) == 44)
        // offset 42: S4 stacked under S3 (42) at 44 (= natural, floor).
        #expect(y(m, section: 4, offset: 43) == 45)
    }

    @Test func perKindZIndexAndTransform() {
        var f = SpecFixture.g5()
        f.viewport = Size(width: 10, height: 30)
        var m = PinningModel()
        m.footers.pin = true
        m.zIndex.cell = 2
        m.zIndex.header = 7
        m.zIndex.footer = 5
        m.zIndex.cellTransformZ = -1
        let elements = answer(m, offset: 0, f)
        #expect(Set(elements.filter { $0.kind == .cell }.map(\.zIndex)) == [2])
        #expect(Set(elements.filter { $0.kind == .cell }.map(\.transformZ)) == [-1])
        #expect(Set(elements.filter { $0.kind == .header }.map(\.zIndex)) == [7])
        #expect(Set(elements.filter { $0.kind == .footer }.map(\.zIndex)) == [5])
    }

    @Test func chosenFooters() {
        var m = PinningModel()
        m.footers.pin = true
        m.footers.sections = [1]
        let f = SpecFixture.g5()  // V 10; F0 natural 11, F1 natural 24, section 1 starts at 13
        #expect(y(m, .footer, section: 0, offset: 3, f) == 11)
        #expect(y(m, .footer, section: 0, offset: 0, f) == nil)  // not chosen: natural [11,13), out of [0,10)
        #expect(y(m, .footer, section: 1, offset: 8, f) == 16)
        #expect(y(m, .footer, section: 1, offset: 0, f) == nil)  // floor = section 1 start 13, out of [0,10)
        #expect(y(m, .footer, section: 1, offset: 4, f) == 13)
    }

    @Test func containerPlacementFromTheModel() {
        var f = SpecFixture.g1()
        f.metrics.sectionInset = EdgeInsets(top: 1, bottom: 1)
        var m = PinningModel()
        m.sectionInsetPlacement = .container
        // docs/strategies.md §10 G3, container row (1, 1, 10, 10, 10); at 12 the header [10,12) is above the bounds.
        for (offset, want) in [(-5.0, 1.0 as Double?), (0, 1), (10, 10), (11, 10), (12, nil)] {
            #expect(y(m, section: 0, offset: offset, f) == want, "off \(offset)")
        }
        m.sectionInsetPlacement = .flow
        #expect(y(m, section: 0, offset: 0, f) == 0)
    }

    /// A floor offset of 10 puts section 0's header floor (natural 0 + 10) past its ceiling (box
    /// end 11 − length 2 = 9): the order decides (PinningModel's formula), at offset 5 (pin 5).
    @Test func orderDecidesWhenTheFloorPassesTheCeiling() {
        var m = PinningModel()
        m.headers.floorOffset = 10
        #expect(m.headers.order == .farWins)
        #expect(y(m, section: 0, offset: 5) == 9, "far wins: MIN(MAX(5, 10), 9)")
        m.headers.order = .naturalWins
        #expect(y(m, section: 0, offset: 5) == 10, "natural wins: MAX(MIN(5, 9), 10)")
    }

    @Test func invalidationOnScrollIsAParameter() {
        var m = PinningModel()
        #expect(layout(m).layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 3, width: 10, height: 10)))
        m.invalidateOnScroll = false
        #expect(!layout(m).layout.shouldInvalidateLayout(forBoundsChange: Rect(x: 0, y: 3, width: 10, height: 10)))
    }
}
