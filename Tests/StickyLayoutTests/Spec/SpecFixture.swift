import StickyLayout
import TestSupport

/// Builds the §10 geometries of docs/strategies.md and answers "where is this element at this offset".
struct SpecFixture {
    var sections: [SectionSpec]
    var metrics: FlowMetrics
    var viewport: Size
    var contentInset = EdgeInsets.zero
    var systemInset = EdgeInsets.zero
    var options = StrategyOptions()

    /// G1: 3 sections, header 2, 3 one-column items of height 3, no insets, no footers, V = 20.
    static func g1(viewport height: Double = 20, sections count: Int = 3) -> SpecFixture {
        SpecFixture(
            sections: Array(repeating: SectionSpec(itemCount: 3), count: count),
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 3), headerReferenceSize: Size(width: 0, height: 2)),
            viewport: Size(width: 10, height: height))
    }

    /// G5: V = 10, 2 sections × [h 2, 3 items of 3, f 2].
    static func g5() -> SpecFixture {
        SpecFixture(
            sections: Array(repeating: SectionSpec(itemCount: 3), count: 2),
            metrics: FlowMetrics(
                itemSize: Size(width: 0, height: 3), headerReferenceSize: Size(width: 0, height: 2),
                footerReferenceSize: Size(width: 0, height: 2)),
            viewport: Size(width: 10, height: 10))
    }

    func collectionView(_ strategy: StrategyName, offset: Double = 0) -> CollectionView {
        CollectionView(
            sections: sections, metrics: metrics, strategy: strategy.make(options),
            scrollView: ScrollViewState(
                contentOffset: Point(x: 0, y: offset), viewportSize: viewport,
                contentInset: contentInset, systemInset: systemInset))
    }

    /// The elements `strategy` returns at `offset` for `rect` (default: the bounds).
    func elements(_ strategy: StrategyName, offset: Double, rect: Rect? = nil) -> [LayoutAttributes] {
        var cv = collectionView(strategy, offset: offset)
        return cv.layoutAttributesForElements(in: rect ?? cv.bounds)
    }

    /// The y of `kind` in `section` as returned for the bounds at `offset`, nil when not emitted
    /// ("n/e" in docs/strategies.md §10). Fails (returns .nan) if the element appears more than once.
    func y(_ strategy: StrategyName, _ kind: ElementKind = .header, section: Int = 0, offset: Double, rect: Rect? = nil) -> Double? {
        let found = elements(strategy, offset: offset, rect: rect).filter { $0.kind == kind && $0.indexPath.section == section }
        if found.count > 1 { return .nan }
        return found.first?.frame.minY
    }

    /// The frame from `layoutAttributesForSupplementaryView(ofKind:at:)` at `offset`.
    func supplementary(_ strategy: StrategyName, _ kind: ElementKind = .header, section: Int = 0, offset: Double) -> LayoutAttributes? {
        var cv = collectionView(strategy, offset: offset)
        _ = cv.visibleAttributes()
        var layout = cv.layout
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))
    }

    /// The diagnostics of a bounds query at `offset`.
    func diagnostics(_ strategy: StrategyName, offset: Double) -> [Diagnostic] {
        var cv = collectionView(strategy, offset: offset)
        _ = cv.visibleAttributes()
        return cv.diagnostics
    }
}

/// Rect spanning the full width between two y values.
func rows(_ y0: Double, _ y1: Double) -> Rect { Rect(x: 0, y: y0, width: 10, height: y1 - y0) }
