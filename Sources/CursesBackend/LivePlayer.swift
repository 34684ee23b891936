import ScrollSimKit

/// Plays a demo script on the terminal (`DemoPlayer` run by the run loop). The terminal is
/// restored on every exit (q, a signal, an error).
package enum LivePlayer {
    /// Plays the script `makeStream` makes frames of (for a size, told whether the terminal lacks
    /// UTF-8); returns the process exit code (0, or 128 + n for signal n).
    /// - Parameter fixedSize: the script's `size`, if it has one.
    /// - Throws: `TerminalSetupError` before anything was drawn, or what the stream throws (a step
    ///   that cannot be carried out), after the terminal was restored.
    package static func run(
        fixedSize: TerminalSize? = nil, _ makeStream: @escaping (TerminalSize, _ asciiOnly: Bool) -> DemoStream
    ) throws -> Int32 {
        let terminal = try CursesTerminal.open()
        defer { terminal.close() }
        let asciiOnly = !terminal.isUTF8
        var player = try DemoPlayer(
            size: terminal.size, fixedSize: fixedSize, asciiOnly: asciiOnly, at: Platform.monotonicSeconds()
        ) { makeStream($0, asciiOnly) }
        var loop = SimulatorLoop()
        let exit = loop.run(&player, on: terminal, clock: Platform.monotonicSeconds)
        if let failure = player.failure { throw failure }
        return exit.status
    }
}
