import StickyLayout

/// A demo script played headlessly one frame at a time. A cursor is a value: a copy is a
/// checkpoint that resumes from the same frame and gives the same frames after it, so frames can
/// be made again instead of kept. Nothing here reads a clock or a terminal.
///
/// `advance` carries the script on to its next frame and keeps only the state (cheap); `render`
/// draws the frame the cursor stands on from a copy of that state, so drawing a frame or skipping
/// it never changes what comes next.
struct DemoCursor {
    let script: DemoScript
    let size: TerminalSize
    let asciiOnly: Bool
    /// The view toggles a scenario starts with: `--projector`'s, then those of the script's
    /// `toggle` lines before its first `scenario` (so a title card can open in the projector theme).
    private(set) var initialToggles: ViewToggles
    private(set) var registry: StrategyRegistry
    private(set) var session: SimulatorSession?
    /// The frame the cursor stands on: -1 before the first.
    private(set) var index = -1
    /// Script time of that frame, seconds from the start.
    private(set) var time = 0.0
    /// The script line that produced that frame.
    private(set) var line = 0
    private var speed = 8.0
    private var caption = ""
    private var captionPosition = CaptionPosition.bottom
    /// The first row of the caption's band, chosen on its first frame; kept while the caption shows.
    private var captionPlace: (caption: String, top: Int)?
    /// The title card showing instead of the view (nil: none).
    private(set) var title: [String]?
    /// True when the frame the cursor stands on was made by `wait` (`play` holds it until a key).
    private(set) var waits = false
    /// The step carried out next (or in progress), and how far it got.
    private(set) var stepIndex = 0
    private var phase = Phase.starting

    /// Progress inside a step that makes several frames.
    private enum Phase {
        case starting
        case scrolling(done: UInt)
        /// A pause works on its own copy of the session and keeps it only when a tick changes the
        /// frame (a settled spring-back's last, unchanged tick is dropped).
        case pausing(end: Double, changed: Bool, working: SimulatorSession)
        /// A `wait` made its frame; the hold comes next.
        case waiting
    }

    /// Seconds between frames while springing back during a pause.
    static let tick = 1.0 / 30
    /// How long `wait` holds the frame where no one presses a key (`record`, and the script's length).
    package static let waitSeconds = 2.0

    init(script: DemoScript, size: TerminalSize, asciiOnly: Bool, registry: StrategyRegistry, projector: Bool = false) {
        self.script = script
        self.size = size
        self.asciiOnly = asciiOnly
        self.registry = registry
        initialToggles = ViewToggles(projector: projector)
    }

    /// True once the last step was carried out.
    var isFinished: Bool { stepIndex >= script.steps.count }

    /// Moves to the next frame. Returns false, unmoved, when the script has no more.
    /// - Throws: `DemoScriptError` with the script's path and the step's line.
    mutating func advance(loadScenario: (String) throws -> Scenario) throws -> Bool {
        waits = false
        while stepIndex < script.steps.count {
            let (line, step) = script.steps[stepIndex]
            let due: Bool
            do {
                due = try carryOut(step, line: line, loadScenario: loadScenario)
            } catch var error as DemoScriptError {
                if error.path.isEmpty { error.path = script.path }
                throw error
            } catch let error as DemoStreamStop {
                throw error
            } catch {
                throw DemoScriptError(path: script.path, line: line, message: "\(error)")
            }
            if due {
                index += 1
                self.line = line
                placeCaption()
                return true
            }
        }
        return false
    }

    /// The frame the cursor stands on (nil before the first): the title card, or the render of its
    /// state with the demo's bottom line and the caption band. `flips` turns view toggles the other
    /// way for this drawing only (`T`, `o`, `i` in `play`): the script's state is not touched.
    func render(flips: Set<ViewToggle> = []) -> DemoFrame? {
        guard index >= 0 else { return nil }
        if let title {
            let projector = (session?.toggles ?? initialToggles).projector != flips.contains(.projector)
            return DemoFrame(time: time, frame: TitleCard.frame(title, size: size, projector: projector, asciiOnly: asciiOnly),
                             line: line, waits: waits, chrome: (session?.toggles ?? initialToggles).chrome)
        }
        guard var shown = session else { return nil }
        for toggle in ViewToggle.allCases where flips.contains(toggle) { shown.apply(.toggle(toggle), at: time) }
        var frame = shown.view()
        let scene = shown.scene()
        if scene.toggles.chrome { DemoHintLine.draw(scene, on: &frame) }
        let above = Self.captionBottom(scene, size: size)
        let top = captionPlace.flatMap { $0.caption == caption ? $0.top : nil } ?? CaptionOverlay.place(
            for: caption, size: size, avoiding: Self.pinnedRows(scene), position: captionPosition,
            first: Self.firstCaptionRow(scene), above: above)
        let rows = CaptionOverlay.draw(caption, on: &frame, top: top, above: above)
        return DemoFrame(time: time, frame: frame, line: line, waits: waits, caption: caption, captionRows: rows,
                         chrome: scene.toggles.chrome)
    }

