import CNcursesw
import ScrollSimKit

/// Turns what `wgetch` returned into input events.
enum KeyDecoder {
    /// The key code ncurses returns for `ESC [ <`, the start of an SGR mouse report (defined by
    /// `CursesTerminal` when the terminal description does not decode SGR reports itself).
    static let sgrMouseStart: Int32 = 0x6E0

    /// A code from `wgetch`: a function key (`KEY_MIN` and above) or one typed byte, assembled
    /// into a character by `typed` (an invalid UTF-8 byte is dropped, never waited on); `next`
    /// reads a queued byte without waiting (nil: none), for the rest of an SGR mouse report.
    static func events(
        forCode code: Int32, typed: inout TypedUTF8, size: () -> TerminalSize, next: () -> UInt32? = { nil }
    ) -> [InputEvent] {
        if code >= KEY_MIN { return functionKey(code, size: size, next: next) }
        guard (0...255).contains(code), let scalar = typed.take(UInt8(code)) else { return [] }
        return character(scalar.value)
    }

    /// A function key (a `wgetch` code of `KEY_MIN` or more).
    static func functionKey(_ code: Int32, size: () -> TerminalSize, next: () -> UInt32? = { nil }) -> [InputEvent] {
        switch code {
        case sgrMouseStart: return sgrMouse(next)
        case KEY_UP: return [.key(.up)]
        case KEY_DOWN: return [.key(.down)]
        case KEY_LEFT: return [.key(.left)]
        case KEY_RIGHT: return [.key(.right)]
        case KEY_PPAGE: return [.key(.pageUp)]
        case KEY_NPAGE: return [.key(.pageDown)]
        case KEY_HOME, KEY_A1: return [.key(.home)]
        case KEY_END, KEY_C1: return [.key(.end)]
        case KEY_BTAB: return [.key(.backTab)]
        case KEY_ENTER: return [.key(.enter)]
        case KEY_BACKSPACE: return [.key(.backspace)]
        case KEY_RESIZE: return [.resize(size())]
        case KEY_MOUSE: return mouseEvents()
        case KEY_F0 + 1...KEY_F0 + 12: return [.key(.function(Int(code - KEY_F0)))]
        default: return []
        }
    }

    /// A character.
    static func character(_ value: UInt32) -> [InputEvent] {
        switch value {
        case 9: return [.key(.tab)]
        case 10, 13: return [.key(.enter)]
        case 27: return [.key(.escape)]
        case 8, 127: return [.key(.backspace)]
        case 1...7, 9...26: return [.key(.control(Character(Unicode.Scalar(UInt8(value) + 96))))]
        case 0, 28...31: return []
        default:
            guard let scalar = Unicode.Scalar(value) else { return [] }
            return [.key(.character(Character(scalar)))]
        }
    }

    /// The rest of an SGR mouse report, read up to its final `M` or `m` (at most a report's length).
    private static func sgrMouse(_ next: () -> UInt32?) -> [InputEvent] {
        var body = ""
        while body.utf8.count <= SGRMouseReport.maximumLength, let value = next(), let scalar = Unicode.Scalar(value) {
            body.unicodeScalars.append(scalar)
            if scalar == "M" || scalar == "m" { break }
        }
        return SGRMouseReport.events(body)
    }

    /// Wheel notches and clicks from the queued mouse events (BUTTON4 = wheel up, BUTTON5 = wheel
    /// down, BUTTON1 = a click).
    private static func mouseEvents() -> [InputEvent] {
        var events: [InputEvent] = []
        var event = MEVENT()
        while getmouse(&event) == OK {
            if event.bstate & SS_BUTTON4_PRESSED != 0 { events.append(.wheel(up: true)) }
            if event.bstate & SS_BUTTON5_PRESSED != 0 { events.append(.wheel(up: false)) }
            if event.bstate & (SS_BUTTON1_PRESSED | SS_BUTTON1_CLICKED) != 0 {
                events.append(.click(column: Int(event.x), row: Int(event.y)))
            }
            if events.count > 64 { break }
        }
        return events
    }
}
