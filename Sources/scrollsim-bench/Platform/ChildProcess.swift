/// Runs this executable again with `arguments` and returns its standard output.
func runSelf(_ arguments: [String]) -> String? {
    guard let me = BenchPlatform.executablePath() else { return nil }
    return runCapturingOutput(me, arguments)
}

/// Runs the program at `path` with `arguments` (its standard error discarded) and returns its
/// standard output, or nil when it cannot be started or does not exit with status 0.
func runCapturingOutput(_ path: String, _ arguments: [String]) -> String? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    let actions = SpawnActions()
    actions.duplicate(fds[1], as: 1)
    actions.close(fds[0])
    actions.open(2, "/dev/null", O_WRONLY)
    let spawned = spawn(path, arguments, actions: actions)
    close(fds[1])
    guard case .success(let pid) = spawned else {
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
