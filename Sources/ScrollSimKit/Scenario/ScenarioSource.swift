import StickyLayout

/// Finds a scenario by built-in name or file path.
package enum ScenarioSource {
    /// The built-in scenario used when no name or file is given.
    package static let defaultName = "contacts"

    /// The names of the built-in scenarios, in listing order.
    package static var builtinNames: [String] { BuiltinScenarios.all.map(\.name) }

    /// The built-in scenario called `name`, or nil.
    package static func builtin(named name: String) -> Scenario? {
        BuiltinScenarios.all.first(where: { $0.name == name })?.make()
    }

    /// The scenario named `nameOrPath` (a built-in name, or a path to a JSON file), or the default;
    /// a file may name `registry`'s strategies and set their option keys.
    /// - Throws: `ScenarioError` with a one-line message naming the file, the field and the fix.
    package static func resolve(_ nameOrPath: String?, registry: StrategyRegistry = .builtIn) throws -> Scenario {
        guard let nameOrPath else { return builtin(named: defaultName)! }
        if let scenario = builtin(named: nameOrPath) { return scenario }
        let looksLikePath = nameOrPath.contains("/") || nameOrPath.hasSuffix(".json")
        if !looksLikePath && !FileStamp.exists(nameOrPath) {
            throw ScenarioError(
                "\(nameOrPath): no such built-in scenario or file; built-ins: \(builtinNames.joined(separator: ", "))")
        }
        return try load(path: nameOrPath, registry: registry)
    }

    /// Loads the scenario file at `path`; it may name `registry`'s strategies and option keys.
    package static func load(path: String, registry: StrategyRegistry = .builtIn) throws(ScenarioError) -> Scenario {
        let data: [UInt8]
        do {
            data = try InputFile.read(path, limit: ScenarioLimits.maxFileBytes, what: "a scenario JSON file")
        } catch {
            throw ScenarioError(error.message)
        }
        let base = PathName.stem(of: path)
        // Strategy files are named relative to the scenario file.
        let directory = PathName.folder(of: path)
        return try ScenarioDecoder.decode(data, file: path, defaultName: base, registry: registry) { (name: String) throws(StrategyFileError) -> StrategyFile in
            try StrategyFileSource.load(path: PathName.resolve(name, in: directory))
        }
    }
}

/// A scenario that cannot be loaded: `message` is one line naming the file, the field and the fix.
package struct ScenarioError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
