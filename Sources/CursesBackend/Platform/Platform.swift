import CPlatform
import CSignals
import ScrollSimKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The operating-system calls of the terminal program: terminal checks, locale, environment,
/// signals, clock, waiting, files and exit. Part of the platform layer (README, Architecture), with
/// `FileKind` and the kit's `Platform/` folder; the same calls on Linux and Darwin.
package enum Platform {
    /// True when standard input is a terminal.
    package static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    /// True when standard output is a terminal.
    package static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// An environment variable, nil when unset.
    package static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// True when `NO_COLOR` is set to a non-empty value (no-color.org).
    package static var noColorRequested: Bool { !(environment("NO_COLOR") ?? "").isEmpty }

    /// Sets the character-set category of the locale from the environment (`LC_ALL`, `LC_CTYPE`
    /// or `LANG`; what ncursesw needs for wide characters); returns true when it is UTF-8. The
    /// other categories stay "C": nothing here formats by locale, and loading them costs a dozen
    /// file opens at start-up.
    package static func adoptEnvironmentLocale() -> Bool {
        _ = setlocale(LC_CTYPE, "")
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).uppercased()
        return name == "UTF-8" || name == "UTF8"
    }

    /// Seconds on a monotonic clock.
    package static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }

    /// Installs flag handlers (no SA_RESTART) for every catchable terminating signal (INT, TERM,
    /// HUP, QUIT, PIPE, ALRM, USR1, USR2, …), for SIGCONT, SIGTSTP and SIGWINCH. Called before curses
    /// starts, so ncurses installs none of its own: the run loop restores the terminal, suspends
    /// and resizes itself.
    package static func installSignalFlags() {
        _ = ss_install_termination_flags()
        _ = ss_install_continue_flag()
        _ = ss_install_stop_flag()
        _ = ss_install_winch_flag()
    }

    /// True once after SIGTSTP (Ctrl-Z) arrived.
    package static func takeStopRequested() -> Bool { ss_take_stop_requested() != 0 }

    /// Stops the process as SIGTSTP would; returns once continued.
    package static func stopSelf() { ss_stop_self() }

    /// Ignores SIGTTOU, so a background process group can restore the terminal without stopping again.
    package static func ignoreTerminalOutputStops() { ss_ignore_tty_output_stops() }

    /// True once after SIGWINCH arrived.
    package static func takeWindowChanged() -> Bool { ss_take_window_changed() != 0 }

    /// The size of the terminal on standard output, or nil when it has none.
    package static func outputTerminalSize() -> (columns: Int, rows: Int)? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard ss_window_size(STDOUT_FILENO, &rows, &columns) == 0 else { return nil }
        return (Int(columns), Int(rows))
    }

    /// Sets (or with nil, removes) an environment variable.
    package static func setEnvironment(_ name: String, _ value: String?) {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
    }

    /// The first termination signal received, or nil.
    package static var pendingSignal: Int32? {
        let number = ss_pending_signal()
        return number == 0 ? nil : number
    }

    /// True once after the process was resumed (SIGCONT).
    package static func takeResumed() -> Bool { ss_take_continued() != 0 }

    /// Installs the crash handler that runs `restore` (C function) then chains to the previous handler.
    package static func installCrashHandler(_ restore: @convention(c) () -> Void) {
        _ = ss_install_crash_handler(restore)
        ss_set_restore_armed(1)
    }

    /// Stops the crash handler from restoring the terminal (it is restored already).
    package static func disarmCrashHandler() { ss_set_restore_armed(0) }

    /// Replaces the file at `path` with `text` (created with mode 0644); returns false on failure.
    @discardableResult
    package static func writeFile(_ path: String, _ text: String) -> Bool {
        guard let fd = createFile(path) else { return false }
        defer { closeFile(fd) }
        var text = text
        return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) } == 0
    }

    /// Creates or empties the file at `path` (mode 0644) for writing; its descriptor, or nil.
    package static func createFile(_ path: String) -> Int32? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        return fd >= 0 ? fd : nil
    }

    /// Closes a descriptor from `createFile`.
    package static func closeFile(_ fd: Int32) { close(fd) }

    /// How a wait on standard input and another descriptor ended.
    package enum WaitResult: Equatable {
        /// Standard input is readable (or closed).
        case input
        /// The other descriptor is readable and standard input is not.
        case woken
        case timedOut
        /// A signal arrived: during the wait, or before it and after the last `waitForInput`.
        case interrupted
    }

    /// Waits until standard input or `other` (negative: none) is readable, `timeoutMilliseconds`
    /// pass (-1: no limit) or a signal arrives. A signal that arrived before the wait began ends
    /// it at once as well (the flag handlers' wake pipe is watched too, and emptied here before
    /// returning `.interrupted`), so its flag is read before the loop blocks.
    /// select(2) on both systems: on macOS `/dev/tty` (which a program may be given as standard
    /// input) has no kqueue filter, so poll answers POLLNVAL for it at once; pty devices accept
    /// kqueue, and select works on every terminal.
    package static func waitForInput(or other: Int32, timeoutMilliseconds: Int32) -> WaitResult {
        let descriptors: [Int32] = [STDIN_FILENO, other, ss_signal_wake_descriptor()]
        let n = descriptors.withUnsafeBufferPointer { ss_wait_readable($0.baseAddress, Int32($0.count), timeoutMilliseconds) }
        if n < 0 {
            guard errno == EINTR else { return .input }  // let the terminal's read report it
            ss_drain_signal_wakes()
            return .interrupted
        }
        if n == 0 { return .timedOut }
        if n & 4 != 0 {
            ss_drain_signal_wakes()
            return .interrupted
        }
        return n & 1 != 0 ? .input : .woken
    }

    /// Creates the folder `path` and any missing parents (mode 0755); true when it exists after.
    package static func createDirectories(_ path: String) -> Bool {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return false }
            prefix += "/"
        }
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// `path` as an absolute path: unchanged when it starts with `/`, else under the current
    /// folder (`getcwd`); unchanged when the current folder cannot be read.
    package static func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        let folder = String(cString: cwd)
        var rest = Substring(path)
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        if rest == "." || rest.isEmpty { return folder }
        return (folder.hasSuffix("/") ? folder : folder + "/") + rest
    }

    /// True when this process may write `path`.
    package static func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

    /// Sends a control sequence to the terminal at once (not through stdio's buffer, which curses'
    /// `putp` fills and only the exit flushes).
    package static func sendToTerminal(_ sequence: String) {
        var text = sequence
        _ = text.withUTF8 { writeAll(STDOUT_FILENO, UnsafeRawBufferPointer($0)) }
    }

    /// Writes all of `bytes` to `fd`, retrying after EINTR; returns 0, or the errno of the failure.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var done = 0
        while done < bytes.count {
            let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return errno }
            if n == 0 { return EIO }
            done += n
        }
        return 0
    }

    /// The standard output file descriptor.
    package static let standardOutput = STDOUT_FILENO

    /// `EPIPE`: the reader closed the pipe.
    package static let brokenPipe = EPIPE

    /// Makes a write to a closed pipe fail with EPIPE instead of killing the process silently, so
    /// the command can say so (the live view installs its own handler that restores the terminal).
    package static func reportBrokenPipes() { signal(SIGPIPE, SIG_IGN) }

    /// Writes one line to standard error, control characters shown as visible escapes
    /// (`VisibleEscapes`), so the line stays one line and cannot drive the terminal.
    package static func writeError(_ line: String) {
        let text = VisibleEscapes.escape(Self.shortened(line)) + "\n"
        _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }

    /// The longest message printed, in characters: input echoed in a message cannot flood the terminal.
    package static let maximumMessageLength = 2000

    static func shortened(_ line: String) -> String {
        guard line.utf8.count > maximumMessageLength else { return line }
        return String(line.prefix(maximumMessageLength)) + "…"
    }

    /// Prints `message` on standard error and exits with `code`.
    package static func exitWithMessage(_ message: String, code: Int32) -> Never {
        writeError(message)
        exit(code)
    }

    /// Exits with `code`.
    package static func exit(_ code: Int32) -> Never {
        fflush(nil)
        #if canImport(Glibc)
        Glibc.exit(code)
        #else
        Darwin.exit(code)
        #endif
    }
}
