/// One of the sixteen ANSI colours: the eight base colours, then their bright variants.
package enum AnsiColor: UInt8, Hashable, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite

    /// The SGR parameter that sets it as the foreground (30–37, 90–97).
    package var foregroundSGR: Int { rawValue < 8 ? 30 + Int(rawValue) : 90 + Int(rawValue) - 8 }

    /// The SGR parameter that sets it as the background (40–47, 100–107).
    package var backgroundSGR: Int { foregroundSGR + 10 }

    /// The base colour of a bright one (itself for a base colour), for terminals with eight colours.
    package var base: AnsiColor { AnsiColor(rawValue: rawValue % 8)! }

    /// What exports (SVG, HTML) draw it as: `#rrggbb`.
    package var hex: String {
        switch self {
        case .black: "#1c1c1c"
        case .red: "#c83232"
        case .green: "#2ea043"
        case .yellow: "#d7b600"
        case .blue: "#2f5fb3"
        case .magenta: "#a346a8"
        case .cyan: "#1ba1b8"
        case .white: "#d8d8d8"
        case .brightBlack: "#6e6e6e"
        case .brightRed: "#f05454"
        case .brightGreen: "#4ad07a"
        case .brightYellow: "#ffe14d"
        case .brightBlue: "#5c8ff0"
        case .brightMagenta: "#d97ade"
        case .brightCyan: "#4fd2e6"
        case .brightWhite: "#ffffff"
        }
    }
}

/// How one style role looks: colours (nil = the terminal's default) and attributes.
package struct RoleLook: Hashable, Sendable {
    package var foreground: AnsiColor?
    package var background: AnsiColor?
    package var bold = false
    package var dim = false
    package var underline = false
    package var reverse = false
    /// Shown by ANSI terminals and exports; curses has no such attribute and leaves it out.
    package var strikethrough = false
}

/// The one definition of what each style role looks like: the live view's curses theme, the
/// asciicast's SGR codes and the SVG/HTML exports all read this table. The projector theme's
/// roles (`pinnedElement` …) are in it too; the renderer picks them when the theme is on.
package struct Palette: Hashable, Sendable {
    /// True for colours; false for attributes only (`NO_COLOR`, monochrome terminals, `--no-color`).
    package let colors: Bool
    /// Indexed by the role's raw value.
    private let looks: [RoleLook]

    /// Colours, as the live view shows them on a colour terminal.
    package static let color = Palette(colors: true)
    /// Bold, dim, reverse and underline only.
    package static let monochrome = Palette(colors: false)

    /// The palette with colours or without.
    package static func colors(_ on: Bool) -> Palette { on ? .color : .monochrome }

    private init(colors: Bool) {
        self.colors = colors
        var table = Array(repeating: RoleLook(), count: StyleRole.tableSize)
        for role in StyleRole.allCases {
            table[Int(role.rawValue)] = colors ? Self.colorLook(role) : Self.monochromeLook(role)
        }
        looks = table
    }

    /// The look of `role`.
    package func look(_ role: StyleRole) -> RoleLook {
        let index = Int(role.rawValue)
        return index < looks.count ? looks[index] : RoleLook()
    }

    /// The default foreground and background exports draw (a dark terminal).
    package static let defaultForeground = "#e4e4e4"
    package static let defaultBackground = "#121417"

    private static func colorLook(_ role: StyleRole) -> RoleLook {
        switch role {
        case .plain, .cellLabel, .panel: RoleLook()
        case .cellBorder: RoleLook(foreground: .cyan)
        case .header: RoleLook(foreground: .white, background: .blue, bold: true)
        case .footer: RoleLook(foreground: .black, background: .cyan)
        case .parallax: RoleLook(foreground: .black, background: .yellow, bold: true)
        case .pinnedMarker: RoleLook(foreground: .yellow, background: .blue, bold: true)
        case .ghost: RoleLook(foreground: .magenta, bold: true)
        case .insetBar: RoleLook(foreground: .black, background: .white)
        case .indicatorTrack, .hint, .divider, .decoration: RoleLook(dim: true)
        case .indicatorThumb, .panelTitle: RoleLook(foreground: .cyan, bold: true)
        case .status: RoleLook(reverse: true)
        case .statusWarn: RoleLook(foreground: .white, background: .red, bold: true)
        case .pinnedElement: RoleLook(foreground: .black, background: .brightYellow, bold: true)
        case .pushedElement: RoleLook(foreground: .brightWhite, background: .magenta, bold: true, underline: true)
        case .reinsertedElement: RoleLook(foreground: .brightWhite, background: .red, bold: true)
        case .hiddenElement: RoleLook(dim: true, strikethrough: true)
        case .searchMatch: RoleLook(foreground: .black, background: .brightGreen, bold: true)
        }
    }

    private static func monochromeLook(_ role: StyleRole) -> RoleLook {
        switch role {
        case .plain, .cellBorder, .cellLabel, .panel: RoleLook()
        case .header, .pinnedMarker: RoleLook(bold: true, reverse: true)
        case .footer, .insetBar, .status: RoleLook(reverse: true)
        case .parallax: RoleLook(dim: true, reverse: true)
        case .ghost, .indicatorTrack, .hint, .divider, .decoration: RoleLook(dim: true)
        case .indicatorThumb, .panelTitle: RoleLook(bold: true)
        case .statusWarn, .pinnedElement: RoleLook(bold: true, underline: true, reverse: true)
        case .pushedElement: RoleLook(underline: true, reverse: true)
        case .reinsertedElement: RoleLook(bold: true, underline: true)
        case .hiddenElement: RoleLook(dim: true, strikethrough: true)
        case .searchMatch: RoleLook(bold: true, underline: true, reverse: true)
        }
    }
}
