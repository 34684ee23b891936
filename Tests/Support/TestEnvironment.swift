import Foundation

/// What the end-to-end tests give the programs they start, from one place for every system.
package enum TestEnvironment {
    /// A UTF-8 locale the system has. macOS lacks `C.UTF-8` before some release (the sources
    /// disagree which), while every macOS has `en_US.UTF-8`; Debian and Ubuntu images have only
    /// `C.UTF-8` for certain.
    #if os(Linux)
    package static let utf8Locale = "C.UTF-8"
    #else
    package static let utf8Locale = "en_US.UTF-8"
    #endif

    /// The `stty` settings each tmux pane's terminal gets before its shell starts. In CI's macOS
    /// simulation (`SCROLLSIM_PTY_MODES=macos`, set by .ci/run) the modes a macOS pty starts with and a
    /// Linux one does not: `ixany` and `imaxbel` (xnu `bsd/sys/ttydefaults.h`, `TTYDEF_IFLAG`), with
    /// `iexten`, on in both. Otherwise none: the system's own defaults.
    package static var paneSettings: String? {
        ProcessInfo.processInfo.environment["SCROLLSIM_PTY_MODES"] == "macos" ? "ixany imaxbel iexten" : nil
    }

    /// The environment of the live view in a tmux pane: UTF-8, `TERM` (tmux's own entry unless
    /// given), and a `PATH` of the system's tools only.
    package static func pane(term: String = "tmux-256color") -> [String: String] {
        ["LANG": utf8Locale, "TERM": term, "PATH": "/usr/bin:/bin"]
    }
}
