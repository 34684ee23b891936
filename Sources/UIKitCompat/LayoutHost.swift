import StickyLayout

/// Owns one layout object and makes every call into it, in UIKit's order (docs/uikit-host.md).
///
/// The layout is a non-Sendable class; it never leaves this host, and the lock makes each call
/// (attach, maybe `prepare()`, the call, detach) one critical section, so the Sendable adaptor may
/// be used from any thread. `@unchecked` is sound because every access to `layout`, `log` and the
/// other state happens under `lock`.
final class LayoutHost: @unchecked Sendable {
    private let lock = NSLock()
    let layout: UICollectionViewLayout
    /// The calls made, when recording.
    let log = LayoutCallLog()
    /// The answers to the single-element queries for the elements the last contexts named, shown in
    /// place of the rect answers' until the next invalidation, in the order they were asked.
    private var requeried: [LayoutAttributes] = []
    /// Supplementary kinds the layout has returned (asked for in batch updates besides headers and footers).
    var supplementaryKinds: Set<String> = [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
    /// Decoration kinds the layout has named or returned (asked for in batch updates).
    var decorationKinds: Set<String> = []
    /// True once the layout has had the invalidation UIKit gives a layout it installs.
    private var installed = false

    init(_ layout: sending UICollectionViewLayout) { self.layout = layout }

    /// The layout's class name, for reports.
    var layoutClassName: String { lock.withLock { String(describing: type(of: layout)) } }

    /// Runs `body` against the layout with `context` as `super` and `self.collectionView`, after
    /// `prepare()` when an invalidation is pending (UIKit prepares before the first query after any
    /// invalidation).
    func answer<R>(_ context: inout StrategyContext, _ body: (EngineCall) -> R) -> R {
        lock.withLock {
            let call = EngineCall(context: context)
            layout.attach(call)
            if !installed {
                installed = true
                invalidateEverything()
            }
            if layout.needsPrepare {
                layout.needsPrepare = false
                log.record("prepare()")
                layout.prepare()
            }
            let result = body(call)
            layout.engineCall = nil
            context = call.context
            return result
        }
    }

    /// Runs `body` between queries (the bounds-change protocol), with `scrollView` as the
    /// collection view's state; `super` answers from the last prepared geometry.
    func between<R>(_ scrollView: ScrollViewState, _ body: () -> R) -> R {
        lock.withLock {
            layout.view.state = scrollView
            return body()
        }
    }

    // MARK: Invalidation

    /// Passes `context` to the layout's `invalidateLayout(with:)` as the collection view does.
    /// Call under the lock.
    func invalidate(with context: UICollectionViewLayoutInvalidationContext) {
        log.record("invalidateLayout(with: \(CallText.context(context)))")
        layout.hostIsInvalidating = true
        layout.invalidateLayout(with: context)
        layout.hostIsInvalidating = false
    }

    /// UIKit's context for a layout it installs and for `reloadData()`: everything and the data
    /// source counts invalid. Call under the lock.
    private func invalidateEverything() {
        let c = layout.makeInvalidationContext()
        c.invalidateEverything = true
        c.invalidateDataSourceCounts = true
        invalidate(with: c)
    }

    /// The engine invalidated the layout: the layout hears of it (unless it gave the context
    /// itself) and is prepared before the next query. Before the layout is installed (its first
    /// query) nothing is passed on: the installation's context covers it.
    func invalidated(_ context: InvalidationContext, cause: InvalidationCause) {
        lock.withLock {
            requeried.removeAll(keepingCapacity: true)
            layout.selfInvalidation = nil
            switch cause {
            case _ where !installed:
                break
            case .boundsChange, .selfSizing:
                break
            case .dataChange where context.invalidateEverything:
                invalidateEverything()
            case .dataChange:
                let c = layout.makeInvalidationContext()
                c.invalidateDataSourceCounts = true
                if !context.invalidatedItemIndexPaths.isEmpty {
                    c.invalidateItems(at: context.invalidatedItemIndexPaths.map(Foundation.IndexPath.init))
                }
                invalidate(with: c)
            case .other:
                log.record("invalidateLayout()")
                layout.hostIsInvalidating = true
                layout.invalidateLayout()
                layout.hostIsInvalidating = false
            }
            layout.needsPrepare = true
        }
    }

    /// The context the layout invalidated itself with since the engine last invalidated it, as the
    /// engine's context (taken once).
    func takeSelfInvalidation() -> InvalidationContext? {
        lock.withLock {
            guard let c = layout.selfInvalidation else { return nil }
            layout.selfInvalidation = nil
            return engineContext(c)
        }
    }

    /// The engine's context for a UIKit one: a rebuild when counts or item metrics are invalid,
    /// else supplementary positions; the adjustments carried over.
    func engineContext(_ c: UICollectionViewLayoutInvalidationContext) -> InvalidationContext {
        var out = c.requiresRebuild ? InvalidationContext(invalidateItemMetrics: true) : .supplementaryPositions
        out.contentOffsetAdjustment = Point(x: Double(c.contentOffsetAdjustment.x), y: Double(c.contentOffsetAdjustment.y))
        out.contentSizeAdjustment = Size(c.contentSizeAdjustment)
        return out
    }

    // MARK: Queries

    /// `layoutAttributesForElements(in:)`, then the single-element query for every element the
    /// contexts since the last query named; those answers replace the rect answer's (and join it
    /// when they lie in `rect`).
    func elements(in rect: Rect, context: inout StrategyContext, into result: inout [LayoutAttributes]) {
        answer(&context) { call in
            let answer = layout.layoutAttributesForElements(in: CGRect(rect))
            log.record("layoutAttributesForElements(in: \(CallText.rect(CGRect(rect))))", CallText.answer(answer))
            let start = result.count
            for a in answer ?? [] {
                if let kind = a.representedElementKind {
                    switch a.representedElementCategory {
                    case .supplementaryView: supplementaryKinds.insert(kind)
                    case .decorationView: decorationKinds.insert(kind)
                    case .cell: break
                    }
                }
                if let e = call.engineAttributes(a, inRectAnswer: true) { result.append(e) }
            }
            if !layout.named.isEmpty { requery(call) }
            guard !requeried.isEmpty else { return }
            var replaced = Set<ElementKey>()
            for i in start..<result.count {
                if let r = requeried.first(where: { $0.key == result[i].key }) {
                    result[i] = r
                    replaced.insert(r.key)
                }
            }
            for r in requeried where !replaced.contains(r.key) && r.frame.intersects(rect) { result.append(r) }
        }
    }

    /// Asks for every named element with its single-element query (under the lock, attached).
    private func requery(_ call: EngineCall) {
        for e in layout.named.elements where e.exists(in: layout.view) {
            let p = e.indexPath
            let answer: UICollectionViewLayoutAttributes?
            switch e.category {
            case .cell:
                answer = layout.layoutAttributesForItem(at: p)
                log.record("layoutAttributesForItem(at: \(CallText.path(p)))", CallText.attributes(answer))
            case .supplementaryView:
                let kind = e.kind ?? ""
                answer = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: p)
                log.record("layoutAttributesForSupplementaryView(ofKind: \(CallText.kind(kind)), at: \(CallText.path(p)))",
                           CallText.attributes(answer))
            case .decorationView:
                let kind = e.kind ?? ""
                decorationKinds.insert(kind)
                answer = layout.layoutAttributesForDecorationView(ofKind: kind, at: p)
                log.record("layoutAttributesForDecorationView(ofKind: \(CallText.kind(kind)), at: \(CallText.path(p)))",
                           CallText.attributes(answer))
            }
            guard let answer, let a = call.engineAttributes(answer) else { continue }
            requeried.removeAll { $0.key == a.key }
            requeried.append(a)
        }
        layout.named.removeAll()
    }

