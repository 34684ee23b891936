/// A hazard the engine found while answering a query: something the original code leaves
/// undefined, crashes on, or a UIKit consistency rule it breaks. The engine never crashes; it
/// places the element as docs/strategies.md documents and reports one of these.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious the hazard is in the original code.
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        /// A documented quirk: the original behaves oddly but consistently.
        case note
        /// The original's behaviour is undefined (uninitialised state, 0/0, platform-dependent).
        case undefined
        /// The original crashes (or may crash, depending on the iOS version).
        case crash
        /// UIKit would raise an internal-inconsistency assertion (docs/strategies.md §10 G11).
        case inconsistency
    }

    /// The severity.
    public var severity: Severity
    /// A stable identifier, `strategy.hazard` (for example `evadne.emptySection`).
    public var code: String
    /// The section concerned, when there is one.
    public var section: Int?
    /// One sentence naming the hazard and what the simulator did.
    public var message: String

    public init(severity: Severity, code: String, section: Int?, message: String) {
        self.severity = severity
        self.code = code
        self.section = section
        self.message = message
    }

    public var description: String {
        let where_ = section.map { " section \($0)" } ?? ""
        return "[\(severity.rawValue)] \(code)\(where_): \(message)"
    }
}
