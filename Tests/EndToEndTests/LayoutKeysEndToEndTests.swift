import Foundation
import ScrollSimKit
import TestSupport
import Testing

/// `scrollsim layout --keys` run as a binary ends where the render path's session ends.
@Suite("layout --keys, the binary")
struct LayoutKeysEndToEndTests {
    static let size = TerminalSize(columns: 80, rows: 24)

    /// The last step's elements from `layout --keys … --format json`, as (kind, section, item, y).
    static func cliLastElements(_ arguments: [String]) throws -> [[String]] {
        let r = try Program.scrollsim(["layout"] + arguments + ["--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        let elements = try #require(steps.last?["elements"] as? [[String: Any]])
        return elements.map { e in
            let frame = e["frame"] as? [String: Any]
            return ["\(e["kind"] ?? "")", "\(e["section"] ?? "")", "\(e["item"] ?? "")", "\(frame?["y"] ?? "")"]
        }
    }

    @Test("The binary's layout --keys ends where the render path's session ends")
    func binaryMatchesRenderPath() throws {
        let recipe = BuiltProduct.packageRoot.appendingPathComponent("Demos/recipe.json").path
        let keys = "jjjjj fn jjjj"
        let cli = try Self.cliLastElements(["--scenario", recipe, "--strategy", "uikit", "--terminal", "80x24", "--keys", keys])
        // The render path: the session RenderCommand builds, replayed and drawn.
        var session = SimulatorSession(
            scenario: try ScenarioSource.resolve(recipe), settings: SessionSettings(strategies: [.uikit]), size: Self.size)
        session.replay(try KeyHistory.parse(keys))
        _ = session.view()
        let drawn = session.scene().panes[0].attributes.map {
            [$0.kind.rawValue, String($0.indexPath.section), String($0.indexPath.item), JSONValue.format($0.frame.minY)]
        }
        #expect(!drawn.isEmpty)
        #expect(cli == drawn)
    }
}
