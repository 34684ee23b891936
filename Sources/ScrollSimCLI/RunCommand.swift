import ArgumentParser
import CursesBackend
import ScrollSimKit
import StickyLayout

/// `scrollsim run`: the live view, its options and how it runs.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Runs the live simulator in the terminal (the default command).",
        discussion: """
            Keys: arrows/j/k scroll (a count first: 5j, 42G goes to offset 42), PgUp/PgDn/space a page, \
            Ctrl-D/Ctrl-U half a page, g/G ends, ]/[ sections, / search, n/N again, Tab/Shift-Tab/F2-F12 strategy, \
            o ghost, i inspector, J/K scroll it, e bounce, s scroll indicator, T projector theme, \
            f n/f r/f z faults, y report (a command line reproducing the frame, written to a file), \
            ? help, q quit. Every key: README.md or `?` in the live view.
            """)

    @OptionGroup var session: SessionOptions

    @OptionGroup var start: StartOptions

    @Flag(name: .long, help: "Start in the high-contrast projector theme (`T` toggles it).")
    var projector = false

    @Option(name: .long, help: ArgumentHelp(
        "Record the session as an asciicast v2 file (frames, plus each key as an input event for --replay).",
        valueName: "file.cast"))
    var record: String?

    @Option(name: .long, help: ArgumentHelp(
        "Replay a key history first, then go on live: a recording made with --record, a file holding a history, or the history itself (as `render --keys` takes it).",
        valueName: "file|keys"))
    var replay: String?

    @Option(name: .long, help: ArgumentHelp("Folder for report files written by `y` (default: the current folder).", valueName: "dir"))
    var reportDir: String = "."

    @Option(name: .long, help: ArgumentHelp(
        "A demo script to carry out before the view starts (as `render --script`): the steps `check` found.",
        valueName: "FILE"))
    var script: String?

    func run() throws {
        let (scenario, registry) = try session.source.load()
        let strategies = try session.strategies(default: scenario.defaultStrategy, registry: registry)
        let startOffset = start.offset
        let toggles = ViewToggles(bounce: !start.noBounce, indicator: !start.noIndicator, projector: projector)
        let replayed = try replay.map(Self.history(from:))
        // The script is carried out once here, so a step that cannot run fails before the terminal is touched.
        let steps = try script.map { try DemoLoading.script(at: $0, registry: registry) }
        if let steps {
            var trial = SimulatorSession(scenario: scenario, settings: SessionSettings(strategies: strategies, registry: registry),
                                         size: TerminalSize(columns: 80, rows: 24), startOffset: startOffset)
            try DemoLoading.failures { try trial.carryOut(steps) }
        }
        // `y` prints these: files by absolute path, so its command works from any folder.
        let scenarioArgument = session.source.scenario.map { ScenarioSource.builtin(named: $0) == nil ? Platform.absolutePath($0) : $0 }
        let strategyFileArguments = session.source.strategyFiles.map(Platform.absolutePath)
        let scriptArgument = script.map(Platform.absolutePath)
        let folder = reportDir
        let recordPath = record
        var cast: CastWriter?
        let scenarioWatcher = session.source.scenario.flatMap { ScenarioWatcher(path: $0) }
        let watched = StrategyFiles.paths(scenario: scenario, paths: session.source.strategyFiles)
        let watcher = watched.isEmpty ? nil : StrategyFileWatcher(paths: watched)
        let exitCode = try LiveSimulator.run(configure: { loop in
            loop.writeReport = { ReportWriter.write(&$0, folder: folder) }
            loop.openRecording = { session throws(RecordingRefusal) in try ReportWriter.openRecording(session, folder: folder) }
            if let scenarioWatcher { loop.poll = scenarioWatcher.reloadIfChanged }
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
            var live = SimulatorSession(scenario: scenario, settings: withFiles, size: replayed?.size ?? size, startOffset: startOffset)
            if let recordPath {
                cast = CastWriter(path: recordPath, size: size, title: "scrollsim \(scenario.name)", start: Platform.monotonicSeconds())
            }
            if let steps {
                try? live.carryOut(steps)
                live.startHistory()
            }
            if let replayed { live.replay(replayed.entries) }
            if let cast { for entry in live.history { cast.input(entry, at: 0) } }
            return live
        }
        cast?.finish()
        if let recordPath, cast == nil || cast?.failed == true {
            Platform.writeError("\(ProgramName.current): \(recordPath): could not write the recording; check the folder exists and is writable")
        }
        if exitCode != 0 { Platform.exit(exitCode) }
    }

    func validate() throws {
        // Checked at start, not when `y` is first pressed.
        if case .success(let status) = FileSystem.status(reportDir), status.kind == .directory {
            guard Platform.isWritable(reportDir) else {
                throw ValidationError("--report-dir: \(VisibleEscapes.escape(String(reportDir.prefix(200)))) is not writable; give a folder `y` can write its reports in")
            }
        } else {
            throw ValidationError("--report-dir: \(VisibleEscapes.escape(String(reportDir.prefix(200)))) is not a folder; create it or give an existing folder for `y`'s reports")
        }
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
                size = Asciicast.size(contents)
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

/// Looks at the scenario file for changes (when told of one, or while the view is idle).
final class ScenarioWatcher {
    let path: String
    private var stamp: FileStamp?

    /// Nil when `path` is not a file (a built-in name).
    init?(path: String) {
        guard ScenarioSource.builtin(named: path) == nil, FileStamp.exists(path) else { return nil }
        self.path = path
        stamp = FileStamp.of(path)
    }

    /// The scenario file, loaded again, when it changed (or why it did not load); nil when unchanged.
    func reloadIfChanged() -> FileReload? {
        let now = FileStamp.of(path)
        guard now != stamp else { return nil }
        stamp = now
        do {
            return .scenario(try ScenarioSource.resolve(path, registry: CommandRegistry.current), message: "reloaded \(path)")
        } catch let error as ScenarioError {
            return .message("not reloaded: \(error.message)")
        } catch {
            return .message("not reloaded: \(error)")
        }
    }
}

/// Writes `y`'s report file and `Y`'s recording: the next free `scrollsim-report-N.txt` or
/// `scrollsim-recording-N.cast` in a folder.
enum ReportWriter {
    static func freePath(_ stem: String, _ ext: String, folder: String) -> String? {
        for number in 1...9999 {
            let path = (folder == "." ? "" : folder + "/") + "\(stem)-\(number).\(ext)"
            if !FileStamp.exists(path) { return path }
        }
        return nil
    }

    /// Opens the next free recording file in `folder` for `Y`.
    static func openRecording(_ session: SimulatorSession, folder: String) throws(RecordingRefusal) -> any RecordingOutput {
        guard let path = freePath("scrollsim-recording", "cast", folder: folder),
              let cast = CastWriter(path: path, size: session.initialSize, title: "scrollsim \(session.scenario.name)", start: 0) else {
            throw RecordingRefusal("could not write a recording in \(folder)")
        }
        return CastRecording(path: path, cast: cast)
    }

    /// Writes the report (and its keys file when the history is too long for a command line);
    /// `reproduction` then names the keys file.
    static func write(_ reproduction: inout FrameReproduction, folder: String) -> String {
        guard let path = freePath("scrollsim-report", "txt", folder: folder) else {
            return "too many report files in \(folder); the command line is shown above"
        }
        if reproduction.needsKeysFile {
            let keysPath = String(path.dropLast(4)) + ".keys"
            guard Platform.writeFile(keysPath, reproduction.keys + "\n") else {
                return "could not write \(keysPath): check that \(folder) is writable; the command line above lacks its keys"
            }
            reproduction.keysFile = Platform.absolutePath(keysPath)
        }
        return Platform.writeFile(path, reproduction.fileText)
            ? "report written to \(path) (command line\(reproduction.keysFile == nil ? "" : ", keys in its .keys file") and frame) · Esc closes"
            : "could not write \(path): check that \(folder) is writable; the command line is shown above"
    }
}

/// `Y`'s recording file: an asciicast of the replayed session, stopped at `maximumBytes`.
final class CastRecording: RecordingOutput {
    /// The most a `Y` recording writes (a long session at a large size would otherwise fill the disk).
    static let maximumBytes = 64 << 20
    let path: String
    private let cast: CastWriter
    private var full = false

    init(path: String, cast: CastWriter) {
        self.path = path
        self.cast = cast
    }

    func write(_ entry: KeyHistory.Entry?, frame: Frame, at time: Double) -> Bool {
        guard !cast.failed else { return false }
        guard cast.bytesWritten < Self.maximumBytes else { full = true; return false }
        if let entry { cast.input(entry, at: time) }
        cast.frame(frame, at: time)
        return !cast.failed
    }

    func summary(frames: Int, total: Int) -> String {
        cast.finish()
        if cast.failed { return "could not write \(path)" }
        let played = "asciinema play \(path)"
        if full { return "recording stopped at \(Self.maximumBytes >> 20) MB: \(path) holds frames 1-\(frames) of \(total) (\(played))" }
        return "recording written to \(path) (\(frames) frames; \(played))"
    }
}
