import Foundation
import StickyLayout

/// Reads strategy files from disk.
package enum StrategyFileSource {
    /// The largest strategy file read.
    package static let maxFileBytes = 1 << 20

    /// Loads the strategy file at `path`; the built-in names (and `reserved`) may not be taken.
    package static func load(path: String, reserved: [StrategyName] = StrategyRegistry.builtIn.names) throws(StrategyFileError) -> StrategyFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw StrategyFileError("\(path): no such file")
        }
        if isDirectory.boolValue { throw StrategyFileError("\(path): is a directory; give a strategy JSON file") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StrategyFileError("\(path): cannot be read (check its permissions)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maxFileBytes + 1) ?? Data()
        } catch {
            throw StrategyFileError("\(path): cannot be read: \(error.localizedDescription)")
        }
        if data.count > maxFileBytes {
            throw StrategyFileError("\(path): file is larger than \(maxFileBytes >> 20) MB; a strategy file is a few hundred bytes")
        }
        return try StrategyFileDecoder.decode([UInt8](data), file: path, reserved: reserved)
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

    /// What tells a file changed without reading it: its modification time (seconds since 1970)
    /// and size; nil when it cannot be examined.
    package static func stamp(of path: String) -> [Double]? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let date = attributes[.modificationDate] as? Date else { return nil }
        let size = (attributes[.size] as? NSNumber)?.doubleValue ?? -1
        return [date.timeIntervalSince1970, size]
    }
}
