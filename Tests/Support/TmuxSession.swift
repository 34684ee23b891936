import Foundation

/// A private tmux server running one shell pane, for driving the built binary like a person would.
package final class TmuxSession {
    package let socket: String
    package let target = "e2e"
    /// The pane's terminal device (its path never changes while the pane lives).
    private var paneTTY: String?

    /// The status a shell's `echo EXIT=$?` printed: a row that is `EXIT=` and digits only. The
    /// typed command line never matches, even where it wraps so that a row starts with `EXIT=`.
    package static func exitStatus(_ screen: [String]) -> Int32? {
        for row in screen {
            let parts = row.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2, parts[0] == "EXIT", parts[1].allSatisfy(\.isNumber), let status = Int32(parts[1]) { return status }
        }
        return nil
    }

    /// True when `tmux` can be run.
    package static var isAvailable: Bool { (try? Program.run(["tmux", "-V"]))?.status == 0 }

    /// Why a session could not start: tmux is missing, or its server did not start.
    package struct StartError: Error, CustomStringConvertible {
        package let description: String
    }

    /// Starts a detached session of `columns`×`rows` running a plain shell with a UTF-8 locale (its
    /// terminal in `TestEnvironment.paneSettings`, when set).
    /// Throws at once when tmux is missing or its server does not start (no wait for a prompt
    /// that cannot come): the test fails with that reason, under CI and elsewhere.
    package init(columns: Int, rows: Int) throws {
        guard Self.isAvailable else {
            throw StartError(description: "tmux is missing: install it (apt-get install tmux, brew install tmux); .ci/run does")
        }
        socket = "scrollsim-e2e-\(UInt32.random(in: 0...UInt32.max))"
        // HISTFILE empty: the shell keeps no history file (it would be $HOME/.bash_history, in /tmp).
        let settings = TestEnvironment.paneSettings.map { "stty \($0) && exec " } ?? ""
        let shell = settings + "env -i PATH=/usr/bin:/bin HOME=/tmp HISTFILE= LANG=\(TestEnvironment.utf8Locale) TERM=tmux-256color PS1='$ ' bash --norc --noprofile"
        // The server outlives this call and would hold a captured pipe open: no output capture here.
        let started = try Program.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", target,
                      "-x", "\(columns)", "-y", "\(rows)", shell], captureOutput: false)
        guard started.status == 0 else { throw StartError(description: "tmux new-session exited with \(started.status)") }
        // Keys typed before bash reads its terminal are echoed twice and race its start-up:
        // wait for the prompt (on a loaded 2-core machine the shell can take seconds).
        try waitUntil(timeout: 30) { $0.contains { $0.hasPrefix("$") } }
    }

    deinit {
        let socketPath = try? tmux(["display", "-p", "#{socket_path}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try? tmux(["kill-server"])
        if let socketPath, !socketPath.isEmpty { try? FileManager.default.removeItem(atPath: socketPath) }
    }

    /// Types a command line and Enter.
    package func type(_ line: String) throws { try tmux(["send-keys", "-t", target, "-l", line]); try tmux(["send-keys", "-t", target, "Enter"]) }

    /// Sends tmux key names (`Down`, `j`, `C-c`).
    package func keys(_ names: String...) throws { try tmux(["send-keys", "-t", target] + names) }

    /// Sends raw bytes literally (mouse reports).
    package func literal(_ text: String) throws { try tmux(["send-keys", "-t", target, "-l", text]) }

    /// The pane's text, one string per row, trailing spaces removed.
    package func capture() throws -> [String] {
        let output = try tmux(["capture-pane", "-t", target, "-p"])
        return output.components(separatedBy: "\n").map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// The pane's text with its colours and attributes as escape sequences (`capture-pane -e`):
    /// what tells two themes apart when their words are the same.
    package func styledCapture() throws -> String {
        try tmux(["capture-pane", "-t", target, "-p", "-e"])
    }

    /// A tmux format value for the pane (`#{alternate_on}`).
    package func display(_ format: String) throws -> String {
        try tmux(["display", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the window (and its one pane). tmux applies the size to the pane's terminal device
    /// later: 3.3a sends a pane at most one resize per 250 ms (`deviceSize`, `waitForDeviceSize`).
    package func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// The size the pane's terminal device has (`stty size` on it): what a program in the pane
    /// reads with TIOCGWINSZ. Nil when it cannot be read.
    package func deviceSize() throws -> (columns: Int, rows: Int)? {
        if paneTTY == nil { paneTTY = try display("#{pane_tty}") }
        guard let tty = paneTTY else { return nil }
        let words = try Program.run(["sh", "-c", "stty size < '\(tty)'"]).stdout.split(separator: " ")
            .compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return words.count == 2 ? (words[1], words[0]) : nil
    }

    /// Polls the pane's terminal device every 5 ms until it has `columns`×`rows` or `timeout`
    /// seconds pass; returns the seconds waited (0 when it had the size at the first look), nil
    /// when the size never came.
    package func waitForDeviceSize(columns: Int, rows: Int, timeout: Double = 2) throws -> Double? {
        let started = Date()
        var first = true
        while true {
            if let size = try deviceSize(), size.columns == columns, size.rows == rows {
                return first ? 0 : Date().timeIntervalSince(started)
            }
            first = false
            if Date().timeIntervalSince(started) > timeout { return nil }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    /// Polls `condition` every 50 ms until it holds or `timeout` seconds pass. The last capture
    /// starts after the deadline, so a test thread held up on a loaded machine (a capture that
    /// returns late) still gives the program the whole timeout.
    @discardableResult
    package func waitUntil(timeout: Double = 10, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let started = Date()
            let screen = try capture()
            if condition(screen) || started > deadline { return screen }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    @discardableResult
    package func tmux(_ arguments: [String]) throws -> String {
        try Program.run(["tmux", "-L", socket] + arguments).stdout
    }
}
