import Foundation

/// A private tmux server running one shell pane, for driving the built binary like a person would.
final class TmuxSession {
    let socket: String
    let target = "e2e"

    /// True when `tmux` can be run.
    static var isAvailable: Bool { (try? run(["tmux", "-V"]))?.status == 0 }

    /// Starts a detached session of `columns`×`rows` running a plain shell with a UTF-8 locale.
    init(columns: Int, rows: Int) throws {
        socket = "scrollsim-e2e-\(UInt32.random(in: 0...UInt32.max))"
        // HISTFILE empty: the shell keeps no history file (it would be $HOME/.bash_history, in /tmp).
        let shell = "env -i PATH=/usr/bin:/bin HOME=/tmp HISTFILE= LANG=\(TestEnvironment.utf8Locale) TERM=tmux-256color PS1='$ ' bash --norc --noprofile"
        // The server outlives this call and would hold a captured pipe open: no output capture here.
        try Self.run(["tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", target,
                      "-x", "\(columns)", "-y", "\(rows)", shell], captureOutput: false)
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
    func type(_ line: String) throws { try tmux(["send-keys", "-t", target, "-l", line]); try tmux(["send-keys", "-t", target, "Enter"]) }

    /// Sends tmux key names (`Down`, `j`, `C-c`).
    func keys(_ names: String...) throws { try tmux(["send-keys", "-t", target] + names) }

    /// Sends raw bytes literally (mouse reports).
    func literal(_ text: String) throws { try tmux(["send-keys", "-t", target, "-l", text]) }

    /// The pane's text, one string per row, trailing spaces removed.
    func capture() throws -> [String] {
        let output = try tmux(["capture-pane", "-t", target, "-p"])
        return output.components(separatedBy: "\n").map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// A tmux format value for the pane (`#{alternate_on}`).
    func display(_ format: String) throws -> String {
        try tmux(["display", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(columns)", "-y", "\(rows)"])
    }

    /// Polls `condition` every 50 ms until it holds or `timeout` seconds pass. The last capture
    /// starts after the deadline, so a test thread held up on a loaded machine (a capture that
    /// returns late) still gives the program the whole timeout.
    @discardableResult
    func waitUntil(timeout: Double = 10, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let started = Date()
            let screen = try capture()
            if condition(screen) || started > deadline { return screen }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let result = try Self.run(["tmux", "-L", socket] + arguments)
        return result.output
    }

    /// Runs a program found on PATH and waits for it (posix_spawn + waitpid: Foundation's
    /// `Process` missed the exit of tmux's daemonising client here). Output goes through a file,
    /// so a daemon that inherits it cannot block the read.
    @discardableResult
    static func run(
        _ arguments: [String], environment: [String: String]? = nil, captureOutput: Bool = true
    ) throws -> (status: Int32, output: String) {
        let folder = captureOutput ? try TemporaryFolder("scrollsim-e2e") : nil
        defer { folder?.remove() }
        let outputPath = folder?.path("out") ?? "/dev/null"
        // Structs on Linux, opaque pointers on Darwin.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // Children start with no blocked signals and default dispositions, whatever the test
        // runner uses for itself (tmux, the shell and the app must see SIGTERM and SIGWINCH).
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), all = sigset_t()
        sigemptyset(&empty)
        sigfillset(&all)
        sigdelset(&all, SIGKILL)
        sigdelset(&all, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = captureOutput ? ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "") : ""
        return (exitStatus, output)
    }
}

struct SpawnError: Error { var code: Int32 }
