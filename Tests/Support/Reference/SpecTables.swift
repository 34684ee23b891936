import StickyLayout

/// The geometries of docs/strategies.md §10 and a probe that reads one element's y from the engine and the reference.
package enum SpecTables {
    /// G1: `V = 20`, 3 sections × (header 2, 3 items of 3), no insets.
    package static func g1(viewportHeight: Double = 20, counts: [Int] = [3, 3, 3], header: Double = 2,
                   footer: Double = 0, sectionInset: EdgeInsets = .zero, contentTop: Double = 0) -> RefConfig {
        RefConfig(
            sections: counts.map { SectionSpec(itemCount: $0) },
            metrics: FlowMetrics(
                itemSize: Size(width: 0, height: 3), sectionInset: sectionInset,
                headerReferenceSize: Size(width: 0, height: header), footerReferenceSize: Size(width: 0, height: footer)),
            viewport: Size(width: 10, height: viewportHeight), contentInset: EdgeInsets(top: contentTop))
    }

    /// The y of the `kind` element of `section` (for seed 000 footers/headers: any item) in the
    /// engine's and the reference's answer for `rect` (default: the bounds) at `offset`.
    package static func y(
        _ strategy: StrategyName, _ config: RefConfig, offset: Double, rect: Rect? = nil,
        _ kind: ElementKind = .header, section: Int = 0
    ) -> (engine: Double?, reference: Double?) {
        let reference = ReferenceLayout(config)
        let query = rect ?? reference.bounds(offset: offset)
        var layout = StickyFlowLayout(
            sections: config.sections, metrics: config.metrics, strategy: strategy.make(config.options),
            scrollView: config.scrollView(offset: offset))
        func pick(_ all: [LayoutAttributes]) -> Double? {
            let hits = all.filter {
                $0.kind == kind && $0.indexPath.section == section && (strategy == .floating || $0.indexPath.item == 0)
            }
            return hits.count == 1 ? hits[0].frame.minY : (hits.isEmpty ? nil : .nan)
        }
        return (pick(layout.layoutAttributesForElements(in: query)),
                pick(reference.attributes(strategy, offset: offset, rect: query)))
    }
}
