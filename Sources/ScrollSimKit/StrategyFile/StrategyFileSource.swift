import StickyLayout

/// Reads strategy files from disk.
package enum StrategyFileSource {
    /// The largest strategy file read.
    package static let maxFileBytes = 1 << 20

    /// Loads the strategy file at `path`; the built-in names (and `reserved`) may not be taken.
    package static func load(path: String, reserved: [StrategyName] = StrategyRegistry.builtIn.names) throws(StrategyFileError) -> StrategyFile {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: maxFileBytes, what: "a strategy JSON file")
        } catch {
            throw StrategyFileError(error.message)
        }
        return try StrategyFileDecoder.decode(bytes, file: path, reserved: reserved)
    }

    /// The built-ins plus the strategy files at `paths`, in order.
    /// - Throws: the first file's error; two files with one name are an error.
    package static func registry(adding paths: [String], to base: StrategyRegistry = .builtIn) throws(StrategyFileError) -> StrategyRegistry {
        var registry = base
        var loaded: [StrategyName: String] = [:]
        for path in paths {
            let file = try load(path: path, reserved: StrategyRegistry.builtIn.names)
            if let other = loaded[file.name] {
                throw StrategyFileError("\(path): name: \"\(file.name)\" is already the name of \(other); give each strategy file its own name")
            }
            loaded[file.name] = path
            registry.register(file.registration)
        }
        return registry
    }
}
