import StickyLayout

/// Finds a scenario by built-in name or file path.
public enum ScenarioSource {
    /// The built-in scenario used when no name or file is given.
    public static let defaultName = "contacts"

    /// The scenario named `nameOrPath` (a built-in name, or a path to a JSON file), or the default.
    /// - Throws: `ScenarioError` with a one-line message naming the file, the field and the fix.
    public static func resolve(_ nameOrPath: String?) throws -> Scenario {
        // Placeholder until the scenario file format lands: one built-in list.
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { String($0) }
        return Scenario(
            name: "contacts", summary: "A to Z sections of names.",
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 1), headerReferenceSize: Size(width: 0, height: 1)),
            sections: letters.map { _ in SectionSpec(itemCount: 6) }, sectionTitles: letters)
    }
}

/// A scenario that cannot be loaded: `message` is one line naming the file, the field and the fix.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
