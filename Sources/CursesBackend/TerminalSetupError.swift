/// Why the live view cannot start: each message is one line naming the problem and the fix.
package enum TerminalSetupError: Error, Sendable, CustomStringConvertible {
    case notATerminal(stream: String)
    case unusableTerm(String?)
    case noCursorAddressing(String)

    package var description: String {
        switch self {
        case .notATerminal(let stream):
            "\(stream) is not a terminal; run it in a terminal, or use `scrollsim render --size 80x24 --offset N` for text output"
        case .unusableTerm(let term?):
            "TERM='\(Self.shown(term))' is not a terminal type this system knows; set TERM (e.g. xterm-256color), or use `scrollsim render` for text output"
        case .unusableTerm(nil):
            "TERM is not set; set TERM (e.g. xterm-256color), or use `scrollsim render` for text output"
        case .noCursorAddressing(let term):
            "TERM='\(Self.shown(term))' cannot move the cursor; use a full terminal (e.g. TERM=xterm-256color), or `scrollsim render` for text output"
        }
    }

    /// The TERM value as a message quotes it: a long one elided to its start and its length, so
    /// the reason and the fix (`scrollsim render`) stay on the line.
    static func shown(_ term: String) -> String {
        term.count > 60 ? "\(term.prefix(40))…(\(term.count) characters)" : term
    }
}
