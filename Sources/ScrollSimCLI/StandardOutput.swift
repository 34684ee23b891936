import CursesBackend
import ScrollSimKit

/// Standard output for the headless commands: buffered, and every write checked, so a full disk
/// or a closed pipe is an error (a message and exit 1), never a silent success.
final class StandardOutput {
    /// The one writer every command prints through.
    nonisolated(unsafe) static let shared = StandardOutput()

    private var buffer: [UInt8] = []
    private let capacity = 64 * 1024

    /// Appends `text`; writes out whenever the buffer fills.
    func write(_ text: String) throws(CommandFailure) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { try flush() }
    }

    /// Appends `text` and a line break.
    func line(_ text: String) throws(CommandFailure) { try write(text + "\n") }

    /// Writes out what is buffered.
    func flush() throws(CommandFailure) {
        guard !buffer.isEmpty else { return }
        let result = buffer.withUnsafeBytes { Platform.writeAll(Platform.standardOutput, $0) }
        buffer.removeAll(keepingCapacity: true)
        guard result == 0 else { throw Self.failure(result) }
    }

    static func failure(_ number: Int32) -> CommandFailure {
        if number == Platform.brokenPipe {
            return CommandFailure("standard output: the reader closed the pipe before the output ended", exitCode: 1)
        }
        return CommandFailure(
            "standard output: cannot write (\(FileSystem.describe(number))); free space or redirect the output elsewhere",
            exitCode: 1)
    }
}
