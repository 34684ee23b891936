import CNcursesw
import ScrollSimKit

/// The ncurses backend: owns the screen from `open()` to `close()`.
///
/// Writes into curses' window only what changed since the last frame (`FrameDelta`: a shifted
/// band with `wscrl`, then changed columns) and refreshes once, never clearing, so ncurses' own
/// diff turns an unchanged frame into no output and a one-row scroll into a scroll-region shift.
package final class CursesTerminal: TerminalBackend {
    /// True when the locale is UTF-8 (else draw ASCII).
    package let isUTF8: Bool
    private let window: ss_window
    private var isOpen = true
    /// Reads in a row that found the terminal readable and got nothing (its input is gone).
    private var spuriousErrors = 0
    /// Set when the last read stopped before the input ran dry (ncurses may hold bytes already).
    private var inputMayBeQueued = false
    /// Watched files whose changes also end a wait: `readEvents` then returns `.filesChanged`
    /// (nothing when the notification concerned no watched file).
    package var fileChanges: FileChangeNotifier?
    /// The frame curses' window holds (nil: unknown, paint every cell next time).
    private var shown: Frame?
    /// The cells of the span being written (kept to reuse its storage).
    private var pending: [cchar_t] = []
    /// A blank curses character in each role's look, indexed by the role's raw value.
    private let templates: [cchar_t]
    /// Per role (by raw value): whether its look is curses' own blank (normal attributes, colour
    /// pair 0), so a space in it shows the same as a cell curses has never written.
    private let plainLooks: [Bool]
    /// True until the first frame is drawn: curses' window then holds only blanks.
    private var windowIsBlank = true
    /// Typed bytes not yet a whole character (curses' `wget_wch` would wait for up to 16 bytes).
    private var typed = TypedUTF8()
    /// Whether this view asked the terminal for SGR mouse reports itself (mode 1006).
    private var asksForSGRMouse = false

    /// Checks the environment, then starts curses on the terminal.
    /// - Throws: `TerminalSetupError` (nothing on screen changed).
    package static func open() throws -> CursesTerminal {
        let utf8 = Platform.adoptEnvironmentLocale()
        guard Platform.stdinIsTerminal else { throw TerminalSetupError.notATerminal(stream: "standard input") }
        guard Platform.stdoutIsTerminal else { throw TerminalSetupError.notATerminal(stream: "standard output") }
        let term = Platform.environment("TERM")
        guard let term, !term.isEmpty else { throw TerminalSetupError.unusableTerm(nil) }
        if term == "dumb" { throw TerminalSetupError.noCursorAddressing(term) }
        Platform.installSignalFlags()
        let screen = withSizeWithinLimits { newterm(nil, ss_stdout(), ss_stdin()) }
        guard let screen else { throw TerminalSetupError.unusableTerm(term) }
        _ = set_term(screen)
        guard ss_has_capability("cup") != 0 else {
            endwin()
            delscreen(screen)
            throw TerminalSetupError.noCursorAddressing(term)
        }
        return CursesTerminal(utf8: utf8)
    }

    private init(utf8: Bool) {
        isUTF8 = utf8
        window = ss_stdscr()
        _ = cbreak()
        _ = noecho()
        _ = nonl()
        // IEXTEN off, saved as curses' program mode: every refresh after an `endwin` puts it back,
        // and every `endwin` restores the shell's mode (saved by `newterm`).
        Platform.turnOffExtendedInput()
        _ = def_prog_mode()
        _ = keypad(window, true)
        _ = curs_set(0)
        _ = set_escdelay(25)
        // No typeahead checks during refresh: the loop drains input before it draws, and each
        // check would flush a part of the frame in its own write (six writes for a one-row step).
        _ = typeahead(-1)
        // The cursor is hidden: leave it where the last write ended instead of moving it back.
        _ = leaveok(window, true)
        _ = mousemask(SS_ALL_MOUSE_EVENTS, nil)
        _ = mouseinterval(0)
        Self.defineKeyAliases()
        asksForSGRMouse = Self.enableSGRMouse()
        let theme = Theme(colors: !Platform.noColorRequested)
        (templates, plainLooks) = Self.roleTemplates(theme)
        Self.leaveInitialState()
        Platform.installCrashHandler { _ = endwin() }
    }

    /// The largest side drawn: a bigger terminal is used up to this many columns and rows (the
    /// frame holds columns × rows cells, and ncurses' sizes are 16-bit).
    package static let maximumSide = TerminalSize.maximumSide

    /// Runs `body` (curses start-up) with `LINES`/`COLUMNS` capping an oversized terminal, so
    /// ncurses never sizes its screen past `maximumSide`.
    private static func withSizeWithinLimits<T>(_ body: () -> T) -> T {
        guard let actual = Platform.outputTerminalSize(),
              actual.columns > maximumSide || actual.rows > maximumSide else { return body() }
        let saved = (Platform.environment("LINES"), Platform.environment("COLUMNS"))
        Platform.setEnvironment("LINES", String(min(max(1, actual.rows), maximumSide)))
        Platform.setEnvironment("COLUMNS", String(min(max(1, actual.columns), maximumSide)))
        defer {
            Platform.setEnvironment("LINES", saved.0)
            Platform.setEnvironment("COLUMNS", saved.1)
        }
        return body()
    }

    /// After SIGWINCH: resizes curses to the terminal's new size, capped at `maximumSide`.
    private func adoptWindowSize() -> TerminalSize {
        if let actual = Platform.outputTerminalSize() {
            let rows = min(max(1, actual.rows), Self.maximumSide)
            let columns = min(max(1, actual.columns), Self.maximumSide)
            if rows != Int(ss_lines()) || columns != Int(ss_cols()) {
                _ = resizeterm(Int32(rows), Int32(columns))
                shown = nil
            }
        }
        return size
    }

    /// Ctrl-Z: restores the terminal, stops, and on SIGCONT either reports a termination signal
    /// that arrived while stopped (`kill %1`) or asks for a full redraw.
    /// SGR mode is left off while stopped (the shell gets no reports) and asked for again on resume.
    private func suspend() -> InputEvent {
        if asksForSGRMouse { Platform.sendToTerminal(Self.sgrMouseOff) }
        _ = endwin()
        Platform.stopSelf()
        if let signal = Platform.pendingSignal {
            Platform.ignoreTerminalOutputStops()  // we may be in the background now
            return .signal(signal)
        }
        _ = Platform.takeResumed()
        if asksForSGRMouse { Platform.sendToTerminal(Self.sgrMouseOn) }
        return .redraw
    }

    /// Takes curses out of its start-up state with an `endwin` before anything is drawn; the first
    /// frame's refresh then resumes the screen and leaves curses running. Until a program has
    /// been through `endwin` once, ncurses (6.4) flushes its output at every cursor move, so one
    /// frame left as eight `write`s instead of one; the reader of the terminal is woken for each.
    /// (A refresh here as well would compare a whole empty screen once more: 0.2 M instructions
    /// at 80x24, 1.1 M at 200x50.)
    private static func leaveInitialState() {
        _ = endwin()
    }

    /// Sequences some terminals send without keypad mode (after Ctrl-Z/fg, or a TERM mismatch).
    private static func defineKeyAliases() {
        let aliases: [(String, Int32)] = [
            ("\u{1B}[A", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}[C", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT),
            ("\u{1B}[H", KEY_HOME), ("\u{1B}[F", KEY_END), ("\u{1B}[1~", KEY_HOME), ("\u{1B}[4~", KEY_END),
            ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE), ("\u{1B}OH", KEY_HOME), ("\u{1B}OF", KEY_END),
        ]
        for (sequence, code) in aliases { _ = define_key(sequence, code) }
    }

    /// Asks for SGR mouse reports (mode 1006: any column, press and release told apart) on top of
    /// the X10 reporting ncurses turned on. A terminal without 1006 keeps sending X10 reports,
    /// which ncurses decodes; SGR reports are read after the `ESC [ <` key defined here, unless
    /// the terminal description's `kmous` is that already (ncurses then decodes them itself).
    /// True when it asked (false: the terminal description's own mouse handling does it).
    private static func enableSGRMouse() -> Bool {
        if let kmous = tigetstr("kmous"), Int(bitPattern: kmous) > 0, String(cString: kmous) == "\u{1B}[<" { return false }
        _ = define_key("\u{1B}[<", KeyDecoder.sgrMouseStart)
        Platform.sendToTerminal(sgrMouseOn)
        return true
    }

    private static let sgrMouseOn = "\u{1B}[?1006h"
    private static let sgrMouseOff = "\u{1B}[?1006l"

    package var size: TerminalSize {
        TerminalSize(columns: min(Int(ss_cols()), Self.maximumSide), rows: min(Int(ss_lines()), Self.maximumSide))
    }

    /// Puts the frame into curses' window, writing only what differs from the frame already
    /// there: a scrolled band is shifted with `wscrl`, then only changed columns are written.
    package func draw(_ frame: Frame) {
        let fits = frame.size == size
        let delta = FrameDelta(from: fits ? shown : nil, to: frame)
        if let scroll = delta.scroll { shift(scroll) }
        let rows = min(frame.size.rows, Int(ss_lines()))
        let columns = min(frame.size.columns, Int(ss_cols()))
        for span in delta.spans where span.row < rows {
            let spanColumns = span.columns.clamped(to: 0..<columns)
            if windowIsBlank {
                paintSkippingBlanks(frame, row: span.row, columns: spanColumns)
            } else {
                paint(frame, row: span.row, columns: spanColumns)
            }
        }
        _ = wattr_set(window, SS_A_NORMAL, 0, nil)
        shown = fits ? frame : nil
        windowIsBlank = false
    }

    /// Paints the parts of `columns` on `row` that differ from a blank window: runs of cells other
    /// than plain spaces, joined across gaps shorter than `FrameDelta.spanGap`. The first frame of
    /// a 200x50 view is nine tenths spaces.
    private func paintSkippingBlanks(_ frame: Frame, row: Int, columns: Range<Int>) {
        let rowStart = row * frame.size.columns
        let plainLooks = self.plainLooks
        let isBlank: (Int) -> Bool = { column in
            let cell = frame.cells[rowStart + column]
            return cell.width == 1 && cell.scalar == " " && plainLooks[Int(cell.role.rawValue)]
        }
        var column = columns.lowerBound
        var run: Range<Int>?
        while column < columns.upperBound {
            if isBlank(column) { column += 1; continue }
            var end = column + 1
            while end < columns.upperBound && !isBlank(end) { end += 1 }
            if let open = run, column - open.upperBound < FrameDelta.spanGap {
                run = open.lowerBound..<end
            } else {
                if let open = run { paint(frame, row: row, columns: open) }
                run = column..<end
            }
            column = end
        }
        if let open = run { paint(frame, row: row, columns: open) }
    }

    /// Moves rows `top...bottom` of the window up by `lines` (down when negative), blanking the
    /// rows left behind. Scrolling is enabled only for the call, so writing the bottom-right cell
    /// never scrolls the window.
    private func shift(_ scroll: FrameDelta.Scroll) {
        _ = scrollok(window, true)
        _ = wsetscrreg(window, Int32(scroll.top), Int32(scroll.bottom))
        _ = wscrl(window, Int32(scroll.lines))
        _ = wsetscrreg(window, 0, ss_lines() - 1)
        _ = scrollok(window, false)
    }

    /// Writes the cells of `columns` on `row` with one `wadd_wchnstr`: each cell is its role's
    /// template (attributes and colour, made once by `setcchar`) with the cell's grapheme, so
    /// curses copies cells instead of decoding text. Continuation cells are left to curses,
    /// which marks the second column of a wide character itself (or get a blank, when curses
    /// counts the character as one column).
    private func paint(_ frame: Frame, row: Int, columns: Range<Int>) {
        if columns.isEmpty { return }
        // The line is built in a local array (the stored buffer is lent for the call), so no
        // access of the terminal's own properties is checked per cell.
        var line = pending
        pending = []
        line.removeAll(keepingCapacity: true)
        let templates = self.templates
        frame.cells.withUnsafeBufferPointer { cells in
            let rowStart = row * frame.size.columns
            for column in columns {
                let cell = cells[rowStart + column]
                if cell.isContinuation { continue }
                let template = templates[Int(cell.role.rawValue)]
                var character = template
                Self.setGrapheme(of: cell, in: &character)
                // Curses places a character by the C library's width of its first scalar; where
                // that differs from the frame's, the columns are kept the frame's (a replacement
                // character, and a blank for a wide cell's second column), so nothing drifts.
                let width = Int(cell.width)
                let cursesWidth = character.chars.0 < 0x7F ? 1 : Int(ss_wcwidth(character.chars.0))
                if cursesWidth != width && !(width == 2 && cursesWidth == 1) {
                    character = template
                    character.chars.0 = 0xFFFD
                }
                line.append(character)
                if width == 2 && cursesWidth != 2 { line.append(template) }
            }
        }
        _ = wmove(window, Int32(row), Int32(columns.lowerBound))
        _ = line.withUnsafeBufferPointer { wadd_wchnstr(window, $0.baseAddress, Int32($0.count)) }
        pending = line
    }

    /// Puts the cell's grapheme into a curses character: its scalars, as many as curses holds
    /// (a base and up to four combining ones).
    private static func setGrapheme(of cell: Cell, in character: inout cchar_t) {
        if let scalar = cell.scalar {
            character.chars.0 = wchar_t(bitPattern: scalar.value)
            return
        }
        var scalars = cell.character.unicodeScalars.makeIterator()
        withUnsafeMutableBytes(of: &character.chars) { raw in
            let slots = raw.bindMemory(to: wchar_t.self)
            for index in slots.indices {
                slots[index] = scalars.next().map { wchar_t(bitPattern: $0.value) } ?? 0
            }
        }
    }

    /// Per style role (by raw value): a space in the role's attributes and colour pair as a curses
    /// character, and whether that look is curses' own blank (normal attributes, pair 0).
    private static func roleTemplates(_ theme: Theme) -> (templates: [cchar_t], plain: [Bool]) {
        var templates = [cchar_t](repeating: cchar_t(), count: StyleRole.tableSize)
        var plain = [Bool](repeating: false, count: StyleRole.tableSize)
        let space: [wchar_t] = [32, 0]
        for role in StyleRole.allCases {
            let look = theme.look(role)
            _ = setcchar(&templates[Int(role.rawValue)], space, look.attributes, look.pair, nil)
            plain[Int(role.rawValue)] = look.attributes == SS_A_NORMAL && look.pair == 0
        }
        return (templates, plain)
    }

    package func flush() { _ = wrefresh(window) }

    package func invalidate() { _ = clearok(ss_curscr(), true) }

    /// Waits (when `timeoutMilliseconds` is not 0) for input, a watched file's change or a signal,
    /// then takes every event already queued. The wait is always `Platform.waitForInput`, never a
    /// blocking curses read: a signal that arrived after the last look at the flags (during the
    /// previous batch's handling or drawing) ends it at once, so a resize is never left unread
    /// until the next key.
    package func readEvents(timeoutMilliseconds: Int?) -> [InputEvent] {
        if let signal = Platform.pendingSignal { return [.signal(signal)] }
        let timeout = Int32(timeoutMilliseconds ?? -1)
        if inputMayBeQueued {
            // Curses may hold bytes of the last read that no wait can see: take them first.
            let queued = takeQueuedEvents()
            if !queued.isEmpty || timeout == 0 || inputMayBeQueued { return queued }
        }
        guard timeout != 0 else { return takeQueuedEvents() }
        switch Platform.waitForInput(or: fileChanges?.descriptor ?? -1, timeoutMilliseconds: timeout) {
        case .timedOut:
            spuriousErrors = 0
            return []
        case .woken: return fileChanges?.takeChanges() == true ? [.filesChanged] : []
        case .input: return takeQueuedEvents(afterReadableWait: true)
        case .interrupted:
            if let signal = Platform.pendingSignal { return [.signal(signal)] }
            // Take what the signal brought (resize, suspend, resume) without waiting.
            return takeQueuedEvents()
        }
    }

    /// Reads, without waiting, the events already queued (at most 512) and those the signal
    /// flags stand for. `afterReadableWait`: the wait said the terminal is readable, so reading
    /// nothing at all means its input is gone (end of file); after 200 such reads in a row the
    /// view ends as on SIGHUP instead of spinning.
    private func takeQueuedEvents(afterReadableWait: Bool = false) -> [InputEvent] {
        var events: [InputEvent] = []
        var readAnything = false
        wtimeout(window, 0)
        inputMayBeQueued = true
        while events.count < 512 {
            if let control = takeSignalEvent() {
                if case .signal = control { return [control] }
                events.append(control)
            }
            let result = wgetch(window)
            if Platform.takeResumed() {
                events.append(.redraw)
            }
            if let control = takeSignalEvent() {
                if case .signal = control { return [control] }
                events.append(control)
                if result == ERR { continue }
            }
            if result == ERR {
                typed.dropIncomplete()  // nothing more queued: a truncated sequence is dropped at once
                inputMayBeQueued = false
                if let signal = Platform.pendingSignal { return [.signal(signal)] }
                if afterReadableWait && !readAnything {
                    spuriousErrors += 1
                    if spuriousErrors > 200 { return [.signal(1)] }
                }
                break
            }
            spuriousErrors = 0
            readAnything = true
            events += KeyDecoder.events(forCode: result, typed: &typed, size: { self.size }, next: { self.queuedByte() })
        }
        return events
    }

    /// A byte already queued (nil when none: no wait), for the rest of a mouse report.
    private func queuedByte() -> UInt32? {
        wtimeout(window, 0)
        let code = wgetch(window)
        return (0...255).contains(code) ? UInt32(code) : nil
    }

    /// A suspend (SIGTSTP) or resize (SIGWINCH) that arrived, as the event it turns into.
    private func takeSignalEvent() -> InputEvent? {
        if Platform.takeStopRequested() { return suspend() }
        if Platform.takeWindowChanged() { return .resize(adoptWindowSize()) }
        return nil
    }

    /// Restores the terminal (cursor, modes, main screen). Safe to call more than once.
    package func close() {
        guard isOpen else { return }
        isOpen = false
        Platform.disarmCrashHandler()
        if isendwin() { return }  // restored already (stopped, then terminated while stopped)
        _ = curs_set(1)
        if asksForSGRMouse { Platform.sendToTerminal(Self.sgrMouseOff) }
        _ = mousemask(0, nil)
        endwin()
    }

    deinit { close() }
}
