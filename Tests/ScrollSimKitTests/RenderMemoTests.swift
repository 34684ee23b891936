import Testing
@testable import ScrollSimKit

/// Rows copied from the last frame (`RenderMemo`) must be the rows painting would give.
@Suite struct RenderMemoTests {
    /// Scenes that change the hint line's inputs one at a time, rendered in turn with one memo,
    /// each equal to the same scene rendered from nothing.
    @Test func theMemorisedHintLineIsTheLinePaintingGives() throws {
        let scenario = try #require(ScenarioSource.builtin(named: "huge"))
        let size = TerminalSize(columns: 80, rows: 24)
        var session = SimulatorSession(
            scenario: scenario, settings: SessionSettings(strategies: [scenario.defaultStrategy]), size: size)
        var scenes: [Scene] = []
        var scene = session.scene()
        scenes.append(scene)
        scenes.append(scene)
        scene.prompt = "/Item 4"
        scenes.append(scene)
        scene.prompt = nil
        scene.overlays.message = "not found: \u{1B}[2J"
        scenes.append(scene)
        scene.overlays.message = nil
        scene.toggles.bounce.toggle()
        scenes.append(scene)
        scene.overlays.notice = "strategy file reloaded"
        scenes.append(scene)
        scene.overlays.notice = nil
        scenes.append(scene)
        _ = session.apply(.scrollRows(3), at: 0)
        scenes.append(session.scene())
        var narrow = session.scene()
        narrow.size = TerminalSize(columns: 50, rows: 20)
        scenes.append(narrow)
        scenes.append(session.scene())
        var memo = RenderMemo()
        for (index, scene) in scenes.enumerated() {
            let memorised = session.renderer.render(scene, memo: &memo)
            #expect(Self.differingRows(memorised, session.renderer.render(scene)).isEmpty, "scene \(index)")
        }
        // The ASCII glyph set paints another line from the same inputs.
        let ascii = FrameRenderer(glyphs: .ascii, labels: session.renderer.labels)
        #expect(Self.differingRows(ascii.render(scenes[0], memo: &memo), ascii.render(scenes[0])).isEmpty)
    }

    /// The rows whose cells differ (every row when the sizes do).
    static func differingRows(_ a: Frame, _ b: Frame) -> [Int] {
        guard a.size == b.size else { return Array(0..<max(a.size.rows, b.size.rows)) }
        return (0..<a.size.rows).filter { a.cells(ofRow: $0) != b.cells(ofRow: $0) }
    }
}

/// The status line keeps the fullest choice of fields that fits.
@Suite struct StatusLineChoiceTests {
    /// Width by the sum of field widths (simple text) or by measuring each choice whole, against
    /// the plain rule: the first choice whose joined text fits.
    @Test(arguments: 0..<200)
    func theChoiceIsTheFirstThatFits(seed: Int) {
        var random = CheckRandom(seed: UInt64(seed) &* 2654435761 &+ 3)
        let words = ["uikit", "offset", "12/400", "content 79×1001000", "inval bounds-only", "", "refreshing",
                     "日本", "e\u{301}", "\u{301}x", "🇫🇷", "▶ floating"]
        let pieces = (0..<8).map { _ in (0..<random.int(0...2)).map { _ in random.pick(words) }.joined(separator: " ") }
        let room = random.int(0...90)
        var expected: [Int] = []
        for choice in StatusLine.choices {
            expected = choice.filter { !pieces[$0].isEmpty }
            if DisplayWidth.of(expected.map { pieces[$0] }.joined(separator: "  ") + "  ") <= room { break }
        }
        #expect(StatusLine.fittingChoice(pieces, room: room) == expected, "\(pieces) in \(room)")
    }
}
