import Foundation
import ScrollSimKit
import StickyLayout
import Testing

/// One input event is one step (a bounds change and a layout query); only drawing is coalesced,
/// so the frame never depends on how fast the keys came.
@Suite("Step semantics")
struct StepSemanticsTests {
    static let size = TerminalSize(columns: 80, rows: 24)
    /// The sequence: five rows down, the no-invalidation fault, four rows down.
    static let faultKeys: [Character] = ["f", "n"]
    static var keys: [InputEvent] {
        Array(repeating: InputEvent.key(.character("j")), count: 5) + faultKeys.map { .key(.character($0)) }
            + Array(repeating: InputEvent.key(.character("j")), count: 4)
    }

    static func scenario() throws -> Scenario {
        try ScenarioSource.resolve(GhostTests.demos.appendingPathComponent("recipe.json").path)
    }

    /// The screen after the live loop read `batches`.
    static func screen(_ batches: [[InputEvent]]) throws -> Frame {
        let backend = ScriptedBackend(size: size, batches: batches + [[.key(.character("q"))]])
        var session = SimulatorSession(scenario: try scenario(), settings: SessionSettings(strategies: [.uikit]), size: size)
        var loop = SimulatorLoop()
        _ = loop.run(&session, on: backend, clock: { backend.time })
        return backend.screen
    }

    @Test("j j j j j f n j j j j: sent at once or typed slowly, the same frame")
    func burstEqualsSlowTyping() throws {
        let burst = try Self.screen([Self.keys])
        let slow = try Self.screen(Self.keys.map { [$0] })  // each key read alone, one frame each
        #expect(burst.text == slow.text, "burst:\n\(burst.text)\nslow:\n\(slow.text)")
        let status = burst.lines[Self.size.rows - 2]
        #expect(status.contains("offset 9/"))
    }

    @Test("Any two ways of batching the same keys draw the same last frame")
    func everySplitOfTheBurst() throws {
        let reference = try Self.screen(Self.keys.map { [$0] }).text
        for cut in 1..<Self.keys.count {
            let split = try Self.screen([Array(Self.keys[..<cut]), Array(Self.keys[cut...])]).text
            #expect(split == reference, "split after \(cut) keys differs")
        }
    }
}
