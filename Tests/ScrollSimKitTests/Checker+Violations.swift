@testable import ScrollSimKit

extension Checker {
    /// Runs one case as `check` runs each generated case, and returns the first violation of each
    /// target, in the order found.
    static func violations(of subject: CheckSubject, in c: CheckCase) -> [Violation] {
        var runner = CaseRunner(subject: subject)
        return runner.run(c).violations
    }
}
