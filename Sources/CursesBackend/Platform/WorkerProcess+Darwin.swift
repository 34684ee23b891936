#if canImport(Darwin)
import CPlatform
import Darwin

extension WorkerProcess {
    /// This executable's path (_NSGetExecutablePath).
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard ss_executable_path(&buffer, Int32(buffer.count)) == 0 else { return nil }
        return String(cString: buffer)
    }

    /// Process `pid`'s resident memory in bytes (proc_pidinfo PROC_PIDTASKINFO).
    static func residentBytes(_ pid: pid_t) -> Int? {
        let bytes = ss_process_resident_bytes(pid)
        return bytes >= 0 ? Int(bytes) : nil
    }

    /// RLIMIT_AS, which macOS accepts but does not enforce: there the polled resident bound alone
    /// stops runaway memory.
    static var addressSpaceResource: Int32 { RLIMIT_AS }

    /// Starts `path` with `arguments` and `environment`: `requests` as its descriptor 3,
    /// `answers` as 4, standard input and output /dev/null, standard error `errorPath`.
    static func spawn(
        _ path: String, _ arguments: [String], environment: [String], requests: Int32, answers: Int32, errorPath: String
    ) -> pid_t? {
        var actions: posix_spawn_file_actions_t?
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
