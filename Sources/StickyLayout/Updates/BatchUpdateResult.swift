/// What one `performBatchUpdates` did, step by step, as UIKit runs it.
public struct BatchUpdateResult: Sendable {
    /// The update items given to `prepare(forCollectionViewUpdates:)`.
    public var items: [UpdateItem]
    /// Index paths before → after.
    public var mapping: IndexPathMapping
    /// The invalidation the update made (data-source counts, reloaded items).
    public var invalidation: InvalidationContext
    /// The first section whose geometry `prepare()` recomputed (nil: none).
    public var recomputedFromSection: Int?
    /// Sections whose shape was rebuilt.
    public var rebuiltSections: [Int]
    /// The content offset before the update and after it (after the clamp, if any).
    public var offsetBefore: Point
    public var offsetAfter: Point
    /// What the clamp's bounds change invalidated (nil when the offset was kept).
    public var clampInvalidation: InvalidationKind?
    /// Content size before and after.
    public var contentSizeBefore: Size
    public var contentSizeAfter: Size
    /// The attributes shown before the update and those shown after it (for the final bounds).
    public var before: [LayoutAttributes]
    public var after: [LayoutAttributes]
    /// The animation: one entry per element visible before or after.
    public var transitions: [ElementTransition]
    /// Hazards the update shows (see `UpdateDiagnostics`).
    public var diagnostics: [Diagnostic]
}
