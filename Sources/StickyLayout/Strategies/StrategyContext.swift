/// What a strategy can see while answering: `super` (the base flow geometry), the collection
/// view's state, the fault switches, and a sink for diagnostics and work counters.
public struct StrategyContext {
    /// The base flow layout (`super`).
    public let geometry: FlowGeometry
    /// The collection view's scroll state (`self.collectionView`).
    public let scrollView: ScrollViewState
    /// The data as the data source gives it, before `StickyStrategy.sectionsForLayout` adjusted it.
    public let dataSections: [SectionSpec]
    /// Fault switches in force.
    public let faults: FaultSwitches
    /// Work counters, incremented by base queries.
    public var counters: LayoutCounters
    /// Hazards found while answering.
    public var diagnostics: [Diagnostic]
    /// Reusable per-section summary of the base result (avoids allocating per query).
    var groups: [SectionGroup]

    init(geometry: FlowGeometry, scrollView: ScrollViewState, dataSections: [SectionSpec], faults: FaultSwitches,
         counters: LayoutCounters, groups: [SectionGroup]) {
        self.geometry = geometry
        self.scrollView = scrollView
        self.dataSections = dataSections
        self.faults = faults
        self.counters = counters
        self.diagnostics = []
        self.groups = groups
    }

    /// `self.collectionView.bounds`.
    public var bounds: Rect { scrollView.bounds }
    /// `self.collectionView.contentOffset`.
    public var contentOffset: Point { scrollView.contentOffset }
    /// `self.collectionView.contentInset`.
    public var contentInset: EdgeInsets { scrollView.contentInset }
    /// The flow metrics (the layout's own properties, such as `headerReferenceSize`).
    public var metrics: FlowMetrics { geometry.metrics }

    /// `[super layoutAttributesForElementsInRect:]`, appended to `result`.
    public mutating func appendSuperElements(in rect: Rect, to result: inout [LayoutAttributes]) {
        geometry.appendElements(in: rect, to: &result, counters: &counters)
    }

    /// `[collectionView numberOfItemsInSection:]`.
    public func numberOfItems(inSection section: Int) -> Int {
        geometry.numberOfItems(inSection: section)
    }

    /// Records a hazard.
    public mutating func report(_ severity: Diagnostic.Severity, _ code: String, section: Int?, _ message: String) {
        diagnostics.append(Diagnostic(severity: severity, code: code, section: section, message: message))
    }

    /// Summarises `result[start...]` (a base result, ordered section by section) into `groups`:
    /// for each section present, where its header, first and last cells and footer are.
    mutating func summarise(_ result: [LayoutAttributes], from start: Int) {
        groups.removeAll(keepingCapacity: true)
        var i = start
        while i < result.count {
            let section = result[i].indexPath.section
            if groups.last?.section != section { groups.append(SectionGroup(section: section)) }
            let g = groups.count - 1
            switch result[i].kind {
            case .header: groups[g].header = i
            case .footer: groups[g].footer = i
            case .cell:
                if groups[g].firstCell < 0 { groups[g].firstCell = i }
                groups[g].lastCell = i
            case .parallaxHeader: break
            }
            i += 1
        }
    }
}

/// Where one section's elements sit in a base result (-1 = absent).
struct SectionGroup: Sendable {
    var section: Int
    var header = -1
    var firstCell = -1
    var lastCell = -1
    var footer = -1

    init(section: Int) { self.section = section }
}

/// `MIN(MAX(p, lo), hi)`: the ceiling wins when `lo > hi` (Evadne, YL, MYN and CS headers, UIKit).
@inlinable
public func clampHi(_ p: Double, _ lo: Double, _ hi: Double) -> Double { min(max(p, lo), hi) }

/// `MAX(MIN(p, hi), lo)`: the floor wins when `lo > hi` (MYN footers, CSS).
@inlinable
public func clampLo(_ p: Double, _ lo: Double, _ hi: Double) -> Double { max(min(p, hi), lo) }
