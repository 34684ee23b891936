import StickyLayout
import Testing
import UIKitCompat

/// Reports counts changed on every bounds change, as a context subclass may (UIKit: the counts flag).
final class CountsChangedContext: UICollectionViewLayoutInvalidationContext {
    override var invalidateDataSourceCounts: Bool { true }
}

/// A base-class layout (not flow: its context has no flow metrics flags) that invalidates on every
/// scroll with the context class `Context`.
final class ContextLayout<Context: UICollectionViewLayoutInvalidationContext>: UICollectionViewLayout {
    override class var invalidationContextClass: AnyClass { Context.self }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

@Suite("UIKitCompat: invalidation contexts and engine invalidations reach the subclass")
struct InvalidationContextTests {
    static let sections = [SectionSpec(itemCount: 5), SectionSpec(itemCount: 5)]
    static let metrics = FlowMetrics(itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: 1))

    private func scrollOnce(_ layout: sending UICollectionViewLayout) -> (kind: InvalidationKind, fullPrepares: Int) {
        var view = CollectionView(
            sections: Self.sections, metrics: Self.metrics, strategy: UIKitLayoutStrategy("test", layout),
            scrollView: ScrollViewState(viewportSize: Size(width: 10, height: 6)))
        _ = view.visibleAttributes()
        let kind = view.setContentOffset(Point(x: 0, y: 1))
        _ = view.visibleAttributes()
        return (kind, view.counters.fullPrepares)
    }

    @Test("a bounds-change context that says the counts changed rebuilds the geometry; one that does not moves supplementary views only")
    func dataSourceCountsRebuild() {
        let counts = scrollOnce(ContextLayout<CountsChangedContext>())
        #expect(counts.kind == .full)
        #expect(counts.fullPrepares == 2, "the first layout and the rebuild")
        let plain = scrollOnce(ContextLayout<UICollectionViewLayoutInvalidationContext>())
        #expect(plain.kind == .boundsOnly)
        #expect(plain.fullPrepares == 1)
    }

    @Test("invalidateItems(at:) adds to the items already invalidated, as UIKit's does")
    func invalidatedItemsAccumulate() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 3, section: 2), IndexPath(item: 0, section: 1)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 2), IndexPath(item: 0, section: 1)])
        context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 0)])
        context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 4)])
        #expect(context.invalidatedSupplementaryIndexPaths == [
            UICollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 4)],
        ])
    }

    @Test("reloadData invalidates a layout that never invalidates itself, and it is prepared again before the next query")
    func reloadDataInvalidatesTheSubclass() {
        let log = CallLog()
        var view = CollectionView(
            sections: Self.sections, metrics: Self.metrics, strategy: UIKitLayoutStrategy("test", SpyFlowLayout(log: log, pins: false)),
            scrollView: ScrollViewState(viewportSize: Size(width: 10, height: 6)))
        _ = view.visibleAttributes()
        #expect(log.prepares == 1)
        #expect(log.invalidations == 1, "the installation's (rule I1)")
        view.reloadData([SectionSpec(itemCount: 8), SectionSpec(itemCount: 5)])
        _ = view.visibleAttributes()
        _ = view.visibleAttributes()
        #expect(view.counters.fullPrepares == 2)
        #expect(log.invalidations == 2, "the reload reaches the subclass")
        #expect(log.prepares == 2, "prepared once after it, not per query")
        #expect(view.contentSize().height == 28, "the reloaded counts: header 1 + 8 rows of 2, header 1 + 5 rows of 2")
    }

    /// The engine's own invalidations (a content inset, a strategy option) reach the subclass as
    /// `invalidateLayout()`, as UIKit's collection view invalidates its layout when its insets change,
    /// so a layout that clears caches in `invalidateLayout(with:)` does not keep stale ones.
    @Test("an inset change invalidates the subclass through invalidateLayout(), then it is prepared again")
    func insetChangeInvalidatesTheSubclass() {
        let log = CallLog()
        var view = CollectionView(
            sections: Self.sections, metrics: Self.metrics, strategy: UIKitLayoutStrategy("test", SpyFlowLayout(log: log, pins: false)),
            scrollView: ScrollViewState(viewportSize: Size(width: 10, height: 6)))
        _ = view.visibleAttributes()
        #expect(log.invalidations == 1, "the installation's (rule I1)")
        view.setContentInset(EdgeInsets(top: 2, left: 0, bottom: 0, right: 0))
        _ = view.visibleAttributes()
        #expect(log.invalidations == 2, "the inset change reaches the subclass as invalidateLayout()")
        #expect(log.prepares == 2, "prepared once after it")
    }
}
