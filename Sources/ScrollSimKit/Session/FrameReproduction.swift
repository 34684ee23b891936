/// What `y` hands a QA person: one command line that reproduces the current frame headlessly
/// (`scrollsim render` with the session's start and its whole key history), and a report file's
/// text (the command, what the frame shows, the frame as text).
///
/// A history too long for one argument of a command line (the kernel refuses one over 128 KiB)
/// goes to a keys file beside the report, which the command reads with `--keys-file`.
package struct FrameReproduction: Sendable {
    /// The command line up to the history.
    private var command: String
    /// The key history, as `--keys` takes it.
    package let keys: String
    /// Where the history was written when it is too long for the command line (`--keys-file`).
    package var keysFile: String?
    /// The state in words: scenario, strategies, size, offset, faults, toggles.
    package var summary: String
    /// The frame the report holds.
    package var frame: Frame
    /// The frame as text (what the terminal showed when `y` was pressed).
    package var frameText: String { frame.text }

    /// Longest history put on the command line itself (bytes); a longer one needs a keys file.
    package static let longestKeysArgument = 64 << 10

    /// True when the history is too long to be one argument of the command line.
    package var needsKeysFile: Bool { keys.utf8.count > Self.longestKeysArgument }

    /// The one-line command: the history inline, or read from `keysFile`.
    package var commandLine: String {
        if let keysFile { return command + " --keys-file " + Self.quoted(keysFile) }
        if keys.isEmpty { return command }
        return command + " --keys " + Self.quoted(keys)
    }

    /// The reproduction of `session`'s current frame; `frame` is what it shows.
    package init(session: SimulatorSession, frame: Frame) {
        let start = session.initialSettings
        var words = [ProgramName.current, "render", "--scenario", Self.quoted(start.scenarioArgument ?? session.scenario.name)]
        for file in start.strategyFileArguments { words += ["--strategy-file", Self.quoted(file)] }
        words += [start.strategies.count > 1 ? "--split" : "--strategy", start.strategies.map(\.rawValue).joined(separator: ",")]
        words += ["--size", "\(session.initialSize.columns)x\(session.initialSize.rows)"]
        if let offset = session.startOffset { words += ["--offset", JSONValue.format(offset)] }
        if let script = start.scriptArgument { words += ["--script", Self.quoted(script)] }
        if !start.toggles.bounce { words.append("--no-bounce") }
        if !start.toggles.indicator { words.append("--no-indicator") }
        if start.toggles.ghost { words.append("--ghost") }
        if start.toggles.inspector { words.append("--inspector") }
        if start.toggles.projector { words.append("--projector") }
        if start.asciiOnly { words.append("--ascii") }
        for fault in start.faults.on { words += ["--fault", fault.rawValue] }
        command = words.joined(separator: " ")
        keys = KeyHistory.text(session.history)

        let pane = session.focusedPane
        var state = [
            "scenario \(session.scenario.name)",
            "strategy \(session.strategies.map(\.rawValue).joined(separator: ","))" + (session.strategies.count > 1 ? " (focus \(pane + 1))" : ""),
            "size \(session.size.columns)x\(session.size.rows)",
            "offset \(JSONValue.format(session.scroll.offset))",
        ]
        let faults = session.faults.on.map(\.rawValue)
        state.append("faults \(faults.isEmpty ? "none" : faults.joined(separator: ","))")
        let toggles = session.toggles
        let on = [("ghost", toggles.ghost), ("inspector", toggles.inspector), ("bounce", toggles.bounce),
                  ("indicator", toggles.indicator), ("projector", toggles.projector)].filter(\.1).map(\.0)
        state.append("on: \(on.isEmpty ? "nothing" : on.joined(separator: ","))")
        summary = state.joined(separator: " · ")
        self.frame = frame
    }

    /// The report file: command, state, frame.
    package var fileText: String {
        "# Reproduce with:\n\(commandLine)\n\n# State: \(summary)\n\n# Frame:\n\(frameText)\n"
    }

    /// `text` as one POSIX shell word: as it is when it is ASCII letters, digits and `-_./` only,
    /// else in single quotes (`y`'s command line and `check`'s printed commands).
    package static func quoted(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./".contains($0)) }
        guard !plain else { return text }
        var out = "'"
        for character in text { out += character == "'" ? "'\\''" : String(character) }
        return out + "'"
    }
}
