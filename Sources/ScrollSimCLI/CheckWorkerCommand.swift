import ArgumentParser
import CursesBackend
import ScrollSimKit
import StickyLayout

/// `scrollsim check-worker`: not for people. Runs the cases `check` sends (docs/check-json.md,
/// "Worker") for the strategy named as `check` names it, so a crash in the layout ends this
/// process, not the check.
struct CheckWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-worker", abstract: "Runs the cases of `check` in a supervised process (started by check).",
        shouldDisplay: false)

    @Option(name: .long, transform: StrategyName.parse) var strategy: StrategyName
    @Option(name: .customLong("strategy-file")) var strategyFiles: [String] = []
    @Option(name: .long, transform: DirectionArgument.parse) var direction: DirectionArgument?
    @Option(name: .long) var fault: [Fault] = []
    @Option(name: .customLong("address-space")) var addressSpace: Int?
    /// `--compare`'s second strategy: the worker compares the two.
    @Option(name: .customLong("compare-with"), transform: StrategyName.parse) var compareWith: StrategyName?

    func run() throws {
        let (registry, files) = try StrategyFiles.load(scenario: nil, paths: strategyFiles)
        let subject = try CheckStrategies.subject(
            strategy, option: "--strategy", registry: registry, files: files, faults: Fault.switches(fault),
            direction: direction?.direction)
        let other = try compareWith.map {
            try CheckStrategies.subject(
                $0, option: "--compare-with", registry: registry, files: files, faults: Fault.switches(fault), direction: direction?.direction)
        }
        Self.serve(subject, comparedWith: other, addressSpace: addressSpace)
    }

    /// The worker's loop for `subject` (compared with `other` when given), in this process: run
    /// after exec by `check-worker`, or in a forked child of `check` (`SupervisedExecutor`).
    static func serve(_ subject: CheckSubject, comparedWith other: CheckSubject?, addressSpace: Int?) {
        if let addressSpace { WorkerProcess.limitAddressSpace(addressSpace) }
        var server = CheckWorkerServer(subject: subject, comparedWith: other)
        // A stream ends when `check` stops reading: a write then fails instead of killing the worker.
        Platform.reportBrokenPipes()
        WorkerProcess.serve { line, write in
            if !server.answer(line, write: write) { _ = write("E") }
        }
    }

    /// The worker's arguments for `subject` (named as `check` resolved it; compared with `other`
    /// when given), with an address-space backstop of `addressSpace` bytes.
    static func arguments(
        for subject: CheckSubject, comparedWith other: CheckSubject? = nil, files: [String], direction: DirectionArgument?, addressSpace: Int
    ) -> [String] {
        var out = ["check-worker", "--strategy", subject.name.rawValue]
        if let other { out += ["--compare-with", other.name.rawValue] }
        for f in files { out += ["--strategy-file", f] }
        if let direction { out += ["--direction", direction.direction.rawValue] }
        for name in subject.faultNames { out += ["--fault", name] }
        out += ["--address-space", String(addressSpace)]
        return out
    }
}
