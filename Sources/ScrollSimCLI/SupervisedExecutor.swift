import CursesBackend
import ScrollSimKit
import StickyLayout

/// Runs check cases in worker processes, restarted after they die: a crash, a hang past `timeout`
/// or resident memory past `memoryLimit` in the layout is a violation of `crash`, `hang` or
/// `memory` instead of the end of the run. A worker is a fork of this process where the system
/// allows it (`WorkerProcess.init(errorPath:serving:)`: no second start of the executable), else
/// this executable run again as `check-worker`; one that writes the runtime's backtrace is always
/// the latter (the backtracer is set up when the executable starts).
///
/// Two workers: the search worker runs the run's generated cases, asked for a chunk at a time
/// and answering each as it ends, the next chunk asked for while it runs the last (no round trip
/// per case, and at most two chunks ahead, so it idles while `check` shrinks); the case worker,
/// started at the first violation, runs the cases written out in full (bisection, shrink
/// candidates a batch per request, grouping). Given the strategy it is compared with, the workers
/// compare the two (`--compare`): the same stream, and shrink candidates a differing batch each.
struct SupervisedExecutor: CaseExecutor {
    /// The worker's arguments (`check-worker` and what names the subject).
    let arguments: [String]
    /// The address-space limit a worker sets on itself (`check-worker --address-space`).
    let addressSpace: Int
    /// Seconds a case may take.
    let timeout: Double
    /// Resident bytes a worker may reach.
    let memoryLimit: Int
    /// The subject, and the strategy it is compared with (`--compare`: the workers compare the two).
    private let subject: CheckSubject
    private let other: CheckSubject?
    /// Runs a request no worker can take (none should be).
    private var fallback: InProcessExecutor
    /// Generated cases asked of the search worker at once.
    static let chunk = 64
    /// How long `check` sleeps when the search worker's next answer is not here yet, so the
    /// worker's writes do not wake it one by one (the chunks keep the worker busy meanwhile).
    static let streamPace = 0.001
    /// The search worker, the first generated case index it has not answered, and the first it
    /// has not been asked for.
    private var search: WorkerProcess?
    private var searchNext = 0
    private var searchAsked = 0
    /// The case worker, and whether it writes the runtime's backtrace.
    private var worker: WorkerProcess?
    private var detailedWorker = false
    private let searchErrorPath: String
    private let errorPath: String
    /// Workers started so far.
    private(set) var starts = 0
    /// Whether a case has hung or passed the memory bound in this check.
    private var sawRunaway = false
    /// Cases of `firstFailing` stopped as hanging so far.
    private(set) var casesStoppedAsHanging = 0

    /// Workers for `subject` (compared with `other` when given); `tag` names their standard-error
    /// files (distinct per executor); the search worker is started at once when `startsSearch`.
    init(subject: CheckSubject, comparedWith other: CheckSubject? = nil, arguments: [String], addressSpace: Int, timeout: Double,
         memoryLimit: Int, tag: String = "check", startsSearch: Bool = true) {
        self.subject = subject
        self.other = other
        self.arguments = arguments
        self.addressSpace = addressSpace
        self.timeout = timeout
        self.memoryLimit = memoryLimit
        searchErrorPath = WorkerProcess.errorFilePath(tag + "-search")
        errorPath = WorkerProcess.errorFilePath(tag)
        fallback = InProcessExecutor(subject: subject)
        Platform.reportBrokenPipes()
        // Started now, so its start-up is not counted against the first case.
        if startsSearch { search = startWorker(detailed: false, errorPath: searchErrorPath) }
    }

    mutating func run(_ c: CheckCase, stopAt: CheckTarget?, detailed: Bool) -> CaseOutcome {
        guard let w = caseWorker(detailed: detailed), w.send(CheckWire.line(.explicit(c, stopAt: stopAt))) else {
            worker = nil
            return fallback.run(c, stopAt: stopAt, detailed: false)
        }
        // Symbolicating a backtrace can take seconds on a busy machine: a detailed run waits longer.
        let reply = w.receive(timeout: detailed ? max(timeout, 60) : timeout, memoryLimit: memoryLimit)
        if !reply.isLine || detailed { worker = nil }
        let lastStep = max(0, c.steps.count - 1)
        guard let outcome = outcome(reply, of: w, lastStep: lastStep) else { return fallback.run(c, stopAt: stopAt, detailed: false) }
        // A death other than the one asked for is not it.
        if !reply.isLine, let stopAt, outcome.violations.first?.target != stopAt { return CaseOutcome(violations: [], steps: lastStep + 1) }
        return outcome
    }

