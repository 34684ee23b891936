import Foundation
import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// Watched strategy files with change notifications: the loop blocks while idle (no timer), looks
/// at the files only when told, and sets a timer only while a "reloaded" notice is shown.
@Suite struct NotifiedWatchLoopTests {
    let size = TerminalSize(columns: 40, rows: 14)

    static func strategy(offset: Double) -> String { #"{"name": "mine", "pinLine": {"offset": \#(offset)}}"# }

    func session(_ path: String) throws -> SimulatorSession {
        let registry = try StrategyFileSource.registry(adding: [path]).registry
        return SimulatorSession(
            scenario: Fixtures.sections(), settings: SessionSettings(strategies: ["mine"], registry: registry), size: size)
    }

    func pinOffset(_ s: SimulatorSession) -> Double? {
        (s.collectionViews[0].layout.strategy as? DeclarativeStrategy)?.model.pinLine.offset
    }

    @Test func blocksWhileIdleAndReloadsWhenNotified() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(Self.strategy(offset: 1), name: "mine.json")
        var s = try session(path)
        // Batches: a key; a wake with a change; a wait that ends when the notice expires; a key; quit.
        let backend = ScriptedBackend(size: size, batches: [
            [.key(.character("j"))], [.filesChanged], [], [.key(.character("j"))], [.key(.character("q"))],
        ])
        var loop = SimulatorLoop()
        loop.backendReportsFileChanges = true
        let watcher = StrategyFileWatcher(paths: [path])
        try Data(Self.strategy(offset: 4).utf8).write(to: URL(fileURLWithPath: path))
        let exit = loop.run(&s, on: backend, clock: { backend.time }, watcher: watcher)
        #expect(exit == .quit)
        let timeouts = backend.requestedTimeouts
        #expect(timeouts[0] == .some(nil), "idle at start with a watched file: block, no timer")
        #expect(timeouts[1] == .some(nil), "after a key: block")
        #expect(timeouts[2] == .some(3000), "a notice is shown: wake once when it goes")
        #expect(timeouts[3] == .some(nil), "the notice went: block again")
        #expect(pinOffset(s) == 4)
        #expect(s.notice == nil)
    }

    @Test func aWakeWithoutAChangeDoesNotLookAtTheFiles() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(Self.strategy(offset: 1), name: "mine.json")
        var s = try session(path)
        let backend = ScriptedBackend(size: size, batches: [[], [.key(.character("q"))]])
        var loop = SimulatorLoop()
        loop.backendReportsFileChanges = true  // the empty batch: a wake that concerned no watched file
        var polled = 0
        loop.poll = { polled += 1; return nil }
        let watcher = StrategyFileWatcher(paths: [path])
        try Data(Self.strategy(offset: 4).utf8).write(to: URL(fileURLWithPath: path))
        _ = loop.run(&s, on: backend, clock: { backend.time }, watcher: watcher)
        #expect(pinOffset(s) == 1, "not told of a change: the file was not read")
        #expect(polled == 0)
        #expect(backend.requestedTimeouts.allSatisfy { $0 == nil })
    }

    @Test func withoutNotificationsTheLoopPollsEveryWatchInterval() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let path = try tmp.write(Self.strategy(offset: 1), name: "mine.json")
        var s = try session(path)
        let backend = ScriptedBackend(size: size, batches: [[], [], [], [.key(.character("q"))]])
        var loop = SimulatorLoop()
        let watcher = StrategyFileWatcher(paths: [path])
        try Data(Self.strategy(offset: 4).utf8).write(to: URL(fileURLWithPath: path))
        _ = loop.run(&s, on: backend, clock: { backend.time }, watcher: watcher)
        #expect(backend.requestedTimeouts.first == .some(250))
        #expect(pinOffset(s) == 4)
    }
}

/// The notifier on real files (inotify on Linux, kqueue on macOS): a write in place, a save by
/// rename and a deletion count; other files in the same folder do not. Notifications are queued by
/// the time the writer has exited or the renaming or deleting call has returned, so no waiting is
/// involved.
@Suite struct FileChangeNotifierTests {
    /// Writes `text` to `path` from another process, as an editor does; it has closed the file when
    /// it exits. (Written from this process, Linux reports the close when the last holder of the
    /// open file lets go: a process another test spawns meanwhile holds it until it starts its
    /// program, so the notification could come after the write returned.)
    func write(_ text: String, _ path: String) throws {
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", #"printf %s "$1" > "$2""#, "sh", text, path]
        try writer.run()
        writer.waitUntilExit()
        #expect(writer.terminationStatus == 0, "writing \(path)")
    }

    @Test func writesRenamesAndDeletionsOfTheWatchedFileCount() throws {
        let folder = try TemporaryFolder("notifier")
        defer { folder.remove() }
        let dir = folder.path
        let path = dir + "/mine.json"
        try write("1", path)
        let notifier = try #require(FileChangeNotifier(paths: [path]))
        #expect(!notifier.takeChanges(), "nothing happened yet")

        try write("2", path)  // in place
        #expect(notifier.takeChanges())
        #expect(!notifier.takeChanges(), "drained")

        try write("3", dir + "/.mine.json.swp")  // another file in the folder
        #expect(!notifier.takeChanges())

        try write("4", dir + "/mine.json.tmp")  // save by rename, as editors do
        #expect(rename(dir + "/mine.json.tmp", path) == 0)
        #expect(notifier.takeChanges())

        try FileManager.default.removeItem(atPath: path)
        #expect(notifier.takeChanges())
        try write("5", path)  // created again: still watched (the folder is)
        #expect(notifier.takeChanges())
    }

    @Test func aSymbolicLinkIsFollowedToItsFile() throws {
        let folderA = try TemporaryFolder("notifier")
        defer { folderA.remove() }
        let folderB = try TemporaryFolder("notifier")
        defer { folderB.remove() }
        let a = folderA.path, b = folderB.path
        try write("1", b + "/real.json")
        #expect(symlink(b + "/real.json", a + "/link.json") == 0)
        let notifier = try #require(FileChangeNotifier(paths: [a + "/link.json"]))
        try write("2", b + "/real.json")
        #expect(notifier.takeChanges())
    }

    @Test func aFolderThatCannotBeWatchedMeansNoNotifier() {
        #expect(FileChangeNotifier(paths: ["/nonexistent-folder-\(UUID().uuidString)/x.json"]) == nil)
    }
}
