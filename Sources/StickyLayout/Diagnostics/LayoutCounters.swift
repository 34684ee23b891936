/// Work counters, so tests and benchmarks can see what a step cost without timing it.
public struct LayoutCounters: Hashable, Sendable {
    /// `prepare()` runs that rebuilt the section geometry.
    public var fullPrepares = 0
    /// `prepare()` runs that recomputed the geometry from the first changed section on (a batch update).
    public var incrementalPrepares = 0
    /// Invalidations that only moved supplementary views (an origin-only bounds change).
    public var boundsOnlyInvalidations = 0
    /// Item frames computed while preparing (variable items scanned, or every item when eager).
    public var itemFramesComputed = 0
    /// Sections examined, by prepare and by queries (binary-search probes included).
    public var sectionsVisited = 0
    /// Attributes the base layout produced for queries.
    public var attributesProduced = 0
    /// Calls of `layoutAttributesForElements(in:)`.
    public var queries = 0

    public init() {}

    /// The difference `self - earlier`, field by field.
    public func since(_ earlier: LayoutCounters) -> LayoutCounters {
        var d = LayoutCounters()
        d.fullPrepares = fullPrepares - earlier.fullPrepares
        d.incrementalPrepares = incrementalPrepares - earlier.incrementalPrepares
        d.boundsOnlyInvalidations = boundsOnlyInvalidations - earlier.boundsOnlyInvalidations
        d.itemFramesComputed = itemFramesComputed - earlier.itemFramesComputed
        d.sectionsVisited = sectionsVisited - earlier.sectionsVisited
        d.attributesProduced = attributesProduced - earlier.attributesProduced
        d.queries = queries - earlier.queries
        return d
    }
}
