/// Part 9: key → quiet latency, start-up to the first frame and idle wake-ups of the live view,
/// side by side with a minimal ncursesw program (built from `bench/minimal-curses.c` in this
/// run) and `less -S`, on pseudo-terminals of the same sizes.
struct LatencySection {
    let options: Options

    /// Output counts as finished after this long without a byte, per key.
    static let keyQuietMilliseconds = 20
    /// The first frame counts as finished after this long without a byte.
    static let startQuietMilliseconds = 150
    static let idleSeconds = 3

    private struct Program {
        let name: String
        let path: String
        let arguments: [String]
        /// True: the pseudo-terminal's columns and rows are passed as the last two arguments.
        var passesSize = false
        /// False: only the first frame and idle are measured (a variant of another row, a floor).
        var measuresKeys = true

        func arguments(columns: Int, rows: Int) -> [String] {
            passesSize ? arguments + [String(columns), String(rows)] : arguments
        }
    }

    /// Start-ups per program and size for the first-frame median.
    private var starts: Int { options.quick ? 11 : 21 }

    private struct Result {
        var firstFrame: Double
        var firstFrameMin: Double
        var keyP50: Double
        var keyP90: Double
        var keysAnswered: Int
        var keysSent: Int
        var wheelP50: Double?
        var idleSwitchesPerSecond: Double?
        var idleBytes: Int
    }