    /// `layoutAttributesForItem(at:)`.
    func item(at p: StickyLayout.IndexPath, context: inout StrategyContext) -> LayoutAttributes? {
        answer(&context) { call in
            let a = layout.layoutAttributesForItem(at: Foundation.IndexPath(p))
            log.record("layoutAttributesForItem(at: \(CallText.path(Foundation.IndexPath(p))))", CallText.attributes(a))
            return a.flatMap { call.engineAttributes($0) }
        }
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    func supplementary(_ kind: String, at p: StickyLayout.IndexPath, context: inout StrategyContext) -> LayoutAttributes? {
        viewQuery("layoutAttributesForSupplementaryView", kind, at: p, context: &context) {
            layout.layoutAttributesForSupplementaryView(ofKind: $0, at: $1)
        }
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    func decoration(_ kind: String, at p: StickyLayout.IndexPath, context: inout StrategyContext) -> LayoutAttributes? {
        viewQuery("layoutAttributesForDecorationView", kind, at: p, context: &context) {
            layout.layoutAttributesForDecorationView(ofKind: $0, at: $1)
        }
    }

    /// A supplementary or decoration view's single-element query, `method`, made by `query` with the
    /// kind and the UIKit index path of the engine's `p`.
    private func viewQuery(
        _ method: String, _ kind: String, at p: StickyLayout.IndexPath, context: inout StrategyContext,
        _ query: (String, Foundation.IndexPath) -> UICollectionViewLayoutAttributes?
    ) -> LayoutAttributes? {
        answer(&context) { call in
            let path = layout.view.uikitIndexPath(ofSupplementary: kind, at: p)
            let a = query(kind, path)
            log.record("\(method)(ofKind: \(CallText.kind(kind)), at: \(CallText.path(path)))", CallText.attributes(a))
            return a.flatMap { call.engineAttributes($0) }
        }
    }

    /// `collectionViewContentSize`.
    func contentSize(_ context: inout StrategyContext) -> Size {
        answer(&context) { _ in
            let size = layout.collectionViewContentSize
            layout.view.lastContentSize = size
            log.record("collectionViewContentSize", CallText.size(size))
            return Size(size)
        }
    }

    // MARK: Call record

    func recordCalls(_ on: Bool) { lock.withLock { log.isOn = on } }

    func takeCallRecord() -> [String] { lock.withLock { log.take() } }
}
