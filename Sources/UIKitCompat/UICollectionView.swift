import StickyLayout

/// The collection view a layout reads through `self.collectionView` (UIKit's `UICollectionView`),
/// showing ScrollSim's scroll state: bounds, offset, insets and the data's section and item counts.
///
/// Read-only: the simulator owns the scrolling. Everything else of `UICollectionView` is not
/// covered (see the README's "Bring your own UIKit subclass").
public final class UICollectionView: NSObject {
    /// The scroll state the layout sees; set by the adaptor before each call into the layout.
    var state = ScrollViewState(viewportSize: .zero)
    /// The geometry the layout last answered for (its section and item counts).
    var geometry = FlowGeometry.empty
    /// The data as the scenario gives it (per-section insets, header and footer lengths).
    var dataSections: [SectionSpec] = []
    /// The content size last reported by the layout.
    var lastContentSize: CGSize = .zero
    /// The delegate: the one the strategy's registration supplied (`StrategyRegistration.uikit(…, delegate:)`),
    /// else one that answers every flow-layout question from the scenario.
    public internal(set) var delegate: (any UICollectionViewDelegate)? = ScenarioFlowLayoutDelegate()
    /// Supplementary kinds the layout returned at one-index index paths (SupplementaryIndexPaths.swift).
    var oneIndexKinds: Set<String> = []
    /// The window-like view `superview` returns.
    private let container = UIView()
    /// The stand-in `dataSource` returns.
    private let scenarioData = ScenarioDataSource()

    override init() { super.init() }

    /// The visible rectangle in content coordinates: `(contentOffset, frame.size)`.
    public var bounds: CGRect { CGRect(state.bounds) }
    /// The view's frame in its superview (at the origin in ScrollSim).
    public var frame: CGRect { CGRect(origin: .zero, size: CGSize(state.viewportSize)) }
    /// The scroll offset.
    public var contentOffset: CGPoint { CGPoint(x: state.contentOffset.x, y: state.contentOffset.y) }
    /// The inset the app set.
    public var contentInset: UIEdgeInsets { UIEdgeInsets(state.contentInset) }
    /// `contentInset` plus the system's insets (safe area, a refreshing refresh control).
    public var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(state.adjustedContentInset) }
    /// The system's part of `adjustedContentInset`.
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(state.systemInset) }
    /// The layout's `collectionViewContentSize` as last asked, plus the `contentSizeAdjustment`s
    /// applied since (docs/uikit-host.md, R2).
    public var contentSize: CGSize {
        let d = state.contentSizeAdjustment
        return CGSize(width: lastContentSize.width + CGFloat(d.width), height: lastContentSize.height + CGFloat(d.height))
    }

    /// The scenario's data, standing in for the app's data source: present, so a layout's
    /// `dataSource != nil` test holds; asking it anything is a compile-time error that names what to
    /// use instead (`numberOfSections`, `numberOfItems(inSection:)`).
    public var dataSource: (any UICollectionViewDataSource)? { scenarioData }

    /// The view the collection view is in: always present, the simulated collection view is on screen.
    public var superview: UIView? { container }

    /// Cell prefetching (UIKit's default: true). Kept, without effect: it changes when cells are
    /// made, not where the layout puts them, and ScrollSim makes no cells.
    public var isPrefetchingEnabled = true

    /// The number of sections.
    public var numberOfSections: Int { geometry.numberOfSections }

    /// The number of items in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        geometry.numberOfItems(inSection: section)
    }
}

/// The object `UICollectionView.dataSource` returns: the scenario's data, which answers no data-source call.
private final class ScenarioDataSource: NSObject, UICollectionViewDataSource {}
