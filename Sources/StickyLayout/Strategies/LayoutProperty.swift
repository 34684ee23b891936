/// A property of a strategy's answers that `scrollsim check` verifies on generated scenarios.
///
/// A strategy declares the ones it intends to hold (`StickyStrategy.declaredProperties`): a
/// violation of a declared property is a failure, a violation of any other is a finding.
/// The raw values are stable identifiers (they appear in reports and JSON).
public enum LayoutProperty: String, Hashable, Sendable, CaseIterable {
    /// The layout does not crash: no step ends in a signal or an abort (a trap, a failed
    /// precondition, an index out of range). Always declared: `check` runs each case in a worker
    /// process and survives it.
    case crash = "crash"
    /// The layout does not hang: every step finishes within `check`'s time budget. Always declared.
    case hang = "hang"
    /// The layout's memory stays bounded: the worker stays under `check`'s memory bound. Always declared.
    case memory = "memory"
    /// No element (kind and index path) appears twice in one answer.
    case uniqueElements = "unique-elements"
    /// A section with a visible cell has its (non-zero) header in the answer for the bounds.
    case headersPresent = "headers-present"
    /// A section with a visible cell has its (non-zero) footer in the answer for the bounds.
    case footersPresent = "footers-present"
    /// A header or footer moved from its natural frame stays inside its own section's span.
    case pinnedInSection = "pinned-in-section"
    /// A header or footer moved from its natural frame intersects the bounds or the query rect.
    case pinnedInBounds = "pinned-in-bounds"
    /// A header moved from its natural frame starts at or after the pin line (the bounds' start
    /// plus the adjusted content inset: bars, refresh control, safe area) unless its section's
    /// last item pushes it up; a moved footer mirrors this at the far edge.
    case pinnedVisible = "pinned-visible"
    /// No two headers of one answer overlap.
    case headersApart = "headers-apart"
    /// A header or footer that overlaps a cell has a higher zIndex than the cell.
    case supplementaryAboveCells = "supplementary-above-cells"
    /// Between two scroll steps a header or footer moves no further than the offset did.
    case pinContinuity = "pin-continuity"
    /// No index path gets two frames without an invalidation in between (UIKit's assertion).
    case consistentWithoutInvalidation = "consistent-without-invalidation"
    /// An element's attributes do not depend on the rectangle queried.
    case rectIndependent = "rect-independent"
    /// The engine reports no crash-class or undefined-behaviour hazard.
    case noHazards = "no-hazards"
    /// A batch update run while scrolled shows none of the hazards the engine reports for updates
    /// (`update.supplementaryUnderCell` at the animation's start, half-way, at its end or after
    /// it, `update.headerMissing`). Not in `.all`: it depends on the initial and final attributes,
    /// which the simulator chooses for a built-in strategy where UIKit is not public
    /// (docs/updates.md; a UIKit subclass gives its own), so a strategy declares it by name.
    case cleanUpdates = "clean-updates"
}

extension Set where Element == LayoutProperty {
    /// Every property of the answers to queries (all but `cleanUpdates`).
    public static var all: Set<LayoutProperty> { Set(LayoutProperty.allCases.filter { $0 != .cleanUpdates }) }

    /// What a process must survive, declared by every strategy whatever it lists: a crash, a hang
    /// or runaway memory is always a failure.
    public static var survival: Set<LayoutProperty> { [.crash, .hang, .memory] }
}
