import ArgumentParser
import CursesBackend
import ScrollSimKit
import StickyLayout

/// `scrollsim run`: the live view's options as ArgumentParser declares, documents and validates
/// them; running them is `LiveViewOptions.run()`.
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

    @Option(name: .long, help: SessionOptions.Help.scenario)
    var scenario: String?

    @Option(name: .long, help: SessionOptions.Help.strategy, transform: StrategyName.parse)
    var strategy: StrategyName?

    @Option(name: .long, help: SessionOptions.Help.split, transform: StrategyNameList.parse)
    var split: StrategyNameList?

    @Option(name: .customLong("strategy-file"), help: SessionOptions.Help.strategyFiles)
    var strategyFiles: [String] = []

    @Flag(name: .long, help: "Clamp scrolling at the ends instead of rubber-banding.")
    var noBounce = false

    @Flag(name: .long, help: "Hide the scroll indicator column (the viewport takes it); `s` toggles it live.")
    var noIndicator = false

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

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Start at this content offset along the scroll axis (as `render --offset`).", valueName: "points"),
        transform: OffsetArgument.parse)
    var offset: OffsetArgument?

    /// The options as plain values, which the live view runs from.
    var options: LiveViewOptions {
        LiveViewOptions(
            scenario: scenario, strategy: strategy, split: split, strategyFiles: strategyFiles,
            noBounce: noBounce, noIndicator: noIndicator, projector: projector,
            record: record, replay: replay, reportDir: reportDir, offset: offset)
    }

    func run() throws { try options.run() }

    func validate() throws { try options.validate() }
}

/// Reloads the scenario file when it changes on disk (checked while the view is idle).
final class ScenarioWatcher {
    let path: String
    private var stamp: FileStamp?

    /// Nil when `path` is not a file (a built-in name).
    init?(path: String) {
        guard ScenarioSource.builtin(named: path) == nil, FileStamp.exists(path) else { return nil }
        self.path = path
        stamp = FileStamp.of(path)
    }

    /// Reloads into `session` when the file changed; true when the session changed.
    func reloadIfChanged(_ session: inout SimulatorSession) -> Bool {
        let now = FileStamp.of(path)
        guard now != stamp else { return false }
        stamp = now
        do {
            let scenario = try ScenarioSource.resolve(path)
            session = session.reloaded(with: scenario, message: "reloaded \(path)")
        } catch let error as ScenarioError {
            session.showReport(nil, message: "not reloaded: \(error.message)")
        } catch {
            session.showReport(nil, message: "not reloaded: \(error)")
        }
        return true
    }
}

/// The size in a recording's header line.
enum CastHeader {
    static func size(_ text: String) -> TerminalSize? {
        guard let header = text.split(separator: "\n").first else { return nil }
        func field(_ name: String) -> Int? {
            guard let range = header.firstRange(of: "\"\(name)\": ") else { return nil }
            return Int(header[range.upperBound...].prefix { $0.isNumber })
        }
        guard let width = field("width"), let height = field("height") else { return nil }
        return TerminalSize(parsing: "\(width)x\(height)")
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

    static func write(_ reproduction: FrameReproduction, folder: String) -> String {
        for number in 1...9999 {
            let path = (folder == "." ? "" : folder + "/") + "scrollsim-report-\(number).txt"
            if FileStamp.exists(path) { continue }
            return Platform.writeFile(path, reproduction.fileText)
                ? "report written to \(path) (command line and frame) · Esc closes"
                : "could not write \(path); the command line is shown above"
        }
        return "too many report files in \(folder); the command line is shown above"
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
        if cast.failed { return "could not write \(path)" }
        let played = "asciinema play \(path)"
        if full { return "recording stopped at \(Self.maximumBytes >> 20) MB: \(path) holds frames 1-\(frames) of \(total) (\(played))" }
        return "recording written to \(path) (\(frames) frames; \(played))"
    }
}
