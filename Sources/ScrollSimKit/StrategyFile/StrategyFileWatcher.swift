import StickyLayout

/// Reloads strategy files when they change on disk, for the live view: a cheap check of each
/// file's modification time and size, at most every `interval` seconds (the loop wakes at least
/// four times a second while idle, so a save shows within about half a second).
///
/// A file that loads replaces its strategy in the session (panes showing it switch at once); one
/// that does not leaves the last good version and shows the one-line error in the hint line.
package struct StrategyFileWatcher: Sendable {
    /// Seconds between checks.
    package var interval = 0.5
    /// Seconds a "reloaded" notice stays.
    package var noticeDuration = 3.0
    private var files: [(path: String, stamp: FileStamp?)]
    private var lastCheck = -Double.infinity
    private var clearNoticeAt: Double?

    /// Watches `paths` (their current state is the baseline: nothing reloads until they change).
    package init(paths: [String]) {
        files = paths.map { ($0, FileStamp.of($0)) }
    }

    /// True when there is nothing to watch.
    package var isEmpty: Bool { files.isEmpty }

    /// Checks the files if `interval` has passed since the last check; returns true when the
    /// session changed (a strategy reloaded, or a notice appeared or went).
    package mutating func check(_ session: inout SimulatorSession, now: Double) -> Bool {
        var changed = false
        if let clearAt = clearNoticeAt, now >= clearAt {
            clearNoticeAt = nil
            session.setNotice(nil)
            changed = true
        }
        guard now - lastCheck >= interval else { return changed }
        lastCheck = now
        for i in files.indices {
            let stamp = FileStamp.of(files[i].path)
            guard stamp != files[i].stamp else { continue }
            files[i].stamp = stamp
            changed = true
            do {
                let file = try StrategyFileSource.load(path: files[i].path)
                session.register(file.registration)
                session.setNotice("reloaded \(Self.shortName(files[i].path)) (strategy \(file.name))")
                clearNoticeAt = now + noticeDuration
            } catch {
                // The bottom line is short: name the file without its folder.
                var message = error.message
                if message.hasPrefix(files[i].path + ":") {
                    message = Self.shortName(files[i].path) + message.dropFirst(files[i].path.count)
                }
                session.setNotice("\(message) (keeping the last good version)")
                clearNoticeAt = nil
            }
        }
        return changed
    }

    /// The last component of `path`.
    static func shortName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