    mutating func firstFailing(_ cases: [CheckCase], target: CheckTarget, hangBound: HangBound) -> Int? {
        let read = { (line: String?, death: Violation?) -> BatchAnswer<Void> in
            if let death { return death.target == target ? .hit(()) : .miss }
            guard let line, let answer = CheckWire.outcome(Substring(line)) else { return .unreadable }
            return answer.violations.contains { $0.target == target } ? .hit(()) : .miss
        }
        let seconds = hangBound.seconds(full: timeout)
        return firstInBatches(cases, timeout: seconds, request: { CheckWire.line(.batch($0, stopAt: target)) }, read: read) { me, rest in
            me.fallback.firstFailing(rest, target: target).map { (index: $0, hit: ()) }
        }?.index
    }

    /// The first of `cases` that shows `cause` between the two strategies, with what it shows (a
    /// comparison worker's batch; a case that dies does not show it).
    mutating func firstShowing(_ cases: [CheckCase], cause: ComparisonCause) -> (index: Int, seen: StrategyComparison.Seen)? {
        guard let other else { return nil }
        let read = { (line: String?, death: Violation?) -> BatchAnswer<StrategyComparison.Seen> in
            if death != nil { return .miss }
            guard let line, let answer = CheckWire.compared(Substring(line)) else { return .unreadable }
            guard let seen = answer.seen.first else { return .miss }
            return .hit(seen)
        }
        let found = firstInBatches(cases, timeout: timeout, request: { CheckWire.line(.differing($0, cause: cause)) }, read: read) { me, rest in
            StrategyComparison.firstShowing(rest, cause: cause, me.subject, other).map { (index: $0.index, hit: $0.seen) }
        }
        return found.map { (index: $0.index, seen: $0.hit) }
    }

    /// What one answer of a batch says.
    private enum BatchAnswer<Hit> {
        case hit(Hit), miss, unreadable
    }

    /// Sends `cases` to the case worker as batch requests (`request` of the cases not answered
    /// yet) and reads one answer per case, each within `timeout` seconds, up to the first that
    /// `read` calls a hit; `read` gets the answer line, or the death that ended the batch at that
    /// case (the rest go to a new worker). `fallback` runs the rest in this process when no worker
    /// takes them.
    private mutating func firstInBatches<Hit>(
        _ cases: [CheckCase], timeout: Double, request: ([CheckCase]) -> String, read: (String?, Violation?) -> BatchAnswer<Hit>,
        fallback: (inout SupervisedExecutor, [CheckCase]) -> (index: Int, hit: Hit)?
    ) -> (index: Int, hit: Hit)? {
        var from = 0
        batches: while from < cases.count {
            let rest = Array(cases[from...])
            guard let w = caseWorker(detailed: false), w.send(request(rest)) else {
                worker = nil
                return fallback(&self, rest).map { (index: from + $0.index, hit: $0.hit) }
            }
            for (offset, c) in rest.enumerated() {
                let reply = w.receive(timeout: timeout, memoryLimit: memoryLimit)
                var death: Violation?
                if !reply.isLine {
                    worker = nil
                    if case .timedOut = reply { casesStoppedAsHanging += 1 }
                    death = outcome(reply, of: w, lastStep: max(0, c.steps.count - 1), timeout: timeout)?.violations.first
                }
                switch read(reply.line, death) {
                case .hit(let hit): return (index: from + offset, hit: hit)
                case .unreadable:
                    worker = nil
                    return fallback(&self, Array(rest[offset...])).map { (index: from + offset + $0.index, hit: $0.hit) }
                case .miss:
                    if !reply.isLine {
                        from += offset + 1
                        continue batches
                    }
                }
            }
            return nil
        }
        return nil
    }

    mutating func runGenerated(_ index: Int, of budget: CheckBudget, generator: CaseGenerator, hangBound: HangBound) -> CaseOutcome {
        let seconds = hangBound.seconds(full: timeout)
        guard let answer = generatedReply(index, of: budget, timeout: seconds) else { return fallback.runGenerated(index, of: budget, generator: generator) }
        return outcome(answer.reply, of: answer.worker, lastStep: 0, timeout: seconds) ?? fallback.runGenerated(index, of: budget, generator: generator)
    }

    /// The two strategies compared on the generated case `index` of `budget` (a comparison
    /// worker); a death of the worker is the case's `death`.
    mutating func comparedGenerated(_ index: Int, of budget: CheckBudget, generator: CaseGenerator) -> ComparedCase {
        if let answer = generatedReply(index, of: budget) {
            if let line = answer.reply.line, let compared = CheckWire.compared(Substring(line)) { return compared }
            if !answer.reply.isLine, let death = outcome(answer.reply, of: answer.worker, lastStep: 0)?.violations.first {
                return ComparedCase(seen: [], steps: 0, death: death)
            }
        }
        let c = generator.generate(seed: CheckRandom.caseSeed(budget.seed, index: index))
        return other.map { StrategyComparison.compared(c, subject, $0) } ?? ComparedCase(seen: [], steps: 0)
    }

