#if os(Linux)
import Glibc

extension WorkerProcess {
    /// True while this process has one thread (/proc/self/status, `Threads:`): a worker is then a
    /// fork of it, which saves the executable's second start. POSIX fork(2) lets the child of a
    /// process of one thread go on running its code; with more threads only async-signal-safe calls.
    static var forksWorkers: Bool {
        procText("/proc/self/status", limit: 4096)?.split(separator: "\n").contains("Threads:\t1") ?? false
    }

    /// This executable's path (/proc/self/exe).
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Process `pid`'s resident memory in bytes (/proc/PID/statm, second field, in pages).
    static func residentBytes(_ pid: pid_t) -> Int? {
        guard let fields = procText("/proc/\(pid)/statm", limit: 128)?.split(separator: " "), fields.count > 1,
              let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// The first `limit` bytes of a /proc file (one read: /proc writes a small file at once).
    private static func procText(_ path: String, limit: Int) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: limit)
        let n = read(fd, &bytes, bytes.count)
        return n > 0 ? String(decoding: bytes[0..<n], as: UTF8.self) : nil
    }

    /// RLIMIT_AS, enforced by Linux.
    static var addressSpaceResource: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_AS.rawValue) }
}
#endif
