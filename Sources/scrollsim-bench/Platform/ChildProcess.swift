import ScrollSimKit

/// Runs this executable again with `arguments` and returns its standard output, or nil when it
/// cannot be started or does not exit with status 0.
func runSelf(_ arguments: [String]) -> String? {
    guard let me = BenchPlatform.executablePath(), let run = runProgram(me, arguments), run.status == 0 else { return nil }
    return String(decoding: run.output, as: UTF8.self)
}

/// Runs the program at `path` with `arguments` until it exits (its standard error goes to this
/// process's): its exit status and standard output, or nil when it cannot be started.
func runProgram(_ path: String, _ arguments: [String]) -> (status: Int32, output: [UInt8])? {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return nil }
    let actions = SpawnActions()
    actions.duplicate(fds[1], as: 1)
    actions.close(fds[0])
    let spawned = spawnProcess(path, arguments, actions: actions)
    close(fds[1])
    guard case .success(let pid) = spawned else {
        close(fds[0])
        return nil
    }
    var output: [UInt8] = []
    drain(fds[0], into: &output)
    close(fds[0])
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    return (status, output)
}

/// Appends to `bytes` what can be read from `fd` until a read returns nothing (the end of the
/// input, or nothing more yet when `fd` does not block); returns the byte count read.
@discardableResult
func drain(_ fd: Int32, into bytes: inout [UInt8]) -> Int {
    var total = 0
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = read(fd, &chunk, chunk.count)
        if n <= 0 { return total }
        bytes.append(contentsOf: chunk[0..<n])
        total += n
    }
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
