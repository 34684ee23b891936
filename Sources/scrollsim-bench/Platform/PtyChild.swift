import ScrollSimKit

/// A program running on a pseudo-terminal of a fixed size, driven like a user at a terminal:
/// write keys to the master side, read (and count) everything the program writes back.
///
/// Every wait is bounded; `close()` (also run on deinit) kills the child if it is still running
/// and reaps it, so the benchmark never hangs or leaves a process behind.
final class PtyChild {
    let pid: pid_t
    private var master: Int32
    private var reaped = false
    /// Bytes read since the last `takeOutput()`.
    private(set) var pending: [UInt8] = []
    /// Monotonic time of the last read that returned bytes (0 before any).
    private(set) var lastRead: UInt64 = 0

    /// Starts `path` with `arguments` on a new pty of `columns`x`rows`, with exactly `environment`.
    init(path: String, arguments: [String], columns: Int, rows: Int, environment: [String]) throws(PtyError) {
        var master: Int32 = -1, slave: Int32 = -1
        guard ss_open_pty(&master, &slave, Int32(rows), Int32(columns)) == 0 else { throw PtyError("openpty failed (errno \(errno))") }
        guard let slaveName = ttyname(slave).map({ String(cString: $0) }) else {
            systemClose(master); systemClose(slave)
            throw PtyError("ttyname failed")
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)

        let actions = SpawnActions()
        // On Linux posix_spawn starts the new session before the file actions, so opening the slave
        // (no O_NOCTTY) makes it the child's controlling terminal. Darwin's runs the file actions
        // first (xnu, posix_spawn), so the open happens in the old session and the child has no
        // controlling terminal: key and wheel timings do not need one.
        actions.close(slave)
        actions.open(0, slaveName, O_RDWR)
        actions.duplicate(0, as: 1)
        actions.duplicate(0, as: 2)
        let result = spawnProcess(path, arguments, actions: actions, session: SpawnNewSession(), environment: environment)
        systemClose(slave)
        let pid: pid_t
        switch result {
        case .success(let started): pid = started
        case .failure(let error):
            systemClose(master)
            throw PtyError("cannot start \(path): \(error.description)")
        }
        self.pid = pid
        self.master = master
    }

    deinit { close() }

    /// Writes all of `bytes` to the terminal (the program's input), reading output meanwhile so
    /// neither side blocks. Gives up after `timeoutMilliseconds`.
    func send(_ bytes: [UInt8], timeoutMilliseconds: Int = 5_000) throws(PtyError) {
        var done = 0
        let deadline = nowNanoseconds() + UInt64(timeoutMilliseconds) * 1_000_000
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(master, $0.baseAddress! + done, $0.count - done) }
            if n > 0 { done += n; continue }
            if n < 0 && errno != EAGAIN && errno != EINTR { throw PtyError("write to pty failed (errno \(errno))") }
            guard nowNanoseconds() < deadline else { throw PtyError("the program stopped reading its input") }
            var fd = pollfd(fd: master, events: Int16(POLLOUT | POLLIN), revents: 0)
            _ = poll(&fd, 1, 10)
            readAvailable()
        }
    }

    /// Reads until nothing has arrived for `quietMilliseconds` (or `maxMilliseconds` passed).
    /// Returns the bytes read during this call and the time of the last one (nil when none).
    @discardableResult
    func readUntilQuiet(quietMilliseconds: Int, maxMilliseconds: Int = 5_000) -> (count: Int, lastByte: UInt64?) {
        let start = nowNanoseconds()
        let before = pending.count
        var last: UInt64?
        var quietSince = start
        while true {
            let now = nowNanoseconds()
            let quietLeft = Int64(quietMilliseconds) - Int64((now - quietSince) / 1_000_000)
            let totalLeft = Int64(maxMilliseconds) - Int64((now - start) / 1_000_000)
            if quietLeft <= 0 || totalLeft <= 0 { break }
            var fd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fd, 1, Int32(min(quietLeft, totalLeft)))
            if ready > 0 {
                if readAvailable() > 0 {
                    last = nowNanoseconds()
                    quietSince = last!
                } else if fd.revents & Int16(POLLHUP | POLLERR) != 0 {
                    break  // the child closed the terminal
                }
            }
        }
        return (pending.count - before, last)
    }

    /// Waits up to `maxMilliseconds` for output to start, then reads until it has been quiet for
    /// `quietMilliseconds`. Returns the bytes read and the time of the last one (nil when none).
    @discardableResult
    func readAnswer(quietMilliseconds: Int, maxMilliseconds: Int = 5_000) -> (count: Int, lastByte: UInt64?) {
        let deadline = nowNanoseconds() + UInt64(maxMilliseconds) * 1_000_000
        while true {
            let now = nowNanoseconds()
            let left = now < deadline ? Int((deadline - now) / 1_000_000) : 0
            let answer = readUntilQuiet(quietMilliseconds: quietMilliseconds, maxMilliseconds: max(left, 1))
            if answer.count > 0 || left == 0 || reaped { return answer }
        }
    }

    /// Returns and forgets the bytes read so far.
    func takeOutput() -> [UInt8] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }

    /// Waits up to `timeoutMilliseconds` for the child to exit (draining its output); true if it did.
    func waitForExit(timeoutMilliseconds: Int) -> Bool {
        let deadline = nowNanoseconds() + UInt64(timeoutMilliseconds) * 1_000_000
        while !reaped {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                reaped = true
                break
            }
            if nowNanoseconds() >= deadline { return false }
            readUntilQuiet(quietMilliseconds: 10, maxMilliseconds: 10)
        }
        return true
    }

    /// Kills the child if it is still running, reaps it and closes the terminal.
    func close() {
        if !reaped {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            reaped = true
        }
        if master >= 0 {
            systemClose(master)
            master = -1
        }
    }

    /// Reads whatever is available now; returns the byte count.
    @discardableResult
    private func readAvailable() -> Int {
        let total = drain(master, into: &pending)
        if total > 0 { lastRead = nowNanoseconds() }
        return total
    }
}

/// A failure driving the program under a pty.
struct PtyError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// close(2) (inside `PtyChild`, `close` names its own method).
private func systemClose(_ fd: Int32) { _ = close(fd) }
