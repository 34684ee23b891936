import StickyLayout

// The calls outside the queries: bounds changes, resizes, batch updates, self-sizing
// (docs/uikit-host.md gives the order and the source of each rule).
extension LayoutHost {
    // MARK: Bounds changes

    /// `shouldInvalidateLayout(forBoundsChange:)`.
    func shouldInvalidate(forBoundsChange newBounds: Rect, scrollView: ScrollViewState) -> Bool {
        between(scrollView) {
            let answer = layout.shouldInvalidateLayout(forBoundsChange: CGRect(newBounds))
            log.record("shouldInvalidateLayout(forBoundsChange: \(CallText.rect(CGRect(newBounds))))", "\(answer)")
            return answer
        }
    }

    /// `invalidationContext(forBoundsChange:)`, passed to `invalidateLayout(with:)`; the engine's context for it.
    func invalidationContext(forBoundsChange newBounds: Rect, scrollView: ScrollViewState) -> InvalidationContext {
        between(scrollView) {
            let context = layout.invalidationContext(forBoundsChange: CGRect(newBounds))
            log.record("invalidationContext(forBoundsChange: \(CallText.rect(CGRect(newBounds))))", CallText.context(context))
            invalidate(with: context)
            return engineContext(context)
        }
    }

    /// A resize: asked as any bounds change; nil when the layout declines.
    func invalidationForResize(to newBounds: Rect, scrollView: ScrollViewState) -> InvalidationContext? {
        guard shouldInvalidate(forBoundsChange: newBounds, scrollView: scrollView) else { return nil }
        return invalidationContext(forBoundsChange: newBounds, scrollView: scrollView)
    }

    /// `prepare(forAnimatedBoundsChange:)` (after `prepare()` for the new bounds).
    func prepare(forAnimatedBoundsChange oldBounds: Rect, context: inout StrategyContext) {
        answer(&context) { _ in
            log.record("prepare(forAnimatedBoundsChange: \(CallText.rect(CGRect(oldBounds))))")
            layout.prepare(forAnimatedBoundsChange: CGRect(oldBounds))
        }
    }

    /// `finalizeAnimatedBoundsChange()`.
    func finalizeAnimatedBoundsChange(context: inout StrategyContext) {
        answer(&context) { _ in
            log.record("finalizeAnimatedBoundsChange()")
            layout.finalizeAnimatedBoundsChange()
        }
    }

    // MARK: Batch updates

    /// `prepare(forCollectionViewUpdates:)` with UIKit's update items.
    func prepare(forCollectionViewUpdates items: [UpdateItem], context: inout StrategyContext) {
        answer(&context) { _ in
            let updateItems = items.map(UICollectionViewUpdateItem.init)
            log.record("prepare(forCollectionViewUpdates: [\(updateItems.map(\.description).joined(separator: ", "))])")
            layout.prepare(forCollectionViewUpdates: updateItems)
        }
    }

    /// `indexPathsToInsert…`/`indexPathsToDelete…` for every supplementary kind the collection view
    /// knows (headers, footers and the kinds the layout returned) and every decoration kind the
    /// layout registered, named or returned; the supplementary and decoration views ScrollSim shows,
    /// as engine keys.
    func supplementaryChanges(inserting: Bool, context: inout StrategyContext) -> [ElementKey] {
        answer(&context) { _ in
            var keys: [ElementKey] = []
            let verb = inserting ? "Insert" : "Delete"
            for kind in supplementaryKinds.sorted() {
                let paths = inserting
                    ? layout.indexPathsToInsertForSupplementaryView(ofKind: kind)
                    : layout.indexPathsToDeleteForSupplementaryView(ofKind: kind)
                log.record("indexPathsTo\(verb)ForSupplementaryView(ofKind: \(CallText.kind(kind)))",
                           CallText.paths(paths))
                let engineKind = ElementKind(uikitKind: kind)
                keys += paths.compactMap {
                    layout.view.engineIndexPath(ofSupplementary: kind, at: $0).map { ElementKey(kind: engineKind, indexPath: $0) }
                }
            }
            for kind in decorationKinds.union(layout.registeredDecorationKinds).sorted() {
                let paths = inserting
                    ? layout.indexPathsToInsertForDecorationView(ofKind: kind)
                    : layout.indexPathsToDeleteForDecorationView(ofKind: kind)
                log.record("indexPathsTo\(verb)ForDecorationView(ofKind: \(CallText.kind(kind)))",
                           CallText.paths(paths))
                keys += paths.compactMap {
                    layout.view.engineIndexPath(ofSupplementary: kind, at: $0).map { ElementKey(kind: .decoration(kind), indexPath: $0) }
                }
            }
            return keys
        }
    }

