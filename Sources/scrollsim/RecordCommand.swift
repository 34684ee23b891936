import ArgumentParser
import CursesBackend
import ScrollSimKit

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Renders a demo script to an asciicast v2 file, headlessly, with the script's timing.",
        discussion: """
            Play the file with `asciinema play FILE` or asciinema's web player. An existing file is kept \
            unless --overwrite is given; the recording is written to a temporary file renamed into place, \
            so a failed recording never leaves a truncated file. A symbolic link, FIFO or device is refused.
            """)

    @Argument(help: "The demo script (e.g. Demos/push-off.demo).")
    var script: String

    @Option(name: .customLong("strategy-file"), help: ArgumentHelp(
        "A strategy JSON file whose strategy the script may name; repeatable.", valueName: "file"))
    var strategyFiles: [String] = []

    @Option(name: .long, help: "The .cast file to write (a new file, or an existing one with --overwrite).")
    var output: String

    @Flag(name: .long, help: "Replace the --output file if it exists.")
    var overwrite = false

    @Option(name: .long, help: ArgumentHelp(
        "Terminal size COLUMNSxROWS, at least 20x6 (default: the script's `size`, else 80x24).", valueName: "CxR"),
        transform: DemoSizeArgument.parse)
    var size: DemoSizeArgument?

    @Flag(name: .long, help: "Record without colours (bold and reverse only).")
    var noColor = false

    func run() throws {
        try checkOutputPath()
        let registry = try StrategyFiles.registry(scenario: nil, paths: strategyFiles)
        let parsed = try DemoLoading.script(at: script, registry: registry)
        let terminalSize = size?.size
        let file: AtomicFile
        switch AtomicFile.create(replacing: output) {
        case .success(let created): file = created
        case .failure(let error):
            throw CommandFailure("--output \(output): cannot create a file in its folder (\(error)); check the folder exists and is writable")
        }
        // Frames are encoded and written as they are made: memory does not grow with the script.
        let size = DemoTimeline.size(of: parsed, override: terminalSize)
        let result: (frames: Int, duration: Double)
        let progress = RecordProgress(scriptDuration: DemoStream.duration(of: parsed))
        do {
            result = try DemoRecorder.stream(
                parsed, size: size, title: PathName.stem(of: script),
                colors: !noColor, registry: registry, loadScenario: DemoLoading.scenarioLoader(for: parsed),
                progress: progress.report
            ) { chunk in
                do { try file.write(chunk) } catch { throw DemoStreamStop("\(error)") }
            }
            try file.commit()
        } catch let error as DemoScriptError {
            throw CommandFailure(error.description)
        } catch let stop as DemoStreamStop {
            throw CommandFailure("--output \(output): cannot write the recording (\(stop.reason)); nothing was replaced", exitCode: 1)
        } catch let error as AtomicFileError {
            throw CommandFailure("--output \(output): cannot write the recording (\(error)); nothing was replaced", exitCode: 1)
        }
        try StandardOutput.shared.line("wrote \(output): \(result.frames) frames, \(Decimals.fixed(result.duration, places: 1)) s, \(size.columns)x\(size.rows)")
    }

    /// Refuses an existing file without --overwrite, and anything that is not a regular file.
    func checkOutputPath() throws {
        let kind = FileKind.of(output)
        switch kind {
        case .missing:
            return
        case .regular:
            guard overwrite else {
                throw CommandFailure("--output \(output): the file exists; add --overwrite to replace it, or choose another name")
            }
        case .symbolicLink:
            throw CommandFailure("--output \(output): is a symbolic link; give the path of the file itself (nothing was written)")
        default:
            throw CommandFailure("--output \(output): is \(kind.phrase), not a regular file; give a .cast file path")
        }
    }
}

/// `record`'s progress on standard error: a line a second once recording has run for a second.
final class RecordProgress {
    private let scriptDuration: Double
    private let started = Platform.monotonicSeconds()
    private var lastSaid: Double

    init(scriptDuration: Double) {
        self.scriptDuration = scriptDuration
        lastSaid = started
    }

    func report(_ scriptTime: Double) {
        let now = Platform.monotonicSeconds()
        guard now - lastSaid >= 1 else { return }
        lastSaid = now
        let whole = Decimals.fixed(scriptDuration, places: 1)
        Platform.writeError("scrollsim record: \(Decimals.fixed(scriptTime, places: 1)) of \(whole) s of the script recorded")
    }
}