    /// Carries out `step` up to its next frame. Returns true when a frame is due (a scroll or a
    /// pause may have more), false when the step ended without one; the step index moves on
    /// when the step is done.
    private mutating func carryOut(_ step: DemoStep, line: Int, loadScenario: (String) throws -> Scenario) throws -> Bool {
        switch step {
        case .scroll(let rows, let rowsPerSecond):
            var done: UInt = 0
            if case .scrolling(let count) = phase { done = count } else { try require(line); title = nil }
            guard done < rows.magnitude, session != nil else { return finishStep(frame: false) }
            time += 1 / (rowsPerSecond ?? speed)
            session!.apply(.scrollRows(rows > 0 ? 1 : -1), at: time)
            phase = .scrolling(done: done + 1)
            return true
        case .pause(let seconds):
            var end = time + seconds, changed = false
            var working: SimulatorSession
            if case .pausing(let e, let c, let w) = phase {
                (end, changed, working) = (e, c, w)
            } else if session == nil, title != nil {
                // A title card before any scenario holds for the pause.
                time = end
                return finishStep(frame: true)
            } else {
                try require(line)
                working = session!
            }
            // Nothing animating: no tick can change anything (only a tick starts one), so the pause ends.
            while time + Self.tick <= end && working.needsTicks {
                time += Self.tick
                if working.apply(.tick, at: time) {
                    session = working
                    phase = .pausing(end: end, changed: true, working: working)
                    return true
                }
            }
            time = end
            return finishStep(frame: !changed)
        case .toggle(let toggle, let on) where session == nil:
            // Before the scenario a toggle sets how the view starts; a title card showing is drawn again.
            let changed = initialToggles[toggle] != on
            initialToggles[toggle] = on
            return finishStep(frame: title != nil && changed)
        case .size, .speed, .expect:
            if case .speed(let rowsPerSecond) = step { speed = rowsPerSecond }
            return finishStep(frame: false)
        case .wait:
            if case .waiting = phase {
                time += Self.waitSeconds
                return finishStep(frame: false)
            }
            if title == nil { try require(line) }
            waits = true
            phase = .waiting
            return true
        case .title(let lines):
            title = lines
            return finishStep(frame: true)
        case .captionPosition(let position):
            captionPosition = position
            return finishStep(frame: false)
        case .caption:
            // A caption arrives with the next step's frame when that step shows something new,
            // so the words never show over the frame before the change they describe.
            try carryOutAtOnce(step, line: line, loadScenario: loadScenario)
            return finishStep(frame: (session != nil || title != nil) && !nextStepShowsAFrame)
        default:
            try carryOutAtOnce(step, line: line, loadScenario: loadScenario)
            return finishStep(frame: session != nil || title != nil)
        }
    }

    /// True when the step after this one (past claims and settings) makes a frame at once.
    private var nextStepShowsAFrame: Bool {
        for (_, step) in script.steps.dropFirst(stepIndex + 1) {
            switch step {
            case .expect, .captionPosition, .speed, .size, .strategyFile: continue
            case .scroll(let rows, _): return rows != 0 && session != nil
            case .scrollTo, .strategy, .split, .toggle, .fault, .data: return session != nil
            case .scenario, .title: return true
            case .caption, .pause, .wait: return false
            }
        }
        return false
    }

    private mutating func finishStep(frame: Bool) -> Bool {
        stepIndex += 1
        phase = .starting
        return frame
    }

    /// Steps that make at most one frame.
    private mutating func carryOutAtOnce(_ step: DemoStep, line: Int, loadScenario: (String) throws -> Scenario) throws {
        // A step that shows the view ends a title card.
        switch step {
        case .caption, .strategyFile: break
        default: title = nil
        }
        switch step {
        case .scenario(let name):
            let scenario = try loadScenario(name)
            for file in scenario.strategyFiles { registry.register(file.registration) }
            session = SimulatorSession(
                scenario: scenario, settings: settings(strategies: [scenario.defaultStrategy]), size: size)
        case .strategyFile(let file):
            registry.register(file.registration)
            _ = session?.update(.strategy(file.registration, notice: nil), at: time)
        case .strategy(let kind):
            try require(line)
            if session!.strategies.count == 1 {
                session!.apply(.selectStrategy(kind), at: time)
            } else {
                rebuild(with: [kind])
            }
        case .split(let kinds):
            try require(line)
            rebuild(with: kinds)
        case .caption(let text):
            caption = text
        case .scrollTo, .toggle, .fault, .data:
            try require(line)
            if let refusal = session!.carryOut(step, at: time) {
                throw DemoScriptError(path: "", line: line, message: "this step cannot be carried out: \(refusal)")
            }
        case .size, .speed, .scroll, .pause, .wait, .title, .captionPosition, .expect:
            break
        }
    }

