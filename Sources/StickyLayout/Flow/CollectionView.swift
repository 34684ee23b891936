/// The collection view: owns the scroll state and drives its layout through UIKit's protocol.
///
/// Every offset change is a bounds change: the layout is asked whether to invalidate, with which
/// context, and the next query prepares and answers. When the layout declines, the collection view
/// keeps the supplementary attributes it already has (their frames go stale), as UIKit does.
public struct CollectionView {
    /// The layout.
    public internal(set) var layout: StickyFlowLayout
    /// What the last bounds change invalidated.
    public internal(set) var lastInvalidation: InvalidationKind = .full
    /// Supplementary attributes on screen after the last query, reused when the layout declines.
    var shown: [LayoutAttributes] = []
    /// Whether batch updates work out the animation (start and end attributes of every element on
    /// screen, and the update diagnostics). Off, an update costs only the data, the incremental
    /// `prepare()` and one query (what `scrollsim-bench` measures as the engine's update cost).
    public var recordsTransitions = true
    private var buffer: [LayoutAttributes] = []
    /// The layout's last `collectionViewContentSize` answer.
    private var lastContentSizeAnswer: Size?

    public init(
        sections: [SectionSpec], metrics: FlowMetrics, strategy: any StickyStrategy,
        scrollView: ScrollViewState
    ) {
        layout = StickyFlowLayout(sections: sections, metrics: metrics, strategy: strategy, scrollView: scrollView)
    }

    /// The scroll state.
    public var scrollView: ScrollViewState { layout.scrollView }
    /// `bounds`: the visible rectangle in content coordinates.
    public var bounds: Rect { layout.scrollView.bounds }
    /// `contentOffset`.
    public var contentOffset: Point { layout.scrollView.contentOffset }
    /// The fault switches in force.
    public var faults: FaultSwitches { layout.faults }

    /// Moves the bounds' origin (scrolling).
    @discardableResult
    public mutating func setContentOffset(_ offset: Point) -> InvalidationKind {
        setBounds(Rect(origin: offset, size: bounds.size))
    }

    /// Resizes the viewport (a terminal resize).
    @discardableResult
    public mutating func setViewportSize(_ size: Size) -> InvalidationKind {
        setBounds(Rect(origin: bounds.origin, size: size))
    }

    /// Changes the bounds and asks the layout what that invalidates.
    @discardableResult
    public mutating func setBounds(_ newBounds: Rect) -> InvalidationKind {
        if newBounds == bounds {
            lastInvalidation = .none
            return .none
        }
        let oldBounds = bounds
        let resized = newBounds.size != oldBounds.size
        let invalidate = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        var context = invalidate ? layout.invalidationContext(forBoundsChange: newBounds) : nil
        if let hooks = layout.hooks {
            if resized {
                // The layout is asked as UIKit asks it; the items are relaid out whatever it says.
                if let own = hooks.invalidationForResize(to: newBounds, scrollView: layout.scrollView) {
                    context = context.map { $0.union(own) } ?? own
                }
            } else if context == nil, let own = hooks.takeSelfInvalidation() {
                // The layout invalidated itself (from shouldInvalidateLayout(forBoundsChange:)).
                context = own
            }
        }
        layout.scrollView.contentOffset = newBounds.origin
        layout.scrollView.viewportSize = newBounds.size
        if let context {
            layout.invalidateLayout(with: context, cause: .boundsChange)
            applyAdjustment(context)
            shown.removeAll(keepingCapacity: true)
            lastInvalidation = context.requiresRebuild ? .full : .boundsOnly
        } else {
            lastInvalidation = .none
        }
        if resized, let hooks = layout.hooks {
            // An animated bounds change (a rotation, here a resize): prepared for the new size,
            // told the old bounds, queried, finalized (docs/uikit-host.md).
            layout.withContext { hooks.prepare(forAnimatedBoundsChange: oldBounds, context: &$0) }
            _ = layoutAttributesForElements(in: bounds)
            layout.withContext { hooks.finalizeAnimatedBoundsChange(context: &$0) }
        }
        return lastInvalidation
    }

