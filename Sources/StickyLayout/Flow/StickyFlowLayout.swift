/// A flow layout with a sticky strategy: the engine's `UICollectionViewFlowLayout` subclass.
///
/// Follows UIKit's protocol: `prepare()` builds the geometry when an invalidation asks for it;
/// `shouldInvalidateLayout(forBoundsChange:)` and `invalidationContext(forBoundsChange:)` decide what a
/// bounds change costs; an origin-only change invalidates supplementary positions only, so no
/// item frame is recomputed and `prepare()` is O(1).
public struct StickyFlowLayout {
    /// The data: one spec per section.
    public private(set) var sections: [SectionSpec]
    /// The layout's own properties.
    public private(set) var metrics: FlowMetrics
    /// The strategy answering the queries.
    public private(set) var strategy: any StickyStrategy {
        didSet { hooks = strategy as? any LayoutProtocolHooks }
    }
    /// The strategy, when it hosts a layout object that takes the rest of UIKit's calls.
    public private(set) var hooks: (any LayoutProtocolHooks)?
    /// The collection view state the layout reads (`self.collectionView`).
    public var scrollView: ScrollViewState
    /// Fault switches (off by default).
    public var faults = FaultSwitches()
    /// Model a naive layout: every bounds change invalidates everything, and `prepare()` computes
    /// every item frame as UIKit's eager flow layout does. For benchmarks.
    public var naiveInvalidation = false
    /// The prepared base geometry (`super`'s state).
    public private(set) var geometry: FlowGeometry = .empty
    /// Work done so far.
    public private(set) var counters = LayoutCounters()
    /// Hazards found by the last query.
    public private(set) var diagnostics: [Diagnostic] = []

    private var pending: InvalidationContext? = .everything
    /// True when the next `prepare()` must build the geometry from scratch.
    private var needsFullBuild = true
    /// Sections a batch update or a self-sizing change touched, for an incremental `prepare()`.
    private var pendingGeometry: (sources: [Int]?, changed: [Int])?
    /// The update items between `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`.
    public private(set) var updateItems: [UpdateItem] = []
    /// The first section the last `prepare()` recomputed (0 for a full build; nil when it recomputed nothing).
    public private(set) var lastPreparedFromSection: Int?
    private var summaries: [SectionSummary] = []
    /// Supplementary frames of the first answer since the last invalidation (the common case: one
    /// query a step), and of later ones once a second query arrives: the consistency check (G11).
    private var firstAnswer: [(key: ElementKey, frame: Rect)] = []
    private var returnedFrames: [ElementKey: Rect] = [:]
    private var queriesSinceInvalidation = 0

    public init(
        sections: [SectionSpec], metrics: FlowMetrics, strategy: any StickyStrategy,
        scrollView: ScrollViewState
    ) {
        self.sections = sections
        self.metrics = metrics
        self.strategy = strategy
        self.scrollView = scrollView
        hooks = strategy as? any LayoutProtocolHooks
    }

    /// True while an invalidation waits for `prepare()`.
    public var needsPrepare: Bool { pending != nil }

    // MARK: Invalidation

