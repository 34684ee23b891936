/// One terminal cell: a grapheme and its style role.
///
/// A wide grapheme (display width 2) sits in its first cell with `width == 2`; the cell to its
/// right is a continuation cell (`width == 0`) that draws nothing of its own.
///
/// Plain data (no references), so a frame of cells is copied, compared and freed as bytes: a
/// one-scalar grapheme is stored as its scalar value, a longer one as its number in
/// `GraphemeTable`.
package struct Cell: Hashable, Sendable {
    /// The scalar value, or `GraphemeTable.tag` plus the grapheme's number in the table.
    private var code: UInt32
    /// Display width: 1 for most graphemes, 2 for wide ones, 0 for a continuation cell.
    package var width: UInt8
    /// How to style the cell.
    package var role: StyleRole
    /// Always zero: fills the cell to eight bytes with no padding, so rows compare as words.
    private var reserved: UInt16 = 0

    package init(_ character: Character, width: UInt8 = 1, role: StyleRole = .plain) {
        var scalars = character.unicodeScalars.makeIterator()
        let first = scalars.next()
        if let first, scalars.next() == nil {
            code = first.value
        } else {
            code = GraphemeTable.tag | GraphemeTable.shared.number(of: character)
        }
        self.width = width
        self.role = role
    }

    /// A cell holding one scalar.
    package init(scalar: Unicode.Scalar, width: UInt8 = 1, role: StyleRole = .plain) {
        code = scalar.value
        self.width = width
        self.role = role
    }

    /// The grapheme drawn in the cell (a space for empty cells, ignored for continuation cells).
    package var character: Character {
        if code & GraphemeTable.tag != 0 { return GraphemeTable.shared.grapheme(numbered: code & ~GraphemeTable.tag) }
        return Character(Unicode.Scalar(code) ?? " ")
    }

    /// The grapheme's only scalar, or nil for a grapheme of several scalars.
    package var scalar: Unicode.Scalar? {
        code & GraphemeTable.tag == 0 ? Unicode.Scalar(code) : nil
    }

    /// `character` as a one-column cell of `role`; nil when it is not one column wide.
    package static func narrow(_ character: Character, role: StyleRole) -> Cell? {
        DisplayWidth.of(character) == 1 ? Cell(character, role: role) : nil
    }

    /// An empty cell (a space).
    package static let blank = Cell(scalar: " ")

    /// The right half of a wide grapheme.
    package static func continuation(role: StyleRole) -> Cell { Cell(scalar: " ", width: 0, role: role) }

    /// True for the right half of a wide grapheme.
    package var isContinuation: Bool { width == 0 }

    /// The cell's eight bytes as one word (a cell is plain data with no padding, as
    /// `CellStorageTests` checks): equal cells, and only they, give equal words.
    var word: UInt64 { unsafeBitCast(self, to: UInt64.self) }
}
