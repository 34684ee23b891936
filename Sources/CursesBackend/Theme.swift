import CNcursesw
import ScrollSimKit

/// How each style role looks on this terminal: the shared `Palette` turned into curses colour
/// pairs and attributes (attributes only under `NO_COLOR` or on monochrome terminals).
/// Backgrounds default to the user's (`use_default_colors`); bright colours fall back to their
/// base colour on an eight-colour terminal.
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
        let palette = Palette.colors(colors)
        let bright = ss_colors() >= 16
        looks = Array(repeating: Look(attributes: SS_A_NORMAL, pair: 0), count: StyleRole.tableSize)
        for role in StyleRole.allCases {
            looks[Int(role.rawValue)] = Self.look(palette.look(role), pairNumber: Int16(role.rawValue) + 1, bright: bright)
        }
    }

    func look(_ role: StyleRole) -> Look {
        let index = Int(role.rawValue)
        return index < looks.count ? looks[index] : Look(attributes: SS_A_NORMAL, pair: 0)
    }

    /// The curses form of `look`: its attributes, and a pair numbered `pairNumber` when it has colours.
    private static func look(_ look: RoleLook, pairNumber: Int16, bright: Bool) -> Look {
        var attributes = SS_A_NORMAL
        if look.bold { attributes |= SS_A_BOLD }
        if look.dim { attributes |= SS_A_DIM }
        if look.underline { attributes |= SS_A_UNDERLINE }
        if look.reverse { attributes |= SS_A_REVERSE }
        guard look.foreground != nil || look.background != nil else { return Look(attributes: attributes, pair: 0) }
        func index(_ color: AnsiColor?) -> Int16 {
            guard let color else { return -1 }
            return Int16((bright ? color : color.base).rawValue)
        }
        _ = init_pair(pairNumber, index(look.foreground), index(look.background))
        return Look(attributes: attributes, pair: pairNumber)
    }
}
