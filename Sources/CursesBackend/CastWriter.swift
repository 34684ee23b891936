import ScrollSimKit

/// Streams an asciicast v2 recording of a live session to a file as it happens (bounded memory):
/// each frame drawn as an output event (a full repaint), each input step as an input event
/// holding its key-history token, which `run --replay FILE` reads back. `finish()` shows the
/// cursor again at the end (the frames hide it).
package final class CastWriter {
    private let fd: Int32
    private let start: Double
    /// The first write error, if any (the recording stops there).
    package private(set) var failed = false
    /// How roles look in the recording.
    package var palette = Palette.color
    /// The time of the last event, relative to the start.
    private var lastTime = 0.0
    /// Bytes written so far, header included.
    package private(set) var bytesWritten = 0

    /// Opens `path` for writing (replacing it) and writes the header; nil when it cannot be opened.
    package init?(path: String, size: TerminalSize, title: String, start: Double) {
        guard let fd = Platform.createFile(path) else { return nil }
        self.fd = fd
        self.start = start
        append(Asciicast.header(width: size.columns, height: size.rows, title: title))
    }

    deinit { Platform.closeFile(fd) }

    /// Records a frame drawn at `time` (clock seconds).
    package func frame(_ frame: Frame, at time: Double) {
        lastTime = max(lastTime, time - start)
        append(Asciicast.event(AnsiFrameEncoder.repaint(frame, palette: palette), at: time - start))
    }

    /// Ends the recording: the cursor shown again, so a player leaves the prompt visible.
    package func finish() {
        append(Asciicast.event(AnsiFrameEncoder.showCursor, at: lastTime))
    }

    /// Records an input step at `time` (clock seconds).
    package func input(_ entry: KeyHistory.Entry, at time: Double) {
        lastTime = max(lastTime, time - start)
        append(Asciicast.event(KeyHistory.text([entry]), at: max(0, time - start), kind: "i"))
    }

    private func append(_ text: String) {
        guard !failed else { return }
        var text = text
        if text.withUTF8({ Platform.writeAll(fd, UnsafeRawBufferPointer($0)) }) != 0 { failed = true; return }
        bytesWritten += text.utf8.count
    }
}