    /// `initialLayoutAttributesForAppearing…` / `finalLayoutAttributesForDisappearing…` for `key`:
    /// the call made and the layout's answer.
    func animationAttributes(
        appearing: Bool, key: ElementKey, fallback: (attributes: LayoutAttributes, alpha: Double),
        own: LayoutAttributes, context: inout StrategyContext
    ) -> AnimationAnswer {
        answer(&context) { call in
            call.animationFallback = (key, fallback.attributes, fallback.alpha, own)
            defer { call.animationFallback = nil }
            let path = (key.kind.uikitKind ?? key.kind.decorationKind).map { layout.view.uikitIndexPath(ofSupplementary: $0, at: key.indexPath) }
                ?? Foundation.IndexPath(key.indexPath)
            let answer: UICollectionViewLayoutAttributes?
            let text: String
            switch (key.kind.uikitKind, appearing) {
            case (nil, true) where key.kind.decorationKind != nil:
                let kind = key.kind.decorationKind ?? ""
                answer = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path)
                text = "initialLayoutAttributesForAppearingDecorationElement(ofKind: \(CallText.kind(kind)), at: \(CallText.path(path)))"
            case (nil, false) where key.kind.decorationKind != nil:
                let kind = key.kind.decorationKind ?? ""
                answer = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path)
                text = "finalLayoutAttributesForDisappearingDecorationElement(ofKind: \(CallText.kind(kind)), at: \(CallText.path(path)))"
            case (nil, true):
                answer = layout.initialLayoutAttributesForAppearingItem(at: path)
                text = "initialLayoutAttributesForAppearingItem(at: \(CallText.path(path)))"
            case (nil, false):
                answer = layout.finalLayoutAttributesForDisappearingItem(at: path)
                text = "finalLayoutAttributesForDisappearingItem(at: \(CallText.path(path)))"
            case (let kind?, true):
                answer = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: path)
                text = "initialLayoutAttributesForAppearingSupplementaryElement(ofKind: \(CallText.kind(kind)), at: \(CallText.path(path)))"
            case (let kind?, false):
                answer = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: path)
                text = "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: \(CallText.kind(kind)), at: \(CallText.path(path)))"
            }
            log.record(text, CallText.attributes(answer))
            guard let answer, let a = call.engineAttributes(answer) else { return AnimationAnswer(call: text, answer: nil) }
            return AnimationAnswer(call: text, answer: (a, Double(answer.alpha)))
        }
    }

    /// `targetContentOffset(forProposedContentOffset:)`.
    func targetContentOffset(forProposedContentOffset proposed: Point, context: inout StrategyContext) -> Point {
        answer(&context) { _ in
            let p = CGPoint(x: proposed.x, y: proposed.y)
            let target = layout.targetContentOffset(forProposedContentOffset: p)
            log.record("targetContentOffset(forProposedContentOffset: \(CallText.point(p)))", CallText.point(target))
            return Point(x: Double(target.x), y: Double(target.y))
        }
    }

    /// `finalizeCollectionViewUpdates()`.
    func finalizeCollectionViewUpdates(context: inout StrategyContext) {
        answer(&context) { _ in
            log.record("finalizeCollectionViewUpdates()")
            layout.finalizeCollectionViewUpdates()
        }
    }

    // MARK: Self-sizing

    /// The cell at `indexPath` sizes itself to `length` along the scroll axis: its preferred
    /// attributes are the layout's attributes for it with that length (what
    /// `preferredLayoutAttributesFitting(_:)` answers for the scenario's real size); the layout is
    /// asked whether that invalidates it and, if so, for the context, which it is then given.
    func invalidationForPreferredLength(
        _ length: Float, at indexPath: StickyLayout.IndexPath, context: inout StrategyContext
    ) -> InvalidationContext? {
        answer(&context) { call -> InvalidationContext? in
            let path = Foundation.IndexPath(indexPath)
            guard let original = layout.layoutAttributesForItem(at: path) else { return nil }
            log.record("layoutAttributesForItem(at: \(CallText.path(path)))", CallText.attributes(original))
            guard let preferred = original.copy() as? UICollectionViewLayoutAttributes else { return nil }
            if call.context.scrollDirection == .vertical {
                preferred.frame.size.height = CGFloat(length)
            } else {
                preferred.frame.size.width = CGFloat(length)
            }
            guard preferred.frame.size != original.frame.size else { return nil }
            log.record("preferredLayoutAttributesFitting(\(CallText.attributes(original)))", CallText.attributes(preferred))
            let should = layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            log.record("shouldInvalidateLayout(forPreferredLayoutAttributes: \(CallText.attributes(preferred)), withOriginalAttributes: \(CallText.attributes(original)))", "\(should)")
            guard should else { return nil }
            let c = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            log.record("invalidationContext(forPreferredLayoutAttributes: \(CallText.attributes(preferred)), withOriginalAttributes: \(CallText.attributes(original)))",
                       CallText.context(c))
            invalidate(with: c)
            var out = InvalidationContext()
            out.invalidatedItemIndexPaths = [indexPath]
            out.contentOffsetAdjustment = Point(x: Double(c.contentOffsetAdjustment.x), y: Double(c.contentOffsetAdjustment.y))
            out.contentSizeAdjustment = Size(c.contentSizeAdjustment)
            return out
        }
    }
}
