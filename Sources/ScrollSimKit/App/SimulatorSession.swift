import StickyLayout

/// The simulator's state: a scenario shown by one or more collection views (split view) that
/// scroll together, the scroll model, toggles and faults. It applies actions and renders frames;
/// it never touches a terminal.
///
/// Every offset change is a bounds change made through `CollectionView.setContentOffset`, and a
/// resize through `setViewportSize`, exactly as a scroll view drives its layout.
///
///     var session = SimulatorSession(scenario: s, settings: SessionSettings(strategies: [.uikit]))
///     session.apply(.scrollRows(5), at: 0)
///     let frame = session.render(into: TerminalSize(columns: 80, rows: 24))
///     print(frame.text)
public struct SimulatorSession {
    /// The scenario shown.
    public let scenario: Scenario
    /// One strategy per pane.
    public private(set) var strategies: [StrategyName]
    /// The strategies a person can switch among.
    public private(set) var registry: StrategyRegistry
    /// One collection view per pane.
    public private(set) var collectionViews: [CollectionView]
    /// What each pane's last bounds change (or strategy/fault switch) invalidated.
    public private(set) var invalidations: [InvalidationKind]
    /// The pane keys apply to.
    public private(set) var focusedPane = 0
    /// Display toggles (bounce mirrors `scroll.bounces`).
    public private(set) var toggles: ViewToggles
    /// Fault switches in force on every pane.
    public private(set) var faults: FaultSwitches
    /// The shared scroll position.
    public private(set) var scroll: ScrollModel
    /// The terminal size the session is laid out for.
    public private(set) var size: TerminalSize
    /// True once a quit action was applied.
    public private(set) var isFinished = false
    /// True when a full repaint was asked for (Ctrl-L); cleared by `takeRedrawRequest()`.
    public private(set) var wantsFullRedraw = false
    /// The renderer (glyphs and labels).
    public let renderer: FrameRenderer

    /// A session showing `scenario` at the top, laid out for `size` (80×24 by default).
    public init(scenario: Scenario, settings: SessionSettings, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) {
        self.scenario = scenario
        strategies = settings.strategies
        registry = settings.registry
        toggles = settings.toggles
        faults = settings.faults
        scroll = ScrollModel(bounces: settings.toggles.bounce)
        self.size = size
        renderer = FrameRenderer(
            glyphs: settings.asciiOnly ? .ascii : .unicode,
            labels: LabelProvider(scenario: scenario, asciiOnly: settings.asciiOnly))
        let viewport = Self.viewportSize(size: size, panes: settings.strategies.count, toggles: settings.toggles)
        collectionViews = settings.strategies.map {
            scenario.makeCollectionView(strategy: $0, viewport: viewport, registry: settings.registry)
        }
        invalidations = Array(repeating: .full, count: settings.strategies.count)
        if faults.any { for i in collectionViews.indices { collectionViews[i].setFaults(faults) } }
        updateLimits()
        scroll.scroll(to: scroll.minimum, at: 0)
        syncOffset()
        invalidations = Array(repeating: .full, count: strategies.count)
    }

    /// The scroll axis.
    public var direction: ScrollDirection { scenario.metrics.scrollDirection }
    /// True while an animation (spring-back) needs `.tick` actions.
    public var needsTicks: Bool { scroll.needsTicks }

    /// Applies one action at `time` (seconds). Returns true when what the frame shows may have changed.
    @discardableResult
    public mutating func apply(_ action: Action, at time: Double = 0) -> Bool {
        switch action {
        case .scrollRows(let rows):
            scroll.scroll(by: Double(rows), at: time)
        case .scrollPages(let pages):
            scroll.scroll(by: Double(pages) * pageLength, at: time)
        case .scrollToEnd(let bottom):
            scroll.scroll(to: bottom ? scroll.maximum : scroll.minimum, at: time)
        case .selectStrategy(let name):
            guard registry.contains(name) else { return false }
            setStrategy(name, pane: focusedPane)
        case .selectStrategyNumber(let number):
            guard registry.names.indices.contains(number - 1) else { return false }
            setStrategy(registry.names[number - 1], pane: focusedPane)
        case .cycleStrategy(let step):
            guard let next = registry.name(after: strategies[focusedPane], by: step) else { return false }
            setStrategy(next, pane: focusedPane)
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
            updateLimits()
        case .toggle(let toggle):
            applyToggle(toggle)
        case .dismiss:
            guard toggles.help else { return false }
            toggles.help = false
            return true
        case .resize(let newSize):
            guard newSize != size else { return false }
            size = newSize
            let viewport = Self.viewportSize(size: size, panes: strategies.count, toggles: toggles)
            resizeViewports(to: viewport)
        case .tick:
            guard scroll.tick(at: time) else { return false }
        case .redraw:
            wantsFullRedraw = true
        case .quit:
            isFinished = true
        }
        syncOffset()
        return true
    }

