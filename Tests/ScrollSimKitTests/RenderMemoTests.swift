import StickyLayout
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
        scene.message = "not found: \u{1B}[2J"
        scenes.append(scene)
        scene.message = nil
        scene.toggles.bounce.toggle()
        scenes.append(scene)
        scene.notice = "strategy file reloaded"
        scenes.append(scene)
        scene.notice = nil
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

    /// Seeded random sessions (scenarios, splits, sizes; scrolls, jumps, strategy switches, view
    /// toggles, data changes, animation ticks, resizes): every frame drawn with the memo of the
    /// frames before it equals the same scene drawn from nothing.
    @Test(arguments: 0..<40)
    func framesDrawnWithTheMemoAreTheFramesPaintingGives(seed: Int) throws {
        var random = CheckRandom(seed: UInt64(seed) &* 6364136223846793005 &+ 1442695040888963407)
        let names = ["huge", "contacts", "g1", "g4", "g7", "g10"].filter { ScenarioSource.builtin(named: $0) != nil }
        let scenario = try #require(ScenarioSource.builtin(named: random.pick(names)))
        let strategies: [StrategyName] = random.chance(30) ? [.uikit, .css] : [scenario.defaultStrategy]
        var size = TerminalSize(columns: random.int(30...140), rows: random.int(8...50))
        var session = SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: strategies), size: size)
        var memo = RenderMemo()
        var time = 0.0
        for step in 0..<60 {
            let action: Action
            switch random.int(0...15) {
            case 0...5: action = .scrollRows(random.int(-3...3))
            case 6: action = .scrollPages(random.int(-1...1))
            case 7: action = .scrollHalfPages(random.int(-1...1))
            case 8: action = .jumpSection(random.pick([-1, 1]))
            case 9: action = .cycleStrategy(1)
            case 10: action = .toggle(random.pick([.ghost, .projector, .indicator, .inspector, .bounce]))
            case 11: action = .data(random.pick([.insertItem(nil, length: nil), .deleteItem(nil), .insertSection(nil, items: 3), .reloadData]))
            case 12: action = .toggleFault(random.pick([.noReinsertion, .noZIndexRaise]))
            case 13:
                size = TerminalSize(columns: random.int(30...140), rows: random.int(8...50))
                action = .resize(size)
            default: action = .tick
            }
            time += 0.05
            _ = session.apply(action, at: time)
            _ = session.apply(.resize(size), at: time)
            let scene = session.scene()
            let memorised = session.renderer.render(scene, memo: &memo)
            let rows = Self.differingRows(memorised, session.renderer.render(scene))
            #expect(rows.isEmpty, "seed \(seed), step \(step) after \(action): rows \(rows) differ")
            if !rows.isEmpty { return }
        }
    }

    /// A box taller than the viewport is painted, not kept; a tiny limit keeps nothing: the
    /// frames are the same either way.
    @Test func boxesOverTheLimitAreNotKeptAndFramesStayTheSame() throws {
        let scenario = try #require(ScenarioSource.builtin(named: "contacts"))
        let size = TerminalSize(columns: 80, rows: 24)
        var session = SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: [scenario.defaultStrategy]), size: size)
        var memo = RenderMemo()
        memo.boxes = BoxMemo(cellLimit: 10)
        for _ in 0..<10 {
            _ = session.apply(.scrollRows(1), at: 0)
            let scene = session.scene()
            #expect(Self.differingRows(session.renderer.render(scene, memo: &memo), session.renderer.render(scene)).isEmpty)
        }
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
        let pieces = (0..<7).map { _ in (0..<random.int(0...2)).map { _ in random.pick(words) }.joined(separator: " ") }
        let room = random.int(0...90)
        var expected: [Int] = []
        for choice in StatusLine.choices {
            expected = choice.filter { !pieces[$0].isEmpty }
            if DisplayWidth.of(expected.map { pieces[$0] }.joined(separator: "  ") + "  ") <= room { break }
        }
        #expect(StatusLine.fittingChoice(pieces, room: room) == expected, "\(pieces) in \(room)")
    }
}
