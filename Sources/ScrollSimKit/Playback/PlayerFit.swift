/// How a demo frame drawn at the script's `size` is shown in a terminal of another size: placed
/// at the top left, cropped at the right and bottom when the terminal is smaller, with a note
/// saying so (the player keeps playing; enlarging the terminal shows the rest). A cropped frame
/// keeps its caption: the band is drawn again at the terminal's width, just above the rows the
/// player keeps for itself, so the words are the last thing to go.
package enum PlayerFit {
    /// `demo`'s frame in a frame of `terminal` size, its caption kept, and the note for the player
    /// line (nil when it fits). `reserved`: bottom rows the player draws over (its line and the
    /// note). A terminal smaller than a demo's smallest size (20x6) shows the too-small message instead.
    package static func fit(
        _ demo: DemoFrame, into terminal: TerminalSize, reserved: Int = 2, asciiOnly: Bool = false
    ) -> (frame: Frame, note: String?) {
        let frame = demo.frame
        var shown = Frame(size: terminal)
        guard terminal.fitsDemo else {
            TooSmallMessage.paint(have: terminal, need: .minimumDemo, glyphs: asciiOnly ? .ascii : .unicode, into: &shown)
            return (shown, nil)
        }
        if frame.size == terminal { return (frame, nil) }
        shown.blit(frame, column: 0, row: 0)
        let cropped = terminal.columns < frame.size.columns || terminal.rows < frame.size.rows
        guard cropped else { return (shown, nil) }
        if let rows = demo.captionRows, !demo.caption.isEmpty {
            for row in rows where row < terminal.rows {
                shown.fill(ScreenRect(x: 0, y: row, width: terminal.columns, height: 1), role: .plain)
            }
            CaptionOverlay.draw(demo.caption, on: &shown, above: max(0, terminal.rows - reserved))
        }
        return (shown, note(script: frame.size, terminal: terminal))
    }

    /// The longest crop note that fits a terminal's width (after the player's " · "), never cut.
    static func note(script: TerminalSize, terminal: TerminalSize) -> String {
        let s = "\(script.columns)x\(script.rows)", t = "\(terminal.columns)x\(terminal.rows)"
        let notes = [
            "script size \(s), terminal \(t): cropped, enlarge to see all",
            "script \(s), terminal \(t): cropped",
            "cropped: \(s) in \(t)",
            "cropped",
        ]
        return notes.first { DisplayWidth.of($0) + 3 <= terminal.columns } ?? notes[notes.count - 1]
    }
}
