import ScrollSimKit

/// What `record` writes, chosen by the output file's extension.
package enum RecordingFormat: String, CaseIterable, Sendable {
    /// An asciicast v2 file (asciinema).
    case cast
    /// One self-contained animated SVG.
    case svg
    /// One self-contained HTML page with a player.
    case html
    /// An animated GIF89a (slide programs, chat), drawn with FreeType.
    case gif

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

    /// A recording in this format at `size`, written as frames arrive: text through `write`,
    /// a binary format (GIF) through `writeBytes`.
    package func sink(
        size: TerminalSize, title: String, palette: Palette, gif: GIFOptions = GIFOptions(),
        write: @escaping (String) throws -> Void, writeBytes: @escaping ([UInt8]) throws -> Void = RecordingFormat.noBytes
    ) throws -> any RecordingSink {
        switch self {
        case .cast: try CastRecording(size: size, title: title, palette: palette, write: write)
        case .svg: try SVGRecording(size: size, title: title, palette: palette, write: write)
        case .html: try HTMLRecording(size: size, title: title, palette: palette, write: write)
        case .gif: try GIFRecording(size: size, title: title, palette: palette, options: gif, write: writeBytes)
        }
    }

    /// The byte writer of a caller that writes only text formats.
    package static func noBytes(_: [UInt8]) throws {
        throw RecordingError("this output takes text only; a GIF needs a byte writer")
    }
}

/// A recording that cannot be made (no FreeType, no font, too small a picture), in one sentence.
package struct RecordingError: Error, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// A recording written frame by frame as the frames are made.
package protocol RecordingSink: AnyObject {
    /// One frame at `time` seconds, in time order; a frame equal to the last one still marks time.
    func frame(_ frame: Frame, at time: Double) throws
    /// Ends the recording; `duration` is the last frame's time.
    func finish(duration: Double) throws
    /// How many frames the written recording holds (frames equal to the one before are not kept).
    var framesWritten: Int { get }
}

/// An asciicast v2 recording: one full repaint a changed frame, an empty event for an unchanged
/// one (it still marks time, so a pause keeps its length), the cursor shown again at the end.
final class CastRecording: RecordingSink {
    private let palette: Palette
    private let write: (String) throws -> Void
    private var last: Frame?
    private(set) var framesWritten = 0

    init(size: TerminalSize, title: String, palette: Palette, write: @escaping (String) throws -> Void) throws {
        self.palette = palette
        self.write = write
        try write(Asciicast.header(width: size.columns, height: size.rows, title: title))
    }

    func frame(_ frame: Frame, at time: Double) throws {
        defer { last = frame }
        framesWritten += 1
        try write(Asciicast.event(frame == last ? "" : AnsiFrameEncoder.repaint(frame, palette: palette), at: time))
    }

    func finish(duration: Double) throws {
        try write(Asciicast.event(AnsiFrameEncoder.showCursor, at: duration))
    }
}
