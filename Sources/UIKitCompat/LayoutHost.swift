import StickyLayout

/// Owns one layout object and serialises every call into it.
///
/// The layout is a non-Sendable class; it never leaves this host, and the lock makes each call
/// (attach, maybe `prepare()`, the query, detach) one critical section, so the Sendable adaptor
/// may be used from any thread. `@unchecked` is sound because every access to `layout` and
/// `epoch` happens under `lock`.
final class LayoutHost: @unchecked Sendable {
    private let lock = NSLock()
    private let layout: UICollectionViewLayout
    /// The engine invalidations seen so far (prepares + bounds-only invalidations), -1 before the first call.
    private var epoch = -1

    init(_ layout: sending UICollectionViewLayout) { self.layout = layout }

    /// The layout's class name, for reports.
    var layoutClassName: String { lock.withLock { String(describing: type(of: layout)) } }

    /// Runs `body` against the layout with `context` as `super` and `self.collectionView`:
    /// after an engine invalidation the layout is invalidated (unless the bounds-change protocol
    /// already did it) and prepared, as UIKit does before the next query.
    func answer<R>(_ context: inout StrategyContext, _ body: (UICollectionViewLayout, EngineCall) -> R) -> R {
        lock.withLock {
            let call = EngineCall(context: context)
            layout.attach(call)
            let now = context.counters.fullPrepares + context.counters.boundsOnlyInvalidations
            if now != epoch {
                epoch = now
                if !layout.needsPrepare { layout.invalidateLayout() }
            }
            if layout.needsPrepare {
                layout.needsPrepare = false
                layout.prepare()
            }
            let result = body(layout, call)
            layout.engineCall = nil
            context = call.context
            return result
        }
    }

    /// Runs `body` between queries (the bounds-change protocol), with `scrollView` as the
    /// collection view's state; `super` answers from the last prepared geometry.
    func between<R>(_ scrollView: ScrollViewState, _ body: (UICollectionViewLayout) -> R) -> R {
        lock.withLock {
            layout.view.state = scrollView
            return body(layout)
        }
    }
}
