/// What an invalidation asks the layout to redo (UIKit's `UICollectionViewLayoutInvalidationContext`).
///
/// ScrollSim maps it onto its own invalidation: anything that touches counts or item metrics
/// rebuilds the geometry; anything else moves supplementary views only.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Everything is invalid (set by `invalidateLayout()`).
    open internal(set) var invalidateEverything = false
    /// The data's section and item counts changed.
    open internal(set) var invalidateDataSourceCounts = false
    /// Items the layout asked to invalidate.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// Supplementary views the layout asked to invalidate, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// Decoration views the layout asked to invalidate, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Added to the collection view's content offset when the context is applied.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// Added to the collection view's content size when the context is applied.
    open var contentSizeAdjustment: CGSize = .zero

    public required override init() { super.init() }

    /// Marks items invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of `elementKind` invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks decoration views of `elementKind` invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedDecorationIndexPaths = all
    }

    /// True when the geometry must be rebuilt (counts or item metrics).
    var requiresRebuild: Bool { invalidateEverything || invalidateDataSourceCounts }
}

/// The flow layout's invalidation context (UIKit's `UICollectionViewFlowLayoutInvalidationContext`).
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Item sizes and insets from the delegate changed (UIKit's default: true).
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Layout properties such as `itemSize` changed (UIKit's default: true).
    open var invalidateFlowLayoutAttributes = true

    public required init() { super.init() }

    override var requiresRebuild: Bool {
        super.requiresRebuild || invalidateFlowLayoutDelegateMetrics || invalidateFlowLayoutAttributes
    }
}