    /// Places the caption's band on the caption's first frame (`CaptionOverlay.place`); the band
    /// keeps that place while the caption shows, however the pinned elements move under it.
    private mutating func placeCaption() {
        guard !caption.isEmpty else { captionPlace = nil; return }
        guard captionPlace?.caption != caption, title == nil, let session else { return }
        let scene = session.scene()
        captionPlace = (caption, CaptionOverlay.place(
            for: caption, size: size, avoiding: Self.pinnedRows(scene), position: captionPosition,
            first: Self.firstCaptionRow(scene), above: Self.captionBottom(scene, size: size)))
    }

    /// The first row a caption band at the top may take: below a split's title row.
    static func firstCaptionRow(_ scene: Scene) -> Int {
        let layout = ScreenLayout(
            size: scene.size, paneCount: scene.panes.count, inspector: scene.toggles.inspector,
            indicator: scene.toggles.indicator, horizontal: scene.panes.first?.direction == .horizontal,
            chrome: scene.toggles.chrome)
        return layout?.panes.first?.title == nil ? 0 : 1
    }

    /// The row under a caption band at the bottom: the status line, or the last row without chrome.
    static func captionBottom(_ scene: Scene, size: TerminalSize) -> Int {
        scene.toggles.chrome ? size.rows - ScreenLayout.chromeRows : size.rows
    }

    /// Screen rows taken by pinned, pushed or re-inserted headers and footers (panes start at row 0).
    static func pinnedRows(_ scene: Scene) -> Set<Int> {
        var rows = Set<Int>()
        let layout = ScreenLayout(
            size: scene.size, paneCount: scene.panes.count, inspector: scene.toggles.inspector,
            indicator: scene.toggles.indicator, horizontal: scene.panes.first?.direction == .horizontal,
            chrome: scene.toggles.chrome)
        for (index, pane) in scene.panes.enumerated() {
            let viewport = layout.flatMap { index < $0.panes.count ? $0.panes[index].fitted(to: pane.bounds.size).viewport : nil }
                ?? ScreenRect(x: 0, y: 0, width: 0, height: 0)
            for a in pane.attributes where (a.kind == .header || a.kind == .footer) && (a.isPinned || a.isReinserted) && !a.isHidden {
                let rect = ElementPainter.screenRect(a.frame, bounds: pane.bounds, viewport: viewport)
                // Clipped to the screen: an animating header may lie wholly above or below it.
                let first = max(0, rect.y), end = min(scene.size.rows, rect.maxY)
                guard end > first else { continue }
                for row in first..<end { rows.insert(row) }
            }
        }
        return rows
    }

    private func require(_ line: Int) throws {
        guard session == nil else { return }
        throw DemoScriptError(path: "", line: line, message: "no scenario yet; put a `scenario NAME` line first")
    }

    private func settings(strategies: [StrategyName]) -> SessionSettings {
        SessionSettings(
            strategies: strategies, toggles: session?.toggles ?? initialToggles,
            faults: session?.faults ?? FaultSwitches(), asciiOnly: asciiOnly, registry: registry)
    }

    private mutating func rebuild(with strategies: [StrategyName]) {
        guard let old = session else { return }
        session = SimulatorSession(
            scenario: old.scenario, settings: settings(strategies: strategies), size: size, startOffset: old.scroll.offset)
    }
}

extension ViewToggles {
    /// The state of `toggle`.
    subscript(toggle: ViewToggle) -> Bool {
        get {
            switch toggle {
            case .ghost: ghost
            case .inspector: inspector
            case .help: help
            case .bounce: bounce
            case .indicator: indicator
            case .projector: projector
            case .chrome: chrome
            }
        }
        set {
            switch toggle {
            case .ghost: ghost = newValue
            case .inspector: inspector = newValue
            case .help: help = newValue
            case .bounce: bounce = newValue
            case .indicator: indicator = newValue
            case .projector: projector = newValue
            case .chrome: chrome = newValue
            }
        }
    }
}

extension DemoFault {
    var fault: Fault {
        switch self {
        case .invalidation: .noInvalidationOnBoundsChange
        case .reinsertion: .noReinsertion
        case .zindex: .noZIndexRaise
        }
    }
}