    func run() {
        print("## 9. Latency, start-up and idle (real binaries, pseudo-terminals)\n")
        let keys = options.quick ? 100 : 300
        print("""
            Programs on pseudo-terminals of the same size (TERM=xterm-256color, LANG=\(BenchPlatform.utf8Locale)), \
            running at once and measured in rounds (one key to each program in turn, so changes in the \
            machine's load reach all alike): **scrollsim** (`scrollsim run --scenario huge`), **minimal curses** \
            (`bench/minimal-curses.c`: a pinned header row, a status line, one row per key; compiled now \
            with `cc -O2 … \(BenchPlatform.cursesCompilerFlags().joined(separator: " "))`) and **less** (`less -S` on a generated 200,000-line file); and \
            **scrollsim --strategy-file** (the same live view watching a strategy file for hot reload; \
            first frame and idle only); and the start-up floors **minimal Swift** and **minimal Swift + \
            FoundationEssentials** (`bench/minimal-swift.swift`, compiled now with `swiftc -O`, the runtime \
            linked as SwiftPM links it by default: one screen of text, no curses, no argument parsing; the \
            second loads FoundationEssentials, as every program using swift-argument-parser does; first \
            frame only). \
            *first frame* = from spawning the program to its last byte before \(Self.startQuietMilliseconds) ms \
            of quiet, median of \(starts) start-ups taken in turns (program after program, so load hits all \
            alike, after one untimed round); *first min* = the fastest of them. *key p50/p90* = \(keys) `j` keys, one at a time: from writing the key to the last byte \
            of the answer (answer over after \(Self.keyQuietMilliseconds) ms of quiet). *wheel p50* = the same \
            for \(keys) SGR wheel-down reports (less: not measured, it does not enable the mouse). *idle* = \
            \(BenchPlatform.wakeUpSource) over \(Self.idleSeconds) s with no \
            input, and the bytes it wrote meanwhile. Load average at the start: \(MachineInfo.loadAverage()).

            """)
        let directory = makeTemporaryDirectory()
        defer { removeTemporaryDirectory(directory) }
        var programs: [Program] = []
        var notes: [String] = []
        switch LiveViewProcess.binaryPath() {
        case .success(let path):
            programs.append(Program(name: "scrollsim", path: path, arguments: ["run", "--scenario", "huge"]))
            let strategyFile = directory + "/watched.json"
            if writeText(#"{"name": "watched", "summary": "bench: a watched strategy file"}"#, to: strategyFile) {
                programs.append(Program(
                    name: "scrollsim --strategy-file", path: path,
                    arguments: ["run", "--scenario", "huge", "--strategy-file", strategyFile, "--strategy", "watched"],
                    measuresKeys: false))
            } else {
                notes.append("scrollsim --strategy-file not measured: cannot write \(strategyFile)")
            }
        case .failure(let error): notes.append("scrollsim not measured: \(error)")
        }
        switch compile("minimal-curses.c", with: "cc", called: "C compiler", optimising: "-O2",
                       to: directory + "/minimal-curses", adding: BenchPlatform.cursesCompilerFlags()) {
        case .success(let path): programs.append(Program(name: "minimal curses", path: path, arguments: []))
        case .failure(let error): notes.append("minimal curses not measured: \(error)")
        }
        // The Swift runtime linked as SwiftPM links it by default, with `define` set when given.
        for (name, define) in [("minimal Swift", nil), ("minimal Swift + FoundationEssentials", "FOUNDATION_ESSENTIALS")] {
            switch compile("minimal-swift.swift", with: "swiftc", called: "Swift compiler", optimising: "-O",
                           to: directory + "/" + Self.fileName(of: name), adding: define.map { ["-D", $0] } ?? []) {
            case .success(let path):
                programs.append(Program(name: name, path: path, arguments: [], passesSize: true, measuresKeys: false))
            case .failure(let error): notes.append("\(name) not measured: \(error)")
            }
        }
        if let less = findInPath("less") {
            let file = directory + "/lines.txt"
            let count = 200_000
            let lines = (0..<count).map { "line \($0): the quick brown fox jumps over the lazy dog, row \($0) of \(count)\n" }
            if writeText(lines.joined(), to: file) {
                programs.append(Program(name: "less -S", path: less, arguments: ["-S", file]))
            } else {
                notes.append("less not measured: cannot write \(file)")
            }
        } else {
            notes.append("less not measured: `less` is not installed")
        }

        var table = MarkdownTable(
            ["size", "program", "first frame", "first min", "key p50", "key p90", "p50 vs curses", "wheel p50",
             "answered", "idle wake-ups/s", "idle bytes"],
            numeric: Set([2, 3, 4, 5, 6, 7, 8, 9, 10]))
        var results: [String: Result] = [:]
        for (columns, rows) in [(80, 24), (200, 50)] {
            let size = "\(columns)x\(rows)"
            var startTimes = Array(repeating: [Double](), count: programs.count)
            // One untimed round first: the binaries' pages are then in memory for every timed start.
            for program in programs { _ = firstFrame(program, columns: columns, rows: rows) }
            for _ in 1..<starts {
                for (i, program) in programs.enumerated() {
                    if let t = firstFrame(program, columns: columns, rows: rows) { startTimes[i].append(t) }
                }
            }
            let measured = measureAll(programs, columns: columns, rows: rows, keys: keys, startTimes: startTimes, notes: &notes)
            for (name, result) in measured { results["\(size) \(name)"] = result }
            let curses = results["\(size) minimal curses"]
            for program in programs {
                guard let r = results["\(size) \(program.name)"] else { continue }
                let keys = r.keysSent > 0
                table.add([
                    size, program.name, Format.duration(r.firstFrame), Format.duration(r.firstFrameMin),
                    keys ? Format.duration(r.keyP50) : "–",
                    keys ? Format.duration(r.keyP90) : "–", keys ? curses.map { Format.ratio(r.keyP50 / $0.keyP50) } ?? "–" : "–",
                    r.wheelP50.map(Format.duration) ?? "–", keys ? "\(r.keysAnswered)/\(r.keysSent)" : "–",
                    r.idleSwitchesPerSecond.map { Format.fixed($0, 2) } ?? "–", Format.grouped(r.idleBytes),
                ])
            }
        }
        table.print()
        for note in notes { print("- \(note)") }
        if !notes.isEmpty { print() }
        printTargets(results)
        print("Load average at the end: \(MachineInfo.loadAverage()).\n")
    }

