import StickyLayout

/// One frame of a demo: when it shows (seconds from the start), what it shows, and the script
/// line that produced it.
package struct DemoFrame: Sendable {
    package var time: Double
    package var frame: Frame
    package var line: Int
}

/// A demo script turned into frames on a virtual clock: deterministic, the same script and size
/// always give the same frames at the same times. Nothing here reads a clock or a terminal.
package struct DemoTimeline: Sendable {
    /// The frames, in time order.
    package private(set) var frames: [DemoFrame] = []
    /// The size the frames were drawn at.
    package let size: TerminalSize

    /// Seconds from the start to the last frame.
    package var duration: Double { frames.last?.time ?? 0 }

    /// Frame interval while springing back during a pause, in seconds.
    static let tickInterval = 1.0 / 30

    /// Plays `script` headlessly.
    /// - Parameters:
    ///   - size: the terminal size; nil uses the script's `size` step (80×24 without one).
    ///   - asciiOnly: draw ASCII boxes (a terminal without UTF-8).
    ///   - loadScenario: resolves a `scenario` step's argument (built-in name or path).
    /// - Throws: `DemoScriptError` (with the step's line) when a step cannot be carried out.
    package init(
        script: DemoScript, size: TerminalSize? = nil, asciiOnly: Bool = false,
        registry: StrategyRegistry = .builtIn, loadScenario: (String) throws -> Scenario
    ) throws {
        self.size = Self.size(of: script, override: size)
        let budget = Self.maximumCells / max(1, self.size.columns * self.size.rows)
        let shownSize = self.size
        let tooLong = { (line: Int) in
            DemoScriptError(
                path: script.path, line: line,
                message: "the demo is too long to play: more than \(budget) different frames at \(shownSize); record it instead (`scrollsim record` streams it to a file), or shorten its scrolls")
        }
        // Each scrolled row is a frame: refuse at once, before drawing any, when scrolls alone pass the budget.
        var scrolled: UInt = 0
        for (line, step) in script.steps {
            if case .scroll(let rows, _) = step { scrolled += rows.magnitude }
            if scrolled > UInt(budget) { throw tooLong(line) }
        }
        var frames: [DemoFrame] = []
        var distinct = 0
        try Self.stream(script, size: self.size, asciiOnly: asciiOnly, registry: registry, loadScenario: loadScenario) { frame in
            var frame = frame
            if let last = frames.last, last.frame == frame.frame {
                frame.frame = last.frame  // shares the cells: pauses and no-op steps cost nothing
            } else {
                distinct += 1
                if distinct > budget { throw tooLong(frame.line) }
            }
            frames.append(frame)
        }
        self.frames = frames
    }

    /// The most cells the frames `play` keeps may hold together (about 100 MB).
    package static let maximumCells = 4_000_000

    /// The size a script is drawn at: `override`, else its `size` step, else 80×24.
    package static func size(of script: DemoScript, override: TerminalSize? = nil) -> TerminalSize {
        let scriptSize = script.steps.lazy.compactMap { step -> TerminalSize? in
            if case .size(let c, let r) = step.step { return TerminalSize(columns: c, rows: r) }
            return nil
        }.first
        return override ?? scriptSize ?? TerminalSize(columns: 80, rows: 24)
    }

    /// Plays `script` headlessly at `size`, handing each frame to `emit` as it is made and keeping
    /// none: memory does not depend on the script's length or scroll distance (`record` uses this).
    /// - Throws: `DemoScriptError` with the step's line, or what `emit` throws.
    package static func stream(
        _ script: DemoScript, size: TerminalSize, asciiOnly: Bool = false, registry: StrategyRegistry = .builtIn,
        loadScenario: (String) throws -> Scenario, emit: (DemoFrame) throws -> Void
    ) throws {
        var player = DemoStepRunner(size: size, asciiOnly: asciiOnly, registry: registry)
        for (line, step) in script.steps {
            do {
                try player.run(step, line: line, loadScenario: loadScenario, emit: emit)
            } catch var error as DemoScriptError {
                if error.path.isEmpty { error.path = script.path }
                throw error
            } catch let error as DemoStreamStop {
                throw error
            } catch {
                throw DemoScriptError(path: script.path, line: line, message: "\(error)")
            }
        }
    }
}

/// Thrown by a `DemoTimeline.stream` consumer to stop early; passed through unchanged.
package struct DemoStreamStop: Error, Sendable {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
}

/// Carries out steps on a session, recording a frame after each visible change.
struct DemoStepRunner {
    let size: TerminalSize
    let asciiOnly: Bool
    var registry: StrategyRegistry
    var session: SimulatorSession?
    var time = 0.0
    var speed = 8.0
    var caption = ""

    init(size: TerminalSize, asciiOnly: Bool, registry: StrategyRegistry) {
        self.size = size
        self.asciiOnly = asciiOnly
        self.registry = registry
    }

