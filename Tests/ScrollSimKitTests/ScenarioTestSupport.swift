import Foundation
@testable import ScrollSimKit

/// Helpers shared by the scenario and layout tests.
enum ScenarioTestSupport {
    /// The package root (three levels above this file).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Decodes `json` as if read from `demo.json`.
    static func decode(_ json: String) throws(ScenarioError) -> Scenario {
        try ScenarioDecoder.decode(Array(json.utf8), file: "demo.json", defaultName: "demo")
    }

    /// The message of the `ScenarioError` decoding `json` throws, or nil when it loads.
    static func message(_ json: String) -> String? {
        do {
            _ = try decode(json)
            return nil
        } catch {
            return error.message
        }
    }
}
