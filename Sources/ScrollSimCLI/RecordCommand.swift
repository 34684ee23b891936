import ArgumentParser
import CursesBackend
import ScrollSimExport
import ScrollSimKit

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Renders a demo script to an asciicast, an animated SVG, an HTML player or an animated GIF, headlessly, with the script's timing.",
        discussion: """
            The --output extension chooses the format: .cast (asciicast v2: `asciinema play FILE`), .svg (one \
            self-contained animated SVG), .html (one self-contained page with play/pause, step and a scrubber) or .gif \
            (an animated GIF for slide programs, 1920x1080 unless --pixels says otherwise, glyphs drawn by FreeType from the \
            system's monospaced font or --font); see docs/exports.md. An existing file is kept unless --overwrite is given; the recording is written to a temporary file renamed into place, \
            so a failed recording never leaves a truncated file. A symbolic link, FIFO or device is refused.
            """)

    @Argument(help: "The demo script (e.g. Demos/push-off.demo).")
    var script: String

    @Option(name: .customLong("strategy-file"), help: ArgumentHelp(
        "A strategy JSON file whose strategy the script may name; repeatable.", valueName: "file"))
    var strategyFiles: [String] = []

    @Option(name: .long, help: "The .cast, .svg, .html or .gif file to write (a new file, or an existing one with --overwrite).")
    var output: String

    @Flag(name: .long, help: "Replace the --output file if it exists.")
    var overwrite = false

    @Option(name: .long, help: ArgumentHelp(
        "Terminal size COLUMNSxROWS, at least 20x6, or a slide's ratio such as 16:9 (default: the script's `size`, else 80x24).",
        valueName: "CxR"),
        transform: DemoSizeArgument.parse)
    var size: TerminalSize?

    @Option(name: .long, help: ArgumentHelp(
        "GIF only: the picture's size in pixels, WIDTHxHEIGHT from 160x90 to 7680x4320 (default 1920x1080); the cells are fitted in and centred.",
        valueName: "WxH"),
        transform: GIFPixelsArgument.parse)
    var pixels: GIFOptions?

    @Option(name: .long, help: ArgumentHelp(
        "GIF only: the TrueType/OpenType font file to draw with (default: the system's monospaced font).", valueName: "file"))
    var font: String?

    @Flag(name: .long, help: "Record without colours (bold and reverse only).")
    var noColor = false

    @OptionGroup var view: DemoViewOptions

    func run() throws {
        try OutputPath.check(output, overwrite: overwrite, expected: "a \(RecordingFormat.extensionList) file path")
        guard let format = RecordingFormat(path: output) else {
            throw CommandFailure("--output \(output): unknown extension; use \(RecordingFormat.extensionList) (MP4: docs/exports.md)")
        }
        if format != .gif, pixels != nil || font != nil {
            throw CommandFailure("--\(pixels != nil ? "pixels" : "font") is for a GIF; give --output FILE.gif, or leave it out")
        }
        var gif = pixels ?? GIFOptions()
        gif.fontFile = font
        let registry = try StrategyFiles.registry(scenario: nil, paths: strategyFiles)
        let parsed = try DemoLoading.script(at: script, registry: registry)
        // Frames are encoded and written as they are made (docs/exports.md: what each format keeps).
        let size = DemoTimeline.size(of: parsed, override: self.size)
        try DemoLoading.checkClaims(parsed, size: size, registry: registry, allowFalse: view.allowFalseClaims, command: "record")
        let progress = RecordProgress(scriptDuration: DemoStream.duration(of: parsed))
        let projector = view.projector
        let result = try DemoLoading.failures {
            try OutputPath.write(output, what: "recording") { write, writeBytes in
                try DemoRecorder.stream(
                    parsed, size: size, title: PathName.stem(of: script), format: format,
                    colors: !noColor, registry: registry, projector: projector, gif: gif,
                    loadScenario: DemoLoading.scenarioLoader(for: parsed), progress: progress.report, write: write, writeBytes: writeBytes)
            }
        }
        try StandardOutput.shared.line("wrote \(output): \(result.frames) frames, \(Decimals.fixed(result.duration, places: 1)) s, \(size.columns)x\(size.rows)")
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
