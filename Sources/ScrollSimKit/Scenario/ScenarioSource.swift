import Foundation
import StickyLayout

/// Finds a scenario by built-in name or file path.
public enum ScenarioSource {
    /// The built-in scenario used when no name or file is given.
    public static let defaultName = "contacts"

    /// The names of the built-in scenarios, in listing order.
    public static var builtinNames: [String] { BuiltinScenarios.all.map(\.name) }

    /// The built-in scenario called `name`, or nil.
    public static func builtin(named name: String) -> Scenario? {
        BuiltinScenarios.all.first(where: { $0.name == name })?.make()
    }

    /// The scenario named `nameOrPath` (a built-in name, or a path to a JSON file), or the default.
    /// - Throws: `ScenarioError` with a one-line message naming the file, the field and the fix.
    public static func resolve(_ nameOrPath: String?) throws -> Scenario {
        guard let nameOrPath else { return builtin(named: defaultName)! }
        if let scenario = builtin(named: nameOrPath) { return scenario }
        let looksLikePath = nameOrPath.contains("/") || nameOrPath.hasSuffix(".json")
        if !looksLikePath && !FileManager.default.fileExists(atPath: nameOrPath) {
            throw ScenarioError(
                "\(nameOrPath): no such built-in scenario or file; built-ins: \(builtinNames.joined(separator: ", "))")
        }
        return try load(path: nameOrPath)
    }

    /// Loads the scenario file at `path`.
    public static func load(path: String) throws(ScenarioError) -> Scenario {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ScenarioError("\(path): no such file")
        }
        if isDirectory.boolValue { throw ScenarioError("\(path): is a directory; give a scenario JSON file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ScenarioError("\(path): cannot be read (check its permissions)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: ScenarioLimits.maxFileBytes + 1) ?? Data()
        } catch {
            throw ScenarioError("\(path): cannot be read: \(error.localizedDescription)")
        }
        if data.count > ScenarioLimits.maxFileBytes {
            throw ScenarioError("\(path): file is larger than \(ScenarioLimits.maxFileBytes >> 20) MB; use \"generate\" for huge lists")
        }
        let base = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        // Strategy files are named relative to the scenario file.
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        return try ScenarioDecoder.decode([UInt8](data), file: path, defaultName: base) { (name: String) throws(StrategyFileError) -> StrategyFile in
            try StrategyFileSource.load(path: name.hasPrefix("/") ? name : directory + name)
        }
    }
}

/// A scenario that cannot be loaded: `message` is one line naming the file, the field and the fix.
public struct ScenarioError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
