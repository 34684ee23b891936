import StickyLayout

/// One step of a scripted scroll: the bounds change and everything the layout answered after it.
package struct LayoutStep: Sendable {
    /// The scroll-axis content offset of this step.
    package var offset: Double
    /// The collection view's bounds after the change.
    package var bounds: Rect
    /// The rectangle queried: the bounds, or the `--rect` span.
    package var queryRect: Rect
    /// `collectionViewContentSize` after the change.
    package var contentSize: Size
    /// What the bounds change invalidated (the first step is the initial layout: `full`).
    package var invalidation: InvalidationKind
    /// The attributes returned for `queryRect`, in the order the layout returned them.
    package var elements: [LayoutAttributes]
    /// The hazards the engine reported for the query.
    package var diagnostics: [Diagnostic]
    /// With `--calls`: every call the host made into a UIKit layout object for this step, in order,
    /// with its arguments and answer (nil when not asked for).
    package var calls: [String]? = nil
}

/// A scripted scroll over one scenario and strategy: the input of `scrollsim layout`, and its steps.
package struct LayoutRun: Sendable {
    package var scenario: String
    package var strategy: StrategyName
    package var scrollDirection: ScrollDirection
    package var size: Size
    /// The queried scroll-axis span, when fixed (`--rect`); nil queries the bounds.
    package var span: QuerySpan?
    /// The scenario scrolled.
    private let source: Scenario
    /// Where `strategy` is found.
    private let registry: StrategyRegistry
    /// Fault switches turned on before the first query.
    private let faults: FaultSwitches
    /// The offsets, in order.
    package let offsets: [Double]
    /// Whether each step lists the calls made into the layout object (`--calls`).
    package var recordsCalls = false

    /// Scrolls `scenario` shown with `strategy` in a `size` viewport through `offsets`, in order.
    /// The first offset is the initial layout; each later one is a `setContentOffset` bounds change.
    /// `faults` are switched on before the first query, as the live view's `f n`/`f r`/`f z` do.
    /// Nothing is computed until the steps are asked for.
    package init(
        scenario: Scenario, strategy: StrategyName, size: Size, offsets: [Double], span: QuerySpan? = nil,
        registry: StrategyRegistry = .builtIn, faults: FaultSwitches = FaultSwitches()
    ) {
        self.scenario = scenario.name
        self.strategy = strategy
        self.scrollDirection = scenario.metrics.scrollDirection
        self.size = size
        self.span = span
        self.source = scenario
        self.offsets = offsets
        self.registry = registry
        self.faults = faults
    }

    /// Computes the steps one at a time, in order, handing each to `body` and keeping none.
    package func forEachStep<E: Error>(_ body: (LayoutStep) throws(E) -> Void) throws(E) {
        guard let first = offsets.first else { return }
        let axis = source.metrics.scrollDirection
        var view = source.makeCollectionView(strategy: strategy, viewport: size, offset: first, registry: registry)
        if recordsCalls { view.layout.hooks?.recordCalls(true) }
        if faults.any { view.setFaults(faults) }
        for (i, offset) in offsets.enumerated() {
            let invalidation: InvalidationKind
            if i == 0 {
                invalidation = .full
            } else {
                invalidation = view.setContentOffset(axis.point(offset))
            }
            let rect = span.map { $0.rect(axis: axis, bounds: view.bounds) } ?? view.bounds
            let elements = view.layoutAttributesForElements(in: rect)
            let contentSize = view.contentSize()
            try body(LayoutStep(
                offset: offset, bounds: view.bounds, queryRect: rect, contentSize: contentSize,
                invalidation: invalidation, elements: elements, diagnostics: view.diagnostics,
                calls: recordsCalls ? view.layout.hooks?.takeCallRecord() ?? [] : nil))
        }
    }
}

/// A fixed query span along the scroll axis (`--rect Y0,Y1`), full width across it.
package struct QuerySpan: Hashable, Sendable {
    package var start: Double
    package var end: Double

    package init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    /// The rectangle covering `start..<end` on the scroll axis and the bounds across it.
    package func rect(axis: ScrollDirection, bounds: Rect) -> Rect {
        axis == .vertical
            ? Rect(x: bounds.minX, y: start, width: bounds.width, height: end - start)
            : Rect(x: start, y: bounds.minY, width: end - start, height: bounds.height)
    }
}
