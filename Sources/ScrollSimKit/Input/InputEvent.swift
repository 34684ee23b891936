/// Something that happened at the terminal, as the backend reports it.
package enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// One mouse-wheel notch; `up` scrolls toward the top of the content.
    case wheel(up: Bool)
    /// A mouse button press at a screen cell (0-based).
    case click(column: Int, row: Int)
    /// The terminal was resized to this size.
    case resize(TerminalSize)
    /// No input for a while (the run loop's timeout expired): time for spring-back steps.
    case tick
    /// A termination signal arrived (SIGINT, SIGTERM, SIGHUP): the number.
    case signal(Int32)
    /// The terminal asked for a full redraw (resumed after Ctrl-Z, Ctrl-L).
    case redraw
    /// A watched file changed on disk (the wait ended on a change notification, not a timeout):
    /// no input, a reason for the run loop to look at the files.
    case filesChanged
}
