import Foundation

/// The folders holding the loaded test bundles (`.xctest`): on macOS the build products folder,
/// which the runner (Xcode's) is not in.
enum TestBundle {
    static var directories: [URL] {
        Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map { $0.deletingLastPathComponent() }
    }
}

/// What the end-to-end tests give the programs they start, from one place for every system.
enum TestEnvironment {
    /// A UTF-8 locale the system has. macOS lacks `C.UTF-8` before some release (the sources
    /// disagree which), while every macOS has `en_US.UTF-8`; Debian and Ubuntu images have only
    /// `C.UTF-8` for certain.
    #if os(Linux)
    static let utf8Locale = "C.UTF-8"
    #else
    static let utf8Locale = "en_US.UTF-8"
    #endif

    /// The environment of the live view in a tmux pane: UTF-8, `TERM` (tmux's own entry unless
    /// given), and a `PATH` of the system's tools only.
    static func pane(term: String = "tmux-256color") -> [String: String] {
        ["LANG": utf8Locale, "TERM": term, "PATH": "/usr/bin:/bin"]
    }
}
