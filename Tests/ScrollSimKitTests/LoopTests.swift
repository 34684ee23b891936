import ScrollSimKit
import StickyLayout
import Testing

@Suite struct LoopTests {
    let size = TerminalSize(columns: 40, rows: 14)

    func session() -> SimulatorSession {
        SimulatorSession(scenario: Fixtures.sections(), settings: SessionSettings(strategies: [.uikit]), size: size)
    }

    @Test func aBurstOfInputDrawsOneFrame() {
        let burst = Array(repeating: InputEvent.key(.character("j")), count: 12)
        let backend = MemoryBackend(size: size, batches: [burst, [.key(.character("q"))]])
        var session = session()
        var loop = SimulatorLoop()
        let exit = loop.run(&session, on: backend, clock: { backend.time })
        #expect(exit == .quit)
        #expect(backend.flushCount == 2)  // the first frame, then one for the whole burst
        #expect(session.collectionViews[0].contentOffset.y == 12)
        #expect(backend.screen.lines[size.rows - 2].contains("12/"))
    }

    /// Idle, the loop blocks on input (no periodic wake-ups); only a spring-back sets a timer.
    @Test func idleBlocksAndOnlyABounceWakesUp() {
        let backend = MemoryBackend(size: size, batches: [[.key(.character("j"))], [.key(.up), .key(.up), .key(.up)], [], [], []])
        var session = session()
        var loop = SimulatorLoop()
        _ = loop.run(&session, on: backend, clock: { backend.time })
        #expect(backend.requestedTimeouts.first == .some(nil), "idle at start: block")
        #expect(backend.requestedTimeouts[1] == .some(nil), "after a plain scroll: block")
        #expect(backend.requestedTimeouts[2] == .some(16), "overscrolled: frame timer while springing back")
    }

    @Test func signalsEndTheLoop() {
        let backend = MemoryBackend(size: size, batches: [[.key(.down), .signal(15), .key(.down)]])
        var session = session()
        var loop = SimulatorLoop()
        #expect(loop.run(&session, on: backend, clock: { backend.time }) == .signal(15))
    }

    @Test func resizeRelaysOut() {
        let bigger = TerminalSize(columns: 60, rows: 20)
        let backend = MemoryBackend(size: size, batches: [[.resize(bigger)], [.key(.character("q"))]])
        var session = session()
        backend.size = bigger
        var loop = SimulatorLoop()
        _ = loop.run(&session, on: backend, clock: { backend.time })
        #expect(backend.screen.size == bigger)
        #expect(session.collectionViews[0].bounds.height == Double(bigger.rows - 2))
    }

    @Test func idleWaitsTickTheSpringBack() {
        let backend = MemoryBackend(size: size, batches: [[.key(.up), .key(.up), .key(.up)]] + Array(repeating: [], count: 40) + [[.key(.character("q"))]])
        var session = session()
        var loop = SimulatorLoop()
        _ = loop.run(&session, on: backend, clock: { backend.time })
        #expect(session.collectionViews[0].contentOffset.y == 0)
        #expect(backend.flushCount > 2)  // spring-back frames were drawn
        #expect(backend.flushCount < 40)  // but no frame once it settled
    }
}
