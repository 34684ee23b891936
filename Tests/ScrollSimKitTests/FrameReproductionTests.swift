import ScrollSimKit
import StickyLayout
import Testing

/// `y`'s command line names everything the frame depends on.
@Suite("Frame reproduction")
struct FrameReproductionTests {
    @Test func commandLineCarriesStartAndHistory() throws {
        var settings = SessionSettings(
            strategies: [.uikit, .css], toggles: ViewToggles(bounce: false, indicator: false),
            faults: FaultSwitches(noReinsertion: true), scenarioArgument: "Demos/my shop.json")
        settings.strategyFileArguments = ["mine.json"]
        let size = TerminalSize(columns: 90, rows: 20)
        var session = SimulatorSession(scenario: Fixtures.sections(), settings: settings, size: size, startOffset: 2)
        for entry in try KeyHistory.parse("5j fz o <Down> y") { if case .event(let e) = entry { session.handle(e) } }
        let line = FrameReproduction(session: session, frame: session.view()).commandLine
        #expect(line == "scrollsim render --scenario 'Demos/my shop.json' --strategy-file mine.json --split uikit,css --size 90x20 --offset 2 --no-bounce --no-indicator --fault no-reinsertion --keys '5jfzo <Down>'")
        #expect(try KeyHistory.parse(KeyHistory.text(session.history)) == session.history)
    }

    /// A session started with `run --script` reproduces with `render --script` (then its keys).
    @Test func aStartingScriptIsPassedOn() throws {
        var settings = SessionSettings(strategies: [.yl], scenarioArgument: "/out/case.json")
        settings.scriptArgument = "/out/case.demo"
        let size = TerminalSize(columns: 30, rows: 10)
        var session = SimulatorSession(scenario: Fixtures.sections(), settings: settings, size: size)
        try session.carryOut(DemoScript.parse("animate off\nscrollto 3\ninsert item 0 0\nscrollto 4\n", path: "case.demo"))
        for entry in try KeyHistory.parse("j") { if case .event(let e) = entry { session.handle(e) } }
        let line = FrameReproduction(session: session, frame: session.view()).commandLine
        #expect(line == "scrollsim render --scenario /out/case.json --strategy yl --size 30x10 --script /out/case.demo --keys j")
    }
}
