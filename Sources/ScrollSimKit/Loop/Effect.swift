/// What a step of the session asks the run loop to do besides keeping the new state: the
/// session changes only itself; the loop performs these (it owns the terminal and the files).
package enum Effect: Hashable, Sendable {
    /// What the frame shows may have changed: draw it.
    case redraw
    /// Forget what the terminal shows and paint every cell (Ctrl-L, a resize).
    case fullRedraw
    /// Write a reproduction of the frame on screen (`y`) and show it.
    case writeReport
    /// Start writing the session so far as a recording (`Y`).
    case startRecording
    /// End the run (`q`).
    case quit
}
