#if canImport(Glibc)
import Glibc
#endif

/// Runs this executable again (`/proc/self/exe`) with `arguments` and returns its standard output.
func runSelf(_ arguments: [String]) -> String? {
    runCapturingOutput("/proc/self/exe", arguments)
}

/// Runs the program at `path` with `arguments` (its standard error discarded) and returns its
/// standard output, or nil when it cannot be started or does not exit with status 0.
func runCapturingOutput(_ path: String, _ arguments: [String]) -> String? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, nil, &argv, environ)
    close(fds[1])
    guard spawned == 0 else {
        close(fds[0])
        return nil
    }
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = read(fds[0], &chunk, chunk.count)
        if n <= 0 { break }
        output.append(contentsOf: chunk[0..<n])
    }
    close(fds[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    guard status == 0 else { return nil }
    return String(decoding: output, as: UTF8.self)
}

/// The first executable called `name` in `PATH`.
func findInPath(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
}
