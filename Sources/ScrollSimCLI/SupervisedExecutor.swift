import CursesBackend
import ScrollSimKit
import StickyLayout

/// Runs check cases in a worker process (this executable, `check-worker`), restarted after it
/// dies: a crash, a hang past `timeout` or resident memory past `memoryLimit` in the layout is a
/// violation of `crash`, `hang` or `memory` instead of the end of the run.
struct SupervisedExecutor: CaseExecutor {
    /// The worker's arguments (`check-worker` and what names the subject).
    let arguments: [String]
    /// Seconds a case may take.
    let timeout: Double
    /// Resident bytes the worker may reach.
    let memoryLimit: Int
    /// Runs a request the worker cannot read (none should be).
    private var fallback: InProcessExecutor
    private var worker: WorkerProcess?
    private var detailedWorker = false
    private let errorPath = WorkerProcess.errorFilePath("check")
    /// Workers started so far.
    private(set) var starts = 0

    init(subject: CheckSubject, arguments: [String], timeout: Double, memoryLimit: Int) {
        self.arguments = arguments
        self.timeout = timeout
        self.memoryLimit = memoryLimit
        fallback = InProcessExecutor(subject: subject)
        Platform.reportBrokenPipes()
        // Started now, so its start-up is not counted against `--time`.
        start(detailed: false)
    }

    mutating func run(_ c: CheckCase, stopAt: CheckTarget?, detailed: Bool) -> CaseOutcome {
        exchange(.explicit(c, stopAt: stopAt), lastStep: max(0, c.steps.count - 1), detailed: detailed) {
            $0.run(c, stopAt: stopAt, detailed: false)
        }
    }

    mutating func run(seed: UInt64, generator: CaseGenerator) -> CaseOutcome {
        exchange(.generated(seed: seed), lastStep: 0, detailed: false) { $0.run(seed: seed, generator: generator) }
    }

    /// Starts a worker unless one of the kind asked for (with the runtime's backtrace or not) runs.
    private mutating func start(detailed: Bool) {
        if detailed != detailedWorker { worker = nil }
        guard worker == nil else { return }
        // The runtime's backtrace costs a fraction of a second per crash: only when asked for.
        let backtrace = detailed ? "enable=yes,interactive=no,color=no" : "enable=no"
        worker = WorkerProcess(arguments: arguments, overrides: ["SWIFT_BACKTRACE": backtrace], errorPath: errorPath)
        if worker?.awaitReady(timeout: 30) != true { worker = nil }
        detailedWorker = detailed
        starts += 1
    }

    /// Ends the worker and removes its standard-error file.
    mutating func finish() {
        worker = nil
        WorkerProcess.remove(errorPath)
    }

    private mutating func exchange(
        _ request: CheckWire.Request, lastStep: Int, detailed: Bool, inProcess: (inout InProcessExecutor) -> CaseOutcome
    ) -> CaseOutcome {
        start(detailed: detailed)
        guard let w = worker, w.send(CheckWire.line(request)) else {
            worker = nil
            return inProcess(&fallback)
        }
        let death: WorkerDeath
        // Symbolicating a backtrace can take seconds on a busy machine: a detailed run waits longer.
        switch w.receive(timeout: detailed ? max(timeout, 60) : timeout, memoryLimit: memoryLimit) {
        case .line(let line):
            if detailed { worker = nil }
            if let outcome = CheckWire.outcome(Substring(line)) { return outcome }
            return inProcess(&fallback)
        case .died(let signal, let status):
            let name = signal.map(WorkerProcess.signalName) ?? "exit \(status)"
            death = .crashed(name: name, errorText: w.errorText())
        case .timedOut:
            death = .hung(seconds: timeout)
        case .overMemory(let bytes):
            death = .overMemory(bytes: bytes, limit: memoryLimit)
        }
        worker = nil
        let v = death.violation(step: lastStep)
        if case .explicit(_, let stopAt?) = request, stopAt != v.target { return CaseOutcome(violations: [], steps: lastStep + 1) }
        return CaseOutcome(violations: [v], steps: lastStep + 1)
    }
}
