import Foundation
import Testing

/// The `scrollsim-seeds` binary: the command line with the UIKit-style seed subclasses registered.
enum SeedsBinary {
    static var path: String {
        let built = URL(fileURLWithPath: Binary.path).deletingLastPathComponent()
        return built.appendingPathComponent("scrollsim-seeds").path
    }

    /// `render` of `binary` with `strategy` at `offset`, 100×30, on the tests' scenario.
    static func render(_ binary: String, strategy: String, offset: Int) throws -> [String] {
        let env = ["LANG": "C.UTF-8", "TERM": "tmux-256color", "PATH": "/usr/bin:/bin"]
        let result = try TmuxSession.run(
            [binary, "render", "--scenario", Binary.scenario, "--strategy", strategy, "--size", "100x30",
             "--offset", "\(offset)"], environment: env)
        var lines = result.output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

private let runsInCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false

/// The live view running a UIKit-style subclass (seed 002, Evadne Wu, through UIKitCompat) in a
/// private tmux server: it scrolls, and draws what the built-in `evadne` draws at the same offset.
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable || runsInCI, "tmux is not installed"))
struct SeedSubclassLiveViewTests {
    /// The offset on the status line (the first `N/MAX` after the strategy name).
    private func offset(_ screen: [String]) -> String? {
        guard let line = screen.first(where: { $0.contains("evadne-uikit ") }) else { return nil }
        let tail = line.components(separatedBy: "evadne-uikit").last ?? ""
        return tail.split(separator: " ").first { $0.contains("/") }.map { String($0.split(separator: "/")[0]) }
    }

    @Test func liveViewOnTheEvadneSubclassMatchesTheBuiltIn() throws {
        guard TmuxSession.isAvailable else {
            Issue.record("tmux is missing: install it (apt-get install tmux); .ci/run does")
            return
        }
        #expect(FileManager.default.isExecutableFile(atPath: SeedsBinary.path), "build first: swift build")
        let tmux = try TmuxSession(columns: 100, rows: 30)
        try tmux.type("\(SeedsBinary.path) --scenario '\(Binary.scenario)' --strategy evadne-uikit; echo EXIT=$?")
        var screen = try tmux.waitUntil { offset($0) == "0" }
        #expect(offset(screen) == "0", "the live view did not start:\n\(screen.joined(separator: "\n"))")

        try tmux.keys("j", "j", "Down", "j", "Down", "j", "j")
        screen = try tmux.waitUntil { offset($0) == "7" }
        #expect(offset(screen) == "7")
        let live = Array(screen.prefix(30))
        #expect(live == (try SeedsBinary.render(SeedsBinary.path, strategy: "evadne-uikit", offset: 7)),
                "live frame differs from its own `render --offset 7`")

        // Everything above the status line is what the built-in draws at that offset.
        let builtIn = try SeedsBinary.render(Binary.path, strategy: "evadne", offset: 7)
        let status = live.firstIndex { $0.contains("evadne-uikit") } ?? live.count
        #expect(status > 20)
        #expect(Array(live.prefix(status)) == Array(builtIn.prefix(status)),
                "subclass:\n\(live.joined(separator: "\n"))\nbuilt-in:\n\(builtIn.joined(separator: "\n"))")
        #expect(live.prefix(status).contains { $0.contains("pinned") }, "a header is pinned at offset 7")

        try tmux.keys("q")
        screen = try tmux.waitUntil { $0.contains("EXIT=0") }
        #expect(screen.contains("EXIT=0"))
        #expect(try tmux.display("#{alternate_on}") == "0")
    }
}
