import StickyLayout

/// Item heights: every item one row, or a deterministic 1–4 row pattern.
enum Heights: String, CaseIterable {
    case uniform
    case variable

    /// The deterministic variable length of item `i` (global index): 1, 2, 3 or 4 rows.
    @inline(__always)
    static func variableLength(_ i: Int) -> Float {
        Float(1 + Int(truncatingIfNeeded: (UInt64(i) &* 0x9E37_79B9_7F4A_7C15) >> 62))
    }
}

/// How the items are split into sections.
enum Shape: String, CaseIterable {
    /// Sections of 100 items (1e7 items = 1e5 sections).
    case sections
    /// One section holding every item.
    case giant

    static let itemsPerSection = 100
}

/// One benchmark workload: a one-column list of 1-row items with 1-row headers.
struct Workload {
    let items: Int
    let heights: Heights
    let shape: Shape

    var label: String { "\(heights.rawValue), \(shape == .giant ? "1 section" : "100/section")" }

    /// One column: an item fills the width (cross size 0), is 1 row tall; headers are 1 row.
    static let metrics = FlowMetrics(
        scrollDirection: .vertical, itemSize: Size(width: 0, height: 1),
        minimumLineSpacing: 0, minimumInteritemSpacing: 0,
        headerReferenceSize: Size(width: 0, height: 1), footerReferenceSize: .zero)

    /// The data source's section specs.
    func makeSections() -> [SectionSpec] {
        let perSection = shape == .giant ? max(items, 1) : Shape.itemsPerSection
        var specs: [SectionSpec] = []
        specs.reserveCapacity((items + perSection - 1) / perSection)
        var first = 0
        while first < items {
            let count = min(perSection, items - first)
            switch heights {
            case .uniform:
                specs.append(SectionSpec(itemCount: count))
            case .variable:
                var lengths = [Float](repeating: 1, count: count)
                for i in 0..<count { lengths[i] = Heights.variableLength(first + i) }
                specs.append(SectionSpec(itemCount: count, itemLengths: lengths))
            }
            first += count
        }
        return specs
    }

    /// A collection view over `sections` with `viewport` and `strategy` (not yet prepared).
    static func collectionView(
        _ sections: [SectionSpec], viewport: Size, strategy: StrategyName
    ) -> CollectionView {
        CollectionView(
            sections: sections, metrics: metrics, strategy: strategy.builtInStrategy(),
            scrollView: ScrollViewState(viewportSize: viewport))
    }
}

/// A terminal viewport (1 point = 1 cell).
struct Viewport {
    let columns: Int
    let rows: Int
    var size: Size { Size(width: Double(columns), height: Double(rows)) }
    var label: String { "\(columns)x\(rows)" }

    static let small = Viewport(columns: 80, rows: 24)
    static let large = Viewport(columns: 200, rows: 50)
}

extension StrategyName {
    /// The built-in strategy of this name with default options (names are checked when parsed).
    func builtInStrategy() -> any StickyStrategy {
        StrategyRegistry.builtIn.strategy(named: self) ?? PlainStrategy.make()
    }
}
