import CPlatform
import ScrollSimKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process of this executable that answers request lines: it reads them on its
/// descriptor 3 and writes one answer line each on its descriptor 4; its standard output is
/// discarded and its standard error kept in a file, read after it dies. It is started either as a
/// new run of this executable (`init(arguments:overrides:errorPath:)`) or, where the system allows
/// it, as a fork of this process (`init(errorPath:serving:)`). What differs by system (whether
/// workers are forked, their resident memory, this executable's path, the address-space limit) is in
/// `WorkerProcess+Linux.swift` and `WorkerProcess+Darwin.swift`.
package final class WorkerProcess {
    /// How waiting for an answer ended.
    package enum Reply: Equatable {
        /// The answer line (without its newline).
        case line(String)
        /// The worker ended: killed by `signal`, or exited with `status`.
        case died(signal: Int32?, status: Int32)
        /// No answer within the time allowed; the worker was killed.
        case timedOut
        /// The worker's resident memory passed the bound (`bytes` when seen); it was killed.
        case overMemory(bytes: Int)
    }

    private let pid: pid_t
    private let requests: Int32
    private let answers: Int32
    private let errorPath: String
    /// Bytes read and not yet returned as lines start at `consumed`.
    private var buffer: [UInt8] = []
    private var consumed = 0
    private var chunk = [UInt8](repeating: 0, count: 65_536)
    private var reaped = false

    /// Starts this executable with `arguments` and the environment variables `overrides` set;
    /// nil when it cannot be started. `errorPath` receives its standard error.
    package convenience init?(arguments: [String], overrides: [String: String], errorPath: String) {
        guard let me = Self.executablePath() else { return nil }
        var environment: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            let name = text.split(separator: "=", maxSplits: 1).first.map(String.init) ?? text
            if overrides[name] == nil { environment.append(text) }
            index += 1
        }
        for (name, value) in overrides.sorted(by: { $0.key < $1.key }) { environment.append("\(name)=\(value)") }
        self.init(errorPath: errorPath) { requests, answers in
            Self.spawn(me, arguments, environment: environment, requests: requests, answers: answers, errorPath: errorPath)
        }
    }

    /// Forks this process: the child runs `serve` (the worker's loop, `serve(_:)`) and ends when it
    /// returns, with no exec, so it costs no second start of the executable. Nil where workers are
    /// not forked (`forksWorkers`) or the fork fails. `errorPath` receives the child's standard
    /// error. Only for a process with one thread: the child has only the thread that forked.
    package convenience init?(errorPath: String, serving serve: () -> Void) {
        guard Self.forksWorkers else { return nil }
        self.init(errorPath: errorPath) { requests, answers in
            let pid = ss_fork_worker(requests, answers, errorPath)
            if pid == 0 {
                serve()
                _exit(0)
            }
            return pid > 0 ? pid : nil
        }
    }

    /// A worker started by `start`, given the child's ends of the request and answer pipes.
    private init?(errorPath: String, start: (_ requests: Int32, _ answers: Int32) -> pid_t?) {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0 else { return nil }
        guard pipe(&fromChild) == 0 else { close(toChild[0]); close(toChild[1]); return nil }
        for fd in [toChild[1], fromChild[0]] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let started = start(toChild[0], fromChild[1])
        close(toChild[0])
        close(fromChild[1])
        guard let started else {
            close(toChild[1]); close(fromChild[0])
            return nil
        }
        pid = started
        requests = toChild[1]
        answers = fromChild[0]
        self.errorPath = errorPath
    }

    deinit {
        close(requests)
        close(answers)
        if !reaped {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    /// Waits up to `timeout` seconds for the worker's ready line (written once it has set up, so
    /// its start is not counted against a case); false when it does not come.
    package func awaitReady(timeout: Double) -> Bool {
        receive(timeout: timeout, memoryLimit: Int.max) == .line("R")
    }

    /// Sends one request line; false when the worker is gone.
    package func send(_ line: String) -> Bool {
        var text = line + "\n"
        return text.withUTF8 { Platform.writeAll(requests, UnsafeRawBufferPointer($0)) } == 0
    }

    /// Waits for the next answer line: at most `timeout` seconds, killing the worker when its
    /// resident memory passes `memoryLimit` bytes (read every 50 ms once the answer is late).
    /// `pace` (seconds) is for a stream of answers: when no whole line is here yet, sleep that long
    /// first, so the lines that came meanwhile are read at once (a reader waiting on the pipe
    /// makes every write of the worker wake it).
    package func receive(timeout: Double, memoryLimit: Int, pace: Double = 0) -> Reply {
        let start = Platform.monotonicSeconds()
        var waited = false
        var paced = pace <= 0
        while true {
            if let newline = buffer[consumed...].firstIndex(of: 10) {
                let line = String(decoding: buffer[consumed..<newline], as: UTF8.self)
                consumed = newline + 1
                return .line(line)
            }
            // The lines returned go at once (not one by one), before reading on.
            buffer.removeSubrange(0..<consumed)
            consumed = 0
            let elapsed = Platform.monotonicSeconds() - start
            if elapsed >= timeout {
                end()
                return .timedOut
            }
            if waited, let resident = Self.residentBytes(pid), resident > memoryLimit {
                end()
                return .overMemory(bytes: resident)
            }
            if !paced {
                paced = true
                usleep(UInt32(pace * 1e6))
            }
            let slice = Int32(max(1, min(50, (timeout - elapsed) * 1000)))
            let ready = [answers].withUnsafeBufferPointer { ss_wait_readable($0.baseAddress, 1, slice) }
            if ready == 0 { waited = true; continue }
            if ready < 0 { continue }  // EINTR
            let n = read(answers, &chunk, chunk.count)
            if n > 0 {
                buffer.append(contentsOf: chunk[0..<n])
            } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                return reap()
            }
        }
    }

    /// What the worker wrote to its standard error.
    package func errorText() -> String {
        guard let fd = Optional(open(errorPath, O_RDONLY | O_CLOEXEC)), fd >= 0 else { return "" }
        defer { close(fd) }
        var bytes: [UInt8] = []
        while bytes.count < 1 << 20 {
            let n = read(fd, &chunk, chunk.count)
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Kills the worker and waits for it.
    private func end() {
        kill(pid, SIGKILL)
        _ = reap()
    }

    private func reap() -> Reply {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        let signal = status & 0x7f
        if signal != 0 && signal != 0x7f { return .died(signal: signal, status: status) }
        return .died(signal: nil, status: (status >> 8) & 0xff)
    }

    /// Starts `path` with `arguments` and `environment`: `requests` as its descriptor 3,
    /// `answers` as 4, standard input and output /dev/null, standard error `errorPath`.
    static func spawn(
        _ path: String, _ arguments: [String], environment: [String], requests: Int32, answers: Int32, errorPath: String
    ) -> pid_t? {
        let actions = SpawnActions()
        actions.duplicate(requests, as: 3)
        actions.duplicate(answers, as: 4)
        actions.open(0, "/dev/null", O_RDONLY)
        actions.open(1, "/dev/null", O_WRONLY)
        actions.open(2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)
        guard case .success(let pid) = spawnProcess(path, arguments, actions: actions, environment: environment) else { return nil }
        return pid
    }

    /// The name of signal `number` (SIGILL, SIGSEGV, …), or "signal N".
    package static func signalName(_ number: Int32) -> String {
        switch number {
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGBUS: "SIGBUS"
        case SIGFPE: "SIGFPE"
        case SIGSEGV: "SIGSEGV"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGXCPU: "SIGXCPU"
        default: "signal \(number)"
        }
    }

    /// A path for a worker's standard-error file in the temporary directory.
    package static func errorFilePath(_ tag: String) -> String {
        let folder = Platform.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(folder)/scrollsim-worker-\(getpid())-\(tag).err"
    }

    /// Removes a file (the standard-error file when done).
    package static func remove(_ path: String) { unlink(path) }

    /// Limits this process's address space to `bytes` (a backstop under the polled bound, so an
    /// allocation past it fails in the worker rather than on the machine).
    package static func limitAddressSpace(_ bytes: Int) {
        var limit = rlimit()
        limit.rlim_cur = rlim_t(bytes)
        limit.rlim_max = rlim_t(bytes)
        _ = setrlimit(Self.addressSpaceResource, &limit)
    }
}

extension WorkerProcess {
    /// The worker's loop: reads request lines on descriptor 3 and passes each to `answer` with a
    /// function that writes one answer line on descriptor 4 (false once the reader is gone),
    /// until descriptor 3 ends.
    package static func serve(_ answer: (Substring, (String) -> Bool) -> Void) {
        var open = true
        let write: (String) -> Bool = { line in
            guard open else { return false }
            var text = line + "\n"
            open = text.withUTF8 { Platform.writeAll(4, UnsafeRawBufferPointer($0)) } == 0
            return open
        }
        guard write("R") else { return }
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while open {
            let n = read(3, &chunk, chunk.count)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            buffer.append(contentsOf: chunk[0..<n])
            var start = 0
            while open, let newline = buffer[start...].firstIndex(of: 10) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                answer(Substring(line), write)
            }
            buffer.removeSubrange(0..<start)
        }
    }
}
