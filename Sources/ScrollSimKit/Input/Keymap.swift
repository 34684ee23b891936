import StickyLayout

/// Maps a single input event to an action, with an optional count typed before it: a pure
/// function, the same in the live view, in `render --keys` and in scripts. `KeyReader` adds the
/// state (counts, the `f` prefix, the `/` prompt).
package enum Keymap {
    /// Rows one wheel notch scrolls.
    package static let rowsPerWheelNotch = 3

    /// The action for `event` with a count typed before it (`5j`, `42G`; nil: none), or nil when
    /// the event means nothing.
    package static func action(for event: InputEvent, count: Int? = nil) -> Action? {
        switch event {
        case .key(let key): action(for: key, count: count)
        case .wheel(let up): .scrollRows(up ? -rowsPerWheelNotch : rowsPerWheelNotch)
        case .click(let column, let row): .click(column: column, row: row)
        case .resize(let size): .resize(size)
        case .tick: .tick
        case .signal: .quit
        case .redraw: .redraw
        case .filesChanged: nil
        }
    }

    /// The action for a key press; `count` multiplies movements and makes `G`/`g` go to an offset.
    package static func action(for key: Key, count: Int? = nil) -> Action? {
        let n = count ?? 1
        switch key {
        case .up: return .scrollRows(-n)
        case .down: return .scrollRows(n)
        case .pageUp: return .scrollPages(-n)
        case .pageDown: return .scrollPages(n)
        case .home: return .scrollToEnd(false)
        case .end: return .scrollToEnd(true)
        case .tab: return .cycleStrategy(1)
        case .backTab: return .cycleStrategy(-1)
        case .left: return .cycleFocus(-1)
        case .right: return .cycleFocus(1)
        case .escape: return .dismiss
        case .enter, .backspace: return nil
        case .function(1): return .toggle(.help)
        case .function(let f) where f >= 2 && f <= 12: return .selectStrategyNumber(f - 1)
        case .function: return nil
        case .control("l"): return .redraw
        case .control("r"): return .data(.reloadData)
        case .control("c"): return .quit
        case .control("f"): return .scrollPages(n)
        case .control("b"): return .scrollPages(-n)
        case .control("d"): return .scrollHalfPages(n)
        case .control("u"): return .scrollHalfPages(-n)
        case .control: return nil
        case .character(let c): return action(for: c, count: count)
        }
    }

    private static func action(for character: Character, count: Int?) -> Action? {
        let n = count ?? 1
        switch character {
        case "j": return .scrollRows(n)
        case "k": return .scrollRows(-n)
        case " ": return .scrollPages(n)
        case "b": return .scrollPages(-n)
        case "g", "<": return count.map { .scrollTo(Double($0)) } ?? .scrollToEnd(false)
        case "G", ">": return count.map { .scrollTo(Double($0)) } ?? .scrollToEnd(true)
        case "]": return .jumpSection(n)
        case "[": return .jumpSection(-n)
        case "n": return .searchAgain(forward: true)
        case "N": return .searchAgain(forward: false)
        case "J": return .scrollPanel(n)
        case "K": return .scrollPanel(-n)
        case "p": return .togglePicker
        case "h": return .cycleFocus(-1)
        case "l": return .cycleFocus(1)
        case "o": return .toggle(.ghost)
        case "i": return .toggle(.inspector)
        case "s": return .toggle(.indicator)
        case "T": return .toggle(.projector)
        case "?": return .toggle(.help)
        case "e": return .toggle(.bounce)
        case "y": return .report
        case "Y": return .recordSession
        case "a": return .data(.insertItem(nil, length: nil))
        case "d": return .data(.deleteItem(nil))
        case "A": return .data(.insertSection(nil, items: 3))
        case "D": return .data(.deleteSection(nil))
        case "m": return .data(.moveItem(nil, to: nil))
        case "P": return .data(.toggleRefreshing)
        case "L": return .data(.loadMore)
        case "u": return .data(.setAnimated(nil))
        case "q", "Q": return .quit
        default: return nil
        }
    }

    /// The fault the key after the `f` prefix switches (`f n`, `f r`, `f z`).
    package static func fault(after character: Character) -> Fault? {
        Fault.allCases.first { $0.key == character }
    }

    /// The action for `event` while the strategy picker is open: arrows and j/k move, Enter
    /// chooses, Esc or `p` closes; F-keys, Tab, resizes, ticks and quitting work as usual.
    package static func pickerAction(for event: InputEvent) -> Action? {
        guard case .key(let key) = event else { return action(for: event) }
        switch key {
        case .up, .character("k"): return .movePickerSelection(-1)
        case .down, .character("j"): return .movePickerSelection(1)
        case .pageUp: return .movePickerSelection(-10)
        case .pageDown: return .movePickerSelection(10)
        case .enter, .character(" "): return .choosePickerSelection
        case .escape, .character("p"): return .togglePicker
        case .function, .tab, .backTab, .control, .character("q"), .character("Q"): return action(for: key)
        default: return nil
        }
    }

    /// Key help, as (keys, what they do) pairs, for the help overlay and the README.
    package static let help: [(keys: String, action: String)] = [
        ("↑ ↓  j k", "scroll one row (a count first: 5j scrolls 5)"),
        ("PgUp PgDn  b space", "scroll one page"),
        ("Ctrl-D Ctrl-U", "scroll half a page"),
        ("Home End  g G", "top / bottom; a count goes to that offset: 42G"),
        ("0-9", "count for the next key (42G, 5j, 3])"),
        ("] [", "next / previous section"),
        ("/ text Enter", "search section titles and item labels (matches highlighted until Esc)"),
        ("n N", "repeat the search forward / backward"),
        ("wheel", "scroll \(rowsPerWheelNotch) rows a notch"),
        ("click", "focus the pane clicked (split view)"),
        ("Tab  Shift-Tab", "next / previous strategy"),
        ("F2 … F12", "strategy 1 … 11 (numbers below)"),
        ("p", "strategy picker: ↑↓ choose, Enter show, Esc close"),
        ("← →  h l", "focus pane (split view)"),
        ("o", "ghost outlines (natural frames)"),
        ("i", "inspector: attributes, diagnostics"),
        ("J K", "scroll the inspector (or this help)"),
        ("e", "rubber-band bounce on/off"),
        ("s", "scroll indicator on/off"),
        ("T", "projector theme (high contrast, markers)"),
        ("f n  f r  f z", "faults: no invalidation, no re-insertion, no zIndex raise (a narrow status says f n, f r, f z)"),
        ("y", "report: the command line reproducing this frame, written to a file with the frame"),
        ("Y", "recording: the session so far as an asciicast file (replayed from its keys)"),
        ("a d", "insert / delete item at the pin line"),
        ("A D", "insert / delete section at the pin line"),
        ("m", "move item to the next section"),
        ("Ctrl-R", "reloadData"),
        ("P  L", "refresh on/off (or pull) / load more"),
        ("u", "animate updates on/off"),
        ("Ctrl-L", "repaint"),
        ("? F1  Esc", "help on / off (j k PgUp PgDn scroll it)"),
        ("q  Ctrl-C", "quit"),
    ]
}
