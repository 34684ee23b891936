/// Batch updates, run in UIKit's order (docs/updates.md, docs/uikit-host.md):
/// 1. the attributes on screen are kept (the animation's start);
/// 2. the batch is worked out against the old data (an invalid batch throws and changes nothing);
/// 3. the data is replaced and the layout invalidated with `invalidateDataSourceCounts`;
/// 4. `prepare()` recomputes the geometry from the first changed section on;
/// 5. `prepare(forCollectionViewUpdates:)` with the update items (after `prepare()`, as
///    PSTCollectionView's `endItemAnimations` orders them);
/// 6. the new attributes are queried for the bounds as they are (the offset is kept);
/// 7. the offset is proposed: kept, or clamped when the content shrank and the offset now lies
///    past its end; a layout that hosts its own object is asked `targetContentOffset(forProposedContentOffset:)`;
///    a change is a bounds change through `shouldInvalidateLayout(forBoundsChange:)`, and the
///    attributes are queried again for the new bounds;
/// 8. the supplementary views the layout inserts and deletes itself, then the initial attributes of
///    appearing and final attributes of disappearing elements;
/// 9. `finalizeCollectionViewUpdates()`.
///
/// Choices where UIKit is not public (see docs/updates.md): the offset changes at once, not animated;
/// the animation's end attributes are those of step 6 (computed before the offset change), so a pinned
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

        let invalidation = layout.apply(plan)
        shown.removeAll(keepingCapacity: true)
        lastInvalidation = .full
        layout.prepare()
        let recomputedFrom = layout.lastPreparedFromSection
        layout.prepare(forCollectionViewUpdates: plan.items)
        let hooks = layout.hooks
        if let hooks { layout.withContext { hooks.prepare(forCollectionViewUpdates: plan.items, context: &$0) } }
        let sizeAfter = contentSize()
        let atOldOffset = recordsTransitions ? layoutAttributesForElements(in: bounds) : []

        var clamp: InvalidationKind?
        var proposed = clampedOffset(contentLength: axis.main(sizeAfter), previousLength: axis.main(sizeBefore))
        if let hooks { proposed = layout.withContext { hooks.targetContentOffset(forProposedContentOffset: proposed, context: &$0) } }
        if proposed != contentOffset {
            clamp = setContentOffset(proposed)
        }
        let after = visibleAttributes()
        var transitions: [ElementTransition] = []
        if let oldGeometry {
            let (inserted, deleted) = hooks.map { hooks in
                layout.withContext { ctx in
                    (Set(hooks.supplementaryChanges(inserting: true, context: &ctx)),
                     Set(hooks.supplementaryChanges(inserting: false, context: &ctx)))
                }
            } ?? ([], [])
            var builder = TransitionBuilder(
                mapping: plan.mapping, strategy: layout.strategy, faults: layout.faults,
                oldGeometry: oldGeometry, oldScrollView: oldScrollView,
                newGeometry: layout.geometry, newScrollView: layout.scrollView,
                layoutInserts: inserted, layoutDeletes: deleted)
            transitions = layout.withContext { ctx in
                builder.transitions(before: before, end: atOldOffset, after: after, hooks: hooks, context: &ctx)
            }
        }
        layout.finalizeCollectionViewUpdates()
        if let hooks { layout.withContext { hooks.finalizeCollectionViewUpdates(context: &$0) } }
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
        var accepted = lengths
        var adjustment = InvalidationContext()
        if let hooks = layout.hooks {
            // The layout decides, length by length, whether a view's preferred size invalidates it.
            accepted = layout.withContext { ctx in
                lengths.filter { entry in
                    guard let own = hooks.invalidationForPreferredLength(entry.length, at: entry.indexPath, context: &ctx) else { return false }
                    adjustment = adjustment.union(own)
                    return true
                }
            }
        }
        let context = layout.invalidateItems(lengths: accepted)
        applyAdjustment(adjustment)
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
