import Foundation

/// Runs programs for the tests and waits for them: the one way the tests start a process and read
/// what it printed (a long-lived, interactive process goes through tmux, `TmuxSession`).
///
/// posix_spawn and waitpid, not Foundation's `Process`: `Process` missed the exit of tmux's
/// daemonising client, and its pipe reads trap on EINTR when a child exits. Output goes through
/// files, so a daemon that inherits them cannot block the read.
package enum Program {
    /// What a finished program left: its exit status (128 + the signal's number when a signal
    /// ended it), standard output and standard error.
    package struct Result: Sendable {
        package var status: Int32
        package var stdout: String
        package var stderr: String
    }

    /// Runs `arguments` (a path, or a name found on `PATH`, then its arguments) with standard input
    /// from /dev/null, in `folder` (the current one when nil), with `environment` (this process's
    /// when nil). Without `captureOutput` both outputs go to /dev/null (a daemon started here would
    /// otherwise keep the files open). After `timeout` seconds the program is killed and the status
    /// is 128 + SIGKILL.
    @discardableResult
    package static func run(
        _ arguments: [String], in folder: String? = nil, environment: [String: String]? = nil,
        captureOutput: Bool = true, timeout: Double? = nil
    ) throws -> Result {
        let files = captureOutput ? try TemporaryFolder("scrollsim-program") : nil
        defer { files?.remove() }
        let outPath = files?.path("out") ?? "/dev/null", errPath = files?.path("err") ?? "/dev/null"
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
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The child gets no other descriptor of the test process (other tests' pipes and files):
        // a browser or a tmux server holding them would change what the tests see.
        #if canImport(Darwin)
        let closeOthers = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #else
        let closeOthers: Int32 = 0
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap(Int32.init) where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)  // glibc ignores one closed meanwhile
        }
        #endif
        // `env` finds the program on PATH; a shell changes to `folder` first (posix_spawn's chdir
        // action is not on every system the package supports).
        let command = folder.map { ["/bin/sh", "-c", #"cd -- "$0" && exec "$@""#, $0] + arguments } ?? arguments
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = (["/usr/bin/env"] + command).map { strdup($0) } + [nil]
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
        posix_spawnattr_setflags(&attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | closeOthers))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw SpawnError(code: spawned) }
        let status = wait(for: pid, timeout: timeout)
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        func read(_ path: String) -> String { captureOutput ? ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "") : "" }
        return Result(status: exitStatus, stdout: read(outPath), stderr: read(errPath))
    }

    /// Runs the built `scrollsim` with `arguments`, as `run` does.
    package static func scrollsim(_ arguments: [String], in folder: String? = nil) throws -> Result {
        try run([BuiltProduct.scrollsim] + arguments, in: folder)
    }

    /// The wait status of `pid`, killing it once `timeout` seconds have passed.
    private static func wait(for pid: pid_t, timeout: Double?) -> Int32 {
        var status: Int32 = 0
        guard let timeout else {
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            return status
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid || (done == -1 && errno != EINTR) { return status }
            if Date() > deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
                return status
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }
}

/// A failed posix_spawn: its error number.
package struct SpawnError: Error { package var code: Int32 }
