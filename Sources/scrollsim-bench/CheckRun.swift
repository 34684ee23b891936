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

    var stepsPerSecond: Double { seconds > 0 ? Double(steps) / seconds : 0 }

    /// Runs `scrollsim check ARGUMENTS --output DIR`; nil when the binary is missing or its speed
    /// line cannot be read.
    static func run(_ arguments: [String], output directory: String) -> CheckRun? {
        guard case .success(let path) = LiveViewProcess.binaryPath() else { return nil }
        var toOut: [Int32] = [0, 0], toErr: [Int32] = [0, 0]
        guard pipe(&toOut) == 0, pipe(&toErr) == 0 else { return nil }
        let actions = SpawnActions()
        actions.duplicate(toOut[1], as: 1)
        actions.duplicate(toErr[1], as: 2)
        actions.close(toOut[0])
        actions.close(toErr[0])
        let spawned = spawnProcess(path, ["check"] + arguments + ["--output", directory], actions: actions)
        close(toOut[1])
        close(toErr[1])
        guard case .success(let pid) = spawned else { close(toOut[0]); close(toErr[0]); return nil }
        // Standard error is one line; standard output the report: read it first (it can be long).
        var out: [UInt8] = [], err: [UInt8] = []
        drain(toOut[0], into: &out)
        drain(toErr[0], into: &err)
        close(toOut[0])
        close(toErr[0])
        var status: Int32 = 0
        waitpid(pid, &status, 0)
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
