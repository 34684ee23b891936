/// What a frame cell shows, so a backend can pick colours and attributes for it.
///
/// The renderer never names colours: it tags cells with a role, and each backend maps roles to
/// its own palette (or to bold/reverse only, under `NO_COLOR` or on a monochrome terminal).
package enum StyleRole: UInt8, Hashable, Sendable, CaseIterable {
    /// Empty background.
    case plain
    /// A cell's border.
    case cellBorder
    /// A cell's label.
    case cellLabel
    /// A section header's body and border.
    case header
    /// A section footer's body and border.
    case footer
    /// The parallax header.
    case parallax
    /// The marker on a pinned element.
    case pinnedMarker
    /// A ghost outline: where a pinned element would sit naturally.
    case ghost
    /// A content-inset bar (navigation bar, toolbar).
    case insetBar
    /// The scroll indicator's track.
    case indicatorTrack
    /// The scroll indicator's thumb.
    case indicatorThumb
    /// The status line.
    case status
    /// A warning in the status line (faults on, diagnostics, overscroll).
    case statusWarn
    /// The key hint line.
    case hint
    /// A panel or overlay body (inspector, help).
    case panel
    /// A panel or overlay title.
    case panelTitle
    /// Divider between split panes.
    case divider
    /// Projector theme: a pinned header or footer (body and border).
    case pinnedElement
    /// Projector theme: a header being pushed off by the next one.
    case pushedElement
    /// Projector theme: a re-inserted header or footer (its natural frame left the query rect).
    case reinsertedElement
    /// Projector theme: an element the layout returned hidden (drawn as an outline).
    case hiddenElement
    /// The label of an element that matches the last search (`/`).
    case searchMatch
    /// A decoration view's border and label (a UIKit layout's section background).
    case decoration
}

extension StyleRole {
    /// The length of a table indexed by raw value that has a place for every role.
    package static let tableSize = Int(allCases.map(\.rawValue).max() ?? 0) + 1
}
