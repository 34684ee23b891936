import StickyLayout

/// How to see a shrunk case: its scenario file, the files next to it (a demo script replaying
/// the steps, copies of the strategy files), the commands that show it, and a small before/after
/// text frame. The commands name every file by the path it is written to, so they reproduce the
/// frame from any folder when `path` is absolute.
package struct Reproduction: Sendable {
    /// The scenario file's name (no directory).
    package var fileName: String
    /// The scenario file's JSON text.
    package var scenarioJSON: String
    /// `render`, `layout` and `run` command lines for the scenario at `path`: starting at the first
    /// step's offset (`--offset`: the first layout there, as in the check's own run), with
    /// `--script` when the case needs more than one step, an update or a fault.
    package var commands: [String]
    /// When the case needs more than the failing offset (earlier steps, an update, a fault): a demo
    /// script replaying the steps up to the failing one, written next to the scenario file under
    /// `fileName`.
    package var script: (fileName: String, text: String)?
    /// The strategy files the case shows, copied next to the scenario file (which lists them in
    /// `strategyFiles`): file name and text.
    package var strategyFiles: [(fileName: String, text: String)]
    /// The frame before the failing step (the previous step, or the plain layout at the same
    /// offset when there is only one step), and the frame at the failing step.
    package var frames: Frames

    /// Whether these frames show what the finding describes (nil for `--compare`'s differences).
    package var visibility: FindingVisibility?

    /// A before and an after frame, each with its label.
    package typealias Frames = (before: (label: String, lines: [String]), after: (label: String, lines: [String]))

    /// Where the before and the after frame show one element.
    package struct Sighting: Hashable, Sendable {
        package var key: ElementKey
        package var before: FrameSighting
        package var after: FrameSighting

        package init(key: ElementKey, before: FrameSighting, after: FrameSighting) {
            self.key = key
            self.before = before
            self.after = after
        }
    }

    /// Frames drawn, with where they show the elements asked for, or why not: the layout's
    /// process died drawing them (a crash, hang or memory text, e.g. "SIGILL (Fatal error: Index out of range)").
    package enum Drawing {
        case drawn(Frames, sightings: [Sighting] = [])
        case died(String)
    }

    /// The reproduction of `c` for `subject` (side by side with `other` for `--compare`), whose
    /// scenario file will be written to `path`. `failingStep` is the step shown as "after";
    /// `rectQuery` adds the rect query's layout command; `note` (what was found) becomes the
    /// scenario's summary; `survivesStep` false (a crash, hang or memory finding) leaves the
    /// failing step's frame undrawn; `violation`, when given, is judged against the frames
    /// (`visibility`). `draw` draws the frames of a case at a step and says where they show the
    /// elements given; by default in this process (`check` passes its worker's, so a layout that
    /// dies drawing them does not end it).
    package init(_ c: CheckCase, subject: CheckSubject, fileName: String,
                path: String, failingStep: Int, rectQuery: Bool, compareWith other: CheckSubject? = nil,
                note: String = "", survivesStep: Bool = true, violation: Violation? = nil,
                draw: ((CheckCase, Int, [ElementKey]) -> Drawing)? = nil) {
        let program = ProgramName.current
        let strategy = subject.name.rawValue
        let last = min(failingStep, c.steps.count - 1)
        self.fileName = fileName
        let folder = String(path.dropLast(fileName.count))
        let stem = String(fileName.dropLast(5))
        var scenario = c.scenario
        scenario.name = stem
        scenario.summary = note.isEmpty ? "Found by scrollsim check." : "Found by scrollsim check: \(note)"
        strategyFiles = ([subject] + (other.map { [$0] } ?? [])).compactMap(Reproduction.strategyFileCopy)
        let named = subject.strategyFile != nil || StrategyRegistry.builtIn.contains(subject.name)
        scenarioJSON = ScenarioEncoder.json(
            scenario, defaultStrategy: named ? subject.name : nil, strategyFiles: strategyFiles.map(\.fileName))
        let terminal = Reproduction.terminalSize(for: c, panes: other == nil ? 1 : 2)
        let size = "\(terminal.columns)x\(terminal.rows)"
        let viewport = "\(JSONWriter.number(c.viewport.width))x\(JSONWriter.number(c.viewport.height))"
        let step = c.steps[last]
        let offsets = c.steps[...last].map { JSONWriter.number($0.offset) }.joined(separator: ",")
        let faults = subject.faultNames
        let faultFlags = faults.map { " --fault \($0)" }.joined()
        let shown = other.map { " --split \(strategy),\($0.name.rawValue)" } ?? " --strategy \(strategy)"
        let single = " --strategy \(strategy)"
        let file = FrameReproduction.quoted(path)
        let offset = JSONWriter.number(step.offset)
        let firstOffset = JSONWriter.number(c.steps[0].offset)
        let hasUpdates = c.steps[...last].contains { $0.update != nil }
        // The offset alone shows a one-step case; anything more is replayed by a script.
        let scriptPath = last > 0 || hasUpdates || !faults.isEmpty ? FrameReproduction.quoted(folder + stem + ".demo") : nil
        let replay = scriptPath.map { "--offset \(firstOffset) --script \($0)" } ?? "--offset \(offset)"
        var commands = ["\(program) render --scenario \(file)\(shown) --size \(size) \(replay)"]
        let names = [strategy] + (other.map { [$0.name.rawValue] } ?? [])
        if let scriptPath {
            script = (stem + ".demo", c.script(through: last, faults: subject.faults.on))
            for name in names {
                commands.append("\(program) layout --script \(scriptPath) --offset \(firstOffset) --scenario \(file) --strategy \(name) --viewport \(viewport)")
            }
            if !hasUpdates {
                commands.append("\(program) layout --scenario \(file)\(single) --offsets \(offsets)\(faultFlags) --format text")
            }
        } else {
            script = nil
            for name in names {
                commands.append("\(program) layout --scenario \(file) --strategy \(name) --offsets \(offsets) --format text")
            }
        }
        if rectQuery, let r = step.rect, !hasUpdates {
            commands.append("\(program) layout --scenario \(file)\(single) --offsets \(offset) --rect \(JSONWriter.number(r.start)),\(JSONWriter.number(r.end))\(faultFlags) --format text")
        }
        commands.append("\(program) run --scenario \(file)\(shown) \(replay)")
        self.commands = commands
        var withName = c
        withName.scenario = scenario
        let elements = other == nil ? violation?.elements ?? [] : []
        let drawing = { (step: Int) -> Drawing in
            if let draw { return draw(withName, step, elements) }
            if other != nil { return .drawn(Reproduction.drawnInProcess(withName, subject: subject, other: other, failingStep: step)) }
            let drawn = Reproduction.drawnInProcess(withName, subject: subject, failingStep: step, showing: elements)
            return .drawn(drawn.frames, sightings: drawn.sightings)
        }
        let notDrawn = (label: "step \(last) not drawn", lines: ["(the layout does not survive this step: run the commands above)"])
        visibility = nil
        if survivesStep {
            switch drawing(last) {
            case .drawn(let drawn, let sightings):
                frames = drawn
                visibility = violation.map { FindingVisibility.judge($0, sightings: sightings) }
            case .died(let death):
                // Drawn as `render` draws it, the layout died where the check's own run did not.
                frames = ((label: "not drawn", lines: []),
                          (label: "step \(last) not drawn", lines: ["(drawing this frame the layout died: \(death); the commands above do the same)"]))
                visibility = violation.map { _ in FindingVisibility(how: .explained, words: "drawing this frame the layout died, as the printed commands do") }
            }
        } else {
            visibility = violation.map { _ in
                FindingVisibility(how: .explained, words: "the layout does not survive this step, so its frame is not drawn; the printed commands do the same")
            }
            // The layout crashes, hangs or allocates without end on the failing step: drawing it
            // here would do the same to this process. The frame before it is safe.
            var before = (label: "before the first step", lines: [String]())
            if last > 0 {
                switch drawing(last - 1) {
                case .drawn(let drawn, _): before = drawn.after
                case .died(let death): before = ("step \(last - 1) not drawn", ["(drawing this frame the layout died: \(death))"])
                }
            }
            frames = (before, notDrawn)
        }
    }

    /// The copy of `subject`'s strategy file written next to the scenario, when it has one.
    private static func strategyFileCopy(_ subject: CheckSubject) -> (fileName: String, text: String)? {
        guard subject.strategyFile != nil, let file = StrategyFile.describing(subject.registration) else { return nil }
        return ("strategy-\(subject.name.rawValue).json", StrategyFileEncoder.encode(file))
    }

    /// Renders the frames as the live view draws them at the case's viewport: the state after
    /// the steps up to `failingStep` (what `render --script` or `render --offset` prints), and
    /// the state before that step.
    package static func drawnInProcess(_ c: CheckCase, subject: CheckSubject, other: CheckSubject?, failingStep: Int) -> Frames {
        drawn(c, subject: subject, other: other, failingStep: failingStep, showing: []).frames
    }

    /// The frames `drawnInProcess` draws for a finding (one pane), and where each shows `elements`.
    package static func drawnInProcess(
        _ c: CheckCase, subject: CheckSubject, failingStep: Int, showing elements: [ElementKey]
    ) -> (frames: Frames, sightings: [Sighting]) {
        drawn(c, subject: subject, other: nil, failingStep: failingStep, showing: elements)
    }

    private static func drawn(
        _ c: CheckCase, subject: CheckSubject, other: CheckSubject?, failingStep: Int, showing elements: [ElementKey]
    ) -> (frames: Frames, sightings: [Sighting]) {
        let registry = subject.registry
        let strategies = [subject.name] + (other.map { [$0.name] } ?? [])
        let paneSize = terminalSize(for: c, panes: strategies.count)
        let settings = SessionSettings(strategies: strategies, faults: subject.faults, asciiOnly: false, registry: registry)
        let label = strategies.map(\.rawValue).joined(separator: " | ")
        let faults = subject.faults.on
        /// The session after the steps up to `last` (the last one's update left out when `update` is false).
        func session(through last: Int, update: Bool = true) -> SimulatorSession {
            var steps = c
            if !update { steps.steps[last].update = nil }
            var session = SimulatorSession(scenario: c.scenario, settings: settings, size: paneSize, startOffset: c.steps[0].offset)
            let text = steps.script(through: last, faults: faults)
            if let script = try? DemoScript.parse(text, path: "check", registry: registry) {
                try? session.carryOut(script)
            }
            return session
        }
        /// The frames of the two sessions, and where each shows `elements`.
        func result(_ before: (label: String, session: SimulatorSession), _ after: (label: String, session: SimulatorSession))
            -> (frames: Frames, sightings: [Sighting]) {
            let sightings = elements.map {
                Sighting(key: $0, before: before.session.sighting(of: $0), after: after.session.sighting(of: $0))
            }
            return (((before.label, before.session.view().lines), (after.label, after.session.view().lines)), sightings)
        }
        let after = c.steps[failingStep].offset
        let afterSession = (label: "\(label), offset \(JSONWriter.number(after))", session: session(through: failingStep))
        if failingStep > 0 {
            let beforeOffset = c.steps[failingStep - 1].offset
            return result(("\(label), offset \(JSONWriter.number(beforeOffset))", session(through: failingStep - 1)), afterSession)
        }
        if let u = c.steps[0].update {
            // Before and after the update, at the same offset.
            return result(("\(label), offset \(JSONWriter.number(after))", session(through: 0, update: false)),
                          ("\(label), after \(u.scriptCommand)", afterSession.session))
        }
        // The plain layout in as many panes, at the same size, so its rows line up with the
        // after frame's (`--compare` draws two panes).
        let plain = Array(repeating: StrategyName.plain, count: strategies.count)
        let natural = SimulatorSession(
            scenario: c.scenario, settings: SessionSettings(strategies: plain, asciiOnly: false, registry: registry), size: paneSize,
            startOffset: after)
        return result(("plain layout, offset \(JSONWriter.number(after))", natural), afterSession)
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

    /// Writes finding `i`'s `scenarioFile` (`paths[i]`), then, of `reproductions[i]`, the files
    /// next to it and the `commands` (docs/check-json.md); what is missing is left out.
    static func write(_ i: Int, paths: [String], reproductions: [Reproduction], into w: inout JSONWriter) {
        if i < paths.count { w.string("scenarioFile", paths[i]) }
        guard i < reproductions.count else { return }
        if i < paths.count { reproductions[i].writeFiles(scenarioPath: paths[i], into: &w) }
        w.strings("commands", reproductions[i].commands)
    }

    /// Finding `i`'s scenario file (`paths[i]`), then the commands and frames of
    /// `reproductions[i]`, as indented lines of the text report; empty without a reproduction.
    static func text(_ i: Int, paths: [String], reproductions: [Reproduction]) -> String {
        guard i < reproductions.count else { return "" }
        let lines = reproductions[i].commands + reproductions[i].sideBySide
        return "  scenario file: \(paths[i])\n" + lines.map { "    \($0)\n" }.joined()
    }

    /// Writes `scriptFile` (next to `scenarioFile`), `strategyFiles` and `frames`.
    private func writeFiles(scenarioPath: String, into w: inout JSONWriter) {
        let folder = String(scenarioPath.dropLast(fileName.count))
        if let script { w.string("scriptFile", folder + script.fileName) }
        if !strategyFiles.isEmpty {
            w.strings("strategyFiles", strategyFiles.lazy.map { folder + $0.fileName })
        }
        w.beginObject("frames")
        for (key, frame) in [("before", frames.before), ("after", frames.after)] {
            w.beginObject(key)
            w.string("label", frame.label)
            w.strings("lines", frame.lines.lazy.map(\.trimmed))
            w.endObject()
        }
        w.endObject()
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
    fileprivate var trimmed: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
