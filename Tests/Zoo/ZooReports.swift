import Foundation
import ScrollSimKit
import StickyLayout

/// The zoo layouts' `check` reports at the default budget, by name and seed, each made once per
/// test process and shared by the suites that read it: a seed always gives the same report, and
/// the recall, precision and five-seed suites all read seed 0.
enum ZooReports {
    private static let condition = NSCondition()
    nonisolated(unsafe) private static var reports: [String: CheckReport] = [:]
    nonisolated(unsafe) private static var running: Set<String> = []

    /// The report of `name` (from `ZooLayout.registry`) from `seed`.
    static func report(_ name: StrategyName, seed: UInt64 = 0) throws -> CheckReport {
        let key = "\(name.rawValue)#\(seed)"
        condition.lock()
        while running.contains(key) { condition.wait() }
        if let report = reports[key] {
            condition.unlock()
            return report
        }
        running.insert(key)
        condition.unlock()
        let subject = CheckSubject(name, registry: ZooLayout.registry)
        let report = subject.map { Checker.run($0, budget: CheckBudget(seed: seed)) }
        condition.lock()
        running.remove(key)
        if let report { reports[key] = report }
        condition.broadcast()
        condition.unlock()
        guard let report else { throw ZooReportError(name: name) }
        return report
    }
}

/// A zoo name that is not registered.
struct ZooReportError: Error, CustomStringConvertible {
    var name: StrategyName
    var description: String { "\(name) is not in ZooLayout.registry" }
}
