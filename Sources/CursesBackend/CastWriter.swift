import ScrollSimKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Streams an asciicast v2 recording of a live session to a file as it happens (bounded memory):
/// each frame drawn as an output event (a full repaint), each input step as an input event
/// holding its key-history token, which `run --replay FILE` reads back.
package final class CastWriter {
    private let fd: Int32
    private let start: Double
    /// The first write error, if any (the recording stops there).
    package private(set) var failed = false
    /// Bytes written so far, header included.
    package private(set) var bytesWritten = 0
    /// Draw frames with colours.
    package var colors = true

    /// Opens `path` for writing (replacing it) and writes the header; nil when it cannot be opened.
    package init?(path: String, size: TerminalSize, title: String, start: Double) {
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        self.start = start
        append(Asciicast.header(width: size.columns, height: size.rows, title: title))
    }

    deinit { close(fd) }

    /// Records a frame drawn at `time` (clock seconds).
    package func frame(_ frame: Frame, at time: Double) {
        append(Asciicast.event(AnsiFrameEncoder.repaint(frame, colors: colors), at: time - start))
    }

    /// Records an input step at `time` (clock seconds).
    package func input(_ entry: KeyHistory.Entry, at time: Double) {
        append(Asciicast.event(KeyHistory.text([entry]), at: max(0, time - start), kind: "i"))
    }

    private func append(_ text: String) {
        guard !failed else { return }
        var bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { failed = true; return }
            done += n
            bytesWritten += n
        }
    }
}
