import StickyLayout
import TestSupport
import Testing

/// docs/strategies.md §10 G8, G12, G13, G14, G15 for the strategies beyond the seeds: zIndex
/// policies, diagnostics, invalidation, horizontal pinning.
@Suite("Quirks of iglistkit, magazine, compositional, tableview, swiftui, compose, flutter")
struct NewStrategyQuirkTests {
    @Test("G13: IGListKit's zIndex overflow past item 999 (#1227)")
    func igZIndexOverflow() {
        var f = SpecFixture.g1(viewport: 10, sections: 1)
        f.sections = [SectionSpec(itemCount: 1001)]
        f.metrics.itemSize = Size(width: 0, height: 1)
        var cv = f.collectionView(.iglistkit, offset: 999)
        let all = cv.visibleAttributes()
        let header = all.first { $0.kind == .header }
        #expect(header?.frame.minY == 999 && header?.zIndex == 999)
        #expect(all.filter { $0.kind == .cell }.map(\.zIndex) == [997, 998, 999, 1000])
        #expect(cv.diagnostics.map(\.code) == ["iglistkit.zIndexOverflow"])

        f.sections = [SectionSpec(itemCount: 998)]
        cv = f.collectionView(.iglistkit, offset: 990)
        _ = cv.visibleAttributes()
        #expect(cv.diagnostics.isEmpty)
    }

    @Test("IGListKit zIndex steps of 1000 per section")
    func igZIndex() {
        let all = SpecFixture.g1().elements(.iglistkit, offset: 9)
        #expect(all.first { $0.kind == .header && $0.indexPath.section == 1 }?.zIndex == 1999)
        #expect(all.first { $0.kind == .cell && $0.indexPath == IndexPath(item: 2, section: 1) }?.zIndex == 1002)
    }

    @Test("G14: MagazineLayout zIndex n + 1 for header and footer, n − i for cells")
    func magazineZIndex() {
        let all = SpecFixture.g5().elements(.magazine, offset: 0).filter { $0.indexPath.section == 0 }
        #expect(all.filter { $0.kind != .cell }.map(\.zIndex) == [4, 4])
        #expect(all.filter { $0.kind == .cell }.map(\.zIndex) == [3, 2, 1])
    }

    @Test("G15: compositional zIndex is the option; overlay content is 27 rows")
    func compositionalZIndex() {
        var f = SpecFixture.g1()
        f.options.compositionalExtendsBoundary = false
        #expect(f.elements(.compositional, offset: 0).first { $0.kind == .header }?.zIndex == 2)
        f.options.compositionalZIndex = 0
        #expect(f.elements(.compositional, offset: 0).first { $0.kind == .header }?.zIndex == 0)
        var cv = f.collectionView(.compositional)
        #expect(cv.contentSize().height == 27)
    }

    @Test("G8: pinned along x in a horizontal layout", arguments: [StrategyName.iglistkit, .compositional, .swiftui, .compose, .flutter, .magazine, .tableview])
    func horizontal(_ kind: StrategyName) {
        var f = SpecFixture.g1()
        f.metrics.scrollDirection = .horizontal
        f.metrics.itemSize = Size(width: 3, height: 0)
        f.metrics.headerReferenceSize = Size(width: 2, height: 0)
        var cv = CollectionView(
            sections: f.sections, metrics: f.metrics, strategy: kind.make(f.options),
            scrollView: ScrollViewState(contentOffset: Point(x: 4, y: 0), viewportSize: Size(width: 20, height: 10)))
        let header = cv.visibleAttributes().first { $0.kind == .header && $0.indexPath.section == 0 }
        #expect(header?.frame.minX == 4 && header?.frame.minY == 0, "\(kind): \(String(describing: header))")
        let verticalOnly = kind == .magazine
        #expect(cv.diagnostics.contains { $0.code.hasSuffix("verticalOnly") } == verticalOnly)
    }

    @Test("G12: invalidation on an origin change follows the options")
    func invalidation() {
        var o = StrategyOptions()
        #expect(StrategyRegistry.builtIn.names.allSatisfy { $0 == .plain || $0.make(o).invalidatesOnOriginChange })
        o.igStickyHeaders = false
        o.tableViewStyle = .grouped
        o.magazinePinHeaders = false
        o.magazinePinFooters = false
        o.compositionalPinHeaders = false
        o.compositionalPinFooters = false
        o.swiftuiPinHeaders = false
        o.swiftuiPinFooters = false
        for kind in [StrategyName.iglistkit, .tableview, .magazine, .compositional, .swiftui] {
            #expect(!kind.make(o).invalidatesOnOriginChange, "\(kind)")
        }
    }

    @Test("IGListKit content ends at the last bounds plus its bottom inset; hidden empty sections take no space")
    func igContentSize() {
        var f = SpecFixture.g1(viewport: 10)
        f.sections = [SectionSpec(itemCount: 3), SectionSpec(itemCount: 0), SectionSpec(itemCount: 3)]
        var cv = f.collectionView(.iglistkit)
        #expect(cv.contentSize().height == 22)
        f.options.igShowHeaderWhenEmpty = true
        cv = f.collectionView(.iglistkit)
        #expect(cv.contentSize().height == 24)
    }
}

/// The work counters with the options that change a strategy's geometry or walk.
@Suite("Work counters of the strategies beyond the seeds, with their options")
struct NewStrategyCounterTests {
    static let variants: [(StrategyName, @Sendable (inout StrategyOptions) -> Void)] = [
        (.iglistkit, { $0.igShowHeaderWhenEmpty = true }),
        (.iglistkit, { $0.igTopContentInset = 2 }),
        (.compositional, { $0.compositionalExtendsBoundary = false }),
        (.flutter, { $0.flutterMode = .persistent }),
        (.tableview, { $0.tableViewStyle = .grouped }),
        (.magazine, { _ in }),
        (.compose, { _ in }),
    ]

    @Test("An origin-only change computes no item frame and does not rebuild", arguments: 0..<variants.count)
    func originOnly(index: Int) {
        let (name, apply) = Self.variants[index]
        var f = SpecFixture.g1()
        f.sections = (0..<6).map { s in
            SectionSpec(itemCount: 0, itemLengths: s == 2 ? [] : (0..<40).map { Float(1 + ($0 + s) % 4) })
        }
        apply(&f.options)
        var cv = f.collectionView(name)
        _ = cv.visibleAttributes()
        let before = cv.counters
        #expect(before.fullPrepares == 1 && before.itemFramesComputed == 200, "\(name): \(before)")
        for offset in stride(from: 1.0, through: 400, by: 9) {
            cv.setContentOffset(Point(x: 0, y: offset))
            #expect(!cv.visibleAttributes().isEmpty || offset > 300)
        }
        let delta = cv.counters.since(before)
        #expect(delta.fullPrepares == 0, "\(name): \(delta)")
        #expect(delta.itemFramesComputed == 0, "\(name): \(delta)")
    }
}
