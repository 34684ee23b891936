import StickyLayout

/// A scenario: the data, flow metrics, scroll-view insets and strategy options the simulator shows,
/// plus the labels it draws. Loaded from a JSON file or taken from the built-in library.
public struct Scenario: Sendable {
    /// Short name (`g1`, `contacts`, …).
    public var name: String
    /// One or two sentences: what to look at.
    public var summary: String
    /// Flow layout properties.
    public var metrics: FlowMetrics
    /// Sections, in order.
    public var sections: [SectionSpec]
    /// Header titles by section; missing entries are drawn as "Section N".
    public var sectionTitles: [String]
    /// Footer labels by section (`footerTitle`, e.g. "Buy Now"); missing or empty entries are
    /// drawn as "end of" the section title.
    public var footerTitles: [String] = []
    /// Optional cell labels by section; missing entries are drawn as "Item N".
    public var itemLabels: [[String]]
    /// `contentInset` (a navigation bar on top, a toolbar below).
    public var contentInset: EdgeInsets
    /// Extra inset the system adds (safe area, a refreshing refresh control).
    public var systemInset: EdgeInsets
    /// Strategy options (YL sticky sections, CS parallax header, …).
    public var options: StrategyOptions
    /// The strategy shown first, when the command line names none.
    public var defaultStrategy: StrategyName
    /// The viewport to use when the command line gives no size (headless commands only).
    public var viewport: Size?
    /// Strategy files the scenario names (`strategyFiles`), loaded, with their paths.
    public var strategyFiles: [StrategyFile] = []

    public init(
        name: String, summary: String = "", metrics: FlowMetrics, sections: [SectionSpec],
        sectionTitles: [String] = [], itemLabels: [[String]] = [], contentInset: EdgeInsets = .zero,
        systemInset: EdgeInsets = .zero, options: StrategyOptions = StrategyOptions(),
        defaultStrategy: StrategyName = .uikit, viewport: Size? = nil
    ) {
        self.name = name
        self.summary = summary
        self.metrics = metrics
        self.sections = sections
        self.sectionTitles = sectionTitles
        self.itemLabels = itemLabels
        self.contentInset = contentInset
        self.systemInset = systemInset
        self.options = options
        self.defaultStrategy = defaultStrategy
        self.viewport = viewport
    }

    /// The title drawn in a section's header (and footer).
    public func title(forSection section: Int) -> String {
        section < sectionTitles.count ? sectionTitles[section] : "Section \(section)"
    }

    /// The label drawn in a cell.
    public func label(forItem item: Int, section: Int) -> String {
        if section < itemLabels.count, item < itemLabels[section].count { return itemLabels[section][item] }
        return "Item \(item)"
    }

    /// Total number of items.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }

    /// A collection view showing this scenario with the strategy `strategy` of `registry`, scrolled
    /// to `offset`. A name the registry does not hold shows the plain flow layout (callers check
    /// names where they are typed: the command line, scripts, scenario files).
    public func makeCollectionView(
        strategy: StrategyName, viewport: Size, offset: Double = 0, registry: StrategyRegistry = .builtIn
    ) -> CollectionView {
        var axisOffset = Point(x: 0, y: offset)
        if metrics.scrollDirection == .horizontal { axisOffset = Point(x: offset, y: 0) }
        return CollectionView(
            sections: sections, metrics: metrics, strategy: registry.strategy(named: strategy, options: options) ?? PlainStrategy(),
            scrollView: ScrollViewState(
                contentOffset: axisOffset, viewportSize: viewport, contentInset: contentInset,
                systemInset: systemInset))
    }
}
