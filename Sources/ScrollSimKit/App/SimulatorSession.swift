import StickyLayout

/// The simulator's state: a scenario shown by one or more collection views (split view) that
/// scroll together, the scroll model, toggles and faults. It applies actions and renders frames;
/// it never touches a terminal.
///
/// Every offset change is a bounds change made through `CollectionView.setContentOffset`, and a
/// resize through `setViewportSize`, exactly as a scroll view drives its layout.
///
/// A step is one input event: at most one bounds change per pane and then one layout query per
/// pane, whatever comes next. Drawing only reads the answers of the last step, so a burst of keys
/// drawn once gives the same frame as the same keys typed slowly.
///
///     var session = SimulatorSession(scenario: s, settings: SessionSettings(strategies: [.uikit]))
///     session.apply(.scrollRows(5), at: 0)
///     let frame = session.view()
///     print(frame.text)
package struct SimulatorSession {
    /// The scenario shown.
    package let scenario: Scenario
    /// One strategy per pane.
    package private(set) var strategies: [StrategyName]
    /// The strategies a person can switch among.
    package private(set) var registry: StrategyRegistry
    /// One collection view per pane.
    package internal(set) var collectionViews: [CollectionView]
    /// What each pane's last bounds change (or strategy/fault switch) invalidated.
    package internal(set) var invalidations: [InvalidationKind]
    /// The pane keys apply to.
    package private(set) var focusedPane = 0
    /// Display toggles (bounce mirrors `scroll.bounces`).
    package private(set) var toggles: ViewToggles
    /// Fault switches in force on every pane.
    package private(set) var faults: FaultSwitches
    /// The shared scroll position.
    package internal(set) var scroll: ScrollModel
    /// The terminal size the session is laid out for.
    package private(set) var size: TerminalSize
    /// True once a quit action was applied.
    package private(set) var isFinished = false
    /// The renderer (glyphs and labels).
    package internal(set) var renderer: FrameRenderer
    /// Data-change state: identities, animation, refresh control, load-more, self-sizing.
    package internal(set) var data: DataState
    /// The time of the last tick (the animation's clock).
    var lastTickTime: Double?
    /// The row selected in the strategy picker, or nil while it is closed.
    package private(set) var pickerSelection: Int?
    /// A one-line notice for the hint line (a strategy file reloaded, or why it was not); nil = none.
    package private(set) var notice: String?
    /// Pending input: a count, the `f` prefix, the search prompt.
    package private(set) var reader = KeyReader()
    /// Every input event handled so far (and finished spring-backs), for reproduction.
    package private(set) var history: [KeyHistory.Entry] = []
    /// When each history entry happened (the time passed to `handle`/`apply`).
    package private(set) var historyTimes: [Double] = []
    /// How the session started (for the reproduction command line).
    package let initialSettings: SessionSettings
    /// The terminal size the session started at.
    package let initialSize: TerminalSize
    /// The offset the session was placed at before any input (`--offset`), if any.
    package private(set) var startOffset: Double?
    /// A transient line for the hint row (search result, report written); cleared by the next key.
    package private(set) var message: String?
    /// The reproduction shown over the panes after `y` (nil when closed).
    package private(set) var reportLines: [String]?
    /// First line of the help overlay and of the inspector's list shown (scrolling).
    package private(set) var helpScroll = 0
    package private(set) var inspectorScroll = 0
    /// The last search text (`n`/`N` repeat it).
    package private(set) var lastSearch: String?
    /// True while the last search's matches are highlighted (from a search until Esc).
    package private(set) var highlightsSearch = false
    /// Each pane's answer to the last layout query (attributes, diagnostics).
    private var answers: [[LayoutAttributes]] = []
    private var answerDiagnostics: [[Diagnostic]] = []
    /// Each pane's content size as of the last step (the layout is prepared in the step, never by the view).
    private var contentSizes: [Size] = []
    /// True when a bounds, strategy, fault or size change needs a query before the step ends.
    var needsQuery = true
    /// How many layout queries the session has made (each pane queried once per query).
    package private(set) var queryCount = 0

    /// A session showing `scenario` at the top, laid out for `size` (80×24 by default).
    package init(scenario: Scenario, settings: SessionSettings, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        self.scenario = scenario
        initialSettings = settings
        initialSize = size
        strategies = settings.strategies
        registry = settings.registry
        toggles = settings.toggles
        faults = settings.faults
        scroll = ScrollModel(bounces: settings.toggles.bounce)
        self.size = size
        renderer = FrameRenderer(
            glyphs: settings.asciiOnly ? .ascii : .unicode,
            labels: LabelProvider(scenario: scenario, asciiOnly: settings.asciiOnly))
        data = DataState(scenario: scenario)
        let viewport = Self.viewportSize(size: size, panes: settings.strategies.count, toggles: settings.toggles, scenario: scenario)
        collectionViews = settings.strategies.map {
            scenario.makeCollectionView(strategy: $0, viewport: viewport, registry: settings.registry)
        }
        invalidations = Array(repeating: .full, count: settings.strategies.count)
        if faults.any { for i in collectionViews.indices { collectionViews[i].setFaults(faults) } }
        if data.refreshing { applyRefreshInset() }
        updateLimits()
        scroll.scroll(to: scroll.minimum, at: 0)
        syncOffset()
        sizeVisibleCells()
        invalidations = Array(repeating: .full, count: strategies.count)
        query()
    }

    /// The scroll axis.
    package var direction: ScrollDirection { scenario.metrics.scrollDirection }
    /// True while an animation (spring-back) needs `.tick` actions.
    package var needsTicks: Bool { scroll.needsTicks || data.animation != nil || data.loadMoreDue != nil }

    /// Applies one action at `time` (seconds): the step's state change. Returns what the run loop
    /// is to do about it (`.redraw` when what the frame shows may have changed).
    package mutating func update(_ action: Action, at time: Double = 0) -> [Effect] {
        var effects: [Effect] = []
        if step(action, at: time, effects: &effects) { effects.insert(.redraw, at: 0) }
        return effects
    }

    /// Applies one action for a caller that draws by itself (scripts, tests): true when what the
    /// frame shows may have changed; other effects (report, recording, repaint, quit) are not performed.
    @discardableResult
    package mutating func apply(_ action: Action, at time: Double = 0) -> Bool {
        update(action, at: time).contains(.redraw)
    }

    /// The state change of one action; appends to `effects` what the loop is to perform.
    /// Returns true when what the frame shows may have changed.
    private mutating func step(_ action: Action, at time: Double, effects: inout [Effect]) -> Bool {
        switch action {
        case .scrollRows(let rows):
            scroll.scroll(by: Double(rows), at: time)
        case .scrollPages(let pages):
            scroll.scroll(by: Double(pages) * pageLength, at: time)
        case .scrollToEnd(let bottom):
            scroll.scroll(to: bottom ? scroll.maximum : scroll.minimum, at: time)
        case .scrollTo(let offset):
            scroll.scroll(to: offset, at: time)
        case .scrollHalfPages(let halves):
            scroll.scroll(by: Double(halves) * max(1, (pageLength / 2).rounded(.down)), at: time)
        case .jumpSection(let count):
            guard let target = sectionOffset(from: scroll.offset, count: count) else {
                message = count > 0 ? "no next section" : "no previous section"
                return true
            }
            scroll.scroll(to: target, at: time)
        case .search(let text):
            lastSearch = text
            highlightsSearch = true
            return find(text, forward: true, at: time)
        case .searchAgain(let forward):
            guard let text = lastSearch else {
                message = "no search yet: type / then the text and Enter"
                return true
            }
            highlightsSearch = true
            return find(text, forward: forward, at: time)
        case .click(let column, let row):
            guard let layout = ScreenLayout(
                size: size, paneCount: strategies.count, inspector: toggles.inspector, indicator: toggles.indicator,
                chrome: toggles.chrome),
                  row < layout.hintRow,
                  let pane = layout.panes.firstIndex(where: { column >= $0.status.x && column < $0.status.maxX }),
                  pane != focusedPane else { return false }
            focusedPane = pane
            return true
        case .scrollPanelPages(let pages):
            // A page is the lines the panel shows less one, kept for context.
            let shown = HelpOverlay.shownLines(terminalRows: size.rows)
            return step(.scrollPanel(pages * max(1, shown - 1)), at: time, effects: &effects)
        case .scrollPanel(let rows):
            if toggles.help {
                helpScroll = max(0, min(helpScroll + rows, 1000))
            } else if toggles.inspector {
                inspectorScroll = max(0, min(inspectorScroll + rows, 100_000))
            } else {
                return false
            }
            return true
        case .report:
            effects.append(.writeReport)
            return true
        case .recordSession:
            effects.append(.startRecording)
            return true
        case .selectStrategy(let name):
            guard registry.contains(name) else { return false }
            setStrategy(name, pane: focusedPane)
        case .selectStrategyNumber(let number):
            guard registry.names.indices.contains(number - 1) else { return false }
            setStrategy(registry.names[number - 1], pane: focusedPane)
        case .cycleStrategy(let step):
            guard let next = registry.name(after: strategies[focusedPane], by: step) else { return false }
            setStrategy(next, pane: focusedPane)
        case .togglePicker:
            if pickerSelection == nil {
                pickerSelection = registry.names.firstIndex(of: strategies[focusedPane]) ?? 0
                toggles.help = false
            } else {
                pickerSelection = nil
            }
            return true
        case .movePickerSelection(let step):
            guard let selected = pickerSelection, registry.count > 0 else { return false }
            let n = registry.count
            pickerSelection = ((selected + step) % n + n) % n
            return true
        case .choosePickerSelection:
            guard let selected = pickerSelection else { return false }
            pickerSelection = nil
            if registry.names.indices.contains(selected) { setStrategy(registry.names[selected], pane: focusedPane) }
        case .cycleFocus(let step):
            let count = strategies.count
            focusedPane = ((focusedPane + step) % count + count) % count
            return count > 1
        case .toggleFault(let fault):
            faults[keyPath: fault.keyPath].toggle()
            for i in collectionViews.indices {
                collectionViews[i].setFaults(faults)
                invalidations[i] = collectionViews[i].lastInvalidation
            }
            needsQuery = true
            updateLimits()
        case .toggle(let toggle):
            applyToggle(toggle)
        case .dismiss:
            if reportLines != nil { reportLines = nil; return true }
            if !toggles.help && highlightsSearch { highlightsSearch = false; return true }
            guard toggles.help else { return false }
            toggles.help = false
            return true
        case .resize(let newSize):
            // The terminal may have cut or rewrapped what was on screen (a resize to another size
            // and back, read as one): paint every cell again even when the size ends where it was.
            effects.append(.fullRedraw)
            guard newSize != size else { return true }
            size = newSize
            let viewport = Self.viewportSize(size: size, panes: strategies.count, toggles: toggles, scenario: scenario)
            resizeViewports(to: viewport)
        case .data(let command):
            applyData(command, at: time)
            needsQuery = true
        case .tick:
            let animating = advanceData(to: time)
            let moved = scroll.tick(at: time)
            guard moved || animating else { return false }
            syncOffset()
            afterOffsetChange(at: time)
            query()
            if moved && !scroll.needsTicks { history.append(.settle); historyTimes.append(time) }
            return true
        case .redraw:
            effects.append(.fullRedraw)
        case .quit:
            isFinished = true
            effects.append(.quit)
        case .showReport(let lines, let said):
            reportLines = lines
            message = said
            return true
        case .notice(let text):
            notice = text.map { StrategyFileError.escapingControlCharacters($0) }
            return true
        }
        syncOffset()
        afterOffsetChange(at: time)
        query()
        return true
    }

    /// Handles one input event (one step): the key reader's action for it, if any, applied.
    /// Returns what the run loop is to do (`.redraw` when the frame may have changed).
    package mutating func update(_ event: InputEvent, at time: Double = 0) -> [Effect] {
        var effects: [Effect] = []
        if step(event, at: time, effects: &effects) { effects.insert(.redraw, at: 0) }
        return effects
    }

    /// Handles one input event for a caller that draws by itself (scripts, tests): true when the
    /// frame may have changed; other effects are not performed.
    @discardableResult
    package mutating func handle(_ event: InputEvent, at time: Double = 0) -> Bool {
        update(event, at: time).contains(.redraw)
    }

    /// The state change of one input event; true when the frame may have changed.
    private mutating func step(_ event: InputEvent, at time: Double, effects: inout [Effect]) -> Bool {
        let before = reader.prompt
        let hadMessage = message != nil || reportLines != nil
        switch event {
        case .key, .wheel, .click, .resize: break
        case .tick, .signal, .redraw, .filesChanged:
            return Keymap.action(for: event).map { step($0, at: time, effects: &effects) } ?? false
        }
        if case .key(let key) = event, key == .character("y") || key == .character("Y"), reader.prompt == nil {} else {
            history.append(.event(event))
            historyTimes.append(time)
        }
        if case .resize = event {} else {
            message = nil
            if case .key(.escape) = event {} else { reportLines = nil }
        }
        // While the strategy picker is open, keys move its selection (F-keys still pick and close it).
        let action = pickerSelection == nil
            ? reader.action(for: event, helpShown: toggles.help) : Keymap.pickerAction(for: event)
        if pickerSelection != nil, case .selectStrategyNumber = action { pickerSelection = nil }
        let changed = action.map { step($0, at: time, effects: &effects) } ?? false
        if let action, let said = outcome(of: action) { message = said }
        return changed || reader.prompt != before || hadMessage
    }

    /// The line a key's action leaves in the hint row: what a data key did (nil: the key says
    /// nothing; the toggles' states show at the hint line's right end, and an inspector without
    /// room says so there while it is on).
    private func outcome(of action: Action) -> String? {
        if case .data = action { return data.lastOutcome }
        return nil
    }

    /// Replays a recorded history (`render --keys`, `run --replay`): each entry one step, a second
    /// apart, so no spring-back runs unless the history says `<Settle>`.
    /// It ends as the frame a report (`y`) shows: without the last key's transient message.
    package mutating func replay(_ entries: [KeyHistory.Entry], startingAt start: Double = 1) {
        var time = start
        defer { message = nil }
        for entry in entries {
            replayStep(entry, at: time)
            time += 1
            if isFinished { return }
        }
    }

    /// Applies one history entry at `time` as one step (`<Settle>` finishes a spring-back).
    package mutating func replayStep(_ entry: KeyHistory.Entry, at time: Double) {
        switch entry {
        case .event(let event): handle(event, at: time)
        case .settle: apply(.tick, at: time + 1000)
        }
    }

    /// What pane `pane`'s layout answered to the last query: the attributes for its bounds and
    /// the diagnostics of that query (what the pane draws, before any update animation).
    package func lastAnswer(pane: Int) -> (attributes: [LayoutAttributes], diagnostics: [Diagnostic]) {
        (answers[pane], answerDiagnostics[pane])
    }

    /// Goes to the next match of `text` (or says there is none); true: the frame changed.
    private mutating func find(_ text: String, forward: Bool, at time: Double) -> Bool {
        let found = searchTarget(text, forward: forward)
        message = found.message
        if let offset = found.offset {
            scroll.scroll(to: offset, at: time)
            syncOffset()
            query()
        }
        return true
    }

    /// The same view of a changed scenario (its file was edited): strategies, focus, toggles,
    /// faults, size and offset carry over; the reproduction starts afresh from here.
    package func reloaded(with scenario: Scenario, message: String) -> SimulatorSession {
        var settings = initialSettings
        settings.strategies = strategies
        settings.toggles = toggles
        settings.toggles.help = false
        settings.faults = faults
        var fresh = SimulatorSession(scenario: scenario, settings: settings, size: size)
        fresh.place(atOffset: scroll.offset)
        fresh.focusedPane = min(focusedPane, fresh.strategies.count - 1)
        fresh.message = message
        return fresh
    }

    /// Applies `entry`, recorded at `time`, as a recording replays it (`SessionReplay`): without
    /// the message or report it left on screen.
    mutating func replay(_ entry: KeyHistory.Entry, at time: Double) {
        switch entry {
        case .event(let event): handle(event, at: time)
        case .settle: apply(.tick, at: time + 1000)
        }
        message = nil
        reportLines = nil
    }

    /// Shows a reproduction over the panes (lines of text) and a line in the hint row.
    package mutating func showReport(_ lines: [String]?, message: String) {
        apply(.showReport(lines: lines, message: message))
    }

    /// Puts the content at exactly `offset` along the scroll axis (headless rendering, scripts);
    /// past either end only while bounce is on.
    package mutating func place(atOffset offset: Double, at time: Double = 0) {
        if history.isEmpty { startOffset = offset }
        scroll.place(atOffset: offset, at: time)
        syncOffset()
        afterOffsetChange(at: time)
        query()
    }

    /// The scene to draw: one snapshot per pane from the collection views' current answers.
    /// Reads the answers of the last step: drawing never queries or prepares the layout.
    package func scene() -> Scene {
        let inset = adjustedInset
        var panes: [PaneSnapshot] = []
        for i in collectionViews.indices {
            var attributes = answers[i]
            var alphas: [Double] = []
            var labels: [String] = []
            if let frame = animationFrame(pane: i) { (attributes, alphas, labels) = frame }
            panes.append(PaneSnapshot(
                strategy: strategies[i], bounds: collectionViews[i].bounds, attributes: attributes,
                contentSize: contentSizes[i], contentInset: contentInset,
                systemInset: systemInset, direction: direction,
                minimumOffset: -direction.leading(inset), maximumOffset: scroll.maximum,
                invalidation: invalidations[i], diagnostics: answerDiagnostics[i] + data.lastDiagnostics(pane: i),
                faults: faults, alphas: alphas, labels: labels))
            panes[i].activity = dataActivity
            panes[i].updateTransitions = animatedTransitions(pane: i)
        }
        var scene = Scene(
            size: size, panes: panes, focusedPane: focusedPane, toggles: toggles, scenarioName: scenario.name,
            strategyList: toggles.help || pickerSelection != nil
                ? registry.registrations.map { StrategyListing(name: $0.name, summary: $0.summary) } : [],
            notice: notice, pickerSelection: pickerSelection)
        scene.prompt = reader.prompt
        scene.message = message
        scene.summary = scenario.summary
        scene.helpScroll = helpScroll
        scene.inspectorScroll = inspectorScroll
        scene.report = reportLines
        scene.animates = data.animates
        scene.searchHighlight = highlightsSearch ? lastSearch : nil
        return scene
    }

    /// The frame the terminal should show: a function of the state, changing nothing.
    package func view() -> Frame { renderer.render(scene()) }

    /// The frame the terminal should show, painted with `memo` (rows the previous frame painted,
    /// kept by whoever draws frame after frame).
    package func view(memo: inout RenderMemo) -> Frame { renderer.render(scene(), memo: &memo) }

    /// For callers without a run loop (one-shot commands, tests): lays the session out for
    /// `size` (a resize step when it differs) and returns the view.
    package mutating func view(resizingTo size: TerminalSize) -> Frame {
        apply(.resize(size))
        return view()
    }

    // MARK: - Engine plumbing

    /// The viewport (bounds size) each pane gets at a terminal size; a minimal one when too small.
    /// A scenario with its own viewport (the built-in g1–g10) keeps it, within the pane.
    static func viewportSize(size: TerminalSize, panes: Int, toggles: ViewToggles, scenario: Scenario? = nil) -> Size {
        let horizontal = scenario?.metrics.scrollDirection == .horizontal
        guard let layout = ScreenLayout(
            size: size, paneCount: panes, inspector: toggles.inspector, indicator: toggles.indicator,
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

    private var pageLength: Double {
        let bounds = collectionViews[0].bounds.size
        let inset = adjustedInset
        return max(1, direction.main(bounds) - direction.leading(inset) - direction.trailing(inset) - 1)
    }

    private mutating func applyToggle(_ toggle: ViewToggle) {
        switch toggle {
        case .projector: toggles.projector.toggle()
        case .ghost: toggles.ghost.toggle()
        case .help:
            toggles.help.toggle()
            helpScroll = 0
        case .bounce:
            toggles.bounce.toggle()
            scroll.bounces = toggles.bounce
        case .inspector:
            toggles.inspector.toggle()
            resizeViewports(to: Self.viewportSize(size: size, panes: strategies.count, toggles: toggles, scenario: scenario))
        case .chrome:
            toggles.chrome.toggle()
            resizeViewports(to: Self.viewportSize(size: size, panes: strategies.count, toggles: toggles, scenario: scenario))
        case .indicator:
            toggles.indicator.toggle()
            resizeViewports(to: Self.viewportSize(size: size, panes: strategies.count, toggles: toggles, scenario: scenario))
        }
    }

    /// Adds `registration` to the strategies a person can switch among, or replaces the one of
    /// the same name; panes showing it switch to the new version at once.
    package mutating func register(_ registration: StrategyRegistration) {
        registry.register(registration)
        for pane in strategies.indices where strategies[pane] == registration.name {
            collectionViews[pane].setStrategy(registration.make(scenario.options))
            invalidations[pane] = collectionViews[pane].lastInvalidation
            needsQuery = true
        }
        updateLimits()
        syncOffset()
        query()
    }

    /// Shows `text` in the hint line until the next notice (nil clears it).
    package mutating func setNotice(_ text: String?) {
        apply(.notice(text))
    }

    private mutating func setStrategy(_ kind: StrategyName, pane: Int) {
        guard strategies[pane] != kind else { return }
        strategies[pane] = kind
        collectionViews[pane].setStrategy(
            registry.strategy(named: kind, options: scenario.options) ?? PlainStrategy.make())
        invalidations[pane] = collectionViews[pane].lastInvalidation
        needsQuery = true
        updateLimits()
    }

    private mutating func resizeViewports(to viewport: Size) {
        for i in collectionViews.indices {
            invalidations[i] = collectionViews[i].setViewportSize(viewport)
        }
        needsQuery = true
        updateLimits()
    }

    mutating func updateLimits() {
        var contentLength = 0.0
        for i in collectionViews.indices {
            contentLength = max(contentLength, direction.main(collectionViews[i].contentSize()))
        }
        let inset = adjustedInset
        let viewport = collectionViews.first.map { direction.main($0.bounds.size) } ?? 1
        scroll.setLimits(
            contentLength: contentLength, viewportLength: viewport,
            leadingInset: direction.leading(inset), trailingInset: direction.trailing(inset))
    }

    /// Moves every pane's bounds to the scroll model's offset (a bounds change per pane that moved).
    mutating func syncOffset() {
        let offset = scroll.offset
        let point = direction == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
        for i in collectionViews.indices where collectionViews[i].contentOffset != point {
            let kind = collectionViews[i].setContentOffset(point)
            invalidations[i] = kind
            needsQuery = true
        }
    }

    /// The step's layout query: one per pane, after the step's bounds change, when anything the
    /// layout depends on changed.
    mutating func query() {
        // Content sizes are taken even without a query: self-sizing may have changed them.
        defer { contentSizes = collectionViews.indices.map { collectionViews[$0].contentSize() } }
        guard needsQuery else { return }
        needsQuery = false
        queryCount += 1
        answers = collectionViews.indices.map { collectionViews[$0].visibleAttributes() }
        answerDiagnostics = collectionViews.map(\.diagnostics)
    }
}
