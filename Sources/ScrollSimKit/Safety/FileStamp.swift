#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells that a file changed without reading it: the file it is (device and inode, so a
/// new file renamed into place counts even with the same time and size), its size and its
/// modification time to the nanosecond.
package struct FileStamp: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var seconds: Int64
    var nanoseconds: Int64

    /// The stamp of the file `path` names (following symbolic links); nil when it cannot be examined.
    package static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return FileStamp(
            device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
            size: Int64(info.st_size), seconds: Int64(modified.tv_sec), nanoseconds: Int64(modified.tv_nsec))
    }

    /// True when `path` names something that exists (following symbolic links).
    package static func exists(_ path: String) -> Bool { of(path) != nil }
}
