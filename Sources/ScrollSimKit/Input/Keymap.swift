import StickyLayout

/// Maps input events to actions: a pure function, the same in the live view and in scripts.
public enum Keymap {
    /// Rows one wheel notch scrolls.
    public static let rowsPerWheelNotch = 3

    /// The action for `event`, or nil when the event means nothing.
    public static func action(for event: InputEvent) -> Action? {
        switch event {
        case .key(let key): action(for: key)
        case .wheel(let up): .scrollRows(up ? -rowsPerWheelNotch : rowsPerWheelNotch)
        case .resize(let size): .resize(size)
        case .tick: .tick
        case .signal: .quit
        case .redraw: .redraw
        }
    }

    /// The action for a key press.
    public static func action(for key: Key) -> Action? {
        switch key {
        case .up: .scrollRows(-1)
        case .down: .scrollRows(1)
        case .pageUp: .scrollPages(-1)
        case .pageDown: .scrollPages(1)
        case .home: .scrollToEnd(false)
        case .end: .scrollToEnd(true)
        case .tab: .cycleStrategy(1)
        case .backTab: .cycleStrategy(-1)
        case .left: .cycleFocus(-1)
        case .right: .cycleFocus(1)
        case .escape: .dismiss
        case .enter: nil
        case .function(1): .toggle(.help)
        case .function(let n) where n >= 2 && n <= 12: .selectStrategyNumber(n - 1)
        case .function: nil
        case .control("l"): .redraw
        case .control("c"): .quit
        case .control("f"): .scrollPages(1)
        case .control("b"): .scrollPages(-1)
        case .control: nil
        case .character(let c): action(for: c)
        }
    }

    private static func action(for character: Character) -> Action? {
        switch character {
        case "j": .scrollRows(1)
        case "k": .scrollRows(-1)
        case " ": .scrollPages(1)
        case "b": .scrollPages(-1)
        case "g", "<": .scrollToEnd(false)
        case "G", ">": .scrollToEnd(true)
        case "h": .cycleFocus(-1)
        case "l": .cycleFocus(1)
        case "o": .toggle(.ghost)
        case "i": .toggle(.inspector)
        case "s": .toggle(.indicator)
        case "?": .toggle(.help)
        case "e": .toggle(.bounce)
        case "n": .toggleFault(.noInvalidationOnBoundsChange)
        case "r": .toggleFault(.noReinsertion)
        case "z": .toggleFault(.noZIndexRaise)
        case "q", "Q": .quit
        default: nil
        }
    }

    /// Key help, as (keys, what they do) pairs, for the help overlay.
    public static let help: [(keys: String, action: String)] = [
        ("↑ ↓  j k", "scroll one row"),
        ("PgUp PgDn  b space", "scroll one page"),
        ("Home End  g G", "top / bottom"),
        ("wheel", "scroll \(rowsPerWheelNotch) rows a notch"),
        ("Tab  Shift-Tab", "next / previous strategy"),
        ("F2 … F12", "strategy 1 … 11 (numbers below)"),
        ("← →  h l", "focus pane (split view)"),
        ("o", "ghost outlines (natural frames)"),
        ("i", "inspector: attributes, diagnostics"),
        ("e", "rubber-band bounce on/off"),
        ("s", "scroll indicator on/off"),
        ("n r z", "faults: no invalidation, no re-insertion, no zIndex"),
        ("Ctrl-L", "repaint"),
        ("? Esc", "help on / off"),
        ("q  Ctrl-C", "quit"),
    ]
}
