import Foundation
import TestSupport
import Testing

/// The live view draws only what changed; with labels whose graphemes the C library counts
/// differently from the frame (a flag of two regional indicators, a combining accent, an emoji
/// sequence, CJK), the rows must still land in the frame's columns after many scrolls: the same
/// characters as `render` in every row, nothing left over from earlier frames.
@Suite(.serialized)
struct WideLabelLiveViewTests {
    static let labels = ["日本語のラベル", "Café e\u{301}clair", "家族 👨‍👩‍👧 emoji", "中文 mixed ascii", "🇫🇷 flag", "plain"]

    /// Writes the scenario to `wide.json` in `folder`; returns its path.
    func scenarioFile(in folder: TemporaryFolder) throws -> String {
        let sections = (0..<6).map { index in
            #"{"title": "\#(["見出し", "Über", "🎉 party", "B", "C", "D"][index])", "items": 6, "itemLabels": [\#(Self.labels.map { "\"\($0)\"" }.joined(separator: ", "))]}"#
        }
        let json = #"{"name": "wide", "summary": "wide labels", "layout": {"itemSize": {"width": 0, "height": 1}, "headerReferenceSize": {"width": 0, "height": 1}}, "sections": [\#(sections.joined(separator: ", "))]}"#
        let path = folder.path("wide.json")
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A row without its spaces: what the terminal shows, whatever width it gives each grapheme.
    static func ink(_ row: String) -> String { row.filter { $0 != " " } }

    @Test func rowsKeepTheirCharactersAcrossScrolls() throws {
        let folder = try TemporaryFolder("scrollsim-wide")
        defer { folder.remove() }
        let scenario = try scenarioFile(in: folder)
        let tmux = try TmuxSession(columns: 60, rows: 16)
        try tmux.type("\(BuiltProduct.scrollsim) --scenario '\(scenario)'; echo EXIT=$?")
        _ = try tmux.waitUntil { $0.contains { $0.contains(" offset 0/") } }
        var offset = 0
        for step in [1, 2, 3, 5, 8] {  // 19 rows: within the 28 the content scrolls
            for _ in 0..<step { try tmux.keys("j") }
            offset += step
            let screen = try tmux.waitUntil { $0.contains { $0.contains(" offset \(offset)/") } }
            let env = TestEnvironment.pane()
            var expected = try Program.run(
                [BuiltProduct.scrollsim, "render", "--scenario", scenario, "--size", "60x16"] + Binary.scrolledTo(offset), environment: env
            ).stdout.components(separatedBy: "\n")
            if expected.last == "" { expected.removeLast() }
            #expect(screen.prefix(16).map(Self.ink) == expected.map(Self.ink), "offset \(offset):\n\(screen.joined(separator: "\n"))")
        }
        try tmux.keys("q")
        _ = try tmux.waitUntil { $0.contains("EXIT=0") }
    }
}
