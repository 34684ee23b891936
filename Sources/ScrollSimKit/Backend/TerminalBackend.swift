/// Where frames go and input comes from: a real terminal (ncurses), or in tests a scripted one.
///
/// The run loop calls `draw` with a whole frame, then `flush` once; a backend that diffs (ncurses
/// does) turns an unchanged frame into no output and a shifted frame into a scroll.
package protocol TerminalBackend: AnyObject {
    /// The terminal's current size.
    var size: TerminalSize { get }
    /// Puts every cell of `frame` into the backend's screen (not yet visible).
    func draw(_ frame: Frame)
    /// Makes what was drawn visible.
    func flush()
    /// Forgets what the terminal shows, so the next flush repaints every cell (Ctrl-L, resume).
    func invalidate()
    /// Waits up to `timeoutMilliseconds` (nil: as long as the backend likes) for input, then returns
    /// every event already queued, in order. Empty when the wait timed out; `[.filesChanged]` when
    /// it ended because a watched file changed (backends that watch files).
    func readEvents(timeoutMilliseconds: Int?) -> [InputEvent]
}
