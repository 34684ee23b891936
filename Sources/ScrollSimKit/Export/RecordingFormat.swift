/// What `record` writes, chosen by the output file's extension.
package enum RecordingFormat: String, CaseIterable, Sendable {
    /// An asciicast v2 file (asciinema).
    case cast
    /// One self-contained animated SVG.
    case svg
    /// One self-contained HTML page with a player.
    case html

    /// The format a path's extension names (any letter case); nil for another extension.
    package init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The extensions, for messages: ".cast, .svg or .html".
    package static var extensionList: String {
        let names = allCases.map { "." + $0.rawValue }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// A recording in this format at `size`, written through `write` as frames arrive.
    package func sink(
        size: TerminalSize, title: String, palette: Palette, write: @escaping (String) throws -> Void
    ) throws -> any RecordingSink {
        switch self {
        case .cast: try CastRecording(size: size, title: title, palette: palette, write: write)
        case .svg: try SVGRecording(size: size, title: title, palette: palette, write: write)
        case .html: try HTMLRecording(size: size, title: title, palette: palette, write: write)
        }
    }
}

/// A recording written frame by frame as the frames are made.
package protocol RecordingSink: AnyObject {
    /// One frame at `time` seconds, in time order; a frame equal to the last one still marks time.
    func frame(_ frame: Frame, at time: Double) throws
    /// Ends the recording; `duration` is the last frame's time.
    func finish(duration: Double) throws
}

/// An asciicast v2 recording: one full repaint a changed frame, an empty event for an unchanged
/// one (it still marks time, so a pause keeps its length), the cursor shown again at the end.
final class CastRecording: RecordingSink {
    private let palette: Palette
    private let write: (String) throws -> Void
    private var last: Frame?

    init(size: TerminalSize, title: String, palette: Palette, write: @escaping (String) throws -> Void) throws {
        self.palette = palette
        self.write = write
        try write(Asciicast.header(width: size.columns, height: size.rows, title: title))
    }

    func frame(_ frame: Frame, at time: Double) throws {
        defer { last = frame }
        try write(Asciicast.event(frame == last ? "" : AnsiFrameEncoder.repaint(frame, palette: palette), at: time))
    }

    func finish(duration: Double) throws {
        try write(Asciicast.event(AnsiFrameEncoder.showCursor, at: duration))
    }
}