    private func printTargets(_ results: [String: Result]) {
        var table = MarkdownTable(["target", "size", "scrollsim", "reference", "ratio", "met"], numeric: Set([2, 3, 4]))
        /// A row for the target `value` ≤ `limit` × `reference` (durations).
        func ratioTarget(_ target: String, _ size: String, _ value: Double, _ reference: Double, limit: Double) {
            let ratio = value / reference
            table.add([target, size, Format.duration(value), Format.duration(reference), Format.ratio(ratio), ratio <= limit ? "yes" : "NO"])
        }
        for size in ["80x24", "200x50"] {
            let s = results["\(size) scrollsim"]
            let c = results["\(size) minimal curses"]
            let l = results["\(size) less -S"]
            if let s, let c { ratioTarget("key → quiet p50 ≤ 1.5× minimal curses", size, s.keyP50, c.keyP50, limit: 1.5) }
            if let s, let l { ratioTarget("first frame ≤ 2× less", size, s.firstFrame, l.firstFrame, limit: 2) }
            if let f = results["\(size) minimal Swift + FoundationEssentials"], let l {
                // No target: the floor under the first frame of any program that links what
                // swift-argument-parser links, built the default way.
                table.add(["(floor) minimal Swift + FoundationEssentials, first frame vs less", size,
                           Format.duration(f.firstFrame), Format.duration(l.firstFrame), Format.ratio(f.firstFrame / l.firstFrame), "–"])
            }
            if let s, let idle = s.idleSwitchesPerSecond {
                table.add(["0 wake-ups per second idle", size, Format.fixed(idle, 2), "0", "–", idle == 0 ? "yes" : "NO"])
            }
            if let w = results["\(size) scrollsim --strategy-file"], let idle = w.idleSwitchesPerSecond {
                table.add(["0 wake-ups per second idle, watching a strategy file", size, Format.fixed(idle, 2), "0", "–",
                           idle == 0 ? "yes" : "NO"])
            }
            if let s, let wheel = s.wheelP50 {
                ratioTarget("wheel report p50 ≤ 1.5× key p50 (scrollsim)", size, wheel, s.keyP50, limit: 1.5)
            }
        }
        table.print()
    }

    /// Starts `program` on a pty of `columns`x`rows` and reads its first frame: the child, and
    /// the nanoseconds from spawning it to the frame's last byte (nil when it drew nothing in 5 s).
    private func launch(_ program: Program, columns: Int, rows: Int) throws(PtyError) -> (child: PtyChild, firstFrame: Double?) {
        let start = nowNanoseconds()
        let child = try PtyChild(
            path: program.path, arguments: program.arguments(columns: columns, rows: rows), columns: columns, rows: rows,
            environment: LiveViewProcess.environment(adding: "LESSHISTFILE=-"))
        let first = child.readUntilQuiet(quietMilliseconds: Self.startQuietMilliseconds, maxMilliseconds: 5_000)
        return (child, first.lastByte.map { Double($0 - start) })
    }

    /// Nanoseconds from spawning `program` to its first frame's last byte, once.
    private func firstFrame(_ program: Program, columns: Int, rows: Int) -> Double? {
        guard let (child, nanoseconds) = try? launch(program, columns: columns, rows: rows) else { return nil }
        child.close()
        return nanoseconds
    }

