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
    var script: String?

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
            // The script is carried out once here, so a step that cannot run fails before the terminal is touched.
            let steps = try script.map { try ScriptArgument.load($0, registry: registry) }
            if let steps {
                var trial = SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: strategies, registry: registry),
                                             size: TerminalSize(columns: 80, rows: 24))
                if let start = offset?.value { trial.place(atOffset: start) }
                try ScriptArgument.carryOut(steps, on: &trial)
            }
            // `y` prints these: files by absolute path, so its command works from any folder.
            let scenarioArgument = session.scenario.map { ScenarioSource.builtin(named: $0) == nil ? Platform.absolutePath($0) : $0 }
            let strategyFileArguments = session.strategyFiles.map(Platform.absolutePath)
            let scriptArgument = script.map(Platform.absolutePath)
            let folder = reportDir
            let recordPath = record
            var cast: CastWriter?
            let scenarioWatcher = session.scenario.flatMap { ScenarioWatcher(path: $0) }
            let watched = StrategyFiles.paths(scenario: scenario, paths: session.strategyFiles)
            let watcher = watched.isEmpty ? nil : StrategyFileWatcher(paths: watched)
            exitCode = try LiveSimulator.run(configure: { loop in
                loop.writeReport = { ReportWriter.write($0, folder: folder) }
                loop.writeRecording = { ReportWriter.record($0, folder: folder) }
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
                withFiles.scriptArgument = scriptArgument
                var live = SimulatorSession(scenario: scenario, settings: withFiles, size: replayed?.size ?? size)
                if let recordPath {
                    cast = CastWriter(path: recordPath, size: size, title: "scrollsim \(scenario.name)", start: Platform.monotonicSeconds())
                }
                if let start { live.place(atOffset: start) }
                if let steps { try? live.carryOut(steps) }
                if let replayed { live.replay(replayed.entries) }
                if let cast { for entry in live.history { cast.input(entry, at: 0) } }
                return live
            }
            if let recordPath, cast == nil || cast?.failed == true {
                Platform.writeError("\(ProgramName.current): \(recordPath): could not write the recording; check the folder exists and is writable")
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