    /// Applies the keymap's action for `event`; returns true when the frame may have changed.
    @discardableResult
    public mutating func handle(_ event: InputEvent, at time: Double = 0) -> Bool {
        guard let action = Keymap.action(for: event) else { return false }
        return apply(action, at: time)
    }

    /// Puts the content at exactly `offset` along the scroll axis (headless rendering, scripts);
    /// past either end only while bounce is on.
    public mutating func place(atOffset offset: Double, at time: Double = 0) {
        scroll.place(atOffset: offset, at: time)
        syncOffset()
    }

    /// Returns and clears a pending full-redraw request.
    public mutating func takeRedrawRequest() -> Bool {
        defer { wantsFullRedraw = false }
        return wantsFullRedraw
    }

    /// The scene to draw: one snapshot per pane from the collection views' current answers.
    public mutating func scene() -> Scene {
        let inset = scenario.contentInset + scenario.systemInset
        var panes: [PaneSnapshot] = []
        for i in collectionViews.indices {
            let attributes = collectionViews[i].visibleAttributes()
            panes.append(PaneSnapshot(
                strategy: strategies[i], bounds: collectionViews[i].bounds, attributes: attributes,
                contentSize: collectionViews[i].contentSize(), contentInset: scenario.contentInset,
                systemInset: scenario.systemInset, direction: direction,
                minimumOffset: -direction.leading(inset), maximumOffset: scroll.maximum,
                invalidation: invalidations[i], diagnostics: collectionViews[i].diagnostics, faults: faults))
        }
        return Scene(
            size: size, panes: panes, focusedPane: focusedPane, toggles: toggles, scenarioName: scenario.name,
            strategyList: registry.registrations.map { StrategyListing(name: $0.name, summary: $0.summary) })
    }

    /// Lays out for `size` (a resize when it differs) and draws the frame the terminal should show.
    public mutating func render(into size: TerminalSize) -> Frame {
        apply(.resize(size))
        return renderer.render(scene())
    }

    // MARK: - Engine plumbing

    /// The viewport (bounds size) each pane gets at a terminal size; a minimal one when too small.
    static func viewportSize(size: TerminalSize, panes: Int, toggles: ViewToggles) -> Size {
        guard let layout = ScreenLayout(
            size: size, paneCount: panes, inspector: toggles.inspector, indicator: toggles.indicator) else {
            let minimum = ScreenLayout.minimumViewport
            return Size(width: Double(minimum.columns), height: Double(minimum.rows))
        }
        let viewport = layout.panes[0].viewport
        return Size(width: Double(viewport.width), height: Double(viewport.height))
    }

    private var pageLength: Double {
        let bounds = collectionViews[0].bounds.size
        let inset = scenario.contentInset + scenario.systemInset
        return max(1, direction.main(bounds) - direction.leading(inset) - direction.trailing(inset) - 1)
    }

    private mutating func applyToggle(_ toggle: ViewToggle) {
        switch toggle {
        case .ghost: toggles.ghost.toggle()
        case .help: toggles.help.toggle()
        case .bounce:
            toggles.bounce.toggle()
            scroll.bounces = toggles.bounce
        case .inspector:
            toggles.inspector.toggle()
            resizeViewports(to: Self.viewportSize(size: size, panes: strategies.count, toggles: toggles))
        case .indicator:
            toggles.indicator.toggle()
            resizeViewports(to: Self.viewportSize(size: size, panes: strategies.count, toggles: toggles))
        }
    }

    private mutating func setStrategy(_ kind: StrategyName, pane: Int) {
        guard strategies[pane] != kind else { return }
        strategies[pane] = kind
        collectionViews[pane].setStrategy(
            registry.strategy(named: kind, options: scenario.options) ?? PlainStrategy())
        invalidations[pane] = collectionViews[pane].lastInvalidation
        updateLimits()
    }

    private mutating func resizeViewports(to viewport: Size) {
        for i in collectionViews.indices {
            invalidations[i] = collectionViews[i].setViewportSize(viewport)
        }
        updateLimits()
    }

    private mutating func updateLimits() {
        var contentLength = 0.0
        for i in collectionViews.indices {
            contentLength = max(contentLength, direction.main(collectionViews[i].contentSize()))
        }
        let inset = scenario.contentInset + scenario.systemInset
        let viewport = collectionViews.first.map { direction.main($0.bounds.size) } ?? 1
        scroll.setLimits(
            contentLength: contentLength, viewportLength: viewport,
            leadingInset: direction.leading(inset), trailingInset: direction.trailing(inset))
    }

    /// Moves every pane's bounds to the scroll model's offset (a bounds change per pane that moved).
    private mutating func syncOffset() {
        let offset = scroll.offset
        let point = direction == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0)
        for i in collectionViews.indices where collectionViews[i].contentOffset != point {
            let kind = collectionViews[i].setContentOffset(point)
            invalidations[i] = kind
        }
    }
}
