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
        guard case .success(let status) = FileSystem.status(path) else { return nil }
        return FileStamp(
            device: status.identity.device, inode: status.identity.inode, size: Int64(status.size),
            seconds: status.modified.seconds, nanoseconds: status.modified.nanoseconds)
    }

    /// True when `path` names something that exists (following symbolic links).
    package static func exists(_ path: String) -> Bool { of(path) != nil }
}
