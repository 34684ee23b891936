#if os(Linux)
import Glibc

extension WorkerProcess {
    /// True while this process has one thread (/proc/self/status, `Threads:`): a worker is then a
    /// fork of it, which saves the executable's second start. POSIX fork(2) lets the child of a
    /// process of one thread go on running its code; with more threads only async-signal-safe calls.
    static var forksWorkers: Bool {
        let fd = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let n = read(fd, &bytes, bytes.count)
        guard n > 0 else { return false }
        return String(decoding: bytes[0..<n], as: UTF8.self).split(separator: "\n").contains("Threads:\t1")
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
        let fd = open("/proc/\(pid)/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 128)
        let n = read(fd, &bytes, bytes.count)
        guard n > 0 else { return nil }
        let fields = String(decoding: bytes[0..<n], as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// RLIMIT_AS, enforced by Linux.
    static var addressSpaceResource: __rlimit_resource_t { __rlimit_resource_t(RLIMIT_AS.rawValue) }
}
#endif
