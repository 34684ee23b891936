import StickyLayout

/// Reloads strategy files when they change on disk, for the live view: a cheap check of each
/// file's stamp (`FileStamp`: which file, its size and modification time). Where the system tells
/// of changes (Linux inotify or kqueue: a `.filesChanged` event) the files are looked at only when
/// told (`reloadChanged`); elsewhere at most every `interval` seconds (`check`: the loop then wakes
/// four times a second while idle, so a save shows within about half a second).
///
/// What it finds are values for the session's `update` (`FileReload`): a file that loads replaces
/// its strategy (panes showing it switch at once); one that does not leaves the last good version
/// and shows the one-line error in the hint line.
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

    /// Checks the files if `interval` has passed since the last check; returns what changed (a
    /// strategy reloaded, or a notice appeared or went).
    package mutating func check(now: Double) -> [FileReload] {
        now - lastCheck >= interval ? reloadChanged(now: now) : expireNotice(now: now)
    }

    /// Looks at the files now (a change was notified) and reloads those that changed; returns what
    /// changed (a strategy reloaded, or a notice appeared or went).
    package mutating func reloadChanged(now: Double) -> [FileReload] {
        let expired = expireNotice(now: now)
        lastCheck = now
        return expired + reloadFiles(now: now)
    }

    /// The end of a "reloaded" notice whose time is up, if there is one.
    package mutating func expireNotice(now: Double) -> [FileReload] {
        guard let clearAt = clearNoticeAt, now >= clearAt else { return [] }
        clearNoticeAt = nil
        return [.notice(nil)]
    }

    /// Milliseconds until the "reloaded" notice goes (at least 1), or nil when none is shown: the
    /// only time the loop needs to wake by itself when changes are notified.
    package func millisecondsUntilNoticeExpires(now: Double) -> Int? {
        guard let clearAt = clearNoticeAt else { return nil }
        return max(1, Int(((clearAt - now) * 1000).rounded(.up)))
    }

    private mutating func reloadFiles(now: Double) -> [FileReload] {
        var found: [FileReload] = []
        for i in files.indices {
            let stamp = FileStamp.of(files[i].path)
            guard stamp != files[i].stamp else { continue }
            files[i].stamp = stamp
            do {
                let file = try StrategyFileSource.load(path: files[i].path)
                found.append(.strategy(file.registration, notice: "reloaded \(PathName.lastComponent(of: files[i].path)) (strategy \(file.name))"))
                clearNoticeAt = now + noticeDuration
            } catch {
                // The bottom line is short: name the file without its folder.
                var message = error.message
                if message.hasPrefix(files[i].path + ":") {
                    message = PathName.lastComponent(of: files[i].path) + message.dropFirst(files[i].path.count)
                }
                found.append(.notice("\(message) (keeping the last good version)"))
                clearNoticeAt = nil
            }
        }
        return found
    }
}
