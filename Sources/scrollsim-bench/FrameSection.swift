import ScrollSimKit
import StickyLayout

/// Part 4: the cost of one frame of the live view without a terminal: a one-row scroll, the
/// scene (the layout query), painting the frame, and handing it to an in-memory backend.
struct FrameSection {
    let options: Options

    /// One timed configuration.
    private struct Case {
        var scenario: String
        var strategies: [StrategyName]
        var size: TerminalSize
        var label: String { strategies.count > 1 ? "\(scenario), split \(strategies.map(\.rawValue).joined(separator: "+"))" : scenario }
    }

    private var cases: [Case] {
        let small = TerminalSize(columns: 80, rows: 24), large = TerminalSize(columns: 200, rows: 50)
        return [
            Case(scenario: "contacts", strategies: [options.strategy], size: small),
            Case(scenario: "contacts", strategies: [options.strategy], size: large),
            Case(scenario: "contacts", strategies: [options.strategy, .css], size: large),
            Case(scenario: "huge", strategies: [options.strategy], size: small),
            Case(scenario: "huge", strategies: [options.strategy], size: large),
        ]
    }

    func run() {
        print("## 3. Frame cost (layout + drawing, in memory)\n")
        print("""
            One step = `session.apply(.scrollRows(1))` (*scroll*: the bounds change) + `session.scene()` \
            (*scene*: the layout query for every pane) + `renderer.render(scene)` (*paint*: the whole frame, \
            every row) + `MemoryBackend.draw` + `flush` (*backend*); together what the run loop does \
            per frame. Each step is timed alone (4 clock reads); p50/p99 over n steps, scrolling \
            down to the end and back up (no bounce). *layout share* = (scroll + scene) p50 ÷ total p50. \
            ncurses' own cost (`doupdate`, writing to the terminal) is not included; see table 4 for its bytes.

            """)
        var table = MarkdownTable(
            ["scenario", "size", "items", "scroll p50", "scene p50", "paint p50", "backend p50",
             "total p50", "total p99", "layout share", "n", "p99 ≤ 1 ms"],
            numeric: Set([2, 3, 4, 5, 6, 7, 8, 9, 10]))
        for c in cases { table.add(row(c)) }
        table.print()
    }

    private func row(_ c: Case) -> [String] {
        guard let scenario = ScenarioSource.builtin(named: c.scenario) else {
            return [c.label, "\(c.size.columns)x\(c.size.rows)", "–", "missing scenario", "", "", "", "", "", "", "", ""]
        }
        let settings = SessionSettings(strategies: c.strategies, toggles: ViewToggles(bounce: false))
        var session = SimulatorSession(scenario: scenario, settings: settings, size: c.size)
        let backend = MemoryBackend(size: c.size)
        var scroll = Samples(), scene = Samples(), paint = Samples(), draw = Samples(), total = Samples()
        var direction = 1
        let seconds = options.quick ? 0.15 : 1.0
        let warmUp = 200
        var steps = 0
        let deadline = nowNanoseconds() + UInt64(seconds * 1e9)
        while steps < warmUp + 100 || nowNanoseconds() < deadline {
            if direction > 0, session.scroll.offset >= session.scroll.maximum { direction = -1 }
            if direction < 0, session.scroll.offset <= session.scroll.minimum { direction = 1 }
            let t0 = nowNanoseconds()
            session.apply(.scrollRows(direction))
            let t1 = nowNanoseconds()
            let built = session.scene()
            let t2 = nowNanoseconds()
            let frame = session.renderer.render(built)
            let t3 = nowNanoseconds()
            backend.draw(frame)
            backend.flush()
            let t4 = nowNanoseconds()
            steps += 1
            if steps <= warmUp { continue }
            scroll.add(batchNanoseconds: t1 - t0, steps: 1)
            scene.add(batchNanoseconds: t2 - t1, steps: 1)
            paint.add(batchNanoseconds: t3 - t2, steps: 1)
            draw.add(batchNanoseconds: t4 - t3, steps: 1)
            total.add(batchNanoseconds: t4 - t0, steps: 1)
        }
        blackHole(backend.flushCount)
        let share = (scroll.p50 + scene.p50) / total.p50
        return [
            c.label, "\(c.size.columns)x\(c.size.rows)", Format.count(scenario.sections.reduce(0) { $0 + $1.itemCount }),
            Format.duration(scroll.p50), Format.duration(scene.p50), Format.duration(paint.p50),
            Format.duration(draw.p50), Format.duration(total.p50), Format.duration(total.p99),
            "\(Format.fixed(share * 100, 0)) %", Format.grouped(total.count), total.p99 <= 1e6 ? "yes" : "NO",
        ]
    }
}
