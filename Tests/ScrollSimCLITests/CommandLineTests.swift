import CursesBackend
import ArgumentParser
@testable import ScrollSimCLI
import Testing

/// The command line as ArgumentParser reads it: `run` and `render` take the same session options
/// (one `@OptionGroup`), `run` is the default command, and bad values are refused.
@Suite struct CommandLineTests {
    static let sessionArguments = [
        "--scenario", "huge", "--split", "uikit,css", "--strategy-file", "a.json", "--strategy-file", "b.json",
    ]

    static func sessionFields(_ options: SessionOptions) -> [String] {
        [options.source.scenario ?? "-", options.source.strategy?.rawValue ?? "-",
         options.split?.map(\.rawValue).joined(separator: ",") ?? "-",
         options.source.strategyFiles.joined(separator: ",")]
    }

    @Test func runAndRenderReadTheSameSessionOptions() throws {
        let run = try #require(try ScrollSimCommand.parseAsRoot(["run"] + Self.sessionArguments) as? RunCommand)
        let render = try #require(try ScrollSimCommand.parseAsRoot(["render"] + Self.sessionArguments) as? RenderCommand)
        #expect(Self.sessionFields(run.session) == ["huge", "-", "uikit,css", "a.json,b.json"])
        #expect(Self.sessionFields(render.session) == Self.sessionFields(run.session))
    }

    @Test func withoutACommandTheLiveViewRuns() throws {
        let command = try #require(
            try ScrollSimCommand.parseAsRoot(["--strategy", "css", "--no-bounce", "--offset", "-3.5"]) as? RunCommand)
        #expect(command.session.source.strategy?.rawValue == "css")
        #expect(command.start.noBounce)
        #expect(command.start.offset == -3.5)
    }

    @Test func bothCommandsDocumentTheSessionOptions() {
        for help in [RunCommand.helpMessage(), RenderCommand.helpMessage()] {
            for option in ["--scenario", "--strategy <name>", "--split <a,b>", "--strategy-file <file>"] {
                #expect(help.contains(option), "\(option) missing from:\n\(help)")
            }
        }
    }

    @Test func badValuesAndUnknownOptionsAreRefused() {
        for line in [["render", "--strategy", "bad name"], ["run", "--offset", "nan"], ["run", "--no-bounc"],
                     ["render", "--split"], ["--scenario"]] {
            #expect(throws: (any Error).self, "\(line)") { try ScrollSimCommand.parseAsRoot(line) }
        }
    }

    /// Issue 33: `--size -5x3` said only "Missing value"; a refused 100 kB value came first and
    /// whole, its reason cut off after it.
    @Test func badValueMessagesSayWhatIsWrongFirst() {
        let missing = ScrollSimCommand.shaped("Missing value for '--size <CxR>'", arguments: ["render", "--size", "-5x3"])
        #expect(missing.contains("'-5x3'") && missing.contains("--size=-5x3"), "\(missing)")
        let long = String(repeating: "<Size:56x11> ", count: 8000)
        let refused = ScrollSimCommand.shaped(
            "The value '\(long)' is invalid for '--keys <keys>': <Size:56x11 has no closing '>'", arguments: [])
        #expect(refused.hasPrefix("--keys: <Size:56x11 has no closing"), "\(refused.prefix(200))")
        #expect(refused.count <= 260, "\(refused.count) characters")
        #expect(refused.contains("characters)"))
    }

    @Test func longTermRefusalKeepsTheReasonAndPointsToRender() {
        let message = TerminalSetupError.unusableTerm(String(repeating: "x", count: 5_000)).description
        #expect(message.count < 300, "\(message.count) characters")
        #expect(message.contains("(5000 characters)") && message.hasSuffix("or use `scrollsim render` for text output"), "\(message)")
        let short = TerminalSetupError.noCursorAddressing("dumb").description
        #expect(short.hasPrefix("TERM='dumb' cannot move the cursor"))
    }

    @Test func layoutInspectorHelpSaysTheViewportStays() {
        let help = LayoutCommand.helpMessage(columns: 1000)
        #expect(!help.contains("narrows the viewport"), "\(help)")
        #expect(help.contains("the viewport stays the same") || help.contains("the viewport"))
    }
}
