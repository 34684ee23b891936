/// One terminal cell: a grapheme and its style role.
///
/// A wide grapheme (display width 2) sits in its first cell with `width == 2`; the cell to its
/// right is a continuation cell (`width == 0`) that draws nothing of its own.
package struct Cell: Hashable, Sendable {
    /// The grapheme drawn in the cell (a space for empty cells, ignored for continuation cells).
    package var character: Character
    /// Display width: 1 for most graphemes, 2 for wide ones, 0 for a continuation cell.
    package var width: UInt8
    /// How to style the cell.
    package var role: StyleRole

    package init(_ character: Character, width: UInt8 = 1, role: StyleRole = .plain) {
        self.character = character
        self.width = width
        self.role = role
    }

    /// An empty cell (a space).
    package static let blank = Cell(" ")

    /// The right half of a wide grapheme.
    package static func continuation(role: StyleRole) -> Cell { Cell(" ", width: 0, role: role) }

    /// True for the right half of a wide grapheme.
    package var isContinuation: Bool { width == 0 }
}
