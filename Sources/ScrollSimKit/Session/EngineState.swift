import StickyLayout

/// The engine part of a session: the scenario in one collection view per pane, all scrolled by
/// one scroll model, the data changes, and each pane's answer to the last layout query.
///
/// An offset change is a bounds change (`CollectionView.setContentOffset`) and a resize a
/// `setViewportSize`, as a scroll view drives its layout. Invariants: one strategy, collection
/// view, invalidation and answer per pane; after a step (`finishStep`, `query`) the bounds sit at
/// the scroll offset and the answers are theirs: drawing never queries the layout.
package struct EngineState {
    /// The scenario shown.
    package let scenario: Scenario
    /// One strategy per pane.
    package private(set) var strategies: [StrategyName]
    /// The strategies a person can switch among.
    package private(set) var registry: StrategyRegistry
    /// One collection view per pane.
    package internal(set) var collectionViews: [CollectionView]
    /// What each pane's last bounds change (or strategy/fault switch) invalidated.
    package internal(set) var invalidations: [InvalidationKind]
    /// The pane keys apply to.
    package internal(set) var focusedPane = 0
    /// Fault switches in force on every pane.
    package private(set) var faults: FaultSwitches
    /// The shared scroll position.
    package internal(set) var scroll: ScrollModel
    /// The renderer (glyphs, and labels that follow the data changes' identities).
    package internal(set) var renderer: FrameRenderer
    /// Data-change state: identities, animation, refresh control, load-more, self-sizing.
    package internal(set) var data: DataState
    /// The time of the last tick (the animation's clock).
    var lastTickTime: Double?
    /// Each pane's answer to the last layout query (attributes, diagnostics).
    private var answers: [[LayoutAttributes]] = []
    private var answerDiagnostics: [[Diagnostic]] = []
    /// Each pane's content size as of the last step.
    private var contentSizes: [Size] = []
    /// True when a bounds, strategy, fault or size change needs a query before the step ends.
    var needsQuery = true
    /// How many layout queries have been made (each pane queried once per query).
    package private(set) var queryCount = 0
    /// Whether the panes' UIKit layout objects record the calls made into them.
    package let recordsCalls: Bool

    /// The scenario at the top, each pane's bounds `viewport` in size; at `startOffset` instead when
    /// given, the collection views made there (their first layout at that offset, no bounds change).
    init(scenario: Scenario, settings: SessionSettings, viewport: Size, startOffset: Double? = nil) {
        self.scenario = scenario
        strategies = settings.strategies
        registry = settings.registry
        faults = settings.faults
        recordsCalls = settings.recordsCalls
        scroll = ScrollModel(bounces: settings.toggles.bounce)
        renderer = FrameRenderer(
            glyphs: settings.asciiOnly ? .ascii : .unicode,
            labels: LabelProvider(scenario: scenario, asciiOnly: settings.asciiOnly))
        data = DataState(scenario: scenario)
        collectionViews = settings.strategies.map {
            scenario.makeCollectionView(strategy: $0, viewport: viewport, offset: startOffset ?? 0, registry: settings.registry)
        }
        if recordsCalls { for view in collectionViews { view.layout.hooks?.recordCalls(true) } }
        invalidations = Array(repeating: .full, count: settings.strategies.count)
        if faults.any { for i in collectionViews.indices { collectionViews[i].setFaults(faults) } }
        if data.refreshing { applyRefreshInset() }
        updateLimits()
        if let startOffset { scroll.place(atOffset: startOffset, at: 0) } else { scroll.scroll(to: scroll.minimum, at: 0) }
        syncOffset()
        // Started at an offset: what reaching it sets off (a page load, a refresh) starts too.
        if startOffset != nil { afterOffsetChange(at: 0) } else { sizeVisibleCells() }
        invalidations = Array(repeating: .full, count: strategies.count)
        query()
    }

    /// The scroll axis.
    package var direction: ScrollDirection { scenario.metrics.scrollDirection }
    /// True while an animation (spring-back, update, pending load-more) needs ticks.
    package var needsTicks: Bool { scroll.needsTicks || data.animation != nil || data.loadMoreDue != nil }

    /// A page along the scroll axis: the viewport less the insets and one row kept for context.
    var pageLength: Double {
        let bounds = collectionViews[0].bounds.size
        let inset = adjustedInset
        return max(1, direction.main(bounds) - direction.leading(inset) - direction.trailing(inset) - 1)
    }

    /// What pane `pane`'s layout answered to the last query: the attributes for its bounds and
    /// the diagnostics of that query (what the pane draws, before any update animation).
    package func lastAnswer(pane: Int) -> (attributes: [LayoutAttributes], diagnostics: [Diagnostic]) {
        (answers[pane], answerDiagnostics[pane])
    }

    /// One snapshot per pane from the last answers (or the running update animation).
    func paneSnapshots() -> [PaneSnapshot] {
        let inset = adjustedInset
        return collectionViews.indices.map { i in
            var attributes = answers[i]
            var alphas: [Double] = []
            var labels: [String] = []
            if let frame = animationFrame(pane: i) { (attributes, alphas, labels) = frame }
            // A pinned element the last answer put out of sight is marked and counted.
            let hidden = PinnedVisibility.findings(
                answers[i], scrollView: collectionViews[i].scrollView, axis: direction, geometry: collectionViews[i].layout.geometry)
            return PaneSnapshot(
                strategy: strategies[i], bounds: collectionViews[i].bounds, attributes: attributes,
                contentSize: contentSizes[i], contentInset: contentInset,
                systemInset: systemInset, direction: direction,
                minimumOffset: -direction.leading(inset), maximumOffset: scroll.maximum,
                invalidation: invalidations[i],
                diagnostics: answerDiagnostics[i] + data.lastDiagnostics(pane: i) + hidden.map(PinnedVisibility.diagnostic),
                hiddenPinned: hidden,
                faults: faults, alphas: alphas, labels: labels, activity: dataActivity,
                updateTransitions: animatedTransitions(pane: i))
        }
    }

    // MARK: Changes (each ends with the layout queried)

    /// Shows strategy `kind` in pane `pane`.
    mutating func setStrategy(_ kind: StrategyName, pane: Int) {
        guard strategies[pane] != kind else { return }
        strategies[pane] = kind
        let strategy = recording(registry.strategy(named: kind, options: scenario.options) ?? PlainStrategy.make())
        changePanes([pane]) { $0.setStrategy(strategy); return $0.lastInvalidation }
    }

    /// `strategy`, recording the calls made into it when the session records calls.
    private func recording(_ strategy: any StickyStrategy) -> any StickyStrategy {
        if recordsCalls { (strategy as? any LayoutProtocolHooks)?.recordCalls(true) }
        return strategy
    }

    /// Adds `registration` to the registry, or replaces the one of the same name; panes showing
    /// it switch to the new version at once.
    mutating func register(_ registration: StrategyRegistration) {
        registry.register(registration)
        for pane in strategies.indices where strategies[pane] == registration.name {
            collectionViews[pane].setStrategy(recording(registration.make(scenario.options)))
            invalidations[pane] = collectionViews[pane].lastInvalidation
            needsQuery = true
        }
        updateLimits()
        syncOffset()
        query()
    }

    /// Flips `fault` on every pane.
    mutating func toggleFault(_ fault: Fault) {
        faults[keyPath: fault.keyPath].toggle()
        let faults = faults
        changePanes { $0.setFaults(faults); return $0.lastInvalidation }
    }

    /// Gives every pane bounds of `viewport`'s size.
    mutating func resize(to viewport: Size) {
        changePanes { $0.setViewportSize(viewport) }
    }

    /// Makes `change` on each of `panes` (nil: all), keeps what it invalidated there (nil: no
    /// more than before), and has the layout queried and the scroll limits set anew.
    mutating func changePanes(_ panes: [Int]? = nil, _ change: (inout CollectionView) -> InvalidationKind?) {
        for i in panes ?? Array(collectionViews.indices) {
            if let kind = change(&collectionViews[i]) { invalidations[i] = kind }
        }
        needsQuery = true
        updateLimits()
    }

    /// Ends a step that moved the scroll model: the bounds change, what the new offset sets off
    /// (refresh, load-more, self-sizing), then the step's one layout query.
    mutating func finishStep(at time: Double) {
        syncOffset()
        afterOffsetChange(at: time)
        query()
    }

    mutating func updateLimits() {
        var contentLength = 0.0
        for i in collectionViews.indices {
            contentLength = max(contentLength, direction.main(collectionViews[i].contentSize()))
        }
        let inset = adjustedInset
        let viewport = collectionViews.first.map { direction.main($0.bounds.size) } ?? 1
        scroll.setLimits(
            contentLength: contentLength, viewportLength: viewport,
            leadingInset: direction.leading(inset), trailingInset: direction.trailing(inset))
    }

    /// Moves every pane's bounds to the scroll model's offset (a bounds change per pane that moved).
    mutating func syncOffset() {
        let offset = scroll.offset
        let point = direction == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
        for i in collectionViews.indices where collectionViews[i].contentOffset != point {
            let kind = collectionViews[i].setContentOffset(point)
            invalidations[i] = kind
            needsQuery = true
        }
    }

    /// The step's layout query: one per pane, after the step's bounds change, when anything the
    /// layout depends on changed.
    mutating func query() {
        // Content sizes are taken even without a query: self-sizing may have changed them.
        defer { contentSizes = collectionViews.indices.map { collectionViews[$0].contentSize() } }
        guard needsQuery else { return }
        assert(strategies.count == collectionViews.count && invalidations.count == collectionViews.count)
        needsQuery = false
        queryCount += 1
        answers = collectionViews.indices.map { collectionViews[$0].visibleAttributes() }
        answerDiagnostics = collectionViews.map(\.diagnostics)
    }
}
