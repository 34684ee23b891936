import CursesBackend
import ScrollSimKit
import StickyLayout

/// Runs check cases in worker processes (this executable, `check-worker`), restarted after they
/// die: a crash, a hang past `timeout` or resident memory past `memoryLimit` in the layout is a
/// violation of `crash`, `hang` or `memory` instead of the end of the run.
///
/// Two workers: the search worker streams the run's generated cases, answering each as it ends
/// (no round trip per case; it runs ahead while `check` reads); the case worker, started at the
/// first violation, runs the cases written out in full (bisection, shrink candidates, grouping).
/// The search worker is paused while the case worker runs, so they never compete.
struct SupervisedExecutor: CaseExecutor {
    /// The worker's arguments (`check-worker` and what names the subject).
    let arguments: [String]
    /// Seconds a case may take.
    let timeout: Double
    /// Resident bytes a worker may reach.
    let memoryLimit: Int
    /// Runs a request no worker can take (none should be).
    private var fallback: InProcessExecutor
    /// The search worker, the first generated case index it has not answered yet, and whether it
    /// has been sent its stream.
    private var search: WorkerProcess?
    private var searchNext = 0
    private var searchStreaming = false
    /// The case worker, and whether it writes the runtime's backtrace.
    private var worker: WorkerProcess?
    private var detailedWorker = false
    private let searchErrorPath = WorkerProcess.errorFilePath("check-search")
    private let errorPath = WorkerProcess.errorFilePath("check")
    /// Workers started so far.
    private(set) var starts = 0

    init(subject: CheckSubject, arguments: [String], timeout: Double, memoryLimit: Int) {
        self.arguments = arguments
        self.timeout = timeout
        self.memoryLimit = memoryLimit
        fallback = InProcessExecutor(subject: subject)
        Platform.reportBrokenPipes()
        // Started now, so its start-up is not counted against the first case.
        search = startWorker(detailed: false, errorPath: searchErrorPath)
    }

    mutating func run(_ c: CheckCase, stopAt: CheckTarget?, detailed: Bool) -> CaseOutcome {
        search?.pause()
        if detailed != detailedWorker { worker = nil }
        if worker == nil {
            worker = startWorker(detailed: detailed, errorPath: errorPath)
            detailedWorker = detailed
        }
        guard let w = worker, w.send(CheckWire.line(.explicit(c, stopAt: stopAt))) else {
            worker = nil
            return fallback.run(c, stopAt: stopAt, detailed: false)
        }
        // Symbolicating a backtrace can take seconds on a busy machine: a detailed run waits longer.
        let reply = w.receive(timeout: detailed ? max(timeout, 60) : timeout, memoryLimit: memoryLimit)
        let answered: Bool
        if case .line = reply { answered = true } else { answered = false }
        if !answered || detailed { worker = nil }
        let lastStep = max(0, c.steps.count - 1)
        guard let outcome = outcome(reply, of: w, lastStep: lastStep) else { return fallback.run(c, stopAt: stopAt, detailed: false) }
        // A death other than the one asked for is not it.
        if !answered, let stopAt, outcome.violations.first?.target != stopAt { return CaseOutcome(violations: [], steps: lastStep + 1) }
        return outcome
    }

    mutating func runGenerated(_ index: Int, of budget: CheckBudget, generator: CaseGenerator) -> CaseOutcome {
        if search == nil || (searchStreaming && searchNext != index) {
            search = startWorker(detailed: false, errorPath: searchErrorPath)
            searchStreaming = false
        }
        guard let s = search else { return fallback.runGenerated(index, of: budget, generator: generator) }
        if !searchStreaming {
            let remaining = budget.count.map { max(0, $0 - index) }
            guard s.send(CheckWire.line(.stream(seed: budget.seed, from: index, count: remaining))) else {
                search = nil
                return fallback.runGenerated(index, of: budget, generator: generator)
            }
            searchStreaming = true
            searchNext = index
        }
        s.resume()
        let reply = s.receive(timeout: timeout, memoryLimit: memoryLimit)
        searchNext += 1
        if case .line = reply {} else { search = nil }
        return outcome(reply, of: s, lastStep: 0) ?? fallback.runGenerated(index, of: budget, generator: generator)
    }

    /// Ends the workers and removes their standard-error files.
    mutating func finish() {
        search = nil
        worker = nil
        WorkerProcess.remove(searchErrorPath)
        WorkerProcess.remove(errorPath)
    }

    /// A worker that has set up (with the runtime's backtrace when `detailed`), or nil.
    private mutating func startWorker(detailed: Bool, errorPath: String) -> WorkerProcess? {
        starts += 1
        // The runtime's backtrace costs a fraction of a second per crash: only when asked for.
        let backtrace = detailed ? "enable=yes,interactive=no,color=no" : "enable=no"
        let w = WorkerProcess(arguments: arguments, overrides: ["SWIFT_BACKTRACE": backtrace], errorPath: errorPath)
        return w?.awaitReady(timeout: 30) == true ? w : nil
    }

    /// The outcome of `reply` from `w`: the answer line read, or a death at `lastStep` (the case's
    /// last step; `Checker` finds the step itself); nil when the line cannot be read.
    private func outcome(_ reply: WorkerProcess.Reply, of w: WorkerProcess, lastStep: Int) -> CaseOutcome? {
        let death: WorkerDeath
        switch reply {
        case .line(let line): return CheckWire.outcome(Substring(line))
        case .died(let signal, let status):
            death = .crashed(name: signal.map(WorkerProcess.signalName) ?? "exit \(status)", errorText: w.errorText())
        case .timedOut: death = .hung(seconds: timeout)
        case .overMemory(let bytes): death = .overMemory(bytes: bytes, limit: memoryLimit)
        }
        return CaseOutcome(violations: [death.violation(step: lastStep)], steps: lastStep + 1)
    }
}