    mutating func run(
        _ step: DemoStep, line: Int, loadScenario: (String) throws -> Scenario, emit: (DemoFrame) throws -> Void
    ) throws {
        switch step {
        case .scenario(let name):
            let scenario = try loadScenario(name)
            for file in scenario.strategyFiles { registry.register(file.registration) }
            session = SimulatorSession(
                scenario: scenario,
                settings: settings(strategies: [scenario.defaultStrategy]), size: size)
        case .size:
            return
        case .strategyFile(let file):
            registry.register(file.registration)
            guard var current = session else { return }
            current.register(file.registration)
            session = current
        case .strategy(let kind):
            var current = try require(line)
            if current.strategies.count == 1 {
                current.apply(.selectStrategy(kind), at: time)
                session = current
            } else {
                rebuild(with: [kind])
            }
        case .split(let kinds):
            _ = try require(line)
            rebuild(with: kinds)
        case .speed(let rowsPerSecond):
            speed = rowsPerSecond
            return
        case .scroll(let rows, let rowsPerSecond):
            var current = try require(line)
            let interval = 1 / (rowsPerSecond ?? speed)
            for _ in 0..<rows.magnitude {
                time += interval
                current.apply(.scrollRows(rows > 0 ? 1 : -1), at: time)
                session = current
                try record(line, emit)
            }
            return
        case .scrollTo(let target):
            var current = try require(line)
            switch target {
            case .top: current.apply(.scrollToEnd(false), at: time)
            case .bottom: current.apply(.scrollToEnd(true), at: time)
            case .offset(let offset): current.place(atOffset: offset, at: time)
            }
            session = current
        case .pause(let seconds):
            var current = try require(line)
            let end = time + seconds
            var changed = false
            while time + Self.tick <= end {
                time += Self.tick
                if current.needsTicks && current.apply(.tick, at: time) {
                    session = current
                    try record(line, emit)
                    changed = true
                }
            }
            time = end
            if !changed { try record(line, emit) }
            return
        case .caption(let text):
            caption = text
        case .toggle(let toggle, let on):
            var current = try require(line)
            if current.toggles[toggle] != on { current.apply(.toggle(toggle.viewToggle), at: time) }
            session = current
        case .data(let command):
            var current = try require(line)
            current.apply(.data(command), at: time)
            if let refusal = current.data.lastRefusal {
                throw DemoScriptError(path: "", line: line, message: "this step cannot be carried out: \(refusal)")
            }
            session = current
        case .fault(let fault, let on):
            var current = try require(line)
            if current.faults[keyPath: fault.fault.keyPath] != on { current.apply(.toggleFault(fault.fault), at: time) }
            session = current
        }
        try record(line, emit)
    }

    static let tick = DemoTimeline.tickInterval

    /// Screen rows taken by pinned, pushed or re-inserted headers and footers (panes start at row 0).
    static func pinnedRows(_ scene: Scene) -> Set<Int> {
        var rows = Set<Int>()
        let layout = ScreenLayout(
            size: scene.size, paneCount: scene.panes.count, inspector: scene.toggles.inspector,
            indicator: scene.toggles.indicator, horizontal: scene.panes.first?.direction == .horizontal)
        for (index, pane) in scene.panes.enumerated() {
            let y = layout.flatMap { index < $0.panes.count ? $0.panes[index].viewport.y : nil } ?? 0
            for a in pane.attributes where (a.kind == .header || a.kind == .footer) && (a.isPinned || a.isReinserted) && !a.isHidden {
                let top = y + Int((a.frame.minY - pane.bounds.minY).rounded()), bottom = y + Int((a.frame.maxY - pane.bounds.minY).rounded())
                guard bottom > top else { continue }
                for row in max(0, top)..<min(scene.size.rows, max(0, bottom)) { rows.insert(row) }
            }
        }
        return rows
    }

    private func require(_ line: Int) throws -> SimulatorSession {
        guard let session else {
            throw DemoScriptError(path: "", line: line, message: "no scenario yet; put a `scenario NAME` line first")
        }
        return session
    }

    private func settings(strategies: [StrategyName]) -> SessionSettings {
        SessionSettings(
            strategies: strategies, toggles: session?.toggles ?? ViewToggles(),
            faults: session?.faults ?? FaultSwitches(), asciiOnly: asciiOnly, registry: registry)
    }

    private mutating func rebuild(with strategies: [StrategyName]) {
        guard let old = session else { return }
        var fresh = SimulatorSession(scenario: old.scenario, settings: settings(strategies: strategies), size: size)
        fresh.place(atOffset: old.scroll.offset, at: time)
        session = fresh
    }

    /// Renders the current state and hands the frame to `emit`; nothing is kept here, so a
    /// long script costs time, not memory.
    private mutating func record(_ line: Int, _ emit: (DemoFrame) throws -> Void) throws {
        guard var current = session else { return }
        var frame = current.render(into: size)
        let pinnedRows = Self.pinnedRows(current.scene())
        session = current
        CaptionOverlay.draw(caption, on: &frame, avoiding: pinnedRows)
        try emit(DemoFrame(time: time, frame: frame, line: line))
    }
}

extension ViewToggles {
    /// The state of a script toggle.
    subscript(toggle: DemoToggle) -> Bool {
        switch toggle {
        case .ghost: ghost
        case .inspector: inspector
        case .help: help
        case .bounce: bounce
        }
    }
}

extension DemoToggle {
    var viewToggle: ViewToggle {
        switch self {
        case .ghost: .ghost
        case .inspector: .inspector
        case .help: .help
        case .bounce: .bounce
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
