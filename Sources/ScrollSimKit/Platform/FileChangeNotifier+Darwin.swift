#if canImport(Darwin)
import Darwin

/// The Darwin notifier: one kqueue holding a vnode watch on each watched file's folder (an entry
/// added, removed or renamed) and on the file itself (written, extended, its attributes changed,
/// deleted, renamed or revoked). A folder event counts only when the file the path names is now
/// another file or gone (so a swap file beside it does not); after a delete or rename the file's
/// watch is reopened on the path. Written from Apple's documentation and headers without a Mac to
/// run it on (README, Install).
package final class FileChangeNotifier {
    /// The kqueue: readable when events are queued; the live view waits on it beside standard input.
    package let descriptor: Int32

    /// One watched path: its folder's and its file's descriptors (-1: none) and the file it named
    /// when last looked at (nil: none).
    private struct Watch {
        var path: String
        var folder: Int32
        var file: Int32 = -1
        var identity: FileSystem.Identity?
    }
    private var watches: [Watch] = []

    private static let folderEvents = UInt32(NOTE_WRITE)
    private static let fileEvents = UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE)
    private static let fileGone = UInt32(NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE)

    /// Watches `paths` (and, for a symbolic link, the file it points to); nil when kqueue is
    /// unavailable or a folder cannot be watched.
    package init?(paths: [String]) {
        let kq = kqueue()
        guard kq >= 0 else { return nil }
        descriptor = kq
        _ = fcntl(kq, F_SETFD, FD_CLOEXEC)
        for path in paths {
            for target in Self.targets(of: path) {
                let folder = open(Self.split(target).folder, O_EVTONLY | O_CLOEXEC)
                guard folder >= 0 else { return nil }  // deinit closes what is open
                watches.append(Watch(path: target, folder: folder))
                guard register(folder, Self.folderEvents) else { return nil }
                reopenFile(watches.count - 1)
            }
        }
    }

    /// Reads every queued event; true when one may concern a watched file. A save arrives as
    /// several events (`NOTE_WRITE` fires per write), so after a change it reads on until 50 ms
    /// pass quietly (at most half a second), and the file is read once, whole.
    package func takeChanges() -> Bool {
        var changed = drain(waitingMilliseconds: 0)
        var rounds = 0
        while changed && rounds < 10 && drain(waitingMilliseconds: 50) { rounds += 1 }
        if rounds > 0 { changed = true }
        return changed
    }

    /// Reads the events queued or arriving within `waitingMilliseconds`; true when one may concern
    /// a watched file.
    private func drain(waitingMilliseconds: Int) -> Bool {
        var changed = false
        var events = Array(repeating: kevent(), count: 16)
        var wait = timespec(tv_sec: 0, tv_nsec: waitingMilliseconds * 1_000_000)
        while true {
            let count = events.withUnsafeMutableBufferPointer {
                kevent(descriptor, nil, 0, $0.baseAddress, Int32($0.count), &wait)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            for event in events[0..<Int(count)] where handle(Int32(truncatingIfNeeded: event.ident), event.fflags) {
                changed = true
            }
            if Int(count) < events.count { break }
            wait = timespec(tv_sec: 0, tv_nsec: 0)
        }
        return changed
    }

    /// Handles one event on descriptor `fd`; true when it may concern a watched file.
    private func handle(_ fd: Int32, _ flags: UInt32) -> Bool {
        var changed = false
        for index in watches.indices {
            if watches[index].file == fd {
                changed = true
                if flags & Self.fileGone != 0 { reopenFile(index) }
            } else if watches[index].folder == fd, FileSystem.identity(of: watches[index].path) != watches[index].identity {
                changed = true
                reopenFile(index)
            }
        }
        return changed
    }

    /// Closes the file watch of `watches[index]` and opens one on whatever its path names now.
    private func reopenFile(_ index: Int) {
        if watches[index].file >= 0 { close(watches[index].file) }
        watches[index].identity = FileSystem.identity(of: watches[index].path)
        let file = open(watches[index].path, O_EVTONLY | O_CLOEXEC)
        watches[index].file = file
        if file >= 0 && !register(file, Self.fileEvents) {
            close(file)
            watches[index].file = -1
        }
    }

    /// Adds a vnode watch for `events` on `fd` to the queue (cleared once read).
    private func register(_ fd: Int32, _ events: UInt32) -> Bool {
        var change = kevent(
            ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
            fflags: events, data: 0, udata: nil)
        return kevent(descriptor, &change, 1, nil, 0, nil) == 0
    }

    deinit {
        for watch in watches {
            close(watch.folder)
            if watch.file >= 0 { close(watch.file) }
        }
        close(descriptor)
    }
}
#endif
