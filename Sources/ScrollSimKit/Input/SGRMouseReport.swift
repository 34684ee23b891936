/// An xterm SGR mouse report (mode 1006): `ESC [ < b ; x ; y M` for a press, `m` for a release,
/// with 1-based decimal coordinates, so columns past 223 (the limit of the X10 byte encoding)
/// arrive intact. The backend reads the bytes after `ESC [ <`; this turns them into events.
package enum SGRMouseReport {
    /// The longest report body read (`b;x;y` and the final byte); a longer one is dropped.
    package static let maximumLength = 24

    /// The events of one report body (`0;230;5M`): a wheel notch for buttons 64/65, a click for
    /// a left-button press; nothing for releases, motion, other buttons or a malformed body.
    package static func events(_ body: String) -> [InputEvent] {
        guard body.utf8.count <= maximumLength, let final = body.last, final == "M" || final == "m" else { return [] }
        let fields = body.dropLast().split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, let button = Int(fields[0]), let x = Int(fields[1]), let y = Int(fields[2]),
              (0...1023).contains(button), x >= 1, y >= 1 else { return [] }
        // Bits 2-4 are Shift/Meta/Ctrl; bit 5 is motion.
        let code = button & ~0b11100
        guard final == "M", button & 32 == 0 else { return [] }
        switch code {
        case 64: return [.wheel(up: true)]
        case 65: return [.wheel(up: false)]
        case 0: return [.click(column: x - 1, row: y - 1)]
        default: return []
        }
    }
}
