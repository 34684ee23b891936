#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The kit's calls to the file system (stat, open, read, realpath). They are the same on Linux and
/// Darwin but for the module that declares them and the name of stat's modification time.
package enum FileSystem {
    /// What a path names, following symbolic links.
    package enum Kind: Equatable, Sendable {
        case regular, directory, device, pipeOrSocket, other
    }

    /// Which file a path names (device and inode): another file renamed into place has another.
    package struct Identity: Hashable, Sendable {
        package var device: UInt64
        package var inode: UInt64
    }

    /// What `stat` tells of a file.
    package struct Status: Sendable {
        package var kind: Kind
        package var identity: Identity
        package var size: Int
        /// The modification time: seconds and nanoseconds since 1970.
        package var modified: (seconds: Int64, nanoseconds: Int64)
    }

    /// Why a file could not be examined or read.
    package enum Failure: Error, Sendable {
        /// No such file or folder.
        case missing
        case permissionDenied
        /// Anything else, in the system's words.
        case other(String)

        /// The system's words for the failure.
        package var words: String {
            switch self {
            case .missing: FileSystem.describe(ENOENT)
            case .permissionDenied: FileSystem.describe(EACCES)
            case .other(let words): words
            }
        }
    }

    /// What `path` names (following symbolic links).
    package static func status(_ path: String) -> Result<Status, Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(failure(errno)) }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFCHR, S_IFBLK: kind = .device
        case S_IFIFO, S_IFSOCK: kind = .pipeOrSocket
        default: kind = .other
        }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return .success(Status(
            kind: kind,
            identity: Identity(
                device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino)),
            size: Int(info.st_size), modified: (Int64(modified.tv_sec), Int64(modified.tv_nsec))))
    }

    /// The file `path` itself names (a symbolic link is not followed), or nil when there is none.
    package static func identity(of path: String) -> Identity? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }

    /// `path` with every symbolic link resolved (realpath), or nil when it cannot be.
    package static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Up to `limit` bytes of the file at `path`, read from its start.
    package static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(failure(errno)) }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: limit)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(failure(errno)) }
            if n == 0 { break }
            count += n
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    /// The system's words for an error number.
    package static func describe(_ number: Int32) -> String {
        strerror(number).map { String(cString: $0) } ?? "error \(number)"
    }

    private static func failure(_ number: Int32) -> Failure {
        switch number {
        case ENOENT, ENOTDIR: .missing
        case EACCES: .permissionDenied
        default: .other(describe(number))
        }
    }
}

/// The C library's read(2) (inside `FileSystem`, `read` names the enum's own function).
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
