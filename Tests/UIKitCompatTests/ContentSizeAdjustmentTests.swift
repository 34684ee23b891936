import StickyLayout
import TestSeedLayouts
import Testing
import UIKitCompat

/// Rule R2 for the size (docs/uikit-host.md): a context's `contentSizeAdjustment` is added to the
/// content size when the context is applied and stays added while the layout's
/// `collectionViewContentSize` answer is unchanged; a changed answer is the content size alone.
@Suite("UIKitCompat: contentSizeAdjustment")
struct ContentSizeAdjustmentTests {
    static let metrics = FlowMetrics(itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: 1))
    static let viewport = Size(width: 10, height: 6)

    /// Announces 5 more rows of content through its bounds-change context the first time the
    /// bounds reach y 2, without changing its own `collectionViewContentSize`; records the content
    /// height it reads from its collection view in every `prepare()` ("contentSize N").
    final class GrowingLayout: TracingFlowLayout {
        var announced = false

        override func prepare() {
            super.prepare()
            trace.add("contentSize \(Int(collectionView?.contentSize.height ?? -1))")
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            if !announced && newBounds.minY >= 2 {
                announced = true
                context.contentSizeAdjustment = CGSize(width: 0, height: 5)
            }
            return context
        }
    }

    private func view(_ layout: sending UICollectionViewLayout, items: Int) -> CollectionView {
        CollectionView(
            sections: [SectionSpec(itemCount: items)], metrics: Self.metrics, strategy: UIKitLayoutStrategy("probe", layout),
            scrollView: ScrollViewState(viewportSize: Self.viewport))
    }

    @Test("R2: the adjustment is added at once, kept while the layout's answer is unchanged, and seen by the layout as collectionView.contentSize")
    func adjustmentIsKept() {
        let trace = ProbeTrace()
        var v = view(GrowingLayout(trace: trace), items: 10)
        _ = v.visibleAttributes()
        let natural = v.contentSize()
        #expect(natural.height == 21)
        v.setContentOffset(Point(x: 0, y: 1))
        _ = v.visibleAttributes()
        #expect(v.contentSize() == natural, "no adjustment yet")
        v.setContentOffset(Point(x: 0, y: 2))
        _ = v.visibleAttributes()
        #expect(v.contentSize().height == 26, "added when the context is applied")
        let seen = trace.calls.filter { $0.hasPrefix("contentSize ") }
        #expect(seen.last == "contentSize 26", "the layout's collectionView.contentSize includes it: \(seen)")
        for y in 3...6 {
            v.setContentOffset(Point(x: 0, y: Double(y)))
            _ = v.visibleAttributes()
            #expect(v.contentSize().height == 26, "kept at y \(y): the layout's answer is still \(natural.height)")
        }
    }

    @Test("R2: a changed answer is the content size alone (the layout is taken to include the change)")
    func changedAnswerSupersedes() throws {
        var v = view(GrowingLayout(trace: ProbeTrace()), items: 10)
        _ = v.visibleAttributes()
        v.setContentOffset(Point(x: 0, y: 2))
        _ = v.visibleAttributes()
        #expect(v.contentSize().height == 26)
        var batch = BatchUpdates()
        batch.insertItems(at: [StickyLayout.IndexPath(item: 10, section: 0)])
        _ = try v.performBatchUpdates(batch)
        #expect(v.contentSize().height == 23, "the layout's new answer, 21 + one 2-row item")
    }

    @Test("R2: the flow layout's self-sizing adjustment is not counted twice (its answer grows by the same amount)")
    func flowSelfSizingCountsOnce() {
        var v = view(UICollectionViewFlowLayout(), items: 5)
        _ = v.visibleAttributes()
        #expect(v.contentSize().height == 11)
        v.setPreferredLengths([(StickyLayout.IndexPath(item: 0, section: 0), 5)])
        _ = v.visibleAttributes()
        #expect(v.contentSize().height == 14)
        v.setContentOffset(Point(x: 0, y: 1))
        _ = v.visibleAttributes()
        #expect(v.contentSize().height == 14)
    }
}
