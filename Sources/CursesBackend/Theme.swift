import CNcursesw
import ScrollSimKit

/// How each style role looks: colour pairs on colour terminals, attributes only under
/// `NO_COLOR` or on monochrome terminals. Backgrounds default to the user's (`use_default_colors`).
struct Theme {
    struct Look {
        var attributes: attr_t
        var pair: Int16
    }

    /// Indexed by the role's raw value.
    private var looks: [Look] = []

    /// Starts colours when wanted and available, and builds the role table.
    init(colors wantColors: Bool) {
        let colors = wantColors && has_colors()
        if colors {
            start_color()
            _ = use_default_colors()
        }
        looks = Array(repeating: Look(attributes: SS_A_NORMAL, pair: 0), count: StyleRole.tableSize)
        for role in StyleRole.allCases {
            looks[Int(role.rawValue)] = colors ? Self.colorLook(role) : Self.monochromeLook(role)
        }
    }

    func look(_ role: StyleRole) -> Look {
        let index = Int(role.rawValue)
        return index < looks.count ? looks[index] : Look(attributes: SS_A_NORMAL, pair: 0)
    }

    private static func pair(_ number: Int16, _ foreground: Int32, _ background: Int32) -> Int16 {
        _ = init_pair(number, Int16(foreground), Int16(background))
        return number
    }

    private static func colorLook(_ role: StyleRole) -> Look {
        let defaultColor: Int32 = -1
        switch role {
        case .plain, .cellLabel, .panel: return Look(attributes: SS_A_NORMAL, pair: 0)
        case .cellBorder: return Look(attributes: SS_A_NORMAL, pair: pair(1, COLOR_CYAN, defaultColor))
        case .header: return Look(attributes: SS_A_BOLD, pair: pair(2, COLOR_WHITE, COLOR_BLUE))
        case .footer: return Look(attributes: SS_A_NORMAL, pair: pair(3, COLOR_BLACK, COLOR_CYAN))
        case .parallax: return Look(attributes: SS_A_BOLD, pair: pair(4, COLOR_BLACK, COLOR_YELLOW))
        case .pinnedMarker: return Look(attributes: SS_A_BOLD, pair: pair(5, COLOR_YELLOW, COLOR_BLUE))
        case .ghost: return Look(attributes: SS_A_BOLD, pair: pair(6, COLOR_MAGENTA, defaultColor))
        case .insetBar: return Look(attributes: SS_A_NORMAL, pair: pair(7, COLOR_BLACK, COLOR_WHITE))
        case .indicatorTrack: return Look(attributes: SS_A_DIM, pair: 0)
        case .indicatorThumb: return Look(attributes: SS_A_BOLD, pair: pair(8, COLOR_CYAN, defaultColor))
        case .status: return Look(attributes: SS_A_REVERSE, pair: 0)
        case .statusWarn: return Look(attributes: SS_A_BOLD, pair: pair(9, COLOR_WHITE, COLOR_RED))
        case .hint: return Look(attributes: SS_A_DIM, pair: 0)
        case .panelTitle: return Look(attributes: SS_A_BOLD, pair: pair(10, COLOR_CYAN, defaultColor))
        case .divider: return Look(attributes: SS_A_DIM, pair: 0)
        case .pinnedElement: return Look(attributes: SS_A_BOLD, pair: pair(11, COLOR_BLACK, COLOR_YELLOW))
        case .pushedElement: return Look(attributes: SS_A_BOLD | SS_A_UNDERLINE, pair: pair(12, COLOR_WHITE, COLOR_MAGENTA))
        case .reinsertedElement: return Look(attributes: SS_A_BOLD, pair: pair(13, COLOR_WHITE, COLOR_RED))
        case .hiddenElement: return Look(attributes: SS_A_DIM, pair: 0)
        case .searchMatch: return Look(attributes: SS_A_BOLD, pair: pair(14, COLOR_BLACK, COLOR_GREEN))
        }
    }

    private static func monochromeLook(_ role: StyleRole) -> Look {
        switch role {
        case .plain, .cellBorder, .cellLabel, .panel: return Look(attributes: SS_A_NORMAL, pair: 0)
        case .header, .pinnedMarker: return Look(attributes: SS_A_REVERSE | SS_A_BOLD, pair: 0)
        case .footer, .insetBar, .status: return Look(attributes: SS_A_REVERSE, pair: 0)
        case .parallax: return Look(attributes: SS_A_REVERSE | SS_A_DIM, pair: 0)
        case .ghost, .indicatorTrack, .hint, .divider: return Look(attributes: SS_A_DIM, pair: 0)
        case .indicatorThumb, .panelTitle: return Look(attributes: SS_A_BOLD, pair: 0)
        case .statusWarn: return Look(attributes: SS_A_REVERSE | SS_A_BOLD | SS_A_UNDERLINE, pair: 0)
        case .pinnedElement: return Look(attributes: SS_A_REVERSE | SS_A_BOLD | SS_A_UNDERLINE, pair: 0)
        case .pushedElement: return Look(attributes: SS_A_REVERSE | SS_A_UNDERLINE, pair: 0)
        case .reinsertedElement: return Look(attributes: SS_A_BOLD | SS_A_UNDERLINE, pair: 0)
        case .hiddenElement: return Look(attributes: SS_A_DIM, pair: 0)
        case .searchMatch: return Look(attributes: SS_A_REVERSE | SS_A_BOLD | SS_A_UNDERLINE, pair: 0)
        }
    }
}
