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

    /// `base` plus the strategy files at `paths`, in order, with every strategy file's name and path
    /// (`files`: those already in `base`).
    /// - Throws: the first file's error; a name in `reserved` or already a file's is an error.
    package static func registry(
        adding paths: [String], to base: StrategyRegistry = .builtIn, reserved: [StrategyName] = StrategyRegistry.builtIn.names,
        files: [(name: StrategyName, path: String)] = []
    ) throws(StrategyFileError) -> (registry: StrategyRegistry, files: [(name: StrategyName, path: String)]) {
        var registry = base
        var files = files
        for path in paths {
            let file = try load(path: path, reserved: reserved)
            if let other = files.first(where: { $0.name == file.name })?.path {
                throw StrategyFileError("\(path): name: \"\(file.name)\" is already the name of \(other); give each strategy file its own name")
            }
            files.append((file.name, path))
            registry.register(file.registration)
        }
        return (registry, files)
    }
}
