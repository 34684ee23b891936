import StickyLayout

/// A deliberately naive reference model of every strategy, written from docs/strategies.md only.
///
/// Each query recomputes from the full list of natural frames (`RefGeometry`); nothing is cached.
package struct ReferenceLayout: Sendable {
    package let config: RefConfig
    package let geometry: RefGeometry

    package init(_ config: RefConfig) {
        self.config = config
        geometry = RefGeometry(config)
    }

    /// The bounds at `offset`.
    package func bounds(offset: Double) -> Rect {
        Rect(x: 0, y: offset, width: config.viewport.width, height: config.viewport.height)
    }

    /// What `kind` returns for `rect` when the collection view is scrolled to `offset`.
    /// Nil when the reference has no model of `kind` (`ReferenceCoverageTests` requires one for
    /// every registered built-in).
    package func attributes(_ kind: StrategyName, offset: Double, rect: Rect) -> [LayoutAttributes] {
        let q = RefQuery(geometry: geometry, config: config, bounds: bounds(offset: offset), rect: rect)
        guard let model = Self.models[kind] else { return [] }
        return model(q)
    }

    /// The reference model of each built-in strategy, by registered name.
    package static let models: [StrategyName: @Sendable (RefQuery) -> [LayoutAttributes]] = [
        .plain: { $0.geometry.elements(in: $0.rect) },
        .floating: { $0.floating() },
        .evadne: { $0.evadne() },
        .yl: { $0.yl() },
        .myntra: { $0.myntra() },
        .cs: { $0.cs() },
        .uikit: { $0.uikit() },
        .css: { $0.css() },
        .iglistkit: { $0.iglistkit() },
        .magazine: { $0.magazine() },
        .compositional: { $0.compositional() },
        .tableview: { $0.tableview() },
        .swiftui: { $0.swiftui() },
        .compose: { $0.compose() },
        .flutter: { $0.flutter() },
    ]

    /// The content height (CS adds the parallax header height).
    package func contentHeight(_ kind: StrategyName) -> Double {
        let q = RefQuery(geometry: geometry, config: config, bounds: bounds(offset: 0), rect: bounds(offset: 0))
        switch kind {
        case .cs: return geometry.contentHeight + config.options.csParallaxHeaderReferenceSize.height
        case .iglistkit: return q.igSections().contentHeight
        case .compositional: return q.compositionalContentHeight()
        default: return geometry.contentHeight
        }
    }
}

/// One query: the natural geometry, the scroll view state and the query rect.
package struct RefQuery {
    package let geometry: RefGeometry
    package let config: RefConfig
    package let bounds: Rect
    package let rect: Rect

    package var off: Double { bounds.minY }
    package var inset: EdgeInsets { config.contentInset }
    package var adjusted: EdgeInsets { config.contentInset + config.systemInset }
}

extension LayoutAttributes {
    /// Moves the frame's y, keeping its size.
    package mutating func setY(_ y: Double) {
        frame = Rect(x: frame.minX, y: y, width: frame.width, height: frame.height)
    }
}

/// Per-section summary of a base result: where the header/footer are and the cells with the
/// lowest and highest item index ("min-row"/"max-row" in rect).
package struct RefSectionInRect {
    package var header: Int?
    package var footer: Int?
    package var firstCell: Int?
    package var lastCell: Int?
}

package func summarise(_ all: [LayoutAttributes]) -> [Int: RefSectionInRect] {
    var out: [Int: RefSectionInRect] = [:]
    for (i, a) in all.enumerated() {
        let s = a.indexPath.section
        var g = out[s] ?? RefSectionInRect()
        switch a.kind {
        case .header: g.header = i
        case .footer: g.footer = i
        case .cell:
            if g.firstCell.map({ all[$0].indexPath.item > a.indexPath.item }) ?? true { g.firstCell = i }
            if g.lastCell.map({ all[$0].indexPath.item < a.indexPath.item }) ?? true { g.lastCell = i }
        case .parallaxHeader, .custom, .decoration: break
        }
        out[s] = g
    }
    return out
}
