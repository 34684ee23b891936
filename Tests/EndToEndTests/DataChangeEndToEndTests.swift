import Foundation
import TestSupport
import Testing

/// Update keys in the real binary: `a` inserts an item at the pin line (shown as a dimmed outline
/// while it animates, then as a cell), `d` deletes it again, `u` turns animation off.
@Suite(.serialized)
struct DataChangeEndToEndTests {
    @Test func insertAndDeleteKeysChangeTheLiveData() throws {
        let tmux = try TmuxSession(columns: 100, rows: 30)
        try tmux.type("\(BuiltProduct.scrollsim) --scenario '\(Binary.scenario)'; echo EXIT=$?")
        _ = try tmux.waitUntil { $0.contains { $0.contains(" offset 0/") } }
        try tmux.keys("j", "j", "j")
        _ = try tmux.waitUntil { $0.contains { $0.contains(" offset 3/") } }
        let before = try tmux.capture()
        try tmux.keys("a")
        var screen = try tmux.waitUntil { $0.contains { $0.contains("┌ New item 1 ─") } }
        #expect(screen.contains { $0.contains("┌ New item 1 ─") }, "inserted:\n\(screen.joined(separator: "\n"))")
        try tmux.keys("d")
        screen = try tmux.waitUntil { Array($0.prefix(28)) == Array(before.prefix(28)) }
        #expect(Array(screen.prefix(28)) == Array(before.prefix(28)), "delete undid the insert")
        try tmux.keys("u", "a")
        screen = try tmux.waitUntil { $0.contains { $0.contains("┌ New item 2 ─") } }
        #expect(!screen.contains { $0.contains("┄") }, "no animation frames once `u` turned animation off")
        try tmux.keys("q")
        screen = try tmux.waitUntil { $0.contains("EXIT=0") }
        #expect(screen.contains("EXIT=0"))
    }
}
