import StickyLayout

/// A deliberately naive reference model of every strategy, written from docs/strategies.md only.
///
/// Each query recomputes from the full list of natural frames (`RefGeometry`); nothing is cached.
struct ReferenceLayout: Sendable {
    let config: RefConfig
    let geometry: RefGeometry

    init(_ config: RefConfig) {
        self.config = config
        geometry = RefGeometry(config)
    }

    /// The bounds at `offset`.
    func bounds(offset: Double) -> Rect {
        Rect(x: 0, y: offset, width: config.viewport.width, height: config.viewport.height)
    }

    /// What `kind` returns for `rect` when the collection view is scrolled to `offset`.
    func attributes(_ kind: StrategyKind, offset: Double, rect: Rect) -> [LayoutAttributes] {
        let q = RefQuery(geometry: geometry, config: config, bounds: bounds(offset: offset), rect: rect)
        switch kind {
        case .plain: return geometry.elements(in: rect)
        case .floating: return q.floating()
        case .evadne: return q.evadne()
        case .yl: return q.yl()
        case .myntra: return q.myntra()
        case .cs: return q.cs()
        case .uikit: return q.uikit()
        case .css: return q.css()
        case .iglistkit: return q.iglistkit()
        case .magazine: return q.magazine()
        case .compositional: return q.compositional()
        case .tableview: return q.tableview()
        case .swiftui: return q.swiftui()
        case .compose: return q.compose()
        case .flutter: return q.flutter()
        }
    }

    /// The content height (CS adds the parallax header height).
    func contentHeight(_ kind: StrategyKind) -> Double {
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
struct RefQuery {
    let geometry: RefGeometry
    let config: RefConfig
    let bounds: Rect
    let rect: Rect

    var off: Double { bounds.minY }
    var inset: EdgeInsets { config.contentInset }
    var adjusted: EdgeInsets { config.contentInset + config.systemInset }
}

extension LayoutAttributes {
    /// Moves the frame's y, keeping its size.
    mutating func setY(_ y: Double) {
        frame = Rect(x: frame.minX, y: y, width: frame.width, height: frame.height)
    }
}

/// Per-section summary of a base result: where the header/footer are and the cells with the
/// lowest and highest item index ("min-row"/"max-row" in rect).
struct RefSectionInRect {
    var header: Int?
    var footer: Int?
    var firstCell: Int?
    var lastCell: Int?
}

func summarise(_ all: [LayoutAttributes]) -> [Int: RefSectionInRect] {
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
        case .parallaxHeader: break
        }
        out[s] = g
    }
    return out
}