    /// Whether a change of bounds to `newBounds` invalidates the layout.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        let old = scrollView.bounds
        if newBounds.size != old.size { return true }
        if newBounds.origin == old.origin { return false }
        if naiveInvalidation { return true }
        if faults.noInvalidationOnBoundsChange { return false }
        return strategy.shouldInvalidateLayout(forBoundsChange: newBounds, scrollView: scrollView, geometry: geometry)
    }

    /// The context for a bounds change: a cross-axis size change relays the items out; anything
    /// else only moves supplementary views.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        if naiveInvalidation { return .everything }
        let axis = metrics.scrollDirection
        if axis.cross(newBounds.size) != axis.cross(scrollView.bounds.size) {
            return InvalidationContext(invalidateItemMetrics: true)
        }
        if newBounds.size == scrollView.bounds.size,
           let context = strategy.invalidationContext(forBoundsChange: newBounds, scrollView: scrollView) {
            return context
        }
        return .supplementaryPositions
    }

    /// Marks the layout invalid for `cause`; the next query runs `prepare()`.
    public mutating func invalidateLayout(with context: InvalidationContext, cause: InvalidationCause = .other) {
        if context.requiresRebuild {
            needsFullBuild = true
            pendingGeometry = nil
        }
        markInvalid(context, cause: cause)
    }

    private mutating func markInvalid(_ context: InvalidationContext, cause: InvalidationCause) {
        hooks?.didInvalidate(context, cause: cause)
        pending = pending.map { $0.union(context) } ?? context
        firstAnswer.removeAll(keepingCapacity: true)
        if !returnedFrames.isEmpty { returnedFrames.removeAll(keepingCapacity: true) }
        queriesSinceInvalidation = 0
        if !context.requiresRebuild { counters.boundsOnlyInvalidations += 1 }
    }

    /// Invalidates everything.
    public mutating func invalidateLayout() { invalidateLayout(with: .everything) }

    /// Replaces the data (a reload); invalidates everything and the data source counts, as UIKit's
    /// `reloadData()` does.
    public mutating func reloadData(_ sections: [SectionSpec]) {
        self.sections = sections
        invalidateLayout(with: InvalidationContext(invalidateEverything: true, invalidateDataSourceCounts: true), cause: .dataChange)
    }

    /// Replaces the flow metrics; invalidates everything.
    public mutating func setMetrics(_ metrics: FlowMetrics) {
        self.metrics = metrics
        invalidateLayout(with: InvalidationContext(invalidateItemMetrics: true))
    }

    /// Switches strategy; invalidates everything (the strategy may move any supplementary view).
    public mutating func setStrategy(_ strategy: any StickyStrategy) {
        self.strategy = strategy
        invalidateLayout(with: .everything)
    }

    /// Carries out the pending invalidation: rebuilds the geometry if the context asks for it,
    /// otherwise does nothing (O(1)).
    public mutating func prepare() {
        guard pending != nil else { return }
        pending = nil
        lastPreparedFromSection = nil
        guard needsFullBuild || geometry.crossLength != crossLength || pendingGeometry != nil else { return }
        var effective = metrics
        if let placement = strategy.sectionInsetPlacement { effective.sectionInsetPlacement = placement }
        let layoutSections = strategy.sectionsForLayout(sections, metrics: effective)
        // A strategy that rewrites the sections for layout (IGListKit's empty sections, an overlaying
        // compositional header) may change sections next to the changed ones: rebuild in full.
        let sameSections = layoutSections.withUnsafeBufferPointer { a in
            sections.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count }
        }
        if needsFullBuild || geometry.crossLength != crossLength || !sameSections || geometry.metrics != effective {
            counters.fullPrepares += 1
            needsFullBuild = false
            pendingGeometry = nil
            lastPreparedFromSection = 0
            geometry = FlowGeometry.build(
                specs: layoutSections, metrics: effective, crossLength: crossLength,
                counters: &counters, eagerFrames: naiveInvalidation)
        } else if let update = pendingGeometry {
            pendingGeometry = nil
            counters.incrementalPrepares += 1
            lastPreparedFromSection = geometry.applyUpdate(
                specs: sections, sources: update.sources, changed: update.changed, counters: &counters)
        }
    }

    // MARK: Batch updates

    /// `prepare(forCollectionViewUpdates:)`: the update items of the batch about to run.
    /// The strategies do not override it (none of the originals does); the layout keeps the items.
    public mutating func prepare(forCollectionViewUpdates items: [UpdateItem]) {
        updateItems = items
    }

    /// `finalizeCollectionViewUpdates()`: the batch is over.
    public mutating func finalizeCollectionViewUpdates() {
        updateItems.removeAll()
    }

    /// Takes the new data of a planned batch and invalidates with the data-source counts
    /// invalidated; the next `prepare()` recomputes from the first changed section on.
    mutating func apply(_ plan: UpdatePlan) -> InvalidationContext {
        prepare()
        if let specs = plan.newSpecs {
            sections = specs
        } else {
            for (section, spec) in plan.replacedSpecs { sections[section] = spec }
        }
        return invalidateData(sources: plan.sectionSources, changed: plan.changedSections,
                              items: plan.mapping.reloadedItems.sorted())
    }

    /// Self-sizing: replaces the lengths of some items (`preferredLayoutAttributesFitting` answers)
    /// and invalidates those items; the next `prepare()` recomputes from their first section on.
    @discardableResult
    public mutating func invalidateItems(lengths: [(indexPath: IndexPath, length: Float)]) -> InvalidationContext {
        prepare()
        let defaultLength = Float(metrics.scrollDirection.main(metrics.itemSize))
        var changed: [Int] = []
        var paths: [IndexPath] = []
        for (path, length) in lengths {
            guard sections.indices.contains(path.section), path.item >= 0,
                  path.item < sections[path.section].itemCount else { continue }
            if sections[path.section].itemLengths == nil {
                guard length != defaultLength else { continue }
                sections[path.section].itemLengths = Array(repeating: defaultLength, count: sections[path.section].itemCount)
            }
            guard sections[path.section].itemLengths![path.item] != length else { continue }
            sections[path.section].itemLengths![path.item] = length
            if changed.last != path.section { changed.append(path.section) }
            paths.append(path)
        }
        guard !paths.isEmpty else { return InvalidationContext() }
        return invalidateData(sources: nil, changed: Array(Set(changed)).sorted(), items: paths, counts: false, cause: .selfSizing)
    }

    private mutating func invalidateData(
        sources: [Int]?, changed: [Int], items: [IndexPath], counts: Bool = true, cause: InvalidationCause = .dataChange
    ) -> InvalidationContext {
        var context = InvalidationContext(invalidateDataSourceCounts: counts)
        context.invalidatedItemIndexPaths = items
        if needsFullBuild {
            invalidateLayout(with: context.union(InvalidationContext(invalidateDataSourceCounts: true)), cause: cause)
        } else {
            pendingGeometry = (sources, changed)
            markInvalid(context, cause: cause)
        }
        return context
    }

    private var crossLength: Double { metrics.scrollDirection.cross(scrollView.viewportSize) }

    // MARK: Queries

    /// `collectionViewContentSize`.
    public mutating func collectionViewContentSize() -> Size {
        prepare()
        return strategy.contentSize(context())
    }

    /// The attributes of every element the strategy returns for `rect`.
    public mutating func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        layoutAttributesForElements(in: rect, into: &result)
        return result
    }

    /// The attributes the strategy returns for `rect`, written into `result` (its storage is reused).
    public mutating func layoutAttributesForElements(in rect: Rect, into result: inout [LayoutAttributes]) {
        prepare()
        result.removeAll(keepingCapacity: true)
        var ctx = context()
        ctx.counters.queries += 1
        strategy.layoutAttributesForElements(in: rect, context: &ctx, into: &result)
        finish(&ctx)
        checkConsistency(result)
    }

    /// `layoutAttributesForItem(at:)`.
    public mutating func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        prepare()
        var ctx = context()
        let answer = strategy.layoutAttributesForItem(at: indexPath, context: &ctx)
        finish(&ctx)
        return answer
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    public mutating func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        prepare()
        var ctx = context()
        let answer = strategy.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath, context: &ctx)
        finish(&ctx)
        return answer
    }

    /// Runs `body` with the context a query would get (for the protocol calls outside the queries:
    /// batch updates, animated bounds changes, self-sizing), preparing first; keeps its counters
    /// and adds its diagnostics to the last query's.
    mutating func withContext<R>(_ body: (inout StrategyContext) -> R) -> R {
        prepare()
        var ctx = context()
        let result = body(&ctx)
        counters = ctx.counters
        diagnostics.append(contentsOf: ctx.diagnostics)
        return result
    }

    private func context() -> StrategyContext {
        StrategyContext(
            geometry: geometry, scrollView: scrollView, dataSections: sections, faults: faults, counters: counters,
            sectionSummaries: summaries)
    }

    private mutating func finish(_ ctx: inout StrategyContext) {
        counters = ctx.counters
        swap(&summaries, &ctx.sectionSummaries)
        diagnostics = ctx.diagnostics
        if !geometry.warnings.isEmpty { diagnostics.append(contentsOf: geometry.warnings) }
    }

    /// UIKit's rule: one index path, two different frames, no invalidation in between (docs/strategies.md §10 G11).
    private mutating func checkConsistency(_ result: [LayoutAttributes]) {
        queriesSinceInvalidation += 1
        if queriesSinceInvalidation == 1 {
            for i in result.indices where result[i].kind.isSupplementary {
                firstAnswer.append((result[i].key, result[i].frame))
            }
            return
        }
        if returnedFrames.isEmpty {
            for (key, frame) in firstAnswer where returnedFrames[key] == nil { returnedFrames[key] = frame }
        }
        for i in result.indices where result[i].kind.isSupplementary {
            let key = result[i].key
            let frame = result[i].frame
            if let earlier = returnedFrames[key] {
                if earlier != frame {
                    diagnostics.append(Diagnostic(
                        severity: .inconsistency, code: "uikit.attributesChangedWithoutInvalidation",
                        section: key.indexPath.section,
                        message: "layout attributes for \(key) changed from y \(earlier.minY) to y \(frame.minY) without invalidating the layout (UIKit raises NSInternalInconsistencyException)"))
                    returnedFrames[key] = frame
                }
            } else {
                if returnedFrames.count >= 4096 { returnedFrames.removeAll(keepingCapacity: true) }
                returnedFrames[key] = frame
            }
        }
    }
}
