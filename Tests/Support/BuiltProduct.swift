import Foundation

/// Where the package and its built executables are, for the tests that run them.
package enum BuiltProduct {
    /// The package's root folder (two levels above this file's folder).
    package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The path of the built executable `name` (`scrollsim`, `scrollsim-seeds`): next to the test
    /// runner (the build products folder on Linux), next to a loaded `.xctest` bundle (on macOS, where
    /// the runner is Xcode's), else in the package's .build/debug or .build/release. When none is
    /// built, the .build/debug path, so the failure names where it was looked for.
    package static func path(_ name: String) -> String {
        let runnerFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let bundleFolders = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
            .map { $0.deletingLastPathComponent() }
        let built = [".build/debug", ".build/release"].map { packageRoot.appendingPathComponent($0) }
        let candidates = ([runnerFolder] + bundleFolders + built).map { $0.appendingPathComponent(name).path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? packageRoot.appendingPathComponent(".build/debug/" + name).path
    }

    /// The built `scrollsim`.
    package static var scrollsim: String { path("scrollsim") }
}
