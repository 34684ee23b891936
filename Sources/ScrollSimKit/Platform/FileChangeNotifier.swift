/// Tells when watched files change on disk, without polling, so the live view sleeps until a key or
/// a change (0 wake-ups when idle). One class per system, each in its own file:
/// `FileChangeNotifier+Linux.swift` (inotify) and `FileChangeNotifier+Darwin.swift` (kqueue).
/// Both cover what editors do: a write in place, a save that writes a new file and renames it over
/// the old one, a deletion and a new file of the same name. Both give:
///
/// - `init?(paths:)`: watches `paths` (and, for a symbolic link, the file it points to); nil when
///   notifications are unavailable or a folder cannot be watched (the live view then looks at the
///   files on a timer).
/// - `descriptor`: readable when notifications are queued; the live view waits on it beside
///   standard input (`select`, which every system allows on a terminal).
/// - `takeChanges()`: reads every queued notification; true when one may concern a watched file.
///   A false alarm costs one look at the file (`FileStamp`), never a wrong frame.
extension FileChangeNotifier {
    /// The folder to watch (`.` for a bare name) and the file's name in it.
    static func split(_ path: String) -> (folder: String, name: String) {
        let folder = PathName.folder(of: path)
        let name = String(path.dropFirst(folder.count))
        if folder.isEmpty { return (".", name) }
        return (folder == "/" ? "/" : String(folder.dropLast()), name)
    }

    /// `path`, and the file a symbolic link at `path` points to when there is one.
    static func targets(of path: String) -> [String] {
        guard let resolved = FileSystem.resolvedPath(path), resolved != path else { return [path] }
        return [path, resolved]
    }
}
