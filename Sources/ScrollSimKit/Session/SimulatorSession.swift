import StickyLayout

/// The live view's model: a scenario in one or more panes (split view) that scroll together,
/// made of parts that each keep their own invariants. Their fields read through the session
/// (`session.scroll` is `session.engine.scroll`); only `update` changes them. It never touches a terminal.
///
/// A step is one input event: at most one bounds change per pane and then one layout query per
/// pane, whatever comes next. Drawing only reads the answers of the last step, so a burst of keys
/// drawn once gives the same frame as the same keys typed slowly.
///
///     var session = SimulatorSession(scenario: s, settings: SessionSettings(strategies: [.uikit]))
///     session.apply(.scrollRows(5), at: 0)
///     let frame = session.view()
///     print(frame.text)
@dynamicMemberLookup
package struct SimulatorSession {
    /// The panes' collection views, the scroll model, the data changes, the last layout answers.
    package private(set) var engine: EngineState
    /// What is shown besides the layout: toggles, the picker, panels, the hint line's text.
    package private(set) var overlays: Overlays
    /// Input half typed: a count, the `f` prefix, the search prompt.
    package private(set) var reader = KeyReader()
    /// The start and every input since, for a reproduction (`y`) or a recording (`Y`).
    package private(set) var log: SessionLog
    /// The terminal size the session is laid out for.
    package private(set) var size: TerminalSize
    /// True once a quit action was applied.
    package private(set) var isFinished = false
    /// The session as it was before the animation frames the history holds back (at most one):
    /// where a replay of `<Settle>` would start.
    private var movementStart: [SimulatorSession] = []
    /// False in the copy that tries a `<Settle>` out (it checks no settles of its own).
    private var checksSettles = true

    /// A session showing `scenario` at the top, laid out for `size` (80×24 by default); at
    /// `startOffset` when given (`--offset`): the first layout there, as a collection view whose
    /// content offset is set before it first lays out (`check`'s first step), no bounds change.
    package init(
        scenario: Scenario, settings: SessionSettings, size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        startOffset: Double? = nil
    ) {
        self.size = size
        overlays = Overlays(toggles: settings.toggles)
        log = SessionLog(initialSettings: settings, initialSize: size, startOffset: startOffset)
        engine = EngineState(scenario: scenario, settings: settings, viewport: Self.viewportSize(
            size: size, panes: settings.strategies.count, toggles: settings.toggles, scenario: scenario), startOffset: startOffset)
    }

    /// A part's field, read through the session (`session.scroll`, `session.message`, `session.history`).
    package subscript<T>(dynamicMember field: KeyPath<EngineState, T>) -> T { engine[keyPath: field] }
    package subscript<T>(dynamicMember field: KeyPath<Overlays, T>) -> T { overlays[keyPath: field] }
    package subscript<T>(dynamicMember field: KeyPath<SessionLog, T>) -> T { log[keyPath: field] }

    /// Applies one action at `time` (seconds): the step's state change. Returns what the run loop
    /// is to do about it (`.redraw` first when what the frame shows may have changed).
    package mutating func update(_ action: Action, at time: Double = 0) -> [Effect] {
        var effects: [Effect] = []
        return step(action, at: time, effects: &effects) ? [.redraw] + effects : effects
    }

    /// Handles one input event (one step): the key reader's action for it, if any, applied.
    /// Returns what the run loop is to do (`.redraw` first when the frame may have changed).
    package mutating func update(_ event: InputEvent, at time: Double = 0) -> [Effect] {
        update(event, at: time, superseded: false)
    }

    /// `update(_:at:)` for an event of a burst read at once; `superseded`: a later event replaces
    /// what its data change would show before a frame is drawn (`burst(_:)`).
    package mutating func update(_ event: InputEvent, at time: Double, superseded: Bool) -> [Effect] {
        switch event {
        case .key, .wheel, .click, .resize: break
        case .tick, .signal, .redraw, .filesChanged: return Keymap.action(for: event).map { update($0, at: time) } ?? []
        }
        // A click outside the screen hits nothing (a terminal's report with a huge column or row).
        if case .click(let column, let row) = event, column >= size.columns || row >= size.rows { return [] }
        // Esc closing a report's panel only puts away what `y` showed: like `y`, it is no step of
        // the history (a replay, which has no panel, would close the next thing instead).
        if event == .key(.escape), overlays.reportLines != nil, reader.prompt == nil, overlays.pickerSelection == nil {
            overlays.reportLines = nil
            overlays.message = nil
            return [.redraw]
        }
        // Input that comes while something moves first brings the movement up to its time, as an
        // animation frame of the history, so the replay applies it at the same point of the movement.
        var movement: [Effect] = []
        if engine.needsTicks { movement = update(Action.tick, at: time) }
        let before = reader.prompt
        let hadMessage = overlays.message != nil || overlays.reportLines != nil
        if case .key(let key) = event, key == .character("y") || key == .character("Y"), reader.prompt == nil {
            log.commitTicks()
        } else {
            log.append(.event(event), at: time)
        }
        if case .resize = event {} else {
            overlays.message = nil
            if case .key(.escape) = event {} else { overlays.reportLines = nil }
        }
        // While the strategy picker is open, keys move its selection (F-keys still pick and close it).
        let action = overlays.pickerSelection == nil
            ? reader.action(for: event, helpShown: overlays.toggles.help) : Keymap.pickerAction(for: event)
        if overlays.pickerSelection != nil, case .selectStrategyNumber = action { overlays.pickerSelection = nil }
        var effects: [Effect] = []
        let changed = action.map { step($0, at: time, superseded: superseded, effects: &effects) } ?? false
        // A data key says what it did in the hint row.
        if case .data = action, let said = engine.data.lastOutcome { overlays.message = said }
        return changed || reader.prompt != before || hadMessage || movement.contains(.redraw) ? [.redraw] + effects : effects
    }

    /// Applies one action for a caller that draws by itself (scripts, tests): true when what the
    /// frame shows may have changed; other effects (report, recording, repaint, quit) are not performed.
    @discardableResult
    package mutating func apply(_ action: Action, at time: Double = 0) -> Bool {
        update(action, at: time).contains(.redraw)
    }

    /// Handles one input event for a caller that draws by itself (scripts, tests), as `apply` does.
    @discardableResult
    package mutating func handle(_ event: InputEvent, at time: Double = 0) -> Bool {
        update(event, at: time).contains(.redraw)
    }

    /// The state change of one action; appends to `effects` what the loop is to perform.
    /// Returns true when what the frame shows may have changed.
    private mutating func step(_ action: Action, at time: Double, superseded: Bool = false, effects: inout [Effect]) -> Bool {
        switch action {
        case .scrollRows(let rows):
            engine.scroll.scroll(by: Double(rows), at: time)
        case .scrollPages(let pages):
            engine.scroll.scroll(by: Double(pages) * engine.pageLength, at: time)
        case .scrollToEnd(let bottom):
            engine.scroll.scroll(to: bottom ? engine.scroll.maximum : engine.scroll.minimum, at: time)
        case .scrollTo(let offset):
            engine.scroll.scroll(to: offset, at: time)
        case .place(let offset):
            engine.scroll.place(atOffset: offset, at: time)
        case .scrollHalfPages(let halves):
            engine.scroll.scroll(by: Double(halves) * max(1, (engine.pageLength / 2).rounded(.down)), at: time)
        case .jumpSection(let count):
            guard let target = engine.sectionOffset(from: engine.scroll.offset, count: count) else {
                overlays.message = count > 0 ? "no next section" : "no previous section"
                return true
            }
            engine.scroll.scroll(to: target, at: time)
        case .search(let text):
            overlays.lastSearch = text
            overlays.searchMatch = nil
            return find(text, forward: true, at: time)
        case .searchAgain(let forward):
            guard let text = overlays.lastSearch else {
                overlays.message = "no search yet: type / then the text and Enter"
                return true
            }
            return find(text, forward: forward, at: time)
        case .click(let column, let row):
            guard let layout = ScreenLayout(
                size: size, paneCount: engine.strategies.count, inspector: overlays.toggles.inspector,
                indicator: overlays.toggles.indicator, chrome: overlays.toggles.chrome),
                  row < layout.hintRow,
                  let pane = layout.panes.firstIndex(where: { column >= $0.status.x && column < $0.status.maxX }),
                  pane != engine.focusedPane else { return false }
            engine.focusedPane = pane
            return true
        case .scrollPanelPages(let pages):
            // A page is the lines the panel shows less one, kept for context.
            let shown = HelpOverlay.shownLines(terminalRows: size.rows)
            return overlays.scrollPanel(by: pages * max(1, shown - 1))
        case .scrollPanel(let rows):
            return overlays.scrollPanel(by: rows)
        case .report:
            effects.append(.writeReport)
            return true
        case .recordSession:
            effects.append(.startRecording)
            return true
        case .selectStrategy(let name):
            guard engine.registry.contains(name) else { return false }
            engine.setStrategy(name, pane: engine.focusedPane)
        case .selectStrategyNumber(let number):
            guard engine.registry.names.indices.contains(number - 1) else { return false }
            engine.setStrategy(engine.registry.names[number - 1], pane: engine.focusedPane)
        case .cycleStrategy(let step):
            guard let next = engine.registry.name(after: engine.strategies[engine.focusedPane], by: step) else { return false }
            engine.setStrategy(next, pane: engine.focusedPane)
        case .togglePicker:
            if overlays.pickerSelection == nil {
                overlays.pickerSelection = engine.registry.names.firstIndex(of: engine.strategies[engine.focusedPane]) ?? 0
                overlays.toggles.help = false
            } else {
                overlays.pickerSelection = nil
            }
            return true
        case .movePickerSelection(let step):
            guard let selected = overlays.pickerSelection, engine.registry.count > 0 else { return false }
            let n = engine.registry.count
            overlays.pickerSelection = ((selected + step) % n + n) % n
            return true
        case .choosePickerSelection:
            guard let selected = overlays.pickerSelection else { return false }
            overlays.pickerSelection = nil
            if engine.registry.names.indices.contains(selected) {
                engine.setStrategy(engine.registry.names[selected], pane: engine.focusedPane)
            }
        case .cycleFocus(let step):
            let count = engine.strategies.count
            engine.focusedPane = ((engine.focusedPane + step) % count + count) % count
            return count > 1
        case .toggleFault(let fault):
            engine.toggleFault(fault)
        case .toggle(let toggle):
            applyToggle(toggle)
            // Looking (help, inspector, ghosts, the projector theme) is no step of the layout:
            // no bounds change, no query, the last answers stay.
            if ![.chrome, .indicator, .bounce].contains(toggle) { return true }
        case .dismiss:
            return overlays.dismiss()
        case .resize(let newSize):
            // The terminal may have cut or rewrapped what was on screen (a resize to another size
            // and back, read as one): paint every cell again even when the size ends where it was.
            effects.append(.fullRedraw)
            guard newSize != size else { return true }
            size = newSize
            resizeViewports()
        case .data(let command):
            engine.applyData(command, at: time, superseded: superseded)
            engine.needsQuery = true
        case .tick:
            // Only a frame of something moving is a step (the loop also ticks after an idle wait).
            guard engine.needsTicks else { return false }
            if !log.holdsTicks && checksSettles { movementStart = [self] }
            log.holdTick(at: time)
            let animating = engine.advanceData(to: time)
            let moved = engine.scroll.tick(at: time)
            if moved || animating { engine.finishStep(at: time) }
            if !engine.needsTicks { settled(at: time) }
            return moved || animating
        case .redraw:
            effects.append(.fullRedraw)
        case .quit:
            isFinished = true
            effects.append(.quit)
        case .showReport(let lines, let said):
            overlays.reportLines = lines
            overlays.message = said
            return true
        case .notice(let text):
            overlays.notice = text.map { StrategyFileError.escapingControlCharacters($0) }
            return true
        }
        engine.finishStep(at: time)
        return true
    }

    /// The data command each of `events` carries out, as the session would read them now (counts,
    /// prefixes and an open picker taken into account); nil for the others.
    package func dataCommands(in events: [InputEvent]) -> [DataCommand?] {
        var reader = self.reader
        return events.map { event in
            guard overlays.pickerSelection == nil,
                  case .data(let command) = reader.action(for: event, helpShown: overlays.toggles.help) else { return nil }
            return command
        }
    }

    /// For each of `events`, a burst read at once and drawn once: true when a later one replaces
    /// what its data change would show (only the last change's animation can be drawn; of repeated
    /// reloads only the last lays the same data out again). The run loop passes it to `update`.
    package func burst(_ events: [InputEvent]) -> [Bool] {
        let commands = dataCommands(in: events)
        let lastChange = commands.lastIndex { $0?.makesBatch == true } ?? -1
        let lastReload = commands.lastIndex { $0 == .reloadData } ?? -1
        return commands.indices.map { i in
            i < lastChange && commands[i]?.makesBatch == true || i < lastReload && commands[i] == .reloadData
        }
    }

    /// Replays a recorded history (`render --keys`, `run --replay`): each entry one step, a second
    /// apart, so no spring-back runs unless the history says `<Settle>`.
    /// It ends as the frame a report (`y`) shows: without the last key's transient message.
    /// Times as `KeyHistory.replayTimes` gives them.
    package mutating func replay(_ entries: [KeyHistory.Entry], startingAt start: Double = 1) {
        for (entry, time) in zip(entries, KeyHistory.replayTimes(entries, start: start)) where !isFinished {
            replay(entry, at: time)
        }
    }

    /// Applies `entry`, recorded at `time`, as one step (`<Settle>` runs what moves to rest,
    /// `<Tick:N>` is one animation frame), as a recording replays it: without the message or
    /// report it left on screen.
    package mutating func replay(_ entry: KeyHistory.Entry, at time: Double) {
        switch entry {
        case .event(let event): handle(event, at: time)
        case .tick: apply(.tick, at: time)
        case .settle:
            // Whatever a frame starts (a page loaded at the end starts its own animation) runs too.
            var rest = time
            for _ in 0..<Self.settleFrames where engine.needsTicks {
                rest += 1000
                apply(.tick, at: rest)
            }
        }
        apply(.showReport(lines: nil, message: nil), at: time)
    }

    /// Everything stopped moving at `time`. The history says so with one `<Settle>` in place of
    /// the frames that led there when a replay of `<Settle>` from where the movement started
    /// comes to the same rest (a spring-back, an animation); otherwise it keeps the frames (a
    /// page that loaded mid-spring-back stopped it where it was).
    private mutating func settled(at time: Double) {
        defer { movementStart = [] }
        guard checksSettles, var rest = movementStart.first else { log.commitTicks(); return }
        rest.checksSettles = false
        rest.replay(.settle, at: (log.historyTimes.last ?? time) + 1)
        if rest.engine.scroll.offset == engine.scroll.offset && rest.reportedView() == reportedView() {
            log.settled(at: time)
        } else {
            log.commitTicks()
        }
    }

    /// The most frames `<Settle>` runs (each a thousand seconds on: every movement ends in one).
    static let settleFrames = 16

    /// Commits the animation frames held back, so the history reproduces the frame on screen now
    /// (a report or recording is being taken mid-movement).
    package mutating func commitHeldTicks() { log.commitTicks() }

    /// Makes the state so far the start of the history: what a `--script` carried out at start did
    /// is not input (`y` passes the script on instead).
    package mutating func startHistory() { log.restart() }

    /// Goes to the next match of `text` (or says there is none) and highlights the matches; true:
    /// the frame changed. `n`/`N` step through the matches in order from the one shown last,
    /// wrapping at either end and saying so, even where several matches scroll to the same offset
    /// (near the end of the content).
    private mutating func find(_ text: String, forward: Bool, at time: Double) -> Bool {
        overlays.highlightsSearch = true
        let matches = engine.searchMatches(text)
        guard !matches.isEmpty else {
            overlays.searchMatch = nil
            overlays.message = "/\(text): not found in section titles or item labels"
            return true
        }
        var index: Int, wrapped: Bool
        if let last = overlays.searchMatch, last < matches.count {
            index = last + (forward ? 1 : -1)
            wrapped = index < 0 || index >= matches.count
            index = (index + matches.count) % matches.count
        } else {
            guard let first = engine.firstMatch(in: matches, forward: forward) else { return true }
            (index, wrapped) = first
        }
        overlays.searchMatch = index
        let match = matches[index]
        overlays.message = "/\(text): \(index + 1) of \(matches.count): \(match.what)"
            + (wrapped ? " (wrapped to the \(forward ? "top" : "bottom"))" : "")
        engine.scroll.scroll(to: match.offset, at: time)
        engine.syncOffset()
        engine.query()
        return true
    }

    /// The same view of a changed scenario (its file was edited): strategies, focus, toggles,
    /// faults, size and offset carry over; the reproduction starts afresh from here.
    package func reloaded(with scenario: Scenario, message: String) -> SimulatorSession {
        var settings = log.initialSettings
        settings.strategies = engine.strategies
        settings.toggles = overlays.toggles
        settings.toggles.help = false
        settings.faults = engine.faults
        var fresh = SimulatorSession(scenario: scenario, settings: settings, size: size, startOffset: engine.scroll.offset)
        fresh.engine.focusedPane = min(engine.focusedPane, fresh.engine.strategies.count - 1)
        fresh.overlays.message = message
        return fresh
    }

    /// Puts the content at exactly `offset` along the scroll axis (headless rendering, scripts);
    /// past either end only while bounce is on.
    package mutating func place(atOffset offset: Double, at time: Double = 0) {
        apply(.place(offset), at: time)
    }

    /// Takes in what a look at a watched file found (one step, as an input event is).
    package mutating func update(_ reload: FileReload, at time: Double = 0) -> [Effect] {
        switch reload {
        case .strategy(let registration, let notice):
            engine.register(registration)
            guard let notice else { return [.redraw] }
            return update(Action.notice(notice), at: time)
        case .scenario(let scenario, let message):
            self = reloaded(with: scenario, message: message)
            return [.redraw]
        case .notice(let text):
            return update(Action.notice(text), at: time)
        case .message(let text):
            return update(.showReport(lines: nil, message: text), at: time)
        }
    }

    /// The scene to draw: the panes' snapshots from the last step's answers, and the overlays.
    package func scene() -> Scene {
        Scene(
            size: size, panes: engine.paneSnapshots(), focusedPane: engine.focusedPane, overlays: overlays,
            scenarioName: engine.scenario.name, summary: engine.scenario.summary, prompt: reader.prompt,
            animates: engine.data.animates, strategyList: overlays.toggles.help || overlays.pickerSelection != nil
                ? engine.registry.registrations.map { StrategyListing(name: $0.name, summary: $0.summary) } : [])
    }

    /// The frame the terminal should show: a function of the state, changing nothing.
    package func view() -> Frame { engine.renderer.render(scene()) }

    /// The frame a report (`y`) holds: what the terminal shows less the hint row's transient
    /// message (the replay of its history ends without it).
    package func reportedView() -> Frame {
        var shown = self
        shown.apply(.showReport(lines: nil, message: nil))
        return shown.view()
    }

    /// The frame the terminal should show, painted with `memo` (rows the previous frame painted,
    /// kept by whoever draws frame after frame).
    package func view(memo: inout RenderMemo) -> Frame { engine.renderer.render(scene(), memo: &memo) }

    /// The viewport (bounds size) each pane gets at a terminal size; a minimal one when too small.
    /// A scenario with its own viewport (the built-in g1–g10) keeps it, within the pane.
    /// The inspector is left out: looking at the layout never changes its bounds (the inspector
    /// covers the panes' right-hand columns instead, which are then not drawn).
    static func viewportSize(size: TerminalSize, panes: Int, toggles: ViewToggles, scenario: Scenario? = nil) -> Size {
        let horizontal = scenario?.metrics.scrollDirection == .horizontal
        guard let layout = ScreenLayout(
            size: size, paneCount: panes, inspector: false, indicator: toggles.indicator,
            horizontal: horizontal, chrome: toggles.chrome) else {
            let minimum = ScreenLayout.minimumViewport
            return Size(width: Double(minimum.columns), height: Double(minimum.rows))
        }
        let viewport = layout.panes[0].viewport
        var width = Double(viewport.width), height = Double(viewport.height)
        if let own = scenario?.viewport {
            width = min(width, max(1, own.width.rounded()))
            height = min(height, max(1, own.height.rounded()))
        }
        return Size(width: width, height: height)
    }

    /// Lays the panes out again for the size and the toggles now in force.
    private mutating func resizeViewports() {
        engine.resize(to: Self.viewportSize(
            size: size, panes: engine.strategies.count, toggles: overlays.toggles, scenario: engine.scenario))
    }

    private mutating func applyToggle(_ toggle: ViewToggle) {
        switch toggle {
        case .projector: overlays.toggles.projector.toggle()
        case .ghost: overlays.toggles.ghost.toggle()
        case .help:
            overlays.toggles.help.toggle()
            overlays.helpScroll = 0
        case .bounce:
            overlays.toggles.bounce.toggle()
            engine.scroll.bounces = overlays.toggles.bounce
        case .inspector: overlays.toggles.inspector.toggle()
        case .chrome: overlays.toggles.chrome.toggle()
        case .indicator: overlays.toggles.indicator.toggle()
        }
        // These two change the panes' room (the inspector only covers part of it: no bounds change).
        if [.chrome, .indicator].contains(toggle) { resizeViewports() }
    }
}
