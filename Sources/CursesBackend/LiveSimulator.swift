import ScrollSimKit

/// Runs the live view: opens the terminal, runs the loop, restores the terminal on every exit.
package enum LiveSimulator {
    /// Runs a session built by `makeSession` (told whether the terminal is UTF-8 and its size);
    /// returns the process exit code (0 for quit, 128 + n for signal n).
    ///
    /// When the environment variable `SCROLLSIM_STATS` names a file, the loop's counters are
    /// written there at exit (`frames=N`, `events=N`, `batches=N`, one per line) for the
    /// benchmark's burst test; nothing is measured or written while running.
    /// - Throws: `TerminalSetupError` before anything was drawn.
    /// `configure` sets the loop's hooks (report writer, recorder) before it starts; `watcher`
    /// reloads strategy files that change while the view runs; `watchedPaths` are the files the
    /// watcher and the loop's `poll` look at: where the system tells of their changes
    /// (`FileChangeNotifier`) the loop sleeps until input or a change instead of polling.
    package static func run(
        configure: (inout SimulatorLoop) -> Void = { _ in }, watcher: StrategyFileWatcher? = nil,
        watchedPaths: [String] = [],
        _ makeSession: (_ utf8: Bool, _ size: TerminalSize) -> SimulatorSession
    ) throws -> Int32 {
        let terminal = try CursesTerminal.open()
        defer { terminal.close() }
        var session = makeSession(terminal.isUTF8, terminal.size)
        var loop = SimulatorLoop()
        configure(&loop)
        let notifier = watchedPaths.isEmpty ? nil : FileChangeNotifier(paths: watchedPaths)
        if let notifier {
            terminal.fileChanges = notifier
            loop.backendReportsFileChanges = true
        }
        let exit = loop.run(&session, on: terminal, clock: Platform.monotonicSeconds, watcher: watcher)
        if let path = Platform.environment(statsVariable), !path.isEmpty {
            Platform.writeFile(path, statsText(loop))
        }
        return exit.status
    }

    /// The environment variable naming the stats file.
    package static let statsVariable = "SCROLLSIM_STATS"

    /// The stats file's contents for a finished loop.
    package static func statsText(_ loop: SimulatorLoop) -> String {
        "frames=\(loop.framesDrawn)\nevents=\(loop.eventsRead)\nbatches=\(loop.batchesRead)\n"
    }
}
