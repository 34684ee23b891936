import StickyLayout

/// Where check cases run: in this process (`InProcessExecutor`), or in a supervised worker
/// process that survives a crash, a hang or runaway memory in the layout and reports it as a
/// violation of `crash`, `hang` or `memory` (the command line's `SupervisedExecutor`).
package protocol CaseExecutor {
    /// Runs `c`; with `stopAt`, it may stop as soon as that target is violated. With `detailed`,
    /// a crash's message carries the layout's own frame from the runtime's backtrace (slower).
    /// A death is reported at the case's last step: `Checker` finds the step itself.
    mutating func run(_ c: CheckCase, stopAt: CheckTarget?, detailed: Bool) -> CaseOutcome
    /// Runs the generated case `index` of `budget` (`generator`'s case for
    /// `CheckRandom.caseSeed(budget.seed, index:)`). Called with increasing indexes, so a worker
    /// may run the ones after it ahead of the request. Stopped as hanging after `hangBound`.
    mutating func runGenerated(_ index: Int, of budget: CheckBudget, generator: CaseGenerator, hangBound: HangBound) -> CaseOutcome
    /// The index of the first of `cases` (in order) that violates `target`, or nil: the
    /// shrinker's candidates (a worker runs them in one request, stopping at that one), each
    /// stopped as hanging after `hangBound`.
    mutating func firstFailing(_ cases: [CheckCase], target: CheckTarget, hangBound: HangBound) -> Int?
    /// Cases of `firstFailing` stopped as hanging so far (shrink candidates and corner probes):
    /// `Checker` ends a shrink after too many of its own.
    var casesStoppedAsHanging: Int { get }
}

/// How long a case runs before it is stopped as hanging.
package enum HangBound: Sendable {
    /// The check's own bound (`--hang-after`).
    case full
    /// A tenth of it, at least 0.2 s (at most the full bound): for shrink candidates and, once a
    /// hang is found, generated cases; each that hangs costs that. A case stopped so shows no
    /// finding but `hang`, and `Checker` runs a hang's shrunk case again with the full bound.
    case shortened

    /// The seconds a case may take, given the full bound.
    package func seconds(full: Double) -> Double {
        switch self {
        case .full: full
        case .shortened: min(full, max(0.2, full / 10))
        }
    }
}

extension CaseExecutor {
    package mutating func firstFailing(_ cases: [CheckCase], target: CheckTarget, hangBound: HangBound) -> Int? {
        cases.firstIndex { !run($0, stopAt: target, detailed: false).violations.isEmpty }
    }

    /// Nothing is stopped in this process.
    package var casesStoppedAsHanging: Int { 0 }

    /// `firstFailing(_:target:hangBound:)` with the full bound.
    package mutating func firstFailing(_ cases: [CheckCase], target: CheckTarget) -> Int? {
        firstFailing(cases, target: target, hangBound: .full)
    }
}

/// Runs cases in this process: fastest, but a crash in the layout ends the process.
package struct InProcessExecutor: CaseExecutor {
    private var runner: CaseRunner

    package init(subject: CheckSubject) { runner = CaseRunner(subject: subject) }

    package mutating func run(_ c: CheckCase, stopAt: CheckTarget?, detailed: Bool) -> CaseOutcome {
        runner.run(c, stopAt: stopAt)
    }

    package mutating func runGenerated(_ index: Int, of budget: CheckBudget, generator: CaseGenerator, hangBound: HangBound = .full) -> CaseOutcome {
        runner.run(generator.generate(seed: CheckRandom.caseSeed(budget.seed, index: index)))
    }
}

/// The worker's side of the line protocol (`CheckWire`): answers each request line with outcome
/// lines (one for a case, one per case for a stream). A comparison worker (`other` given) answers
/// the stream and the differing batches with differences lines, and draws frames side by side.
package struct CheckWorkerServer {
    private var runner: CaseRunner
    private let generator: CaseGenerator
    private let subject: CheckSubject
    private let other: CheckSubject?

    package init(subject: CheckSubject, comparedWith other: CheckSubject? = nil) {
        self.subject = subject
        self.other = other
        runner = CaseRunner(subject: subject)
        generator = CaseGenerator(directions: other.map { subject.directions.intersection($0.directions) } ?? subject.directions)
    }

    /// Passes the outcome lines of a request line to `write`, each as soon as its case ends,
    /// until the request is done or `write` returns false (the reader is gone); false when the
    /// line is not a request.
    @discardableResult
    package mutating func answer(_ line: Substring, write: (String) -> Bool) -> Bool {
        switch CheckWire.request(line) {
        case .stream(let seed, let from, let count)?:
            var index = from
            while count.map({ index - from < $0 }) ?? true {
                let c = generator.generate(seed: CheckRandom.caseSeed(seed, index: index))
                let answer = other.map { CheckWire.line(StrategyComparison.compared(c, subject, $0)) } ?? CheckWire.line(runner.run(c))
                guard write(answer) else { break }
                index += 1
            }
            return true
        case .explicit(let c, let stopAt)?:
            _ = write(CheckWire.line(runner.run(c, stopAt: stopAt)))
            return true
        case .batch(let cases, let target)?:
            for c in cases {
                let outcome = runner.run(c, stopAt: target)
                guard write(CheckWire.line(outcome)), !outcome.violations.contains(where: { $0.target == target }) else { break }
            }
            return true
        case .frames(var c, let name, let step, let elements)?:
            c.scenario.name = name
            if other != nil {
                _ = write(CheckWire.line(Reproduction.drawnInProcess(c, subject: subject, other: other, failingStep: step)))
            } else {
                let drawn = Reproduction.drawnInProcess(c, subject: subject, failingStep: step, showing: elements)
                _ = write(CheckWire.line(drawn.frames, sightings: drawn.sightings))
            }
            return true
        case .differing(let cases, let cause)?:
            guard let other else { return false }
            for c in cases {
                let shown = StrategyComparison.firstShowing([c], cause: cause, subject, other)
                let answer = ComparedCase(seen: shown.map { [$0.seen] } ?? [], steps: c.steps.count)
                guard write(CheckWire.line(answer)), shown == nil else { break }
            }
            return true
        case nil:
            return false
        }
    }
}
