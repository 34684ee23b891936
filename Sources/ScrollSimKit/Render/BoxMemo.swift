import StickyLayout

/// Element boxes the last frame painted, kept so the next frame copies a box that only moved
/// instead of painting it again: on a scroll step nearly every box is a box of the last frame,
/// a row higher or lower.
///
/// A box is found by its element (kind and index path) near where the last frame painted it
/// (both frames paint in the same order), and used only when everything its cells depend on is
/// the same (`Box.shows`). It holds the box's columns inside the clip and all its rows, so it
/// serves whichever rows show. Boxes taller than the viewport are not kept, nor more than
/// `cellLimit` cells in all; a box the last frame did not paint is dropped.
package struct BoxMemo: Sendable {
    /// One painted box.
    final class Box: Sendable {
        let kind: ElementKind
        let indexPath: IndexPath
        let label: String
        let marker: String?
        let roles: Roles
        let width: Int
        let height: Int
        /// The columns of the box inside the clip, relative to its left edge.
        let clipStart: Int
        let clipEnd: Int
        /// `height` rows of `clipEnd - clipStart` cells.
        let cells: [Cell]
        /// True when `cells` hold a wide grapheme.
        let holdsWide: Bool

        init(kind: ElementKind, indexPath: IndexPath, label: String, marker: String?, roles: Roles, width: Int, height: Int,
             clipStart: Int, clipEnd: Int, cells: [Cell]) {
            self.kind = kind
            self.indexPath = indexPath
            self.label = label
            self.marker = marker
            self.roles = roles
            self.width = width
            self.height = height
            self.clipStart = clipStart
            self.clipEnd = clipEnd
            self.cells = cells
            holdsWide = cells.contains { $0.width != 1 }
        }

        /// True when this box is what painting these inputs gives.
        func shows(label: String, marker: String?, roles: Roles, width: Int, height: Int, clipStart: Int, clipEnd: Int) -> Bool {
            self.width == width && self.height == height && self.clipStart == clipStart && self.clipEnd == clipEnd
                && self.roles == roles && self.label == label && self.marker == marker
        }
    }

    /// The painter's roles for a box, and its marker's.
    struct Roles: Equatable, Sendable {
        var border: StyleRole
        var fill: StyleRole
        var label: StyleRole
        var marker: StyleRole
    }

    /// How far from where it is expected a box is looked for, each way.
    static let reach = 4

    /// The most cells kept in all.
    let cellLimit: Int
    /// Boxes painted by the last frame, in paint order.
    private var previous: [Box] = []
    /// Where in `previous` the next box is expected.
    private var cursor = 0
    /// Boxes painted by this frame so far.
    private var current: [Box] = []
    private var currentCells = 0
    /// The glyphs every kept box was drawn with.
    private var glyphs: BoxLook?

    /// The glyphs a box's cells depend on: the four kinds' boxes and the ellipsis of a cut label
    /// (markers are compared with each box).
    struct BoxLook: Equatable, Sendable {
        var cell, header, footer, parallax: BoxGlyphs
        var ellipsis: Character

        init(_ glyphs: Glyphs) {
            cell = glyphs.cell
            header = glyphs.header
            footer = glyphs.footer
            parallax = glyphs.parallax
            ellipsis = glyphs.ellipsis
        }
    }

    package init(cellLimit: Int = 200_000) {
        self.cellLimit = cellLimit
    }

    /// Starts a frame drawn with `glyphs`: boxes of the frame before last are dropped, and all
    /// boxes when the glyphs changed.
    mutating func beginFrame(glyphs: Glyphs) {
        let look = BoxLook(glyphs)
        if self.glyphs != look {
            self.glyphs = look
            current = []
        }
        swap(&previous, &current)
        current.removeAll(keepingCapacity: true)
        currentCells = 0
        cursor = 0
    }

    /// The last frame's box of the element when it shows the same, kept for the next frame too.
    mutating func box(
        kind: ElementKind, indexPath: IndexPath, label: String, marker: String?, roles: Roles, width: Int, height: Int,
        clipStart: Int, clipEnd: Int
    ) -> Box? {
        let low = max(0, cursor - Self.reach), high = min(previous.count, cursor + Self.reach + 1)
        guard low < high else { return nil }
        for index in low..<high where previous[index].indexPath == indexPath && previous[index].kind == kind {
            cursor = index + 1
            let box = previous[index]
            guard box.shows(label: label, marker: marker, roles: roles, width: width, height: height,
                            clipStart: clipStart, clipEnd: clipEnd) else { return nil }
            keep(box)
            return box
        }
        return nil
    }

    /// Keeps a box this frame painted, unless the limit is reached.
    mutating func keep(_ box: Box) {
        guard currentCells + box.cells.count <= cellLimit else { return }
        currentCells += box.cells.count
        current.append(box)
    }
}
