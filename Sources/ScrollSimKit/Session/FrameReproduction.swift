/// What `y` hands a QA person: one command line that reproduces the current frame headlessly
/// (`scrollsim render` with the session's start and its whole key history), and a report file's
/// text (the command, what the frame shows, the frame as text).
package struct FrameReproduction: Sendable {
    /// The one-line command.
    package var commandLine: String
    /// The state in words: scenario, strategies, size, offset, faults, toggles.
    package var summary: String
    /// The frame as text (what the terminal showed when `y` was pressed).
    package var frameText: String

    /// The reproduction of `session`'s current frame; `frame` is what it shows.
    package init(session: SimulatorSession, frame: Frame) {
        let start = session.initialSettings
        var words = [ProgramName.current, "render", "--scenario", Self.quoted(start.scenarioArgument ?? session.scenario.name)]
        for file in start.strategyFileArguments { words += ["--strategy-file", Self.quoted(file)] }
        words += [start.strategies.count > 1 ? "--split" : "--strategy", start.strategies.map(\.rawValue).joined(separator: ",")]
        words += ["--size", "\(session.initialSize.columns)x\(session.initialSize.rows)"]
        if let script = start.scriptArgument {
            words += ["--script", Self.quoted(script)]
        } else if let offset = session.startOffset {
            words += ["--offset", JSONValue.format(offset)]
        }
        if !start.toggles.bounce { words.append("--no-bounce") }
        if !start.toggles.indicator { words.append("--no-indicator") }
        if start.toggles.ghost { words.append("--ghost") }
        if start.toggles.inspector { words.append("--inspector") }
        if start.toggles.projector { words.append("--projector") }
        if start.asciiOnly { words.append("--ascii") }
        for fault in start.faults.on { words += ["--fault", fault.rawValue] }
        let keys = KeyHistory.text(session.history)
        if !keys.isEmpty { words += ["--keys", Self.quoted(keys)] }
        commandLine = words.joined(separator: " ")

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
        frameText = frame.text
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
