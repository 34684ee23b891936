/// What an invalidation asks the next `prepare()` to redo, as `UICollectionViewLayoutInvalidationContext`
/// and its flow-layout subclass.
public struct InvalidationContext: Hashable, Sendable {
    /// Everything: data and metrics (`invalidateEverything`).
    public var invalidateEverything = false
    /// Section and item counts changed (`invalidateDataSourceCounts`).
    public var invalidateDataSourceCounts = false
    /// Sizes and positions of items (`invalidateFlowLayoutDelegateMetrics` / `invalidateFlowLayoutAttributes`).
    public var invalidateItemMetrics = false
    /// Only the positions of supplementary views (pinned headers and footers) depend on the change.
    public var invalidateSupplementaryPositions = false
    /// Items whose attributes changed (a reload, a self-sized cell): `invalidateItems(at:)`.
    public var invalidatedItemIndexPaths: [IndexPath] = []
    /// Added to the content offset when the context is applied (`contentOffsetAdjustment`).
    public var contentOffsetAdjustment: Point = .zero
    /// Added to the content size when the context is applied (`contentSizeAdjustment`), until the
    /// layout's `collectionViewContentSize` answer changes (`CollectionView.contentSize()`).
    public var contentSizeAdjustment: Size = .zero

    public init(
        invalidateEverything: Bool = false, invalidateDataSourceCounts: Bool = false,
        invalidateItemMetrics: Bool = false, invalidateSupplementaryPositions: Bool = false
    ) {
        self.invalidateEverything = invalidateEverything
        self.invalidateDataSourceCounts = invalidateDataSourceCounts
        self.invalidateItemMetrics = invalidateItemMetrics
        self.invalidateSupplementaryPositions = invalidateSupplementaryPositions
    }

    /// A context that invalidates everything.
    public static let everything = InvalidationContext(invalidateEverything: true)
    /// A context for an origin-only bounds change: supplementary positions only.
    public static let supplementaryPositions = InvalidationContext(invalidateSupplementaryPositions: true)

    /// True when the geometry must be rebuilt.
    public var requiresRebuild: Bool {
        invalidateEverything || invalidateDataSourceCounts || invalidateItemMetrics
            || !invalidatedItemIndexPaths.isEmpty
    }

    /// Merges two pending invalidations.
    public func union(_ other: InvalidationContext) -> InvalidationContext {
        var merged = InvalidationContext(
            invalidateEverything: invalidateEverything || other.invalidateEverything,
            invalidateDataSourceCounts: invalidateDataSourceCounts || other.invalidateDataSourceCounts,
            invalidateItemMetrics: invalidateItemMetrics || other.invalidateItemMetrics,
            invalidateSupplementaryPositions: invalidateSupplementaryPositions || other.invalidateSupplementaryPositions)
        merged.invalidatedItemIndexPaths = invalidatedItemIndexPaths + other.invalidatedItemIndexPaths
        merged.contentOffsetAdjustment = Point(
            x: contentOffsetAdjustment.x + other.contentOffsetAdjustment.x,
            y: contentOffsetAdjustment.y + other.contentOffsetAdjustment.y)
        merged.contentSizeAdjustment = Size(
            width: contentSizeAdjustment.width + other.contentSizeAdjustment.width,
            height: contentSizeAdjustment.height + other.contentSizeAdjustment.height)
        return merged
    }
}
