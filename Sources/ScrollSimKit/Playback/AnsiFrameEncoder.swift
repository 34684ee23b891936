/// Writes a frame as ANSI text: every row addressed, styled by role with the SGR codes of the
/// shared `Palette` (the live view's look). Used for asciicast recordings, which have no terminfo
/// to consult.
package enum AnsiFrameEncoder {
    /// Shows the cursor again (a recording ends with it: its frames hide the cursor).
    package static let showCursor = "\u{1B}[?25h"

    /// A full repaint of `frame`: cursor home, then each row with its styles, cursor hidden.
    package static func repaint(_ frame: Frame, palette: Palette = .color) -> String {
        var out = "\u{1B}[?25l\u{1B}[H"
        for row in 0..<frame.size.rows {
            out += "\u{1B}[\(row + 1);1H"
            for run in frame.runs(row: row) {
                out += "\u{1B}[0;" + sgr(palette.look(run.role)) + "m" + run.text
            }
            out += "\u{1B}[0m"
        }
        return out
    }

    /// The SGR parameters for a look (after a reset): attributes, then foreground, then background.
    package static func sgr(_ look: RoleLook) -> String {
        var codes: [Int] = []
        if look.bold { codes.append(1) }
        if look.dim { codes.append(2) }
        if look.underline { codes.append(4) }
        if look.reverse { codes.append(7) }
        if look.strikethrough { codes.append(9) }
        if let foreground = look.foreground { codes.append(foreground.foregroundSGR) }
        if let background = look.background { codes.append(background.backgroundSGR) }
        return codes.isEmpty ? "0" : codes.map(String.init).joined(separator: ";")
    }
}
