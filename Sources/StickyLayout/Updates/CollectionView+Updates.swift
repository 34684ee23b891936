/// Batch updates, run in UIKit's order:
/// 1. the attributes on screen are kept (the animation's start);
/// 2. the batch is worked out against the old data (an invalid batch throws and changes nothing);
/// 3. `prepare(forCollectionViewUpdates:)` with the update items;
/// 4. the data is replaced and the layout invalidated with `invalidateDataSourceCounts`;
/// 5. `prepare()` recomputes the geometry from the first changed section on;
/// 6. the new attributes are queried for the bounds as they are (the offset is kept);
/// 7. when the content shrank and the offset now lies past its end, the offset is clamped:
///    a bounds change through `shouldInvalidateLayout(forBoundsChange:)`, and the attributes are
///    queried again for the clamped bounds;
/// 8. initial attributes of appearing and final attributes of disappearing elements;
/// 9. `finalizeCollectionViewUpdates()`.
///
/// Choices where UIKit is not public (see docs/updates.md): the clamp happens at once, not animated;
/// the animation's end attributes are those of step 6 (computed before the clamp), so a pinned
/// element drawn during the animation sits where it was pinned for the old offset; the flow
/// layout's default initial/final attributes are the unpinned (natural) frame at zIndex 0, alpha 0
/// for inserted/deleted elements and 1 for elements that only move into or out of view.
extension CollectionView {
    /// `performBatchUpdates(_:completion:)`.
    @discardableResult
    public mutating func performBatchUpdates(_ batch: BatchUpdates) throws(BatchUpdateError) -> BatchUpdateResult {
        let axis = layout.metrics.scrollDirection
        let defaultLength = Float(axis.main(layout.metrics.itemSize))
        let plan = try UpdatePlan.make(old: layout.sections, batch: batch, defaultLength: defaultLength)
        let before = recordsTransitions ? visibleAttributes() : []
        let oldGeometry = recordsTransitions ? layout.geometry : nil
        let oldScrollView = layout.scrollView
        let sizeBefore = contentSize()
        let offsetBefore = contentOffset

        layout.prepare(forCollectionViewUpdates: plan.items)
        let invalidation = layout.apply(plan)
        shown.removeAll(keepingCapacity: true)
        lastInvalidation = .full
        layout.prepare()
        let recomputedFrom = layout.lastPreparedFromSection
        let sizeAfter = contentSize()
        let atOldOffset = recordsTransitions ? layoutAttributesForElements(in: bounds) : []

        var clamp: InvalidationKind?
        let clamped = clampedOffset(contentLength: axis.main(sizeAfter), previousLength: axis.main(sizeBefore))
        if clamped != contentOffset {
            clamp = setContentOffset(clamped)
        }
        let after = visibleAttributes()
        var transitions: [ElementTransition] = []
        if let oldGeometry {
            var builder = TransitionBuilder(
                mapping: plan.mapping, strategy: layout.strategy, faults: layout.faults,
                oldGeometry: oldGeometry, oldScrollView: oldScrollView,
                newGeometry: layout.geometry, newScrollView: layout.scrollView)
            transitions = builder.transitions(before: before, end: atOldOffset, after: after)
        }
        layout.finalizeCollectionViewUpdates()
        var result = BatchUpdateResult(
            items: plan.items, mapping: plan.mapping, invalidation: invalidation,
            recomputedFromSection: recomputedFrom, rebuiltSections: plan.changedSections,
            offsetBefore: offsetBefore, offsetAfter: contentOffset, clampInvalidation: clamp,
            contentSizeBefore: sizeBefore, contentSizeAfter: sizeAfter,
            before: before, after: after, transitions: transitions, diagnostics: [])
        if recordsTransitions {
            result.diagnostics = UpdateDiagnostics.check(
                result, oldGeometry: oldGeometry ?? layout.geometry, newGeometry: layout.geometry,
                insetBefore: oldScrollView.adjustedContentInset, insetAfter: layout.scrollView.adjustedContentInset,
                bounds: bounds, axis: axis)
        }
        return result
    }

    /// Self-sizing: the cells' real lengths replace their estimates (`preferredLayoutAttributesFitting`
    /// answered with a different size), an invalidation of those items. Returns the context.
    @discardableResult
    public mutating func setPreferredLengths(_ lengths: [(indexPath: IndexPath, length: Float)]) -> InvalidationContext {
        let context = layout.invalidateItems(lengths: lengths)
        if context.requiresRebuild {
            shown.removeAll(keepingCapacity: true)
            lastInvalidation = .full
        }
        return context
    }

    /// The offset kept by an update: unchanged, unless the content shrank and the offset now lies
    /// past the new maximum, which it is clamped to.
    func clampedOffset(contentLength: Double, previousLength: Double) -> Point {
        let axis = layout.metrics.scrollDirection
        let inset = layout.scrollView.adjustedContentInset
        let viewport = axis.main(bounds.size)
        let minimum = -axis.leading(inset)
        let maximum = max(minimum, contentLength + axis.trailing(inset) - viewport)
        let offset = axis.main(contentOffset)
        guard contentLength < previousLength, offset > maximum else { return contentOffset }
        return axis == .vertical ? Point(x: contentOffset.x, y: maximum) : Point(x: maximum, y: contentOffset.y)
    }
}
