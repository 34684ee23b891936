/// What a session shows besides the panes' layout: the view toggles, the strategy picker, the
/// help and report panels, the hint line's message and notice, and the search highlight.
/// The session's `update` alone changes them (a `Scene` carries a copy to the renderer); nothing
/// here reaches the engine, and `toggles.bounce` mirrors the engine's `scroll.bounces`.
package struct Overlays: Sendable {
    /// Display toggles.
    package var toggles: ViewToggles
    /// The row selected in the strategy picker, or nil while it is closed.
    package var pickerSelection: Int?
    /// A lasting line for the hint row (a strategy file reloaded, a recording's progress); nil = none.
    package var notice: String?
    /// A transient line for the hint row (search result, report written); cleared by the next key.
    package var message: String?
    /// The reproduction shown over the panes after `y` (nil when closed).
    package var reportLines: [String]?
    /// First line of the help overlay and of the inspector's list shown (scrolling).
    package var helpScroll = 0
    package var inspectorScroll = 0
    /// The last search text (`n`/`N` repeat it).
    package var lastSearch: String?
    /// Which of the last search's matches `n`/`N` showed last (their order top to bottom).
    package var searchMatch: Int?
    /// True while the last search's matches are highlighted (from a search until Esc).
    package var highlightsSearch = false

    /// The text whose matches are highlighted (labels containing it, case-insensitive); nil: none.
    package var searchHighlight: String? { highlightsSearch ? lastSearch : nil }

    /// Scrolls the help overlay, or else the inspector, by `rows`; false when neither is shown.
    mutating func scrollPanel(by rows: Int) -> Bool {
        if toggles.help {
            helpScroll = max(0, min(helpScroll + rows, 1000))
        } else if toggles.inspector {
            inspectorScroll = max(0, min(inspectorScroll + rows, 100_000))
        } else {
            return false
        }
        return true
    }

    /// Esc: closes the report, else ends the search highlight, else closes the help; false when
    /// nothing was open.
    mutating func dismiss() -> Bool {
        if reportLines != nil { reportLines = nil; return true }
        if !toggles.help && highlightsSearch { highlightsSearch = false; return true }
        guard toggles.help else { return false }
        toggles.help = false
        return true
    }
}