    /// Starts every program once more on its own pseudo-terminal of `columns`x`rows` and measures
    /// them together. Key and wheel latencies are taken in rounds (one key to each program in
    /// turn) and idle over the same seconds, so a change in the machine's load reaches every
    /// program alike and the ratios stay side by side. `startTimes` are each program's earlier
    /// start-ups (ns); this start is added to them.
    private func measureAll(
        _ programs: [Program], columns: Int, rows: Int, keys: Int, startTimes: [[Double]], notes: inout [String]
    ) -> [String: Result] {
        var children: [(program: Program, child: PtyChild, starts: [Double])] = []
        defer { for entry in children { entry.child.close() } }
        for (index, program) in programs.enumerated() {
            do {
                let (child, firstFrame) = try launch(program, columns: columns, rows: rows)
                _ = child.takeOutput()
                guard let firstFrame else {
                    child.close()
                    notes.append("\(program.name) at \(columns)x\(rows) failed: drew nothing within 5 s")
                    continue
                }
                children.append((program, child, (startTimes[index] + [firstFrame]).sorted()))
            } catch {
                notes.append("\(program.name) at \(columns)x\(rows) failed: \(error)")
            }
        }
        /// One round: `bytes` to each child in turn; the time from writing them to the answer's last byte.
        func round(_ bytes: [UInt8], to indices: [Int], into times: inout [[Double]]) {
            for index in indices {
                let child = children[index].child
                let sent = nowNanoseconds()
                do { try child.send(bytes) } catch { continue }
                let answer = child.readUntilQuiet(quietMilliseconds: Self.keyQuietMilliseconds, maxMilliseconds: 1_000)
                _ = child.takeOutput()
                if let last = answer.lastByte { times[index].append(Double(last - sent)) }
            }
        }
        let keyed = children.indices.filter { children[$0].program.measuresKeys }
        var keyTimes = [[Double]](repeating: [], count: children.count)
        for _ in 0..<keys { round(Array("j".utf8), to: keyed, into: &keyTimes) }
        var wheelTimes = [[Double]](repeating: [], count: children.count)
        let mice = keyed.filter { children[$0].program.name != "less -S" }
        for _ in 0..<keys { round(Array("\u{1B}[<65;10;5M".utf8), to: mice, into: &wheelTimes) }
        // Idle: let any timer-driven tail finish, then count every program's wake-ups over the same seconds.
        for entry in children {
            entry.child.readUntilQuiet(quietMilliseconds: 300, maxMilliseconds: 2_000)
            _ = entry.child.takeOutput()
        }
        let before = children.map { BenchPlatform.wakeUps($0.child.pid) }
        let idleStart = nowNanoseconds()
        while nowNanoseconds() - idleStart < UInt64(Self.idleSeconds) * 1_000_000_000 {
            for entry in children { entry.child.readUntilQuiet(quietMilliseconds: 50, maxMilliseconds: 50) }
        }
        let after = children.map { BenchPlatform.wakeUps($0.child.pid) }
        var results: [String: Result] = [:]
        for (index, entry) in children.enumerated() {
            let keysSorted = keyTimes[index].sorted(), wheelSorted = wheelTimes[index].sorted()
            if entry.program.measuresKeys && keysSorted.isEmpty {
                notes.append("\(entry.program.name) at \(columns)x\(rows) failed: no key was answered")
                continue
            }
            var idle: Double?
            if let b = before[index], let a = after[index] { idle = Double(a - b) / Double(Self.idleSeconds) }
            results[entry.program.name] = Result(
                firstFrame: nearestRank(entry.starts, 50), firstFrameMin: entry.starts[0],
                keyP50: keysSorted.isEmpty ? 0 : nearestRank(keysSorted, 50),
                keyP90: keysSorted.isEmpty ? 0 : nearestRank(keysSorted, 90), keysAnswered: keysSorted.count,
                keysSent: entry.program.measuresKeys ? keys : 0,
                wheelP50: wheelSorted.count * 2 >= keys ? nearestRank(wheelSorted, 50) : nil,
                idleSwitchesPerSecond: idle, idleBytes: entry.child.takeOutput().count)
        }
        return results
    }

    /// Compiles `bench/SOURCE` (found beside this source tree) with the compiler `tool`
    /// (`optimising` and `extra` its options) into the executable `output`; its path, or why it could not.
    private func compile(
        _ source: String, with tool: String, called kind: String, optimising: String, to output: String, adding extra: [String]
    ) -> Swift.Result<String, PtyError> {
        guard let compiler = findInPath(tool) else { return .failure(PtyError("no \(kind) (`\(tool)`) in PATH")) }
        let source = Self.repositoryRoot + "/bench/" + source
        guard access(source, R_OK) == 0 else { return .failure(PtyError("\(source) is missing")) }
        let arguments = [optimising, "-o", output, source] + extra
        let status = runProgram(compiler, arguments)?.status ?? -1
        guard status == 0 else { return .failure(PtyError("`\(tool) \(arguments.joined(separator: " "))` failed (status \(status))")) }
        return .success(output)
    }

    /// A program's name as a file name ("minimal Swift + FoundationEssentials" → "minimal-Swift-FoundationEssentials").
    private static func fileName(of name: String) -> String {
        name.split(whereSeparator: { $0 == " " || $0 == "+" }).joined(separator: "-")
    }

    /// The package root, from this file's path at build time (Sources/scrollsim-bench/…).
    static var repositoryRoot: String {
        let parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        return parts.dropLast(3).joined(separator: "/")
    }

    private func writeText(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        let written = fputs(text, file) >= 0
        return fclose(file) == 0 && written
    }

    private func makeTemporaryDirectory() -> String {
        var template = Array("/tmp/scrollsim-latency-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) } ?? "/tmp"
        }
    }

    private func removeTemporaryDirectory(_ directory: String) {
        guard directory != "/tmp" else { return }
        for name in ["minimal-curses", "lines.txt", "watched.json", Self.fileName(of: "minimal Swift"),
                     Self.fileName(of: "minimal Swift + FoundationEssentials")] { unlink(directory + "/" + name) }
        rmdir(directory)
    }
}
