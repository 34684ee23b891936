/// How a demo frame drawn at the script's `size` is shown in a terminal of another size: placed
/// at the top left, cropped at the right and bottom when the terminal is smaller, with a note
/// saying so (the player keeps playing; enlarging the terminal shows the rest).
package enum PlayerFit {
    /// `frame` in a frame of `terminal` size, and the note for the player line (nil when it fits).
    /// A terminal smaller than a demo's smallest size (20x6) shows the too-small message instead.
    package static func fit(_ frame: Frame, into terminal: TerminalSize, asciiOnly: Bool = false) -> (frame: Frame, note: String?) {
        var shown = Frame(size: terminal)
        guard terminal.fitsDemo else {
            TooSmallMessage.paint(have: terminal, need: .minimumDemo, glyphs: asciiOnly ? .ascii : .unicode, into: &shown)
            return (shown, nil)
        }
        if frame.size == terminal { return (frame, nil) }
        shown.blit(frame, column: 0, row: 0)
        let cropped = terminal.columns < frame.size.columns || terminal.rows < frame.size.rows
        let note = cropped
            ? "script size \(frame.size.columns)x\(frame.size.rows), terminal \(terminal.columns)x\(terminal.rows): cropped, enlarge to see all"
            : nil
        return (shown, note)
    }
}
