import CPlatform

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The live view's terminal mode beyond what curses sets: the same termios call on Linux and
/// Darwin (`ss_turn_off_extended_input`, CPlatform).
extension Platform {
    /// Turns off extended input processing (IEXTEN) on standard input, which `cbreak()` leaves on.
    /// On macOS it keeps Ctrl-O (output discarded), Ctrl-Y (delayed suspend) and Ctrl-V (next key
    /// swallowed) acting in the view; Linux ignores them outside canonical mode. Call it before
    /// curses' `def_prog_mode()`, so curses re-applies it when it resumes, while every `endwin()`
    /// (exit, Ctrl-Z, signals, crashes) puts back the mode the shell had.
    package static func turnOffExtendedInput() { _ = ss_turn_off_extended_input(STDIN_FILENO) }
}
