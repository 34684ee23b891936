/// What the last bounds change cost, for the status line and step reports.
public enum InvalidationKind: String, Hashable, Sendable {
    /// The layout was not invalidated: returned frames may be stale.
    case none
    /// Only supplementary positions were invalidated; no item frame was recomputed.
    case boundsOnly = "bounds-only"
    /// The geometry was rebuilt.
    case full
}
