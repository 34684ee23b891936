/// Writes a frame as ANSI text: every row addressed, styled by role with SGR colours that match the
/// live view's palette. Used for asciicast recordings, which have no terminfo to consult.
package enum AnsiFrameEncoder {
    /// A full repaint of `frame`: cursor home, then each row with its styles, cursor hidden.
    package static func repaint(_ frame: Frame, colors: Bool = true) -> String {
        var out = "\u{1B}[?25l\u{1B}[H"
        for row in 0..<frame.size.rows {
            out += "\u{1B}[\(row + 1);1H"
            for run in frame.runs(row: row) {
                out += "\u{1B}[0;" + sgr(run.role, colors: colors) + "m" + run.text
            }
            out += "\u{1B}[0m"
        }
        return out
    }

    /// The SGR parameters for a role (after a reset).
    package static func sgr(_ role: StyleRole, colors: Bool) -> String {
        if !colors {
            switch role {
            case .header, .pinnedMarker: return "7;1"
            case .footer, .insetBar, .status: return "7"
            case .parallax: return "7;2"
            case .ghost, .indicatorTrack, .hint, .divider: return "2"
            case .indicatorThumb, .panelTitle: return "1"
            case .statusWarn: return "7;1;4"
            case .plain, .cellBorder, .cellLabel, .panel: return "0"
            case .pinnedElement: return "7;1;4"
            case .pushedElement: return "7;4"
            case .reinsertedElement: return "1;4"
            case .hiddenElement: return "2;9"
            case .searchMatch: return "7;1;4"
            }
        }
        switch role {
        case .plain, .cellLabel, .panel: return "0"
        case .cellBorder: return "36"
        case .header: return "1;37;44"
        case .footer: return "30;46"
        case .parallax: return "1;30;43"
        case .pinnedMarker: return "1;33;44"
        case .ghost: return "1;35"
        case .insetBar: return "30;47"
        case .indicatorTrack: return "2"
        case .indicatorThumb: return "1;36"
        case .status: return "7"
        case .statusWarn: return "1;37;41"
        case .hint: return "2"
        case .panelTitle: return "1;36"
        case .divider: return "2"
        case .pinnedElement: return "1;30;103"
        case .pushedElement: return "1;97;45;4"
        case .reinsertedElement: return "1;97;41"
        case .hiddenElement: return "2;9"
        case .searchMatch: return "1;30;102"
        }
    }
}
