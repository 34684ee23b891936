import StickyLayout

/// What comparing two strategies on one case gave: the differences seen (each cause at its first
/// step) and the steps compared; or, when the process running both died, that death as a
/// `crash`, `hang` or `memory` violation (which strategy died is found by running each alone).
package struct ComparedCase: Sendable {
    package var seen: [StrategyComparison.Seen]
    package var steps: Int
    package var death: Violation?

    package init(seen: [StrategyComparison.Seen], steps: Int, death: Violation? = nil) {
        self.seen = seen
        self.steps = steps
        self.death = death
    }
}

/// Where `--compare` runs its cases: in this process (`InProcessComparison`), or in supervised
/// worker processes (the command line's `SupervisedComparison`), where a crash, a hang or
/// runaway memory in either strategy's layout is a death of that strategy instead of the end of
/// the comparison.
package protocol ComparisonExecutor {
    /// Runs one strategy's cases alone: to find which strategy a death is, and to shrink it.
    associatedtype Alone: CaseExecutor

    /// Compares the two strategies on the generated case `index` of `budget` (`generator`'s case
    /// for `CheckRandom.caseSeed(budget.seed, index:)`). Called with increasing indexes, so a
    /// worker may run the ones after it ahead of the request.
    mutating func compareGenerated(_ index: Int, of budget: CheckBudget, generator: CaseGenerator) -> ComparedCase
    /// The index of the first of `cases` (in order) that shows `cause`, with what it shows; nil
    /// when none does (a case that dies does not).
    mutating func firstShowing(_ cases: [CheckCase], cause: ComparisonCause) -> (index: Int, seen: StrategyComparison.Seen)?
    /// `body` with the executor that runs `strategy` (one of the two) alone.
    mutating func alone<R>(_ strategy: StrategyName, _ body: (inout Alone) -> R) -> R
}

/// Compares in this process: a crash in either layout ends the process.
package struct InProcessComparison: ComparisonExecutor {
    private let first: CheckSubject
    private let second: CheckSubject
    private var executors: [InProcessExecutor]

    package init(_ a: CheckSubject, _ b: CheckSubject) {
        first = a
        second = b
        executors = [InProcessExecutor(subject: a), InProcessExecutor(subject: b)]
    }

    package func compareGenerated(_ index: Int, of budget: CheckBudget, generator: CaseGenerator) -> ComparedCase {
        StrategyComparison.compared(generator.generate(seed: CheckRandom.caseSeed(budget.seed, index: index)), first, second)
    }

    package func firstShowing(_ cases: [CheckCase], cause: ComparisonCause) -> (index: Int, seen: StrategyComparison.Seen)? {
        StrategyComparison.firstShowing(cases, cause: cause, first, second)
    }

    package mutating func alone<R>(_ strategy: StrategyName, _ body: (inout InProcessExecutor) -> R) -> R {
        body(&executors[strategy == first.name ? 0 : 1])
    }
}
