import StickyLayout

/// How to see a shrunk case: its scenario file, the commands that show it, and a small
/// before/after text frame.
package struct Reproduction: Sendable {
    /// The scenario file's name (no directory).
    package var fileName: String
    /// The scenario file's JSON text.
    package var scenarioJSON: String
    /// `scrollsim render …`, `scrollsim layout …` and `scrollsim run …` for the scenario at `path`.
    package var commands: [String]
    /// When the steps up to the failing one hold an update: a demo script replaying them, to be
    /// written next to the scenario file under `fileName` (`layout --script` runs it).
    package var script: (fileName: String, text: String)?
    /// The frame before the failing step (the previous step, or the plain layout at the same
    /// offset when there is only one step), and the frame at the failing step.
    package var frames: (before: (label: String, lines: [String]), after: (label: String, lines: [String]))

    /// The reproduction of `c` for `strategy`, whose scenario file will be written to `path`.
    /// `failingStep` is the step shown as "after"; `rectQuery` adds the rect query's layout command;
    /// `note` (what was found) becomes the scenario's summary.
    package init(_ c: CheckCase, subject: CheckSubject, fileName: String,
                path: String, failingStep: Int, rectQuery: Bool, compareWith other: StrategyName? = nil,
                note: String = "") {
        let program = ProgramName.current
        let strategy = subject.name.rawValue
        let faults = subject.faultNames
        self.fileName = fileName
        var scenario = c.scenario
        scenario.name = String(fileName.dropLast(5))
        scenario.summary = note.isEmpty ? "Found by scrollsim check." : "Found by scrollsim check: \(note)"
        let builtIn = StrategyRegistry.builtIn.contains(subject.name)
        scenarioJSON = ScenarioEncoder.json(scenario, defaultStrategy: builtIn ? subject.name : nil)
        let terminal = Reproduction.terminalSize(for: c, panes: other == nil ? 1 : 2)
        let size = "\(terminal.columns)x\(terminal.rows)"
        let step = c.steps[min(failingStep, c.steps.count - 1)]
        let offsets = c.steps[...min(failingStep, c.steps.count - 1)].map { JSONWriter.number($0.offset) }.joined(separator: ",")
        let faultFlags = faults.map { " --fault \($0)" }.joined()
        let fileFlag = subject.strategyFile.map { " --strategy-file \(Reproduction.quoted($0))" } ?? ""
        let strategyFlag = (other.map { " --split \(strategy),\($0.rawValue)" } ?? " --strategy \(strategy)") + fileFlag
        let file = Reproduction.quoted(path)
        let offset = JSONWriter.number(step.offset)
        var commands = [
            "\(program) render --scenario \(file)\(strategyFlag) --size \(size) --offset \(offset)\(faultFlags)",
        ]
        let single = " --strategy \(strategy)" + fileFlag
        commands.append("\(program) layout --scenario \(file)\(single) --offsets \(offsets) --format text")
        if let other { commands.append("\(program) layout --scenario \(file) --strategy \(other.rawValue) --offsets \(offsets) --format text") }
        if rectQuery, let r = step.rect {
            commands.append("\(program) layout --scenario \(file)\(single) --offsets \(offset) --rect \(JSONWriter.number(r.start)),\(JSONWriter.number(r.end)) --format text")
        }
        let last = min(failingStep, c.steps.count - 1)
        if c.steps[...last].contains(where: { $0.update != nil }) {
            // Updates change the data: only a script replays them; it comes first.
            let scriptName = String(fileName.dropLast(5)) + ".demo"
            let scriptPath = Reproduction.quoted(String(path.dropLast(fileName.count)) + scriptName)
            script = (scriptName, c.script(through: last))
            commands.insert("\(program) layout --script \(scriptPath) --scenario \(file)\(single)\(faultFlags) --size \(JSONWriter.number(c.viewport.width))x\(JSONWriter.number(c.viewport.height))", at: 0)
        } else {
            script = nil
        }
        commands.append("\(program) run --scenario \(file)\(strategyFlag) --offset \(offset)\(faultFlags)")
        self.commands = commands
        var named = c
        named.scenario = scenario
        frames = Reproduction.frames(
            named, subject: subject, other: other, failingStep: min(failingStep, c.steps.count - 1))
    }

    /// Renders the frames as the live view draws them at the case's viewport.
    private static func frames(_ c: CheckCase, subject: CheckSubject, other: StrategyName?, failingStep: Int)
        -> (before: (label: String, lines: [String]), after: (label: String, lines: [String]))
    {
        let kind = subject.name
        let switches = subject.faults
        let size = terminalSize(for: c, panes: 1)
        let strategies = other.map { [kind, $0] } ?? [kind]
        let paneSize = terminalSize(for: c, panes: strategies.count)
        let settings = SessionSettings(strategies: strategies, faults: switches, asciiOnly: false, registry: subject.registry)
        let after = c.steps[failingStep].offset
        if failingStep == 0 {
            var natural = SimulatorSession(
                scenario: c.scenario, settings: SessionSettings(strategies: [.plain], asciiOnly: false, registry: subject.registry), size: size)
            natural.place(atOffset: after)
            var session = SimulatorSession(scenario: c.scenario, settings: settings, size: paneSize)
            session.place(atOffset: after)
            let label = strategies.map(\.rawValue).joined(separator: " | ")
            if let u = c.steps[0].update {
                // Before and after the update, at the same offset.
                let before = session.render(into: paneSize).lines
                session.applyData(.setAnimated(false), at: 0)
                session.applyData(DataCommand(u), at: 0)
                return (("\(label), offset \(JSONWriter.number(after))", before),
                        ("\(label), after \(u.scriptCommand)", session.render(into: paneSize).lines))
            }
            return (("plain layout, offset \(JSONWriter.number(after))", natural.render(into: size).lines),
                    ("\(strategies.map(\.rawValue).joined(separator: " | ")), offset \(JSONWriter.number(after))", session.render(into: paneSize).lines))
        }
        var session = SimulatorSession(scenario: c.scenario, settings: settings, size: paneSize)
        session.applyData(.setAnimated(false), at: 0)
        for step in c.steps[..<failingStep] {
            session.place(atOffset: step.offset)
            if let u = step.update { session.applyData(DataCommand(u), at: 0) }
            _ = session.scene()
        }
        let before = session.render(into: paneSize).lines
        let beforeOffset = c.steps[failingStep - 1].offset
        session.place(atOffset: after)
        if let u = c.steps[failingStep].update { session.applyData(DataCommand(u), at: 0) }
        let label = strategies.map(\.rawValue).joined(separator: " | ")
        return (("\(label), offset \(JSONWriter.number(beforeOffset))", before),
                ("\(label), offset \(JSONWriter.number(after))", session.render(into: paneSize).lines))
    }

    /// The smallest terminal whose live view shows `c`'s viewport in each of `panes` panes (the
    /// viewport plus the indicator and the status rows); found by asking the live view's own layout.
    static func terminalSize(for c: CheckCase, panes: Int) -> TerminalSize {
        let v = c.viewport
        let width = Int(v.width), height = Int(v.height)
        for rows in height...(height + 6) {
            for columns in (panes * width)...(panes * (width + 2) + panes + 2) {
                let size = TerminalSize(columns: columns, rows: rows)
                if SimulatorSession.viewportSize(size: size, panes: panes, toggles: ViewToggles(), scenario: c.scenario) == v { return size }
            }
        }
        return TerminalSize(columns: panes * (width + 2), rows: height + 2)
    }

    /// `path` quoted for a POSIX shell when it holds anything but safe characters.
    static func quoted(_ path: String) -> String {
        let safe = path.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0)
        }
        return safe ? path : "'" + path.replacingQuote() + "'"
    }

    /// The before and after frames side by side, with their labels, trailing spaces trimmed.
    package var sideBySide: [String] {
        let beforeLabel = "before: \(frames.before.label)"
        let width = max(frames.before.lines.map(\.count).max() ?? 0, beforeLabel.count)
        func pad(_ s: String) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
        var out = [pad(beforeLabel) + "   after: \(frames.after.label)"]
        for i in 0..<max(frames.before.lines.count, frames.after.lines.count) {
            let a = i < frames.before.lines.count ? frames.before.lines[i] : ""
            let b = i < frames.after.lines.count ? frames.after.lines[i] : ""
            out.append((pad(a) + "   " + b).trimmed)
        }
        return out
    }
}

extension String {
    fileprivate func replacingQuote() -> String {
        var out = ""
        for ch in self { out += ch == "'" ? "'\\''" : String(ch) }
        return out
    }

    fileprivate var trimmed: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
