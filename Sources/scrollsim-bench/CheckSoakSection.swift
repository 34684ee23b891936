import ScrollSimKit
import StickyLayout

/// `--section check-soak` (not in `all`, not CI): `scrollsim check --time D` on every built-in
/// with seeds 0-4, each to the end: cases and steps per second, and whether the report was written.
struct CheckSoakSection {
    let options: Options

    func run() {
        let seconds = options.soakSeconds
        let names = StrategyRegistry.builtIn.names
        print("## `scrollsim check` soak: every built-in, seeds 0-4, \(Format.fixed(seconds, 0)) s each\n")
        print("""
            `scrollsim check --strategy NAME --seed S --time \(Format.fixed(seconds, 0))s` (cases in the supervised \
            worker), \(names.count) built-ins × 5 seeds, one after another. *report* = the run ended with its \
            PASS/FAIL line; *exit* = its status (0 pass, 1 a declared property failed). *steps/s* = checked \
            steps over the command's own time (shrinking included). Load average at the start: \
            \(MachineInfo.loadAverage()).

            """)
        let directory = CheckRun.makeOutputDirectory()
        defer { CheckRun.removeOutputDirectory(directory) }
        var table = MarkdownTable(
            ["strategy", "seed", "cases", "steps", "seconds", "cases/s", "steps/s", "exit", "report"], numeric: Set([1, 2, 3, 4, 5, 6, 7]))
        var ended = 0, total = 0
        for name in names {
            for seed in 0..<5 {
                total += 1
                let arguments = ["--strategy", name.rawValue, "--seed", String(seed), "--time", "\(seconds)s"]
                guard let r = CheckRun.run(arguments, output: directory) else {
                    table.add([name.rawValue, String(seed), "–", "–", "–", "–", "–", "–", "NO (no speed line)"])
                    continue
                }
                if r.reportWritten { ended += 1 }
                // Each run as it ends, on standard error: a long soak cut short still says what ran.
                writeError("check-soak: \(name.rawValue) seed \(seed): \(r.cases) cases, \(r.steps) steps in \(Format.fixed(r.seconds, 1)) s, exit \(r.status), report \(r.reportWritten ? "yes" : "NO")\n")
                table.add([
                    name.rawValue, String(seed), Format.grouped(r.cases), Format.grouped(r.steps), Format.fixed(r.seconds, 1),
                    Format.grouped(Int(Double(r.cases) / max(r.seconds, 1e-9))), Format.grouped(Int(r.stepsPerSecond)),
                    String(r.status), r.reportWritten ? "yes" : "NO",
                ])
                fflush(nil)
            }
        }
        table.print()
        print("\n\(ended) of \(total) runs ended with a report.\n")
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
