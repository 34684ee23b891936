import StickyLayout
import TestSupport
import Testing

@Suite("Batch updates: offset, transitions, self-sizing")
struct UpdateOffsetTests {
    /// Two sections of 10 items (2 tall) under 1-tall headers; a 6-tall viewport.
    static func view(_ kind: StrategyName, offset: Double) -> CollectionView {
        var v = CollectionView(
            sections: [SectionSpec(itemCount: 10), SectionSpec(itemCount: 10)],
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: 1)),
            strategy: kind.make(), scrollView: ScrollViewState(viewportSize: Size(width: 10, height: 6)))
        v.setContentOffset(Point(x: 0, y: offset))
        _ = v.visibleAttributes()
        return v
    }

    @Test("deleting at the bottom clamps the offset through the invalidation path; the pinned header is drawn for the old offset during the animation")
    func clampAtBottom() throws {
        var v = Self.view(.uikit, offset: 36)  // content 42, viewport 6: the maximum
        let r = try v.performBatchUpdates(BatchUpdates([.deleteItem(IndexPath(item: 9, section: 1))]))
        #expect(r.contentSizeAfter.height == 40)
        #expect(r.offsetBefore.y == 36)
        #expect(r.offsetAfter.y == 34)
        #expect(r.clampInvalidation == .boundsOnly)
        let header = try #require(r.after.first { $0.kind == .header && $0.indexPath.section == 1 })
        #expect(header.frame.minY == 34, "pinned at the clamped offset")
        let t = try #require(r.transitions.first { $0.keyAfter?.kind == .header && $0.keyAfter?.indexPath.section == 1 })
        #expect(t.end.frame.minY == 36, "the animation's end was computed before the clamp")
        #expect(r.diagnostics.contains { $0.code == "update.pinnedDrawnForOldOffset" && $0.message.contains("2 lower") })
        let deleted = try #require(r.transitions.first { $0.keyBefore == ElementKey(kind: .cell, indexPath: IndexPath(item: 9, section: 1)) })
        #expect(deleted.role == .disappearing && deleted.endAlpha == 0)
    }

    @Test("the offset is kept when the content does not shrink past it")
    func keptOffset() throws {
        var v = Self.view(.uikit, offset: 10)
        let r = try v.performBatchUpdates(BatchUpdates([.deleteItem(IndexPath(item: 0, section: 0))]))
        #expect(r.offsetAfter.y == 10 && r.clampInvalidation == nil)
        var w = Self.view(.uikit, offset: 36)
        let s = try w.performBatchUpdates(BatchUpdates([.insertItem(IndexPath(item: 0, section: 1), length: nil)]))
        #expect(s.offsetAfter.y == 36 && s.clampInvalidation == nil)
    }

    @Test("an inserted item fades in at its flow frame; cells below move from their old frames")
    func insertTransition() throws {
        var v = Self.view(.evadne, offset: 0)
        let r = try v.performBatchUpdates(BatchUpdates([.insertItem(IndexPath(item: 0, section: 0), length: nil)]))
        let inserted = try #require(r.transitions.first { $0.keyAfter == ElementKey(kind: .cell, indexPath: IndexPath(item: 0, section: 0)) })
        #expect(inserted.role == .appearing && inserted.startAlpha == 0 && inserted.keyBefore == nil)
        #expect(inserted.start.frame == inserted.end.frame)
        let moved = try #require(r.transitions.first { $0.keyAfter == ElementKey(kind: .cell, indexPath: IndexPath(item: 1, section: 0)) })
        #expect(moved.keyBefore == ElementKey(kind: .cell, indexPath: IndexPath(item: 0, section: 0)))
        #expect(moved.start.frame.minY == 1 && moved.end.frame.minY == 3)
        let (mid, alpha) = moved.attributes(at: 0.5)
        #expect(mid.frame.minY == 2 && alpha == 1)
    }

    @Test("self-sizing: a real height replaces the estimate and moves everything after it, incrementally")
    func selfSizing() {
        var v = Self.view(.uikit, offset: 0)
        let before = v.counters
        let context = v.setPreferredLengths([(IndexPath(item: 2, section: 0), 5)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0)])
        #expect(v.contentSize().height == 45)
        let delta = v.counters.since(before)
        #expect(delta.fullPrepares == 0 && delta.incrementalPrepares == 1)
        let attrs = v.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 10, height: 45))
        #expect(attrs.first { $0.kind == .header && $0.indexPath.section == 1 }?.naturalFrame.minY == 24)
        #expect(v.setPreferredLengths([(IndexPath(item: 2, section: 0), 5)]).requiresRebuild == false, "same height: no invalidation")
    }
}
