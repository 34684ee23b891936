import StickyLayout

extension LayoutProperty {
    /// One line: what a violation means.
    package var explanation: String {
        switch self {
        case .crash: "the layout crashed on a step (a signal: a Swift trap such as an index out of range, a failed precondition, an abort); on a device the app terminates"
        case .hang: "a step did not finish within the time budget (the layout loops); on a device the main thread freezes and the watchdog terminates the app"
        case .memory: "the worker running the layout passed the memory bound (the layout allocates without end); on a device the app is terminated for memory"
        case .uniqueElements: "an element (kind and index path) is returned twice in one answer"
        case .headersPresent: "a section with a visible cell has no header in the answer (the pinned header vanished)"
        case .footersPresent: "a section with a visible cell has no footer in the answer (the pinned footer vanished)"
        case .pinnedInSection: "a pinned header or footer left its own section's span (header start to footer end)"
        case .pinnedInBounds: "a header or footer claims to be pinned but lies outside the bounds and the query rect"
        case .pinnedVisible: "a pinned header or footer is drawn under the bars or the refresh control (the adjusted content inset) or past the visible bounds, though its section's end does not push it there"
        case .headersApart: "two headers are drawn over each other"
        case .supplementaryAboveCells: "a header or footer is painted under a cell it overlaps (zIndex not above the cell's)"
        case .pinContinuity: "a header or footer jumped further than the offset moved between two steps"
        case .consistentWithoutInvalidation: "one index path got two frames without an invalidation in between (UIKit raises NSInternalInconsistencyException)"
        case .rectIndependent: "an element's frame depends on the rectangle queried (prefetching sees another frame)"
        case .noHazards: "the engine reported a crash-class or undefined-behaviour hazard of the original code"
        case .cleanUpdates: "a batch update while scrolled drew a header or footer under a cell (at the animation's start, half-way or after it) or lost a pinned header"
        }
    }

    /// Where the behaviour reference documents this kind of problem, if anywhere.
    package var reference: String? {
        switch self {
        case .crash, .hang, .memory, .uniqueElements: nil
        case .headersPresent: "behaviour reference G9 (MYN re-insertion gated by headerReferenceSize), CS #163"
        case .footersPresent: "behaviour reference section 4 (MYN footer re-insertion)"
        case .pinnedInSection: "behaviour reference section 1 (seed 000: no clamp), G4 (Evadne empty section at -h)"
        case .pinnedInBounds: "behaviour reference G4 (Evadne empty section), G12 (no invalidation)"
        case .pinnedVisible: "PDKTStickySectionHeadersCollectionViewLayout PR #5 (contentInset ignored), CS #167 (contentInset.top, not adjustedContentInset, since iOS 11)"
        case .headersApart: "behaviour reference section 1 and G1 note (seed 000 stacks every header at y = offset)"
        case .supplementaryAboveCells: "behaviour reference section 3 (YL re-inserted header keeps zIndex 0), CS #68"
        case .pinContinuity: "behaviour reference section 4 (MYN #2 not smooth)"
        case .consistentWithoutInvalidation: "behaviour reference G11, CS #144/#166"
        case .rectIndependent: "behaviour reference G11 (rect dependence of YL/MYN/CS)"
        case .noHazards: "behaviour reference G4, G9 (Evadne empty section and zero-size header)"
        case .cleanUpdates: "docs/updates.md; CS #68 and PR #20 (header under its cells during an insert), CS #87, #115"
        }
    }
}
