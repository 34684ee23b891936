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
        case .pinnedInBounds: "a header or footer claims to be pinned but lies outside the bounds and the query rect, while its natural frame or its section's items are in view (so it is missing from the screen)"
        case .pinnedVisible: "a pinned header or footer is drawn under the bars or the refresh control (the adjusted content inset) or past the visible bounds, though its section's end does not push it there"
        case .headersApart: "two headers are drawn over each other"
        case .supplementaryAboveCells: "a header or footer is painted under a cell it overlaps (zIndex plus transform3D z not above the cell's)"
        case .pinContinuity: "a header or footer jumped further than the offset moved between two steps"
        case .consistentWithoutInvalidation: "one index path got two frames without an invalidation in between (UIKit raises NSInternalInconsistencyException)"
        case .rectIndependent: "an element's frame depends on the rectangle queried (prefetching sees another frame)"
        case .noHazards: "the engine reported a crash-class or undefined-behaviour hazard of the original code"
        case .cleanUpdates: "a batch update while scrolled drew a header or footer under a cell (at the animation's start, half-way, at its end or after it) or lost a pinned header"
        }
    }

    /// Where this kind of problem is documented: the scenario in docs/strategies.md ("Expected
    /// numbers", G1-G12) or the strategy's section there, and the original library's own report
    /// by its address; nil when nowhere.
    package var reference: String? {
        switch self {
        case .crash, .hang, .memory, .uniqueElements: nil
        case .headersPresent: "docs/strategies.md, scenario G9 (a zero-size header: MYNStickyFlowLayout re-inserts a header only when headerReferenceSize is set); CSStickyHeaderFlowLayout issue \(CS)163 (headers disappear)"
        case .footersPresent: "docs/strategies.md, `myntra` (MYNStickyFlowLayout re-inserts missing footers)"
        case .pinnedInSection: "docs/strategies.md, `floating` (seed 000 never clamps a header to its section) and scenario G4 (an empty section: Evadne's header at minus its height)"
        case .pinnedInBounds: "docs/strategies.md, scenarios G4 (an empty section) and G12 (no invalidation)"
        case .pinnedVisible: "PDKTStickySectionHeadersCollectionViewLayout pull request https://github.com/Produkt/PDKTStickySectionHeadersCollectionViewLayout/pull/5 (contentInset ignored); CSStickyHeaderFlowLayout issue \(CS)167 (contentInset.top, not adjustedContentInset, since iOS 11)"
        case .headersApart: "docs/strategies.md, `floating` (seed 000 stacks every header at the bounds' top) and scenario G1"
        case .supplementaryAboveCells: "docs/strategies.md, `yl` (a re-inserted header keeps zIndex 0); CSStickyHeaderFlowLayout issue \(CS)68 (headers behind cells)"
        case .pinContinuity: "docs/strategies.md, `myntra`; MYNStickyFlowLayout issue https://github.com/myntra/MYNStickyFlowLayout/issues/2 (scrolling not smooth)"
        case .consistentWithoutInvalidation: "docs/strategies.md, scenario G11 (rect dependence); CSStickyHeaderFlowLayout issues \(CS)144 and \(CS)166 (layout attributes changed without invalidating the layout)"
        case .rectIndependent: "docs/strategies.md, scenario G11 (the YL, MYN and CS ceilings depend on the rect queried)"
        case .noHazards: "docs/strategies.md, scenarios G4 (an empty section) and G9 (a zero-size header) under `evadne`"
        case .cleanUpdates: "docs/updates.md; CSStickyHeaderFlowLayout issues \(CS)68 and \(CS)87, \(CS)115 (headers under cells after batch updates)"
        }
    }
}

/// CSStickyHeaderFlowLayout's issue tracker, for the references.
private let CS = "https://github.com/CSStickyHeaderFlowLayout/CSStickyHeaderFlowLayout/issues/"
