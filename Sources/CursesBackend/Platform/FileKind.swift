#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScrollSimKit

/// What a path names, without following a final symbolic link.
package enum FileKind: Sendable, Equatable {
    case missing, regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, other

    /// The kind of `path` (`lstat`).
    package static func of(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        default: return .other
        }
    }

    /// Words for messages: "a directory", "a FIFO (named pipe)", ….
    package var phrase: String {
        switch self {
        case .missing: "missing"
        case .regular: "a file"
        case .directory: "a directory"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO (named pipe)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .other: "not a regular file"
        }
    }
}

/// A file written in full or not at all: the bytes go to a temporary file in the same folder,
/// which replaces the destination only when `commit()` succeeds (rename), so a failed or
/// interrupted write never leaves a truncated file behind.
package final class AtomicFile {
    package let destination: String
    private let temporaryPath: String
    private var fd: Int32
    private var done = false

    /// Creates the temporary file next to `destination`; nil with the errno when it cannot.
    package static func create(replacing destination: String) -> Result<AtomicFile, AtomicFileError> {
        let slash = destination.lastIndex(of: "/")
        let folder = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        var template = Array("\(folder).\(name).tmp-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(AtomicFileError(number: errno)) }
        _ = fchmod(fd, 0o644)
        let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return .success(AtomicFile(destination: destination, temporaryPath: path, fd: fd))
    }

    private init(destination: String, temporaryPath: String, fd: Int32) {
        self.destination = destination
        self.temporaryPath = temporaryPath
        self.fd = fd
    }

    /// Appends `text`.
    package func write(_ text: String) throws(AtomicFileError) {
        var text = text
        let result = text.withUTF8 { Platform.writeAll(fd, UnsafeRawBufferPointer($0)) }
        if result != 0 { throw AtomicFileError(number: result) }
    }

    /// Appends `bytes`.
    package func write(bytes: [UInt8]) throws(AtomicFileError) {
        let result = bytes.withUnsafeBytes { Platform.writeAll(fd, $0) }
        if result != 0 { throw AtomicFileError(number: result) }
    }

    /// Flushes to disk and renames the temporary file over the destination.
    package func commit() throws(AtomicFileError) {
        guard fsync(fd) == 0 else { throw AtomicFileError(number: errno) }
        let closed = close(fd)
        fd = -1
        guard closed == 0 else { throw AtomicFileError(number: errno) }
        guard rename(temporaryPath, destination) == 0 else { throw AtomicFileError(number: errno) }
        done = true
    }

    deinit {
        if fd >= 0 { close(fd) }
        if !done { unlink(temporaryPath) }
    }
}

/// A failed file operation: the errno and the system's words for it.
package struct AtomicFileError: Error, Sendable, CustomStringConvertible {
    package var number: Int32
    package var description: String { FileSystem.describe(number) }
}
