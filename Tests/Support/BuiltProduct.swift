import Foundation

/// Where the package and its built executables are, for the tests that run them.
package enum BuiltProduct {
    /// The package's root folder (two levels above this file's folder).
    package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The path of the built executable `name` (`scrollsim`, `scrollsim-seeds`): the one built with
    /// the tests, next to the test runner (the build products folder on Linux) or next to a loaded
    /// `.xctest` bundle (on macOS, where the runner is Xcode's). Never another build's (a
    /// `.build/release` left from earlier may be stale). When none is there, the path next to the
    /// runner, so the failure names where it was looked for.
    package static func path(_ name: String) -> String {
        let runnerFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let bundleFolders = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        let candidates = ([runnerFolder] + bundleFolders).map { $0.appendingPathComponent(name).path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? runnerFolder.appendingPathComponent(name).path
    }

    /// The built `scrollsim`.
    package static var scrollsim: String { path("scrollsim") }
}