    /// The search worker's reply for the generated case `index` of `budget`, waited for `timeout`
    /// seconds (by default the check's), and the worker (restarted when `index` is not the next it
    /// answers); nil when no worker starts.
    private mutating func generatedReply(
        _ index: Int, of budget: CheckBudget, timeout: Double? = nil
    ) -> (reply: WorkerProcess.Reply, worker: WorkerProcess)? {
        if search == nil || searchNext != index {
            search = startWorker(detailed: false, errorPath: searchErrorPath)
            searchNext = index
            searchAsked = index
        }
        guard let s = search else { return nil }
        // Keep the next chunk asked for while the worker runs this one.
        let end = budget.count ?? Int.max
        while searchAsked < end && searchAsked - index < Self.chunk {
            let count = min(Self.chunk, end - searchAsked)
            guard s.send(CheckWire.line(.stream(seed: budget.seed, from: searchAsked, count: count))) else { break }
            searchAsked += count
        }
        let reply = s.receive(timeout: timeout ?? self.timeout, memoryLimit: memoryLimit, pace: Self.streamPace)
        searchNext += 1
        if !reply.isLine { search = nil }
        return (reply: reply, worker: s)
    }

    /// The report's frames of `c` at `failingStep`, drawn by the case worker, and where they show
    /// `elements`; `.died` with the death's text when the layout dies drawing them.
    mutating func frames(_ c: CheckCase, failingStep: Int, showing elements: [ElementKey] = []) -> Reproduction.Drawing {
        let request = CheckWire.line(.frames(c, scenarioName: c.scenario.name, failingStep: failingStep, elements: elements))
        guard let w = caseWorker(detailed: false), w.send(request) else {
            worker = nil
            return .died("the worker could not be started")
        }
        let reply = w.receive(timeout: timeout, memoryLimit: memoryLimit)
        if case .line(let line) = reply, let drawn = CheckWire.drawing(Substring(line), elements: elements) {
            return .drawn(drawn.frames, sightings: drawn.sightings)
        }
        worker = nil
        let death = outcome(reply, of: w, lastStep: failingStep)?.violations.first?.message
        return .died(death ?? "the worker's answer could not be read")
    }

    /// The case worker (with the runtime's backtrace when `detailed`), started when needed. Once
    /// a case has hung or passed the memory bound, the search worker is stopped first: it could be
    /// in such a case ahead, taking a core from these; the next generated case starts it again.
    private mutating func caseWorker(detailed: Bool) -> WorkerProcess? {
        if sawRunaway { search = nil }
        if detailed != detailedWorker { worker = nil }
        if worker == nil {
            worker = startWorker(detailed: detailed, errorPath: errorPath)
            detailedWorker = detailed
        }
        return worker
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
        let forked = detailed ? nil : WorkerProcess(errorPath: errorPath) {
            CheckWorkerCommand.serve(subject, comparedWith: other, addressSpace: addressSpace)
        }
        // The runtime's backtrace costs a fraction of a second per crash: only when asked for.
        let backtrace = detailed ? "enable=yes,interactive=no,color=no" : "enable=no"
        let w = forked ?? WorkerProcess(arguments: arguments, overrides: ["SWIFT_BACKTRACE": backtrace], errorPath: errorPath)
        return w?.awaitReady(timeout: 30) == true ? w : nil
    }

    /// The outcome of `reply` from `w`: the answer line read, or a death at `lastStep` (the case's
    /// last step; `Checker` finds the step itself; a hang names `timeout`, the bound the reply
    /// was waited for, by default the check's); nil when the line cannot be read.
    private mutating func outcome(_ reply: WorkerProcess.Reply, of w: WorkerProcess, lastStep: Int, timeout: Double? = nil) -> CaseOutcome? {
        let death: WorkerDeath
        switch reply {
        case .line(let line): return CheckWire.outcome(Substring(line))
        case .died(let signal, let status):
            death = .crashed(name: signal.map(WorkerProcess.signalName) ?? "exit \(status)", errorText: w.errorText())
        case .timedOut:
            death = .hung(seconds: timeout ?? self.timeout)
            sawRunaway = true
        case .overMemory(let bytes):
            death = .overMemory(bytes: bytes, limit: memoryLimit)
            sawRunaway = true
        }
        return CaseOutcome(violations: [death.violation(step: lastStep)], steps: lastStep + 1)
    }
}

extension WorkerProcess.Reply {
    /// True for an answer line.
    var isLine: Bool { line != nil }

    /// The answer line, or nil when the worker died or was stopped.
    var line: String? {
        if case .line(let text) = self { return text }
        return nil
    }
}
