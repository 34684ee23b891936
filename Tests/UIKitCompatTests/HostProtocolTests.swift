import StickyLayout
import TestSeedLayouts
import Testing
import UIKitCompat

/// The host holds a layout to UIKit's call protocol, rule by rule (docs/uikit-host.md): each test
/// drives a probe layout that records the calls it receives and checks their order and that
/// their answers are the ones used.
@Suite("UIKitCompat: the host's call protocol")
struct HostProtocolTests {
    static let metrics = FlowMetrics(itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: 1))
    static let viewport = Size(width: 10, height: 6)

    private func view(_ layout: sending UICollectionViewLayout, _ sections: [SectionSpec], offset: Double = 0) -> CollectionView {
        CollectionView(
            sections: sections, metrics: Self.metrics, strategy: UIKitLayoutStrategy("probe", layout),
            scrollView: ScrollViewState(contentOffset: Point(x: 0, y: offset), viewportSize: Self.viewport))
    }

    /// The calls from the first one named `first` on.
    private func from(_ first: String, _ names: [String]) -> [String] {
        Array(names.drop { $0 != first })
    }

    // MARK: I1 the installation's invalidation and reloadData

    /// Rule I1's probe: as MagazineLayout, it builds its sections only when a context invalidates
    /// everything (its `invalidateLayout(with:)` is the only place that schedules the build) and
    /// shows nothing before.
    final class EverythingGatedLayout: TracingFlowLayout {
        private var rebuild = false
        private var sections = 0

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            if context.invalidateEverything { rebuild = true }
            super.invalidateLayout(with: context)
        }

        override func prepare() {
            super.prepare()
            if rebuild { sections = collectionView?.numberOfSections ?? 0 }
            rebuild = false
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.filter { $0.indexPath.section < sections }
        }
    }

    @Test("I1: everything and the data-source counts are invalidated before the first prepare() and on reloadData; a batch update invalidates the counts only")
    func installationAndReloadInvalidateEverything() throws {
        let trace = ProbeTrace()
        let everything = "invalidateLayout(with:) dataSourceCounts everything"
        var v = view(EverythingGatedLayout(trace: trace), [SectionSpec(itemCount: 1)])
        #expect(v.visibleAttributes().contains { $0.kind == .header && $0.indexPath.section == 0 }, "\(trace.calls)")
        #expect(Array(trace.calls.prefix(2)) == [everything, "prepare"], "\(trace.calls)")
        trace.clear()
        v.reloadData([SectionSpec(itemCount: 1), SectionSpec(itemCount: 1)])
        #expect(v.visibleAttributes().contains { $0.kind == .header && $0.indexPath.section == 1 }, "\(trace.calls)")
        #expect(Array(trace.calls.prefix(2)) == [everything, "prepare"], "\(trace.calls)")
        trace.clear()
        var batch = BatchUpdates()
        batch.insertSections([2], spec: SectionSpec(itemCount: 1))
        _ = try v.performBatchUpdates(batch)
        #expect(trace.calls.filter { $0.hasPrefix("invalidateLayout(with:)") } == ["invalidateLayout(with:) dataSourceCounts"], "\(trace.calls)")
    }

    // MARK: B2 prepare() before the first query after any invalidation

    @Test("B2: after a batch update the layout is prepared before it is queried (the issue's two sections, insert section 2)")
    func preparedAfterBatchUpdate() throws {
        let trace = ProbeTrace()
        var v = view(TracingFlowLayout(trace: trace), [SectionSpec(itemCount: 2), SectionSpec(itemCount: 2)])
        _ = v.visibleAttributes()
        trace.clear()
        var batch = BatchUpdates()
        batch.insertSections([2], spec: SectionSpec(itemCount: 1))
        _ = try v.performBatchUpdates(batch)
        #expect(v.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 10, height: 20)).contains { $0.kind == .header && $0.indexPath.section == 2 })
        #expect(trace.stale.isEmpty, "\(trace.stale)")
        let names = trace.names
        let invalidated = try #require(names.firstIndex(of: "invalidateLayout(with:)"))
        let prepared = try #require(names.firstIndex(of: "prepare"))
        let updates = try #require(names.firstIndex(of: "prepare(forCollectionViewUpdates:)"))
        let firstQuery = try #require(names[updates...].firstIndex { $0.hasPrefix("layoutAttributes") })
        let finalized = try #require(names.firstIndex(of: "finalizeCollectionViewUpdates"))
        #expect(invalidated < prepared && prepared < updates && updates < firstQuery && firstQuery < finalized, "\(trace.calls)")
        #expect(trace.calls[invalidated].contains("dataSourceCounts"))
        #expect(trace.calls[updates] == "prepare(forCollectionViewUpdates:) insert section 2")
    }

    @Test("B2: after insert section 0, a query answers from the new data (header [1,0] where a fresh layout puts it)")
    func noStaleAnswerAfterInsertingASection() throws {
        let trace = ProbeTrace()
        let sections = [SectionSpec(itemCount: 2), SectionSpec(itemCount: 2)]
        var v = view(TracingFlowLayout(trace: trace), sections)
        _ = v.visibleAttributes()
        var batch = BatchUpdates()
        batch.insertSections([0], spec: SectionSpec(itemCount: 1))
        _ = try v.performBatchUpdates(batch)
        let header = v.visibleAttributes().first { $0.kind == .header && $0.indexPath.section == 1 }
        var fresh = view(UICollectionViewFlowLayout(), [SectionSpec(itemCount: 1)] + sections)
        let want = fresh.visibleAttributes().first { $0.kind == .header && $0.indexPath.section == 1 }
        #expect(header?.frame == want?.frame && header?.frame.minY == 3)
        #expect(trace.stale.isEmpty, "\(trace.stale)")
    }

    // MARK: B1/B3 bounds change and the elements a context names

    @Test("B1+B3: a bounds change asks, invalidates with the context, prepares, queries the rect, then asks again for every named header")
    func contextNamedElementsAreAskedAgain() throws {
        let trace = ProbeTrace()
        var v = view(ContextStickyLayout(trace: trace), [SectionSpec(itemCount: 5), SectionSpec(itemCount: 5)])
        _ = v.visibleAttributes()
        trace.clear()
        #expect(v.setContentOffset(Point(x: 0, y: 4)) == .boundsOnly)
        let shown = v.visibleAttributes()
        #expect(trace.names == [
            "shouldInvalidateLayout(forBoundsChange:)", "invalidationContext(forBoundsChange:)", "invalidateLayout(with:)",
            "prepare", "layoutAttributesForElements", "layoutAttributesForSupplementaryView", "layoutAttributesForSupplementaryView",
        ], "\(trace.calls)")
        #expect(trace.calls.suffix(2) == ["layoutAttributesForSupplementaryView [0, 0]", "layoutAttributesForSupplementaryView [1, 0]"])
        // The single-element answer is the one shown: header 0 pinned at the top of the bounds.
        let header = try #require(shown.first { $0.kind == .header && $0.indexPath.section == 0 })
        #expect(header.frame.minY == 4 && header.zIndex == 1024)
    }

    @Test("B3: the pattern pins through a whole scroll, as the built-in uikit strategy's headers within their sections")
    func contextStickyPinsWhileScrolling() throws {
        var v = view(ContextStickyLayout(trace: ProbeTrace()), [SectionSpec(itemCount: 5), SectionSpec(itemCount: 5)])
        for y in 0...20 {
            v.setContentOffset(Point(x: 0, y: Double(y)))
            let shown = v.visibleAttributes()
            for header in shown where header.kind == .header {
                let section = header.indexPath.section
                let sectionEnd = v.layout.geometry.itemFrame(item: 4, section: section).maxY
                let natural = v.layout.geometry.headerFrame(section: section).minY
                let want = min(max(Double(y), natural), max(natural, sectionEnd - 1))
                #expect(header.frame.minY == want, "offset \(y) section \(section)")
            }
            #expect(shown.contains { $0.kind == .header && $0.frame.minY == Double(y) } || y >= 11, "a header at the top at offset \(y)")
        }
    }

    /// Rule B4's probe: the layout invalidates itself from `shouldInvalidateLayout(forBoundsChange:)`
    /// with the context it names its headers in, and declines (the Stack Overflow answer's pattern).
    final class SelfInvalidatingLayout: TracingFlowLayout {
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            let context = invalidationContext(forBoundsChange: newBounds)
            context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: [Foundation.IndexPath(item: 0, section: 0)])
            invalidateLayout(with: context)
            return false
        }

        override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
            let a = super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            a?.frame.origin.y = max(collectionView?.contentOffset.y ?? 0, a?.frame.minY ?? 0)
            return a
        }
    }

    /// Names, on every bounds change, header 0 and a header and a cell the data does not have (as
    /// ASFloatingHeadersFlowLayout names header [0, 0] of a collection view with no sections).
    final class NamingPastTheDataLayout: TracingFlowLayout {
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            let c = super.invalidationContext(forBoundsChange: newBounds)
            c.invalidateSupplementaryElements(
                ofKind: UICollectionView.elementKindSectionHeader,
                at: [Foundation.IndexPath(item: 0, section: 0), Foundation.IndexPath(item: 0, section: 3)])
            c.invalidateItems(at: [Foundation.IndexPath(item: 9, section: 0)])
            return c
        }
    }

    @Test("B3: a named index path outside the data (a section, or a cell's item, it does not have) is not asked")
    func namedPathsOutsideTheDataAreNotAsked() {
        let trace = ProbeTrace()
        var v = view(NamingPastTheDataLayout(trace: trace), [SectionSpec(itemCount: 5)])
        _ = v.visibleAttributes()
        trace.clear()
        v.setContentOffset(Point(x: 0, y: 2))
        _ = v.visibleAttributes()
        let singles = trace.calls.filter { $0.hasPrefix("layoutAttributesFor") && !$0.hasPrefix("layoutAttributesForElements") }
        #expect(singles == ["layoutAttributesForSupplementaryView [0, 0]"], "\(trace.calls)")
        #expect(trace.stale.isEmpty, "\(trace.stale)")
    }

    @Test("B4: a layout that invalidates itself while declining is prepared and its named header asked again")
    func selfInvalidation() throws {
        let trace = ProbeTrace()
        var v = view(SelfInvalidatingLayout(trace: trace), [SectionSpec(itemCount: 5)])
        _ = v.visibleAttributes()
        trace.clear()
        #expect(v.setContentOffset(Point(x: 0, y: 3)) == .boundsOnly)
        let header = try #require(v.visibleAttributes().first { $0.kind == .header })
        #expect(header.frame.minY == 3)
        #expect(from("prepare", trace.names) == ["prepare", "layoutAttributesForElements", "layoutAttributesForSupplementaryView"], "\(trace.calls)")
    }

    // MARK: U batch updates

    /// Rule U2–U5's probe: inserted cells start 100 to the right at alpha 0.25; deleted cells
    /// answer nil; the layout inserts header 0 itself; the offset it wants is one below the proposal.
    final class AnimatingLayout: TracingFlowLayout {
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
            let a = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            a?.frame.origin.x += 100
            a?.alpha = 0.25
            return a
        }

        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
            _ = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
            return nil
        }

        override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [Foundation.IndexPath] {
            _ = super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
            return elementKind == UICollectionView.elementKindSectionHeader ? [Foundation.IndexPath(item: 0, section: 0)] : []
        }

        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            let p = super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
            return CGPoint(x: p.x, y: p.y + 1)
        }
    }

    @Test("U1–U5: the batch-update calls in order, and the layout's own answers drive the animation and the offset")
    func batchUpdateAnswersAreUsed() throws {
        let trace = ProbeTrace()
        var v = view(AnimatingLayout(trace: trace), [SectionSpec(itemCount: 5), SectionSpec(itemCount: 5)])
        _ = v.visibleAttributes()
        trace.clear()
        var batch = BatchUpdates()
        batch.insertItems(at: [StickyLayout.IndexPath(item: 0, section: 0)])
        batch.deleteItems(at: [StickyLayout.IndexPath(item: 1, section: 0)])
        let result = try v.performBatchUpdates(batch)
        let names = trace.names
        let order = ["invalidateLayout(with:)", "prepare", "prepare(forCollectionViewUpdates:)", "layoutAttributesForElements",
                     "targetContentOffset(forProposedContentOffset:)", "indexPathsToInsertForSupplementaryView",
                     "indexPathsToDeleteForSupplementaryView", "initialLayoutAttributesForAppearingItem",
                     "finalLayoutAttributesForDisappearingItem", "finalizeCollectionViewUpdates"]
        // Each call in `order` comes after the one before it (the queries around it aside).
        var next = names.firstIndex(of: "invalidateLayout(with:)") ?? names.endIndex
        for name in order {
            let found = names[next...].firstIndex(of: name)
            #expect(found != nil, "\(name) after position \(next): \(trace.calls)")
            next = found ?? next
        }
        #expect(names.last == "finalizeCollectionViewUpdates")
        // U2: the inserted cell starts where the layout says, at its alpha.
        let inserted = try #require(result.transitions.first { $0.keyBefore == nil && $0.keyAfter == ElementKey(kind: .cell, indexPath: StickyLayout.IndexPath(item: 0, section: 0)) })
        #expect(inserted.start.frame.minX == inserted.end.frame.minX + 100 && inserted.startAlpha == 0.25)
        // U3: the deleted cell answered nil: it ends where it was, opaque.
        let deleted = try #require(result.transitions.first { $0.keyAfter == nil && $0.keyBefore == ElementKey(kind: .cell, indexPath: StickyLayout.IndexPath(item: 1, section: 0)) })
        #expect(deleted.end.frame == deleted.start.frame && deleted.endAlpha == 1)
        // U4: the header the layout inserts itself appears as a new view.
        #expect(result.transitions.contains { $0.role == .appearing && $0.keyAfter == ElementKey(kind: .header, indexPath: StickyLayout.IndexPath(item: 0, section: 0)) })
        // U5: the offset is the layout's target.
        #expect(result.offsetAfter == Point(x: 0, y: 1))
    }

    // MARK: R resize

    @Test("R1: a resize asks and invalidates as any bounds change, prepares, then prepare(forAnimatedBoundsChange:) with the old bounds, a query, finalizeAnimatedBoundsChange()")
    func resize() {
        let trace = ProbeTrace()
        var v = view(TracingFlowLayout(trace: trace), [SectionSpec(itemCount: 5)])
        _ = v.visibleAttributes()
        trace.clear()
        #expect(v.setViewportSize(Size(width: 12, height: 8)) == .full)
        #expect(trace.names == [
            "shouldInvalidateLayout(forBoundsChange:)", "invalidationContext(forBoundsChange:)", "invalidateLayout(with:)",
            "prepare", "prepare(forAnimatedBoundsChange:)", "layoutAttributesForElements", "finalizeAnimatedBoundsChange",
        ], "\(trace.calls)")
        #expect(trace.calls.contains("prepare(forAnimatedBoundsChange:) 10x6"))
    }

    /// Rule R2's probe: a resize's context moves the offset by 2.
    final class AdjustingLayout: TracingFlowLayout {
        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            if newBounds.size != collectionView?.bounds.size { context.contentOffsetAdjustment = CGPoint(x: 0, y: 2) }
            return context
        }
    }

    @Test("R2: a context's contentOffsetAdjustment is added to the offset")
    func offsetAdjustment() {
        var v = view(AdjustingLayout(trace: ProbeTrace()), [SectionSpec(itemCount: 20)], offset: 3)
        _ = v.visibleAttributes()
        v.setViewportSize(Size(width: 12, height: 8))
        #expect(v.contentOffset == Point(x: 0, y: 5))
    }

    // MARK: S self-sizing

    /// Rule S1's probe: declines every preferred size when `accepts` is false.
    final class SizingLayout: TracingFlowLayout {
        var accepts = true
        override func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            super.shouldInvalidateLayout(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes) && accepts
        }
    }

    @Test("S1: a preferred size goes through shouldInvalidateLayout(forPreferredLayoutAttributes:) and the layout's context; declined, it is not applied", arguments: [true, false])
    func selfSizing(_ accepts: Bool) {
        let trace = ProbeTrace()
        let layout = SizingLayout(trace: trace)
        layout.accepts = accepts
        var v = view(layout, [SectionSpec(itemCount: 5)])
        _ = v.visibleAttributes()
        trace.clear()
        v.setPreferredLengths([(StickyLayout.IndexPath(item: 0, section: 0), 5)])
        let cell = v.visibleAttributes().first { $0.kind == .cell && $0.indexPath == StickyLayout.IndexPath(item: 0, section: 0) }
        if accepts {
            #expect(trace.names.prefix(4) == [
                "layoutAttributesForItem", "shouldInvalidateLayout(forPreferredLayoutAttributes:)",
                "invalidationContext(forPreferredLayoutAttributes:)", "invalidateLayout(with:)",
            ], "\(trace.calls)")
            #expect(trace.names.dropFirst(4).first == "prepare")
            #expect(cell?.frame.height == 5)
        } else {
            #expect(trace.names == ["layoutAttributesForItem", "shouldInvalidateLayout(forPreferredLayoutAttributes:)", "layoutAttributesForElements"], "\(trace.calls)")
            #expect(cell?.frame.height == 2)
        }
    }

    // MARK: D delegate

    /// Rule D1's probe: reads the flow-layout delegate in `prepare()` as a real layout does.
    final class DelegateReadingLayout: UICollectionViewFlowLayout, @unchecked Sendable {
        var sizes: [CGSize] = []
        var inset = UIEdgeInsets.zero
        var header = CGSize.zero
        var spacing: CGFloat = -1

        override func prepare() {
            super.prepare()
            guard let cv = collectionView, let d = cv.delegate as? UICollectionViewDelegateFlowLayout else { return }
            sizes = (0..<cv.numberOfItems(inSection: 0)).compactMap {
                d.collectionView?(cv, layout: self, sizeForItemAt: Foundation.IndexPath(item: $0, section: 0))
            }
            inset = d.collectionView?(cv, layout: self, insetForSectionAt: 0) ?? .zero
            header = d.collectionView?(cv, layout: self, referenceSizeForHeaderInSection: 0) ?? .zero
            spacing = d.collectionView?(cv, layout: self, minimumLineSpacingForSectionAt: 0) ?? -1
        }
    }

    @Test("D1: the flow-layout delegate answers from the scenario")
    func delegateAnswersFromTheScenario() {
        let layout = DelegateReadingLayout()
        var v = CollectionView(
            sections: [SectionSpec(itemCount: 3, itemLengths: [1, 4, 2], header: 2, inset: EdgeInsets(top: 1, left: 2, bottom: 0, right: 0))],
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 2), minimumLineSpacing: 1),
            strategy: UIKitLayoutStrategy("probe", layout), scrollView: ScrollViewState(viewportSize: Self.viewport))
        _ = v.visibleAttributes()
        #expect(layout.sizes.map(\.height) == [1, 4, 2])
        #expect(layout.sizes.allSatisfy { $0.width == 8 }, "the width the inset leaves: \(layout.sizes)")
        #expect(layout.inset == UIEdgeInsets(top: 1, left: 2, bottom: 0, right: 0))
        #expect(layout.header.height == 2 && layout.spacing == 1)
    }

    // MARK: The call record

    @Test("--calls: every call the host made, in order, with its arguments and answer")
    func callRecord() {
        let strategy = UIKitLayoutStrategy("probe", ContextStickyLayout(trace: ProbeTrace()))
        var v = CollectionView(
            sections: [SectionSpec(itemCount: 5)], metrics: Self.metrics, strategy: strategy,
            scrollView: ScrollViewState(viewportSize: Self.viewport))
        strategy.recordCalls(true)
        _ = v.visibleAttributes()
        _ = strategy.takeCallRecord()
        v.setContentOffset(Point(x: 0, y: 2))
        _ = v.visibleAttributes()
        let lines = strategy.takeCallRecord()
        #expect(lines == [
            "shouldInvalidateLayout(forBoundsChange: (0, 2, 10, 6)) -> true",
            "invalidationContext(forBoundsChange: (0, 2, 10, 6)) -> UICollectionViewFlowLayoutInvalidationContext, header [[0, 0]]",
            "invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext, header [[0, 0]])",
            "prepare()",
            "layoutAttributesForElements(in: (0, 2, 10, 6)) -> 4 attributes (4 cells)",
            "layoutAttributesForSupplementaryView(ofKind: header, at: [0, 0]) -> header [0, 0] (0, 2, 10, 1) z 1024",
        ], "\(lines)")
        strategy.recordCalls(false)
        v.setContentOffset(Point(x: 0, y: 3))
        _ = v.visibleAttributes()
        #expect(strategy.takeCallRecord().isEmpty)
    }
}
