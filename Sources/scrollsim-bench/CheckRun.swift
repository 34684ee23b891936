import ScrollSimKit

/// One run of the real `scrollsim check` (the binary next to this one): what its speed line on
/// standard error says, and whether the report (its last line on standard output) was written.
struct CheckRun {
    var cases: Int
    var steps: Int
    /// The command's own time for the check, from its speed line (process start-up not included).
    var seconds: Double
    var status: Int32
    var reportWritten: Bool
    /// The report's last line (PASS/FAIL and counts).
    var verdict: String
    /// The process's wall time as this bench saw it, start-up included (nanosecond clock; nil
    /// for runs started with `start`).
    var wallSeconds: Double? = nil

    var stepsPerSecond: Double { seconds > 0 ? Double(steps) / seconds : 0 }

    /// Runs `scrollsim check ARGUMENTS --output DIR` to its end; nil when the binary is missing or
    /// its speed line cannot be read.
    static func run(_ arguments: [String], output directory: String) -> CheckRun? {
        let begin = nowNanoseconds()
        guard let started = start(arguments, output: directory, logs: directory + "/run") else { return nil }
        var status: Int32 = 0
        waitpid(started.pid, &status, 0)
        let wall = Double(nowNanoseconds() - begin) / 1e9
        return started.finish(status: status).map { run in
            var timed = run
            timed.wallSeconds = wall
            return timed
        }
    }

    /// Starts `scrollsim check ARGUMENTS --output DIR` with its standard output and error going to
    /// `LOGS.out` and `LOGS.err` (files, so several runs can go at once); nil when it cannot start.
    static func start(_ arguments: [String], output directory: String, logs: String) -> StartedCheck? {
        guard case .success(let path) = LiveViewProcess.binaryPath() else { return nil }
        let actions = SpawnActions()
        actions.open(1, logs + ".out", O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)
        actions.open(2, logs + ".err", O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)
        guard case .success(let pid) = spawnProcess(path, ["check"] + arguments + ["--output", directory], actions: actions) else {
            return nil
        }
        return StartedCheck(pid: pid, logs: logs)
    }

    /// What the speed line on standard error and the report's last line on standard output say.
    static func parse(out: [UInt8], err: [UInt8], status: Int32) -> CheckRun? {
        let text = String(decoding: err, as: UTF8.self)
        // "scrollsim check: 400 scenarios, 13047 steps in 1.23 s (10607 steps/s)"
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard let s = words.firstIndex(of: "scenarios,"), s > 0, s + 4 < words.count,
              let cases = Int(words[s - 1]), let steps = Int(words[s + 1]), let seconds = Double(words[s + 4]) else { return nil }
        let report = String(decoding: out, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        let written = report.hasPrefix("PASS") || report.hasPrefix("FAIL")
        return CheckRun(cases: cases, steps: steps, seconds: seconds, status: (status >> 8) & 0xff, reportWritten: written, verdict: report)
    }
}

/// A `scrollsim check` started by `CheckRun.start`, its output in files.
struct StartedCheck {
    var pid: pid_t
    var logs: String

    /// The run, read from its files once the process has ended with `status` (the files are removed).
    func finish(status: Int32) -> CheckRun? {
        let out = readAll(logs + ".out"), err = readAll(logs + ".err")
        unlink(logs + ".out")
        unlink(logs + ".err")
        return CheckRun.parse(out: out, err: err, status: status)
    }

    private func readAll(_ path: String) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return [] }
        defer { close(fd) }
        var bytes: [UInt8] = []
        drain(fd, into: &bytes)
        return bytes
    }
}

extension CheckRun {
    /// A new directory for the runs' scenario files.
    static func makeOutputDirectory() -> String {
        var template = Array("/tmp/scrollsim-check-bench-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) } ?? "/tmp"
        }
    }

    /// Removes `directory` and the files the runs wrote into it.
    static func removeOutputDirectory(_ directory: String) {
        guard directory != "/tmp" else { return }
        _ = runProgram("/bin/rm", ["-rf", directory])
    }
}
