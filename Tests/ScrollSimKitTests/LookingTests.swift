@testable import ScrollSimKit
import StickyLayout
import Testing

/// Looking never changes the layout: opening or closing the inspector, the help, the strategy
/// picker, the search prompt, the report panel, ghosts or the projector theme makes no bounds
/// change and no layout query, so the answers, diagnostics and markers stay those of the last step
/// (issue 33: `i` under `f n` re-laid the header out and the inspector said `diagnostics: 0`).
@Suite("Looking never changes the layout")
struct LookingTests {
    /// What the layout last answered in every pane, and how often it was asked.
    struct Answers: Equatable {
        var answers: [[LayoutAttributes]]
        var diagnostics: [[Diagnostic]]
        var bounds: [Rect]
        var queries: Int

        init(_ session: SimulatorSession) {
            answers = session.strategies.indices.map { session.engine.lastAnswer(pane: $0).attributes }
            diagnostics = session.strategies.indices.map { session.engine.lastAnswer(pane: $0).diagnostics }
            bounds = session.collectionViews.map(\.bounds)
            queries = session.queryCount
        }
    }

    /// Each way of looking, as keys: open, then close again.
    static let looks: [(name: String, keys: [Key])] = [
        ("inspector", [.character("i"), .character("i")]),
        ("help", [.character("?"), .escape]),
        ("picker", [.character("p"), .escape]),
        ("search prompt", [.character("/"), .character("e"), .escape]),
        ("report panel", [.character("y"), .escape]),
        ("ghosts", [.character("o"), .character("o")]),
        ("projector", [.character("T"), .character("T")]),
    ]

    @Test("every overlay toggled at every offset of css under f n leaves the answers identical", arguments: [[StrategyName.css], [.css, .uikit]])
    func overlaysLeaveTheAnswers(strategies: [StrategyName]) throws {
        var session = SimulatorSession(
            scenario: try #require(ScenarioSource.builtin(named: "contacts")),
            settings: SessionSettings(strategies: strategies, faults: FaultSwitches(noInvalidationOnBoundsChange: true)),
            size: TerminalSize(columns: 120, rows: 30))
        var time = 1.0
        var faulted = 0
        for _ in 0..<60 {
            session.handle(.key(.character("j")), at: time)
            time += 1
            let before = Answers(session)
            if before.diagnostics.contains(where: { !$0.isEmpty }) { faulted += 1 }
            for look in Self.looks {
                for (index, key) in look.keys.enumerated() {
                    session.handle(.key(key), at: time)
                    time += 1
                    #expect(Answers(session) == before, "\(look.name), key \(index + 1), offset \(session.scroll.offset)")
                }
            }
        }
        #expect(faulted > 0, "the fault shows in the diagnostics at some offsets")
    }

    @Test("opening the inspector under a fault keeps the broken state it inspects")
    func inspectorShowsTheFault() throws {
        var session = SimulatorSession(
            scenario: try #require(ScenarioSource.builtin(named: "contacts")),
            settings: SessionSettings(strategies: [.css]), size: TerminalSize(columns: 100, rows: 30))
        for key in "fn" + String(repeating: "j", count: 12) { session.handle(.key(.character(key)), at: 1) }
        let diagnostics = session.engine.lastAnswer(pane: 0).diagnostics.count
        #expect(diagnostics > 0)
        session.handle(.key(.character("i")), at: 2)
        #expect(session.engine.lastAnswer(pane: 0).diagnostics.count == diagnostics)
        let text = session.view().text
        #expect(text.contains("diagnostics: \(diagnostics)") || text.contains("diag \(diagnostics)"), "\(text)")
    }
}

/// Search `n`/`N` (issue 33: `/er` then `n` stuck on the last screen's match and never reached
/// `Vera Sokolova`, nor wrapped).
@Suite("Search visits every match")
struct SearchOrderTests {
    static func session() throws -> SimulatorSession {
        SimulatorSession(scenario: try #require(ScenarioSource.builtin(named: "contacts")),
                         settings: SessionSettings(strategies: [.uikit]), size: TerminalSize(columns: 100, rows: 30))
    }

    static func search(_ text: String, in session: inout SimulatorSession) {
        for key in "/" + text { session.handle(.key(.character(key)), at: 1) }
        session.handle(.key(.enter), at: 1)
    }

    @Test("n visits every match in order, reaches the last, then wraps and says so; N goes back")
    func nVisitsEveryMatchAndWraps() throws {
        var session = try Self.session()
        Self.search("er", in: &session)
        let total = session.engine.searchMatches("er").count
        #expect(total > 10)
        var seen: [String] = [session.message ?? ""]
        for _ in 0..<(total - 1) {
            session.handle(.key(.character("n")), at: 2)
            seen.append(session.message ?? "")
        }
        for (i, message) in seen.enumerated() {
            #expect(message.contains("\(i + 1) of \(total)"), "\(message)")
        }
        #expect(seen.contains { $0.contains("Vera Sokolova") })
        #expect(Set(seen).count == total, "no match repeated")
        session.handle(.key(.character("n")), at: 3)
        #expect(session.message?.contains("1 of \(total)") == true && session.message?.contains("wrapped to the top") == true, "\(session.message ?? "")")
        session.handle(.key(.character("N")), at: 4)
        #expect(session.message?.contains("\(total) of \(total)") == true && session.message?.contains("wrapped to the bottom") == true, "\(session.message ?? "")")
    }
}
