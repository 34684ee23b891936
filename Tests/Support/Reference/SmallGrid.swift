import StickyLayout

/// The small exhaustive-ish grid: 0–3 sections, 0–5 items each, header/footer 0–2,
/// sectionInset top/bottom 0–1, contentInset top 0–1, viewport 10 × 6.
///
/// Every item-count tuple for 0–2 sections (43) and a fixed sample of 3-section tuples; each
/// tuple is crossed with all 72 combinations of the other dimensions. Header/footer sizes come
/// from the layout's reference sizes or (alternating) from the delegate with reference size 0,
/// which exercises MYN's re-insertion gate. Item height alternates 1 / 2.
package enum SmallGrid {
    package static let viewport = Size(width: 10, height: 6)

    package static let threeSectionTuples: [[Int]] = [
        [0, 0, 0], [1, 1, 1], [5, 5, 5], [0, 5, 0], [5, 0, 5], [1, 0, 2], [2, 3, 0],
        [0, 1, 4], [3, 0, 0], [0, 0, 3], [4, 2, 1], [1, 5, 2],
    ]

    package static var itemTuples: [[Int]] {
        var out: [[Int]] = [[]]
        for a in 0...5 { out.append([a]) }
        for a in 0...5 { for b in 0...5 { out.append([a, b]) } }
        return out + threeSectionTuples
    }

    package static func configs(tuples: [[Int]] = itemTuples) -> [RefConfig] {
        var out: [RefConfig] = []
        for (t, counts) in tuples.enumerated() {
            for h in 0...2 { for f in 0...2 { for top in 0...1 { for bottom in 0...1 { for cTop in 0...1 {
                let delegateSizes = (t + h + f + top) % 2 == 1
                var metrics = FlowMetrics(
                    itemSize: Size(width: 0, height: Double(1 + t % 2)),
                    sectionInset: EdgeInsets(top: Double(top), bottom: Double(bottom)))
                if !delegateSizes {
                    metrics.headerReferenceSize = Size(width: 0, height: Double(h))
                    metrics.footerReferenceSize = Size(width: 0, height: Double(f))
                }
                let sections = counts.map {
                    SectionSpec(
                        itemCount: $0, header: delegateSizes ? Double(h) : nil,
                        footer: delegateSizes ? Double(f) : nil)
                }
                out.append(RefConfig(
                    sections: sections, metrics: metrics, viewport: viewport,
                    contentInset: EdgeInsets(top: Double(cTop))))
            } } } } }
        }
        return out
    }
}

/// Runs the engine and the reference over every offset of every configuration; returns the number
/// of (configuration, offset) pairs compared and the failure messages (at most `limit`).
package func refSweep(_ configs: [RefConfig], _ kind: StrategyName, limit: Int = 5) -> (checked: Int, failures: [String], failureCount: Int) {
    var checked = 0
    var failures: [String] = []
    var count = 0
    for config in configs {
        let reference = ReferenceLayout(config)
        var engine = config.engine(kind)
        for offset in refOffsets(reference, kind) {
            checked += 1
            if let message = refCompareAtBounds(&engine, reference, kind, offset: offset) {
                count += 1
                if failures.count < limit { failures.append(message) }
            }
        }
    }
    return (checked, failures, count)
}
