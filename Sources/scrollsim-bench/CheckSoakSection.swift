import ScrollSimKit
import StickyLayout

/// `--section check-soak` (not in `all`, not CI): `scrollsim check --time D` on every built-in
/// with seeds 0-4, each to the end (`--soak-jobs` at a time): cases and steps per second, and
/// whether the report was written.
struct CheckSoakSection {
    let options: Options

    func run() {
        let seconds = options.soakSeconds
        let jobs = options.soakJobs
        let names = StrategyRegistry.builtIn.names
        print("## `scrollsim check` soak: every built-in, seeds 0-4, \(Format.fixed(seconds, 0)) s each\n")
        print("""
            `scrollsim check --strategy NAME --seed S --time \(Format.fixed(seconds, 0))s` (cases in the supervised \
            worker; each finding's shrinking stops after the default 30 s with `--time`), \(names.count) built-ins × \
            5 seeds, \(jobs == 1 ? "one after another" : "\(jobs) at a time (they share the cores: steps/s is per run)"). \
            *report* = the run ended with its PASS/FAIL line; *exit* = its status (0 pass, 1 a declared property \
            failed). *seconds* = the command's own time (shrinking included); *steps/s* = checked steps over it. \
            Load average at the start: \(MachineInfo.loadAverage()).

            """)
        let directory = CheckRun.makeOutputDirectory()
        defer { CheckRun.removeOutputDirectory(directory) }
        var queue: [(name: StrategyName, seed: Int)] = names.flatMap { name in (0..<5).map { (name, $0) } }
        var running: [pid_t: (name: StrategyName, seed: Int, check: StartedCheck)] = [:]
        var rows: [String: [String]] = [:]
        var ended = 0
        let total = queue.count
        while !queue.isEmpty || !running.isEmpty {
            while running.count < jobs, !queue.isEmpty {
                let (name, seed) = queue.removeFirst()
                let arguments = ["--strategy", name.rawValue, "--seed", String(seed), "--time", "\(seconds)s"]
                // Each run its own output folder: two runs of one strategy write the same file names.
                let output = directory + "/\(name.rawValue)-\(seed)"
                if let check = CheckRun.start(arguments, output: output, logs: output + "-log") {
                    running[check.pid] = (name, seed, check)
                } else {
                    rows["\(name.rawValue) \(seed)"] = [name.rawValue, String(seed), "–", "–", "–", "–", "–", "–", "NO (not started)"]
                }
            }
            guard !running.isEmpty else { break }
            var status: Int32 = 0
            let pid = waitpid(-1, &status, 0)
            guard pid > 0, let run = running.removeValue(forKey: pid) else { continue }
            let key = "\(run.name.rawValue) \(run.seed)"
            guard let r = run.check.finish(status: status) else {
                rows[key] = [run.name.rawValue, String(run.seed), "–", "–", "–", "–", "–", "–", "NO (no speed line)"]
                writeError("check-soak: \(key): no speed line (status \(status))\n")
                continue
            }
            if r.reportWritten { ended += 1 }
            // Each run as it ends, on standard error: a long soak cut short still says what ran.
            writeError("check-soak: \(run.name.rawValue) seed \(run.seed): \(r.cases) cases, \(r.steps) steps in \(Format.fixed(r.seconds, 1)) s, exit \(r.status), report \(r.reportWritten ? "yes" : "NO")\n")
            rows[key] = [
                run.name.rawValue, String(run.seed), Format.grouped(r.cases), Format.grouped(r.steps), Format.fixed(r.seconds, 1),
                Format.grouped(Int(Double(r.cases) / max(r.seconds, 1e-9))), Format.grouped(Int(r.stepsPerSecond)),
                String(r.status), r.reportWritten ? "yes" : "NO",
            ]
        }
        var table = MarkdownTable(
            ["strategy", "seed", "cases", "steps", "seconds", "cases/s", "steps/s", "exit", "report"], numeric: Set([1, 2, 3, 4, 5, 6, 7]))
        for name in names {
            for seed in 0..<5 { if let row = rows["\(name.rawValue) \(seed)"] { table.add(row) } }
        }
        table.print()
        print("\n\(ended) of \(total) runs ended with a report. Load average at the end: \(MachineInfo.loadAverage()).\n")
        fflush(nil)
        generatorSweep()
    }

    /// 100,000 generated cases (the built-ins' direction sets, seeds 0-4 in turn): every
    /// generated update applies to the data at its step.
    private func generatorSweep() {
        var sets: [Set<ScrollDirection>] = []
        for name in StrategyRegistry.builtIn.names {
            if let s = CheckSubject(name), !sets.contains(s.directions) { sets.append(s.directions) }
        }
        let perSet = 100_000 / max(1, sets.count) + 1
        var cases = 0, updates = 0, unapplied = 0
        let seconds = secondsToRun {
        for directions in sets {
            let generator = CaseGenerator(directions: directions)
            for i in 0..<perSet {
                let c = generator.generate(seed: CheckRandom.caseSeed(UInt64(i % 5), index: i / 5))
                cases += 1
                updates += c.steps.filter { $0.update != nil }.count
                if c.firstUnappliedUpdate != nil { unapplied += 1 }
            }
        }
        }
        print("Generator sweep: \(Format.grouped(cases)) cases over \(sets.count) direction sets, \(Format.grouped(updates)) updates, \(unapplied) cases with an update that does not apply; \(Format.fixed(seconds, 1)) s.")
    }
}
