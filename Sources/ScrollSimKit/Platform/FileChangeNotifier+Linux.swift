#if os(Linux)
import Glibc

/// The Linux notifier: inotify on each watched file's folder, so a rename over the file counts as
/// much as a write in place. A write counts when the writer closes the file.
package final class FileChangeNotifier {
    /// Readable when notifications are queued; the live view waits on it beside standard input.
    package let descriptor: Int32
    /// The names watched in each watched folder, by watch descriptor.
    private var names: [Int32: Set<String>] = [:]

    /// Watches `paths` (and, for a symbolic link, the file it points to); nil when notifications
    /// are unavailable or a folder cannot be watched.
    package init?(paths: [String]) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        descriptor = fd
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ATTRIB)
        for path in paths {
            for target in Self.targets(of: path) {
                let (folder, name) = Self.split(target)
                let wd = inotify_add_watch(fd, folder, events)
                guard wd >= 0 else { return nil }  // deinit closes `fd`
                names[wd, default: []].insert(name)
            }
        }
    }

    /// Reads every queued notification; true when one concerns a watched file, or when some were
    /// lost or a folder stopped being watched (then the files are worth a look).
    package func takeChanges() -> Bool {
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset + 16 <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                    (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                let name = String(decoding: nameBytes, as: UTF8.self)
                if mask & UInt32(IN_Q_OVERFLOW | IN_IGNORED) != 0 || names[wd]?.contains(name) == true {
                    changed = true
                }
                offset += 16 + length
            }
        }
        return changed
    }

    deinit { close(descriptor) }
}
#endif
