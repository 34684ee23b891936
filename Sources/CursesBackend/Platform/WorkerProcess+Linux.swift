#if os(Linux)
import Glibc

extension WorkerProcess {
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

    /// Starts `path` with `arguments` and `environment`: `requests` as its descriptor 3,
    /// `answers` as 4, standard input and output /dev/null, standard error `errorPath`.
    static func spawn(
        _ path: String, _ arguments: [String], environment: [String], requests: Int32, answers: Int32, errorPath: String
    ) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, requests, 3)
        posix_spawn_file_actions_adddup2(&actions, answers, 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid = pid_t()
        return posix_spawn(&pid, path, &actions, nil, &argv, &envp) == 0 ? pid : nil
    }
}
#endif
