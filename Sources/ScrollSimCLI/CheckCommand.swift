import ArgumentParser
import CursesBackend
import ScrollSimKit
import StickyLayout

/// `scrollsim check`: property-based QA of a strategy, with shrunk reproductions.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks a strategy on generated scenarios and prints shrunk reproductions of what fails.",
        discussion: """
            Generates scenarios from --seed, scrolls through them (one-row steps, jumps, overscroll, \
            prefetch-like query rects) and checks every answer against the layout properties. A violation \
            of a property the strategy declares is a failure (exit 1); others are findings. Each is shrunk \
            to a minimal scenario, written to --output, with the commands that show it. \
            Exit 0: every declared property held; 1: a failure; 2: bad arguments. JSON: docs/check-json.md.
            """)

    @Option(name: .long, help: ArgumentHelp(
        "The strategy to check: \(CommandRegistry.nameList) (see `scrollsim strategies`).", valueName: "name"),
        transform: StrategyName.parse)
    var strategy: StrategyName?

    @Option(name: .customLong("strategy-file"), help: ArgumentHelp(
        "A strategy JSON file (docs/strategy-format.md; repeatable): checked when it is the only strategy given, else registered for --strategy and --compare. Its `declares` lists the properties it intends to hold.",
        valueName: "file"))
    var strategyFiles: [String] = []

    @Option(name: .long, help: ArgumentHelp("Where two strategies differ (built-ins, --strategy-file names, registered subclasses): one line per cause, shrunk.", valueName: "A,B"), transform: StrategyPair.parse)
    var compare: StrategyPair?

    @Option(name: .long, help: ArgumentHelp("Generate only this scroll direction (default: every direction the strategies support).", valueName: "vertical|horizontal"),
            transform: DirectionArgument.parse)
    var direction: DirectionArgument?

    @Option(name: .long, parsing: .unconditional, help: "Seed of the generated scenarios (default 0); the same seed gives the same output.", transform: SeedArgument.parse)
    var seed: UInt64 = 0

    @Option(name: .long, help: "Number of scenarios to generate (default \(CheckBudget.defaultCount); with --time alone: until the time is up).")
    var count: Int?

    @Option(name: .long, help: ArgumentHelp("Stop generating scenarios after this long, e.g. 30s, 2m.", valueName: "duration"), transform: TimeLimit.parse)
    var time: TimeLimit?

    @Option(name: .customLong("shrink-time"), help: ArgumentHelp("Stop shrinking a finding after this long and report the smallest case found by then (default with --time: \(Int(CheckBudget.defaultShrinkSecondsWithTime))s; without: no limit).", valueName: "duration"), transform: TimeLimit.parse)
    var shrinkTime: TimeLimit?

    @Option(name: .long, help: "Output format.")
    var format: OutputFormat = .text

    @Option(name: .long, help: ArgumentHelp("Apply an engine fault switch (repeatable).", valueName: "no-invalidation|no-reinsertion|no-zindex"))
    var fault: [Fault] = []

    @Option(name: .long, help: ArgumentHelp("Directory for the shrunk scenario files.", valueName: "dir"))
    var output: String = "scrollsim-check"

    @Flag(name: .customLong("in-process"), help: "Run the cases in this process: a little faster, but a crash, hang or runaway memory in the layout ends the check (default: a supervised worker process that survives them and reports them as crash, hang or memory).")
    var inProcess = false

    @Option(name: .customLong("hang-after"), help: ArgumentHelp("A case whose steps do not finish within this long is a hang (default 2s); shrink candidates, and generated cases once a hang is found, are stopped after a tenth of it (at least 0.2s).", valueName: "duration"), transform: TimeLimit.parse)
    var hangAfter: TimeLimit?

    @Option(name: .customLong("memory-limit"), help: ArgumentHelp("The worker's resident memory bound in MiB (default 1024): past it, the step is a memory finding.", valueName: "MiB"))
    var memoryLimit: Int = 1024

    /// The address-space limit a worker sets on itself: a backstop well past the polled bound.
    private var addressSpace: Int { 4 * (memoryLimit << 20) + (4 << 30) }

    func validate() throws {
        if strategy != nil && compare != nil {
            throw ValidationError("give --strategy NAME or --compare A,B, not both")
        }
        if strategy == nil && compare == nil && strategyFiles.count != 1 {
            throw ValidationError(strategyFiles.isEmpty
                ? "give one of --strategy NAME, --strategy-file FILE or --compare A,B"
                : "\(strategyFiles.count) strategy files: say which to check with --strategy NAME, or compare two with --compare A,B")
        }
        if let count, !(1...10_000_000).contains(count) {
            throw ValidationError("--count \(count) is out of range; use a whole number from 1 to 10000000")
        }
        if !(64...65_536).contains(memoryLimit) {
            throw ValidationError("--memory-limit \(memoryLimit) is out of range; use a whole number of MiB from 64 to 65536")
        }
        if output.isEmpty { throw ValidationError("--output is empty; give a directory, e.g. --output scrollsim-check") }
    }

    func run() throws {
        let faults = Fault.switches(fault)
        let budget = CheckBudget(
            seed: seed, count: count ?? (time == nil ? CheckBudget.defaultCount : nil), seconds: time?.seconds,
            shrinkSeconds: shrinkTime?.seconds ?? (time == nil ? nil : CheckBudget.defaultShrinkSecondsWithTime))
        let started = Platform.monotonicSeconds()
        let (registry, files) = try StrategyFiles.load(scenario: nil, paths: strategyFiles)
        let folder = Platform.absolutePath(output)
        if let compare {
            try runCompare(compare, registry: registry, files: files, faults: faults, budget: budget, folder: folder, started: started)
            return
        }
        let name = strategy ?? files.first?.name ?? .uikit
        let subject = try CheckStrategies.subject(
            name, option: strategy == nil ? "--strategy-file" : "--strategy", registry: registry, files: files,
            faults: faults, direction: direction?.direction)
        let report: CheckReport
        var executor: SupervisedExecutor?
        if inProcess {
            report = Checker.run(subject, budget: budget, clock: Platform.monotonicSeconds)
        } else {
            let limit = memoryLimit << 20
            var supervised = SupervisedExecutor(
                subject: subject,
                arguments: CheckWorkerCommand.arguments(for: subject, files: strategyFiles, direction: direction, addressSpace: addressSpace),
                addressSpace: addressSpace, timeout: hangAfter?.seconds ?? 2, memoryLimit: limit)
            report = Checker.run(subject, budget: budget, clock: Platform.monotonicSeconds, executor: &supervised)
            executor = supervised
        }
        let elapsed = Platform.monotonicSeconds() - started
        // The frames are drawn the way `render` draws them, another path through the layout than the
        // check's run: in the worker too, so a layout that dies there is said, not fatal.
        let reproductions = report.findings.map { f in
            let name = fileName(subject.name.rawValue, faults: subject.faultNames, f.target, cause: f.targetCause)
            return Reproduction(
                f.shrunk, subject: subject, fileName: name,
                path: folder + "/" + name, failingStep: f.violation.step, rectQuery: f.violation.inRectQuery,
                note: "\(f.target.property.rawValue) at offset \(JSONValue.format(f.shrunk.steps[f.violation.step].offset)): \(f.violation.message)",
                survivesStep: !Set<LayoutProperty>.survival.contains(f.target.property), violation: f.violation,
                draw: executor == nil ? nil : { c, step, elements in executor!.frames(c, failingStep: step, showing: elements) })
        }
        executor?.finish()
        try write(reproductions, folder: folder, json: report.json, text: report.text)
        stderrLine(report.steps, report.cases, elapsed)
        if !report.passed { Platform.exit(1) }
    }

    private func runCompare(
        _ pair: StrategyPair, registry: StrategyRegistry, files: [(name: StrategyName, path: String)], faults: FaultSwitches,
        budget: CheckBudget, folder: String, started: Double
    ) throws {
        let a = try CheckStrategies.subject(pair.first, option: "--compare", registry: registry, files: files, faults: faults, direction: direction?.direction)
        let b = try CheckStrategies.subject(pair.second, option: "--compare", registry: registry, files: files, faults: faults, direction: direction?.direction)
        guard a.name != b.name else { throw CommandFailure("--compare: give two different strategies, e.g. --compare evadne,uikit") }
        guard !a.directions.isDisjoint(with: b.directions) else {
            throw CommandFailure("--compare: \(a.name) and \(b.name) share no scroll direction (\(a.name): \(DirectionArgument.names(a.directions)); \(b.name): \(DirectionArgument.names(b.directions))); compare strategies that scroll the same way")
        }
        let report: ComparisonReport
        var executor: SupervisedComparison?
        if inProcess {
            report = StrategyComparison.run(a, b, budget: budget, clock: Platform.monotonicSeconds)
        } else {
            let limit = memoryLimit << 20
            var supervised = SupervisedComparison(a, b, arguments: { subject, other in
                CheckWorkerCommand.arguments(
                    for: subject, comparedWith: other, files: strategyFiles, direction: direction, addressSpace: addressSpace)
            }, addressSpace: addressSpace, timeout: hangAfter?.seconds ?? 2, memoryLimit: limit)
            report = StrategyComparison.run(a, b, budget: budget, clock: Platform.monotonicSeconds, executor: &supervised)
            executor = supervised
        }
        // A death as `check --strategy` shows it: that strategy alone, its failing step not drawn.
        let deaths = report.deaths.map { death in
            let f = death.finding, subject = death.subject
            let name = fileName("compare-\(a.name)-\(b.name)-\(subject.name)", faults: [], f.target)
            return Reproduction(
                f.shrunk, subject: subject, fileName: name, path: folder + "/" + name, failingStep: f.violation.step,
                rectQuery: f.violation.inRectQuery,
                note: "\(f.target.property.rawValue) at offset \(JSONValue.format(f.shrunk.steps[f.violation.step].offset)): \(f.violation.message)",
                survivesStep: false,
                draw: executor == nil ? nil : { c, step, _ in executor!.alone(subject.name) { $0.frames(c, failingStep: step) } })
        }
        let differences = report.differences.enumerated().map { i, d in
            let name = "compare-\(a.name)-\(b.name)-\(i + 1)-\(d.difference.rawValue).json"
            return Reproduction(
                d.shrunk, subject: a, fileName: name, path: folder + "/" + name,
                failingStep: d.step, rectQuery: false, compareWith: b, note: d.message,
                draw: executor == nil ? nil : { c, step, _ in executor!.frames(c, failingStep: step) })
        }
        executor?.finish()
        try write(deaths + differences, folder: folder, json: report.json, text: report.text)
        stderrLine(report.steps, report.cases, Platform.monotonicSeconds() - started)
        if !report.deaths.isEmpty { Platform.exit(1) }
    }

    private func fileName(_ strategy: String, faults: [String], _ target: CheckTarget, cause: Int = 1) -> String {
        let parts = [strategy] + faults + [target.property.rawValue, target.detail] + (cause > 1 ? ["case\(cause)"] : [])
        let raw = parts.joined(separator: "-")
        let safe = raw.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" }
        return String(safe) + ".json"
    }

    /// Writes each reproduction's scenario, script and strategy-file copies into `folder`, then
    /// prints the report: `json` or `text` of the reproductions and their scenario files' paths.
    private func write(
        _ reproductions: [Reproduction], folder: String,
        json: ([Reproduction], [String]) -> String, text: ([Reproduction], [String]) -> String
    ) throws {
        guard reproductions.isEmpty || Platform.createDirectories(folder) else {
            throw CommandFailure("--output '\(output)': cannot create the directory; give a writable directory with --output DIR")
        }
        let paths = reproductions.map { folder + "/" + $0.fileName }
        for (r, path) in zip(reproductions, paths) {
            var files = [(path, r.scenarioJSON, "scenario")]
            if let script = r.script { files.append((folder + "/" + script.fileName, script.text, "script")) }
            for copy in r.strategyFiles { files.append((folder + "/" + copy.fileName, copy.text, "strategy")) }
            for (target, text, what) in files where !Platform.writeFile(target, text) {
                throw CommandFailure("\(target): cannot write the \(what) file; give a writable directory with --output DIR")
            }
        }
        try StandardOutput.shared.write(format == .json ? json(reproductions, paths) : text(reproductions, paths))
        try StandardOutput.shared.flush()
    }

    /// The speed line, on standard error so standard output stays the same for the same seed.
    private func stderrLine(_ steps: Int, _ cases: Int, _ elapsed: Double) {
        let rate = elapsed > 0 ? Int(Double(steps) / elapsed) : 0
        let text = "\(ProgramName.current) check: \(cases) scenarios, \(steps) steps in \(Decimals.fixed(elapsed, places: 2)) s (\(rate) steps/s)"
        Platform.writeError(text)
    }
}