    /// Adds a context's `contentOffsetAdjustment` to the offset and its `contentSizeAdjustment` to
    /// the content size (UIKit's rule for the two properties; docs/uikit-host.md, R2).
    mutating func applyAdjustment(_ context: InvalidationContext) {
        let size = context.contentSizeAdjustment
        if size != .zero {
            let total = layout.scrollView.contentSizeAdjustment
            layout.scrollView.contentSizeAdjustment = Size(width: total.width + size.width, height: total.height + size.height)
        }
        let d = context.contentOffsetAdjustment
        guard d != .zero else { return }
        layout.scrollView.contentOffset = Point(x: layout.scrollView.contentOffset.x + d.x, y: layout.scrollView.contentOffset.y + d.y)
    }

    /// Sets the content inset (bars), and optionally the system inset and the part of it a
    /// refreshing refresh control adds; invalidates supplementary positions.
    public mutating func setContentInset(_ inset: EdgeInsets, systemInset: EdgeInsets? = nil, refreshControlInset: Double? = nil) {
        layout.scrollView.contentInset = inset
        if let systemInset { layout.scrollView.systemInset = systemInset }
        if let refreshControlInset { layout.scrollView.refreshControlInset = refreshControlInset }
        invalidate(.supplementaryPositions)
    }

    /// Switches the strategy.
    public mutating func setStrategy(_ strategy: any StickyStrategy) {
        layout.setStrategy(strategy)
        layout.scrollView.contentSizeAdjustment = .zero
        lastContentSizeAnswer = nil
        shown.removeAll(keepingCapacity: true)
        lastInvalidation = .full
    }

    /// Sets the fault switches; invalidates everything so the change shows at once.
    public mutating func setFaults(_ faults: FaultSwitches) {
        layout.faults = faults
        invalidate(.everything)
    }

    /// Models a naive layout (see `StickyFlowLayout.naiveInvalidation`).
    public mutating func setNaiveInvalidation(_ on: Bool) {
        layout.naiveInvalidation = on
        invalidate(.everything)
    }

    /// Replaces the data.
    public mutating func reloadData(_ sections: [SectionSpec]) {
        layout.reloadData(sections)
        shown.removeAll(keepingCapacity: true)
        lastInvalidation = .full
    }

    private mutating func invalidate(_ context: InvalidationContext) {
        layout.invalidateLayout(with: context, cause: .other)
        shown.removeAll(keepingCapacity: true)
        lastInvalidation = context.requiresRebuild ? .full : .boundsOnly
    }

    /// The content size: the layout's `collectionViewContentSize`, plus the `contentSizeAdjustment`s
    /// of the contexts applied since that answer last changed (a changed answer is taken to include
    /// them; docs/uikit-host.md, R2). Never negative.
    public mutating func contentSize() -> Size {
        let answer = layout.collectionViewContentSize()
        if let last = lastContentSizeAnswer, last != answer { layout.scrollView.contentSizeAdjustment = .zero }
        lastContentSizeAnswer = answer
        let d = layout.scrollView.contentSizeAdjustment
        guard d != .zero else { return answer }
        return Size(width: max(0, answer.width + d.width), height: max(0, answer.height + d.height))
    }

    /// The attributes the collection view shows for its bounds.
    public mutating func visibleAttributes() -> [LayoutAttributes] {
        layoutAttributesForElements(in: bounds)
    }

    /// The attributes for `rect`. While the layout has not been invalidated, supplementary views
    /// already on screen keep the attributes they were shown with (UIKit does not re-ask for them).
    public mutating func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        layout.layoutAttributesForElements(in: rect, into: &buffer)
        if lastInvalidation == .none && !shown.isEmpty {
            for i in buffer.indices where buffer[i].kind.isSupplementary {
                if let old = shown.firstIndex(where: { $0.kind == buffer[i].kind && $0.indexPath == buffer[i].indexPath }) {
                    buffer[i] = shown[old]
                }
            }
        }
        shown.removeAll(keepingCapacity: true)
        for i in buffer.indices where buffer[i].kind.isSupplementary { shown.append(buffer[i]) }
        return buffer
    }

    /// The diagnostics of the last query.
    public var diagnostics: [Diagnostic] { layout.diagnostics }
    /// The work counters.
    public var counters: LayoutCounters { layout.counters }
}
