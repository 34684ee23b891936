import StickyLayout
import Testing

/// Section insets under flow placement (UIKit: header | inset | items | inset | footer) and
/// container placement (IGListKit, MagazineLayout, CSS padding: inset | header…footer | inset).
@Suite("Section inset placement")
struct SectionInsetPlacementTests {
    /// G3 (sectionInset top/bottom 1; left 2, right 3 across) under `placement`.
    func g3(_ placement: SectionInsetPlacement) -> SpecFixture {
        var f = SpecFixture.g1()
        f.metrics.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 1, right: 3)
        f.metrics.sectionInsetPlacement = placement
        return f
    }

    /// G5 (V 10, 2 × [h 2, 3 items of 3, f 2]) with sectionInset top/bottom 1 under `placement`.
    func g5(_ placement: SectionInsetPlacement) -> SpecFixture {
        var f = SpecFixture.g5()
        f.metrics.sectionInset = EdgeInsets(top: 1, bottom: 1)
        f.metrics.sectionInsetPlacement = placement
        return f
    }

    @Test func naturalFramesUnderBothPlacements() {
        let flow = g5(.flow).elements(.plain, offset: 0, rect: Rect(x: 0, y: 0, width: 10, height: 40))
        let container = g5(.container).elements(.plain, offset: 0, rect: Rect(x: 0, y: 0, width: 10, height: 40))
        func y(_ r: [LayoutAttributes], _ kind: ElementKind, _ section: Int, _ item: Int = 0) -> Double? {
            r.first { $0.kind == kind && $0.indexPath == IndexPath(item: item, section: section) }?.frame.minY
        }
        // Flow: H0 [0,2) items [3,12) F0 [13,15); container: H0 [1,3) items [3,12) F0 [12,14). Both end at 15.
        #expect([y(flow, .header, 0), y(flow, .cell, 0), y(flow, .cell, 0, 2), y(flow, .footer, 0), y(flow, .header, 1)] == [0, 3, 9, 13, 15])
        #expect([y(container, .header, 0), y(container, .cell, 0), y(container, .cell, 0, 2), y(container, .footer, 0), y(container, .header, 1)]
                == [1, 3, 9, 12, 16])
        var flowView = g5(.flow).collectionView(.plain)
        var containerView = g5(.container).collectionView(.plain)
        #expect(flowView.contentSize().height == 30)
        #expect(containerView.contentSize().height == 30)
    }

    @Test func containerHeadersSitInsideTheCrossInsets() throws {
        let flow = try #require(g3(.flow).supplementary(.plain, offset: 0))
        let container = try #require(g3(.container).supplementary(.plain, offset: 0))
        #expect(flow.frame == Rect(x: 0, y: 0, width: 10, height: 2))
        #expect(container.frame == Rect(x: 2, y: 1, width: 5, height: 2))
        var horizontal = g3(.container)
        horizontal.metrics.scrollDirection = .horizontal
        horizontal.metrics.itemSize = Size(width: 3, height: 0)
        horizontal.metrics.headerReferenceSize = Size(width: 2, height: 0)
        horizontal.metrics.sectionInset = EdgeInsets(top: 2, left: 1, bottom: 3, right: 1)
        horizontal.viewport = Size(width: 20, height: 10)
        let h = try #require(horizontal.supplementary(.plain, offset: 0))
        #expect(h.frame == Rect(x: 1, y: 2, width: 2, height: 5))
    }

    @Test("G3 container row: UIKit and CSS give 1, 1, 10, 10, 10 (docs/strategies.md §10 G3)", arguments: [StrategyName.uikit, .css])
    func g3ContainerSpan(strategy: StrategyName) {
        for (offset, y) in [(-5.0, 1.0), (0, 1), (10, 10), (11, 10), (12, 10)] {
            #expect(g3(.container).supplementary(strategy, offset: offset)?.frame.minY == y, "\(strategy) off \(offset)")
        }
    }

    @Test("G3 container: the rect-dependent strategies and Evadne floor at the inset header", arguments: [StrategyName.cs, .yl, .myntra, .evadne])
    func g3ContainerRect(strategy: StrategyName) {
        for (offset, y) in [(-5.0, 1.0 as Double?), (0, 1), (10, 10), (11, 10), (12, nil)] {
            #expect(g3(.container).y(strategy, offset: offset) == y, "\(strategy) off \(offset)")
        }
    }

    @Test("G5 with insets: the header's ceiling and the footer's floor move inside the insets", arguments: [StrategyName.uikit, .css])
    func g5Box(strategy: StrategyName) {
        for (offset, flowY, containerY) in [(-3.0, 0.0, 1.0), (0, 0, 1), (5, 5, 5), (12, 12, 12), (13, 13, 12)] {
            #expect(g5(.flow).supplementary(strategy, offset: offset)?.frame.minY == flowY, "\(strategy) header off \(offset)")
            #expect(g5(.container).supplementary(strategy, offset: offset)?.frame.minY == containerY, "\(strategy) header off \(offset)")
        }
        for (offset, flowY, containerY) in [(-10.0, 0.0, 1.0), (-5, 3, 3), (0, 8, 8), (4, 12, 12), (6, 13, 12)] {
            #expect(g5(.flow).supplementary(strategy, .footer, offset: offset)?.frame.minY == flowY, "\(strategy) footer off \(offset)")
            #expect(g5(.container).supplementary(strategy, .footer, offset: offset)?.frame.minY == containerY, "\(strategy) footer off \(offset)")
        }
    }

    /// A strategy whose layout class imposes container placement (as MagazineLayout's does).
    struct ContainerPlain: StickyStrategy {
        var name: StrategyName { "container-plain" }
        var sectionInsetPlacement: SectionInsetPlacement? { .container }
        func layoutAttributesForElements(in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]) {
            context.appendSuperElements(in: rect, to: &result)
        }
    }

    @Test func aStrategyMayImposeThePlacement() {
        let f = g3(.flow)
        var view = CollectionView(sections: f.sections, metrics: f.metrics, strategy: ContainerPlain(), scrollView: ScrollViewState(viewportSize: f.viewport))
        let header = view.layoutAttributesForElements(in: view.bounds).first { $0.kind == .header }
        #expect(header?.frame == Rect(x: 2, y: 1, width: 5, height: 2))
        view.setStrategy(PlainStrategy.make())
        #expect(view.layoutAttributesForElements(in: view.bounds).first { $0.kind == .header }?.frame.minY == 0)
    }
}
