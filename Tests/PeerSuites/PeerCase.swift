import StickyLayout

/// One peer test case translated to the engine: the data, the layout properties, the scroll view
/// and a strategy's options, queried at an offset along the scroll axis.
struct PeerCase {
    var sections: [SectionSpec]
    var metrics: FlowMetrics
    var viewport: Size
    var contentInset = EdgeInsets.zero
    var options = StrategyOptions()

    /// A collection view with `strategy`, scrolled to `offset` along the scroll axis.
    func view(_ strategy: StrategyName, offset: Double = 0) -> CollectionView {
        let origin = metrics.scrollDirection == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
        guard let made = StrategyRegistry.builtIn.strategy(named: strategy, options: options) else {
            preconditionFailure("\(strategy) is a built-in strategy")
        }
        return CollectionView(
            sections: sections, metrics: metrics, strategy: made,
            scrollView: ScrollViewState(contentOffset: origin, viewportSize: viewport, contentInset: contentInset))
    }

    /// What `strategy` returns at `offset` for `rect` (default: the bounds).
    func elements(_ strategy: StrategyName, offset: Double = 0, rect: Rect? = nil) -> [LayoutAttributes] {
        var cv = view(strategy, offset: offset)
        return cv.layoutAttributesForElements(in: rect ?? cv.bounds)
    }

    /// The frame of one element in the answer, nil when it is not returned.
    func frame(
        _ strategy: StrategyName, _ kind: ElementKind, section: Int, item: Int = 0, offset: Double = 0, rect: Rect? = nil
    ) -> Rect? {
        elements(strategy, offset: offset, rect: rect)
            .first { $0.kind == kind && $0.indexPath == IndexPath(item: item, section: section) }?.frame
    }

    /// The frame of an element's top-left corner relative to the viewport along the scroll axis.
    func viewportPosition(_ strategy: StrategyName, _ kind: ElementKind, section: Int, item: Int = 0, offset: Double) -> Double? {
        guard let f = frame(strategy, kind, section: section, item: item, offset: offset) else { return nil }
        return metrics.scrollDirection == .vertical ? f.minY - offset : f.minX - offset
    }
}
