import StickyLayout

/// Where check cases run: in this process (`InProcessExecutor`), or in a supervised worker
/// process that survives a crash, a hang or runaway memory in the layout and reports it as a
/// violation of `crash`, `hang` or `memory` (the command line's `SupervisedExecutor`).
package protocol CaseExecutor {
    /// Runs `c`; with `stopAt`, it may stop as soon as that target is violated. With `detailed`,
    /// a crash's message carries the layout's own frame from the runtime's backtrace (slower).
    /// A death is reported at the case's last step: `Checker` finds the step itself.
    mutating func run(_ c: CheckCase, stopAt: CheckTarget?, detailed: Bool) -> CaseOutcome
    /// Runs the case `generator` makes from `seed` (a worker makes it itself, so only the seed
    /// crosses the pipe).
    mutating func run(seed: UInt64, generator: CaseGenerator) -> CaseOutcome
}

/// Runs cases in this process: fastest, but a crash in the layout ends the process.
package struct InProcessExecutor: CaseExecutor {
    private var runner: CaseRunner

    package init(subject: CheckSubject) { runner = CaseRunner(subject: subject) }

    package mutating func run(_ c: CheckCase, stopAt: CheckTarget?, detailed: Bool) -> CaseOutcome {
        runner.run(c, stopAt: stopAt)
    }

    package mutating func run(seed: UInt64, generator: CaseGenerator) -> CaseOutcome {
        runner.run(generator.generate(seed: seed))
    }
}

/// The worker's side of the line protocol (`CheckWire`): answers each request line with an
/// outcome line.
package struct CheckWorkerServer {
    private var runner: CaseRunner
    private let generator: CaseGenerator

    package init(subject: CheckSubject) {
        runner = CaseRunner(subject: subject)
        generator = CaseGenerator(directions: subject.directions)
    }

    /// The outcome line for a request line; nil when the line is not a request.
    package mutating func answer(_ line: Substring) -> String? {
        switch CheckWire.request(line) {
        case .generated(let seed)?: CheckWire.line(runner.run(generator.generate(seed: seed)))
        case .explicit(let c, let stopAt)?: CheckWire.line(runner.run(c, stopAt: stopAt))
        case nil: nil
        }
    }
}
