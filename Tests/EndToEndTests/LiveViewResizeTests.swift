import Foundation
import TestSupport
import Testing

/// A resize that arrives while the live view is drawing (after it last looked at its signal
/// flags, before it waits for input again) is read at once, with no key typed after it. The
/// view is held in its draw by terminal flow control: Ctrl-S stops the pane's output, so the
/// frame's write blocks; the pane is resized meanwhile; Ctrl-Q (taken by the terminal, never
/// read by the view) lets the frame out. Before the fix the view then waited for input with the
/// SIGWINCH's flag set and kept drawing for the old size until the next key.
/// Ctrl-S holds output only while no other key restarts it: the pane's `ixany` (on by default in a
/// macOS pty) is turned off first, and the test checks that the key's frame was held.
@Suite(.serialized)
struct LiveViewResizeTests {
    /// A built-in scenario (nothing watched) and a scenario file (its changes are watched: the
    /// view's wait also watches a file-change descriptor).
    @Test("a resize that lands while the view draws is read without another key", arguments: [
        "--scenario contacts",
        "--scenario '\(BuiltProduct.packageRoot.appendingPathComponent("Demos/recipe.json").path)'",
    ])
    func resizeDuringDraw(arguments: String) throws {
        let tmux = try TmuxSession(columns: 100, rows: 30)
        // The command line wraps once the pane is 70 wide, and the shell prints after the restored
        // screen where the wrapped line left its cursor: clear first, so `EXIT=` has its own line.
        try tmux.type("stty -ixany; \(BuiltProduct.scrollsim) \(arguments); s=$?; clear; echo EXIT=$s")
        let first = try tmux.waitUntil(timeout: 30) { $0.contains { $0.contains("content 99×") } }
        #expect(first.contains { $0.contains("content 99×") }, "the view did not start:\n\(first.joined(separator: "\n"))")
        // The first read turns on keypad mode (a write of its own): done before output is stopped.
        try tmux.keys("j")
        _ = try tmux.waitUntil(timeout: 30) { $0.contains { $0.contains("offset ") && !$0.contains("offset -") } }
        try tmux.keys("C-s")
        Thread.sleep(forTimeInterval: 0.2)
        let held = try tmux.capture()
        try tmux.keys("k")  // its frame's write blocks until Ctrl-Q
        Thread.sleep(forTimeInterval: 0.5)
        let whileHeld = try tmux.capture()
        #expect(whileHeld == held, "the key's frame was not held by Ctrl-S (is ixany on?):\n\(whileHeld.joined(separator: "\n"))")
        try tmux.resize(columns: 70, rows: 20)
        let lag = try tmux.waitForDeviceSize(columns: 70, rows: 20, timeout: 30)
        #expect(lag != nil, "tmux did not resize the pane's terminal to 70x20 (30 s)")
        Thread.sleep(forTimeInterval: 0.1)
        try tmux.keys("C-q")
        let screen = try tmux.waitUntil(timeout: 30) { $0.contains { $0.contains("content 69×") } }
        let pane = try tmux.display("#{pane_width}x#{pane_height}")
        #expect(screen.contains { $0.contains("content 69×") },
                "no frame for 70x20 without another key (pane \(pane)):\n\(screen.joined(separator: "\n"))")
        try tmux.keys("q")
        let end = try tmux.waitUntil(timeout: 5) { TmuxSession.exitStatus($0) != nil }
        #expect(TmuxSession.exitStatus(end) == 0, "\(end.joined(separator: "\n"))")
    }
}
