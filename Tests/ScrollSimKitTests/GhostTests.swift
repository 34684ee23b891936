import Foundation
import ScrollSimKit
import StickyLayout
import Testing

/// Ghost outlines never hide a live element's label, and an off-screen natural spot is said in words.
@Suite("Ghost outlines")
struct GhostTests {
    static let demos = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Demos")

    static func recipe() throws -> Scenario { try ScenarioSource.resolve(demos.appendingPathComponent("recipe.json").path) }

    static func rows(_ frame: Frame) -> [String] { frame.text.components(separatedBy: "\n") }

    @Test("render --scenario Demos/recipe.json --strategy evadne --offset 1 --ghost --size 100x10")
    func ghostUnderThePinnedHeader() throws {
        let size = TerminalSize(columns: 100, rows: 10)
        var session = SimulatorSession(
            scenario: try Self.recipe(), settings: SessionSettings(strategies: [.evadne], toggles: ViewToggles(ghost: true)), size: size)
        session.place(atOffset: 1)
        let top = Self.rows(session.view())[0]
        #expect(top.contains("Shirts"), "the pinned header's title row is covered: \(top)")
        #expect(!top.contains("┄"), "a ghost edge is drawn over the pinned header: \(top)")
        #expect(top.contains("natural +1 row above"), "the off-screen natural spot is not said: \(top)")
    }

    @Test("Every pinned header's label stays readable with ghosts on, at every offset of the push-off story")
    func labelsSurviveGhosts() throws {
        let size = TerminalSize(columns: 80, rows: 24)
        for strategy in [StrategyName.uikit, .evadne, .myntra, .css] {
            var plain = SimulatorSession(scenario: try Self.recipe(), settings: SessionSettings(strategies: [strategy]), size: size)
            var ghosted = SimulatorSession(
                scenario: try Self.recipe(), settings: SessionSettings(strategies: [strategy], toggles: ViewToggles(ghost: true)), size: size)
            for offset in 0...30 {
                plain.place(atOffset: Double(offset))
                ghosted.place(atOffset: Double(offset))
                let without = plain.view(), with = ghosted.view()
                // No header, footer or label cell of the frame without ghosts is drawn over by a ghost.
                for row in 0..<size.rows - 2 {
                    for column in 0..<size.columns {
                        let cell = without[column, row]
                        guard [.header, .footer, .cellLabel].contains(cell.role), cell.character != " " else { continue }
                        #expect(with[column, row].role != .ghost,
                                "\(strategy) offset \(offset): ghost covers (\(column),\(row)) '\(cell.character)'")
                    }
                }
            }
        }
    }

    @Test("Every frame of Demos/push-off.demo's pinning caption keeps the pinned header's title and marker")
    func pushOffPinnedFrames() throws {
        let path = Self.demos.appendingPathComponent("push-off.demo").path
        let script = try DemoScript.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
        let timeline = try RecordedFrames(script: script) { name in
            try ScenarioSource.resolve(Self.demos.appendingPathComponent(name).path)
        }
        let pinning = timeline.frames.filter { $0.caption.hasPrefix("Scrolling: UIKit pins") }
        #expect(pinning.count == 11)  // ten rows scrolled and the pause's frame
        for frame in pinning {
            let rows = Self.rows(frame.frame)
            // The 5-row header: its title on the first inner row, with the marker; no ghost edge over it.
            #expect(rows[1].contains("Shirts") && rows[1].contains("◆ pinned"), "at \(frame.time) s: \(rows[1])")
            #expect(!rows.prefix(5).contains { $0.contains("┄") }, "a ghost edge over the pinned header at \(frame.time) s")
        }
    }

    /// Issue 23: `G`, `o`, `D` on Demos/huge.json trapped: the ghost pass labelled the pinned
    /// header of the section just deleted (still on screen, disappearing) through the new identities.
    @Test("G, o, D on Demos/huge.json: the deleted section's pinned header keeps its old label")
    func ghostOfDeletedSection() throws {
        let size = TerminalSize(columns: 80, rows: 24)
        var session = SimulatorSession(
            scenario: try ScenarioSource.resolve(Self.demos.appendingPathComponent("huge.json").path),
            settings: SessionSettings(strategies: [.uikit]), size: size)
        let sections = session.collectionViews[0].layout.geometry.numberOfSections
        let before = Self.rows(session.view())
        for key in ["G", "o", "D"] { session.handle(.key(.character(Character(key))), at: 1) }
        #expect(session.data.lastRefusal == nil)
        #expect(session.collectionViews[0].layout.geometry.numberOfSections == sections - 1)
        let during = Self.rows(session.view())
        #expect(during != before)
        #expect(during.joined().contains("natural"), "no ghost outline is drawn: \(during.joined(separator: "\n"))")
        for time in [1.1, 1.2, 1.5] { session.handle(.tick, at: time) }
        _ = session.view()
    }
}
