import ArgumentParser
import CursesBackend
import ScrollSimKit
import StickyLayout

/// The live view's options (`scrollsim run`) as plain values: what `RunCommand` parsed, or what
/// `init?(quickParsing:)` read from a command line it can read exactly as ArgumentParser would.
struct LiveViewOptions: Equatable {
    var scenario: String?
    var strategy: StrategyName?
    var split: StrategyNameList?
    var strategyFiles: [String] = []
    var noBounce = false
    var noIndicator = false
    var projector = false
    var record: String?
    var replay: String?
    var reportDir = "."
    var offset: OffsetArgument?

    /// The scenario and strategy options as one value.
    var session: SessionOptions {
        SessionOptions(scenario: scenario, strategy: strategy, split: split, strategyFiles: strategyFiles)
    }

    func run() throws {
        let exitCode: Int32
        do {
            let scenario = try session.loadScenario()
            let registry = try session.registry(for: scenario)
            let strategies = try session.strategies(default: scenario.defaultStrategy, registry: registry)
            let start = offset?.value
            let toggles = ViewToggles(bounce: !noBounce, indicator: !noIndicator, projector: projector)
            let replayed = try replay.map(Self.history(from:))
            let scenarioArgument = session.scenario
            let strategyFileArguments = session.strategyFiles
            let folder = reportDir
            let recordPath = record
            var cast: CastWriter?
            let scenarioWatcher = session.scenario.flatMap { ScenarioWatcher(path: $0) }
            let watched = StrategyFiles.paths(scenario: scenario, paths: session.strategyFiles)
            let watcher = watched.isEmpty ? nil : StrategyFileWatcher(paths: watched)
            exitCode = try LiveSimulator.run(configure: { loop in
                loop.writeReport = { ReportWriter.write($0, folder: folder) }
                loop.openRecording = { session throws(RecordingRefusal) in try ReportWriter.openRecording(session, folder: folder) }
                if let scenarioWatcher { loop.poll = { scenarioWatcher.reloadIfChanged(&$0) } }
                if let cast {
                    loop.onFrame = { cast.frame($0, at: $1) }
                    loop.onHistory = { cast.input($0, at: $1) }
                }
            }, watcher: watcher, watchedPaths: watched + (scenarioWatcher.map { [$0.path] } ?? [])) { utf8, size in
                let settings = SessionSettings(
                    strategies: strategies, toggles: toggles, asciiOnly: !utf8,
                    registry: registry, scenarioArgument: scenarioArgument)
                var withFiles = settings
                withFiles.strategyFileArguments = strategyFileArguments
                var live = SimulatorSession(scenario: scenario, settings: withFiles, size: replayed?.size ?? size)
                if let recordPath {
                    cast = CastWriter(path: recordPath, size: size, title: "scrollsim \(scenario.name)", start: Platform.monotonicSeconds())
                }
                if let start { live.place(atOffset: start) }
                if let replayed { live.replay(replayed.entries) }
                if let cast { for entry in live.history { cast.input(entry, at: 0) } }
                return live
            }
            if let recordPath, cast == nil || cast?.failed == true {
                Platform.writeError("scrollsim: \(recordPath): could not write the recording; check the folder exists and is writable")
            }
        }
        if exitCode != 0 { Platform.exit(exitCode) }
    }

    func validate() throws {
        if let record, FileStamp.exists(record), !Platform.isWritable(record) {
            throw ValidationError("--record: \(record) is not writable")
        }
    }

    /// The history to replay: from a recording's input events, a text file, or the argument itself;
    /// a recording also gives the size it started at.
    static func history(from argument: String) throws -> (entries: [KeyHistory.Entry], size: TerminalSize?) {
        var text = argument
        var size: TerminalSize?
        if FileStamp.exists(argument) {
            let contents: String
            do {
                let bytes = try InputFile.read(argument, limit: 64 << 20, what: "a recording made with --record or a key history file")
                contents = try InputFile.text(bytes, path: argument, fix: "give a recording made with --record or a UTF-8 key history")
            } catch {
                throw CommandFailure("--replay: \(error.message)")
            }
            if contents.hasPrefix("{") {
                text = Asciicast.inputHistory(contents)
                size = CastHeader.size(contents)
            } else {
                text = contents
            }
        }
        do {
            return (try KeyHistory.parse(text), size)
        } catch {
            throw CommandFailure("--replay: \(error.message)")
        }
    }
}
