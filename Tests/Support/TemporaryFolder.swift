import Foundation

/// A uniquely named folder in the system's temporary directory holding one test's files.
///
/// Every test that needs a path on disk makes its own and removes it when it ends, failing or not:
///
///     let folder = try TemporaryFolder("check")
///     defer { folder.remove() }
///
/// One folder per test, never shared, so tests running in parallel cannot remove each other's files.
package struct TemporaryFolder: Sendable {
    /// The folder's absolute path, without a trailing slash.
    package let path: String

    /// Creates `<temporary directory>/<prefix>-<UUID>`; `path` is its real path, links resolved.
    package init(_ prefix: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = Self.realPath(url.path)
    }

    /// `path` with every link resolved (realpath(3)), as a program run in the folder sees it with
    /// `getcwd`: macOS's temporary directory is under `/var`, a link to `/private/var`.
    /// Foundation's `resolvingSymlinksInPath` would not do: on macOS it drops `/private` again.
    private static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder as a file URL.
    package var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The path of `name` in the folder; nothing is created.
    package func path(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to the file `name` in the folder and returns the file's path.
    @discardableResult
    package func write(_ text: String, name: String) throws -> String {
        let file = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Removes the folder and everything in it (a folder already gone is not an error).
    package func remove() { try? FileManager.default.removeItem(atPath: path) }
}
