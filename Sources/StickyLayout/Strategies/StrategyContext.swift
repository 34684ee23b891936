/// What a strategy can see while answering: `super` (the base flow layout), the collection view's
/// state (`self.collectionView`), the fault switches, and a sink for diagnostics and work counters.
///
/// Everything a built-in strategy uses is here and public, so a strategy in another package can do
/// all a built-in can.
public struct StrategyContext {
    /// The base flow layout's prepared geometry (`super`'s state).
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
    /// Per-section summary of a base result, filled by `summariseSections(of:from:)`. Its storage
    /// is kept from one query to the next, so summarising allocates nothing in the steady state.
    public var sectionSummaries: [SectionSummary]

    /// A context over `geometry` and `scrollView` (the layout makes one for every query);
    /// `dataSections` is the data before `StickyStrategy.sectionsForLayout` (empty: not known).
    public init(
        geometry: FlowGeometry, scrollView: ScrollViewState, dataSections: [SectionSpec] = [],
        faults: FaultSwitches = FaultSwitches(), counters: LayoutCounters = LayoutCounters(),
        sectionSummaries: [SectionSummary] = []
    ) {
        self.geometry = geometry
        self.scrollView = scrollView
        self.dataSections = dataSections
        self.faults = faults
        self.counters = counters
        self.diagnostics = []
        self.sectionSummaries = sectionSummaries
    }

    // MARK: self.collectionView

    /// `self.collectionView.bounds`.
    public var bounds: Rect { scrollView.bounds }
    /// `self.collectionView.contentOffset`.
    public var contentOffset: Point { scrollView.contentOffset }
    /// `self.collectionView.contentInset`.
    public var contentInset: EdgeInsets { scrollView.contentInset }
    /// `self.collectionView.adjustedContentInset` (content inset plus the system's bars).
    public var adjustedContentInset: EdgeInsets { scrollView.adjustedContentInset }
    /// The flow metrics (the layout's own properties, such as `headerReferenceSize`).
    public var metrics: FlowMetrics { geometry.metrics }
    /// The scroll direction.
    public var scrollDirection: ScrollDirection { geometry.axis }

    /// `[collectionView numberOfSections]`.
    public var numberOfSections: Int { geometry.numberOfSections }

    /// `[collectionView numberOfItemsInSection:]`.
    public func numberOfItems(inSection section: Int) -> Int {
        geometry.numberOfItems(inSection: section)
    }

    // MARK: super

    /// `[super layoutAttributesForElementsInRect:]`, appended to `result` (section by section:
    /// header, cells, footer; zIndex 0).
    public mutating func appendSuperElements(in rect: Rect, to result: inout [LayoutAttributes]) {
        geometry.appendElements(in: rect, to: &result, counters: &counters)
    }

    /// `[super layoutAttributesForItemAtIndexPath:]`: the natural attributes, nil when the item does not exist.
    public func superLayoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        geometry.attributesForItem(at: indexPath)
    }

    /// `[super layoutAttributesForSupplementaryViewOfKind:atIndexPath:]`: the natural header or
    /// footer (zero-size when it has no length), nil when the section does not exist.
    public func superLayoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        geometry.attributesForSupplementary(kind: kind, at: indexPath)
    }

    /// `[super collectionViewContentSize]`.
    public var superContentSize: Size { geometry.contentSize }

    /// The natural frame of an item (no bounds check: `item` and `section` must exist).
    public func naturalFrameOfItem(_ item: Int, inSection section: Int) -> Rect {
        geometry.itemFrame(item: item, section: section)
    }

    // MARK: Diagnostics and helpers

    /// Records a hazard.
    public mutating func report(_ severity: Diagnostic.Severity, _ code: String, section: Int?, _ message: String) {
        diagnostics.append(Diagnostic(severity: severity, code: code, section: section, message: message))
    }

    /// Summarises `result[start...]` (a base result, ordered section by section) into
    /// `sectionSummaries`: for each section present, where its header, first and last cells and
    /// footer are in `result`.
    public mutating func summariseSections(of result: [LayoutAttributes], from start: Int) {
        sectionSummaries.removeAll(keepingCapacity: true)
        var i = start
        while i < result.count {
            let section = result[i].indexPath.section
            if sectionSummaries.last?.section != section { sectionSummaries.append(SectionSummary(section: section)) }
            let g = sectionSummaries.count - 1
            switch result[i].kind {
            case .header: sectionSummaries[g].header = i
            case .footer: sectionSummaries[g].footer = i
            case .cell:
                if sectionSummaries[g].firstCell < 0 { sectionSummaries[g].firstCell = i }
                sectionSummaries[g].lastCell = i
            case .parallaxHeader, .custom, .decoration: break
            }
            i += 1
        }
    }
}

/// Where one section's elements sit in a base result: indexes into the result, -1 when absent.
public struct SectionSummary: Hashable, Sendable {
    /// The section.
    public var section: Int
    /// Index of its header.
    public var header = -1
    /// Index of its first cell in the result.
    public var firstCell = -1
    /// Index of its last cell in the result.
    public var lastCell = -1
    /// Index of its footer.
    public var footer = -1

    public init(section: Int) { self.section = section }
}

/// `MIN(MAX(p, lo), hi)`: the ceiling wins when `lo > hi` (Evadne, YL, MYN and CS headers, UIKit).
@inlinable
public func clampHi(_ p: Double, _ lo: Double, _ hi: Double) -> Double { min(max(p, lo), hi) }

/// `MAX(MIN(p, hi), lo)`: the floor wins when `lo > hi` (MYN footers, CSS).
@inlinable
public func clampLo(_ p: Double, _ lo: Double, _ hi: Double) -> Double { max(min(p, hi), lo) }
