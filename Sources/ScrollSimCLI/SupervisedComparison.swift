import ScrollSimKit
import StickyLayout

/// Runs `--compare`'s cases in worker processes: the pair's workers (`check-worker --strategy A
/// --compare-with B`) compare the generated cases and the shrink candidates and draw the report's
/// frames side by side; when they die, each strategy's own workers (as `check --strategy` starts
/// them, started at the first death) run the case alone, to find which strategy died and to
/// shrink and draw that death.
struct SupervisedComparison: ComparisonExecutor {
    private var pair: SupervisedExecutor
    private let subjects: [CheckSubject]
    private let aloneArguments: [[String]]
    private var aloneExecutors: [SupervisedExecutor?] = [nil, nil]

    /// Workers for `a` compared with `b`; `arguments` gives a worker's arguments for a subject
    /// (compared with the second when given).
    init(
        _ a: CheckSubject, _ b: CheckSubject, arguments: (CheckSubject, CheckSubject?) -> [String], addressSpace: Int, timeout: Double,
        memoryLimit: Int
    ) {
        subjects = [a, b]
        aloneArguments = [arguments(a, nil), arguments(b, nil)]
        pair = SupervisedExecutor(
            subject: a, comparedWith: b, arguments: arguments(a, b), addressSpace: addressSpace, timeout: timeout,
            memoryLimit: memoryLimit, tag: "compare")
    }

    mutating func compareGenerated(_ index: Int, of budget: CheckBudget, generator: CaseGenerator) -> ComparedCase {
        pair.comparedGenerated(index, of: budget, generator: generator)
    }

    mutating func firstShowing(_ cases: [CheckCase], cause: ComparisonCause) -> (index: Int, seen: StrategyComparison.Seen)? {
        pair.firstShowing(cases, cause: cause)
    }

    mutating func alone<R>(_ strategy: StrategyName, _ body: (inout SupervisedExecutor) -> R) -> R {
        let i = strategy == subjects[0].name ? 0 : 1
        var executor = aloneExecutors[i] ?? SupervisedExecutor(
            subject: subjects[i], arguments: aloneArguments[i], addressSpace: pair.addressSpace, timeout: pair.timeout,
            memoryLimit: pair.memoryLimit,
            tag: "compare-\(i)", startsSearch: false)
        let result = body(&executor)
        aloneExecutors[i] = executor
        return result
    }

    /// The report's frames of a difference, both strategies side by side, drawn by the pair's worker.
    mutating func frames(_ c: CheckCase, failingStep: Int) -> Reproduction.Drawing {
        pair.frames(c, failingStep: failingStep)
    }

    /// Ends the workers and removes their standard-error files.
    mutating func finish() {
        pair.finish()
        for i in aloneExecutors.indices { aloneExecutors[i]?.finish() }
    }
}
