import StickyLayout

/// A scenario: the data, flow metrics, scroll-view insets and strategy options the simulator shows,
/// plus the labels it draws. Loaded from a JSON file or taken from the built-in library.
package struct Scenario: Sendable {
    /// Short name (`g1`, `contacts`, …).
    package var name: String
    /// One or two sentences: what to look at.
    package var summary: String
    /// Flow layout properties.
    package var metrics: FlowMetrics
    /// Sections, in order.
    package var sections: [SectionSpec]
    /// Header titles by section; missing entries are drawn as "Section N".
    package var sectionTitles: [String]
    /// Footer labels by section (`footerTitle`, e.g. "Buy Now"); missing or empty entries are
    /// drawn as "end of" the section title.
    package var footerTitles: [String] = []
    /// Optional cell labels by section; missing entries are drawn as "Item N".
    package var itemLabels: [[String]]
    /// `contentInset` (a navigation bar on top, a toolbar below).
    package var contentInset: EdgeInsets
    /// Extra inset the system adds (safe area, a refreshing refresh control).
    package var systemInset: EdgeInsets
    /// The part of `systemInset.top` that is a UIRefreshControl refreshing from the start (the
    /// number form of `refreshControl`): MagazineLayout pins below the adjusted inset less it.
    package var refreshingControlHeight = 0.0
    /// Strategy options (YL sticky sections, CS parallax header, …).
    package var options: StrategyOptions
    /// The strategy shown first, when the command line names none.
    package var defaultStrategy: StrategyName
    /// A refresh control above the content (pull past the top to refresh), or nil.
    package var refreshControl: RefreshControlSpec?
    /// Load-more: a page of items appended when the end is reached, or nil.
    package var loadMore: LoadMoreSpec?
    /// Self-sizing sections: their real item heights by section; the section's spec holds the estimates.
    package var selfSizing: [Int: [Float]] = [:]
    /// The viewport to use when the command line gives no size (headless commands only).
    package var viewport: Size?
    /// Strategy files the scenario names (`strategyFiles`), loaded, with their paths.
    package var strategyFiles: [StrategyFile] = []

    package init(
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

    /// Total number of items.
    package var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }

    /// A collection view showing this scenario with the strategy `strategy` of `registry`, scrolled
    /// to `offset`. A name the registry does not hold shows the plain flow layout (callers check
    /// names where they are typed: the command line, scripts, scenario files).
    package func makeCollectionView(
        strategy: StrategyName, viewport: Size, offset: Double = 0, registry: StrategyRegistry = .builtIn
    ) -> CollectionView {
        makeCollectionView(
            strategy: registry.strategy(named: strategy, options: options) ?? PlainStrategy.make(), viewport: viewport, offset: offset)
    }

    /// A collection view showing this scenario with `strategy`, scrolled to `offset`.
    func makeCollectionView(strategy: any StickyStrategy, viewport: Size, offset: Double) -> CollectionView {
        CollectionView(
            sections: sections, metrics: metrics, strategy: strategy,
            scrollView: ScrollViewState(
                contentOffset: metrics.scrollDirection.point(offset), viewportSize: viewport, contentInset: contentInset,
                systemInset: systemInset, refreshControlInset: refreshingControlHeight))
    }
}

/// A refresh control: pulling past the top by more than `threshold` begins refreshing, which adds
/// `height` to the adjusted content inset's top (as UIRefreshControl does) until refreshing ends.
package struct RefreshControlSpec: Hashable, Sendable {
    package var height: Double
    package var threshold: Double
    package var startsRefreshing = false
    /// True for a control that changes `contentInset` itself (MJRefresh and the pre-iOS 11 libraries);
    /// false for UIRefreshControl, which grows the system part of `adjustedContentInset`.
    package var changesContentInset = false
    package init(height: Double = 3, threshold: Double = 5) {
        self.height = height
        self.threshold = threshold
    }
}

/// Load-more: when the bounds reach the end of the content, `pageSize` items are appended to the
/// last section, `delay` seconds later (at most `pages` times).
package struct LoadMoreSpec: Hashable, Sendable {
    package var pageSize: Int
    package var delay: Double
    package var pages: Int
    package init(pageSize: Int = 10, delay: Double = 0, pages: Int = 100) {
        self.pageSize = pageSize
        self.delay = delay
        self.pages = pages
    }
}
