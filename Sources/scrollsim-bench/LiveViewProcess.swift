/// The release `scrollsim` binary run under a pty, as the byte and burst sections use it.
struct LiveViewProcess {
    /// Output counts as finished after this long without a byte.
    static let quietMilliseconds = 200

    let child: PtyChild
    let statsPath: String

    /// `scrollsim` next to this executable (same build directory), or an explanation.
    static func binaryPath() -> Result<String, PtyError> {
        guard let me = BenchPlatform.executablePath() else { return .failure(PtyError("cannot find this executable's path")) }
        let directory = me.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let path = directory + "/scrollsim"
        guard access(path, X_OK) == 0 else {
            return .failure(PtyError("\(path) is missing: build it first with `swift build -c release` (both products)"))
        }
        return .success(path)
    }

    /// Starts `scrollsim run ARGUMENTS` at `columns`x`rows` with TERM=xterm-256color, a UTF-8
    /// `LANG` and SCROLLSIM_STATS set, and waits until its first frame is out.
    static func start(_ arguments: [String], columns: Int, rows: Int) throws(PtyError) -> LiveViewProcess {
        let path = try binaryPath().get()
        let statsPath = "/tmp/scrollsim-bench-stats-\(getpid())-\(nowNanoseconds() % 1_000_000_007)"
        unlink(statsPath)
        let child = try PtyChild(
            path: path, arguments: ["run"] + arguments, columns: columns, rows: rows,
            environment: environment(adding: "SCROLLSIM_STATS=\(statsPath)"))
        let first = child.readAnswer(quietMilliseconds: quietMilliseconds, maxMilliseconds: 5_000)
        _ = child.takeOutput()
        guard first.count > 0 else {
            child.close()
            throw PtyError("scrollsim drew nothing within 5 s at \(columns)x\(rows)")
        }
        return LiveViewProcess(child: child, statsPath: statsPath)
    }

    /// The environment of a program on a pty: TERM=xterm-256color, a UTF-8 `LANG`, `extra`, and
    /// this process's PATH and HOME.
    static func environment(adding extra: String) -> [String] {
        var environment = ["TERM=xterm-256color", "LANG=\(BenchPlatform.utf8Locale)", extra]
        for name in ["PATH", "HOME"] {
            if let value = getenv(name) { environment.append("\(name)=\(String(cString: value))") }
        }
        return environment
    }

    /// Sends `bytes` and returns what comes back until the output is quiet.
    func exchange(_ bytes: [UInt8]) throws(PtyError) -> [UInt8] {
        try child.send(bytes)
        child.readUntilQuiet(quietMilliseconds: Self.quietMilliseconds)
        return child.takeOutput()
    }

    /// Quits with `q`, reaps the child (killing it if it does not exit within 2 s) and returns its
    /// stats file as key/value pairs.
    func quit() -> [String: Int] {
        try? child.send(Array("q".utf8), timeoutMilliseconds: 1_000)
        if !child.waitForExit(timeoutMilliseconds: 2_000) { child.close() }
        child.close()
        defer { unlink(statsPath) }
        guard let text = readTextFile(statsPath) else { return [:] }
        var stats: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { stats[String(parts[0])] = value }
        }
        return stats
    }
}
