/// The characters of one box outline.
package struct BoxGlyphs: Hashable, Sendable {
    package var topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical: Character

    package init(_ six: String) {
        let c = Array(six)
        precondition(c.count == 6, "six glyphs: ┌┐└┘─│")
        (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = (c[0], c[1], c[2], c[3], c[4], c[5])
    }
}

/// Every character the renderer draws that is not a label: UTF-8 box drawing, or plain ASCII for
/// terminals whose locale is not UTF-8.
package struct Glyphs: Hashable, Sendable {
    /// Cells: light lines.
    package var cell: BoxGlyphs
    /// Section headers: double lines.
    package var header: BoxGlyphs
    /// Section footers: heavy lines.
    package var footer: BoxGlyphs
    /// The parallax header.
    package var parallax: BoxGlyphs
    /// Ghost outlines (natural frames of pinned elements).
    package var ghost: BoxGlyphs
    /// Decoration views a UIKit layout returns: dashed lines.
    package var decoration: BoxGlyphs
    /// Panels and overlays.
    package var panel: BoxGlyphs
    /// Scroll indicator track and thumb (vertical), and the horizontal indicator's.
    package var track, thumb: Character
    package var horizontalTrack: Character = "─"
    package var horizontalThumb: Character = "━"
    /// Split-view divider.
    package var divider: Character
    /// Marks a pinned element.
    package var pinned: String
    /// Projector theme markers: a header being pushed off, a re-inserted element, a hidden one.
    package var pushed = "▲ pushed"
    package var reinserted = "↺ re-inserted"
    package var hidden = "◌ hidden"
    /// Ends truncated text.
    package var ellipsis: Character
    /// Up and down arrows in the hint line.
    package var arrows: String
    /// True for the ASCII set.
    package var isASCII: Bool

    /// UTF-8 box drawing.
    package static let unicode = Glyphs(
        cell: BoxGlyphs("┌┐└┘─│"), header: BoxGlyphs("╔╗╚╝═║"), footer: BoxGlyphs("┏┓┗┛━┃"),
        parallax: BoxGlyphs("╒╕╘╛═│"), ghost: BoxGlyphs("┌┐└┘┄┆"), decoration: BoxGlyphs("┌┐└┘╌╎"), panel: BoxGlyphs("╭╮╰╯─│"),
        track: "│", thumb: "┃", horizontalTrack: "─", horizontalThumb: "━", divider: "│", pinned: "◆ pinned", pushed: "▲ pushed", reinserted: "↺ re-inserted", hidden: "◌ hidden", ellipsis: "…",
        arrows: "↑↓", isASCII: false)

    /// Plain ASCII, for terminals without UTF-8.
    package static let ascii = Glyphs(
        cell: BoxGlyphs("++++-|"), header: BoxGlyphs("####=#"), footer: BoxGlyphs("++++~|"),
        parallax: BoxGlyphs("%%%%%%"), ghost: BoxGlyphs("....:."), decoration: BoxGlyphs("++++.:"), panel: BoxGlyphs("++++-|"),
        track: "|", thumb: "#", horizontalTrack: "-", horizontalThumb: "=", divider: "|", pinned: "* pinned", pushed: "^ pushed", reinserted: "@ re-inserted", hidden: "- hidden", ellipsis: "~",
        arrows: "up/dn", isASCII: true)
}

extension Glyphs {
    /// The renderer's own text for this glyph set: unchanged for UTF-8; for ASCII, the few
    /// non-ASCII symbols it uses are spelled in ASCII and anything else becomes `?`.
    package func text(_ text: String) -> String {
        guard isASCII else { return text }
        var result = ""
        for character in text {
            if character.isASCII { result.append(character); continue }
            switch character {
            case "·": result.append("|")
            case "×": result.append("x")
            case "↑", "▲": result.append("^")
            case "↓": result.append("v")
            case "←": result.append("<")
            case "→": result.append(">")
            case "…": result.append("~")
            case "◆", "▶": result.append("*")
            case "↺": result.append("@")
            case "◌", "─": result.append("-")
            default: result.append("?")
            }
        }
        return result
    }
}
