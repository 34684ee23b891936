import StickyLayout

/// `scrollsim layout --script`: a demo script carried out headlessly on one strategy, step by
/// step, recording what each step did to the layout (format: docs/layout-json.md, "Script runs").
package struct ScriptRun: Sendable {
    /// One step of the script and its effect.
    package struct Step: Sendable {
        package var line: Int
        package var command: String
        package var offsetBefore: Double
        package var offsetAfter: Double
        package var adjustedInset: EdgeInsets
        package var refreshing: Bool
        /// The scroll axis (the update's content length is measured along it).
        package var direction: ScrollDirection
        /// The batch update the step made (nil: no data change).
        package var update: BatchUpdateResult?
        /// Why a data step did nothing, when it did nothing.
        package var refusal: String?
        /// The layout after the step (its bounds query).
        package var after: LayoutStep
    }

    package var scenario: String
    package var strategy: StrategyName
    package var size: Size
    package var steps: [Step] = []

    /// Runs `script` on `scenario` (a `scenario` step replaces it) with `strategy` in a `size` viewport,
    /// starting at `startOffset` when given (`--offset`: the first layout there; a `scenario` step
    /// starts its scenario at the top).
    /// A `split` line keeps one of its panes: `pane` (`--strategy`) when given, else the first.
    /// `inspect` sees the session after each step (tests compare it with a fresh layout).
    /// `recordsCalls` (`--calls`): each step lists every call made into the pane's UIKit layout
    /// object since the step before, ending with the step's own query (none for another strategy).
    /// - Throws: `DemoScriptError` naming the line of a step that cannot run here.
    package init(
        script: DemoScript, scenario: Scenario, strategy: StrategyName, size: Size, pane: StrategyName? = nil,
        registry: StrategyRegistry = .builtIn, recordsCalls: Bool = false, startOffset: Double? = nil,
        loadScenario: (String) throws -> Scenario,
        inspect: (_ line: Int, SimulatorSession) -> Void = { _, _ in }
    ) throws {
        self.scenario = scenario.name
        self.strategy = strategy
        self.size = size
        let terminal = TerminalSize(columns: Int(size.width) + 1, rows: Int(size.height) + ScreenLayout.chromeRows)
        var registry = registry
        // Toggles before the script's own `scenario` line set how its view starts, as in `play`.
        var startToggles = ViewToggles()
        func makeSession(_ s: Scenario, _ strategy: StrategyName, at offset: Double? = nil) -> SimulatorSession {
            var settings = SessionSettings(strategies: [strategy], toggles: startToggles, registry: registry)
            settings.recordsCalls = recordsCalls
            return SimulatorSession(scenario: s, settings: settings, size: terminal, startOffset: offset)
        }
        var session = makeSession(scenario, strategy, at: startOffset)
        var time = 0.0
        let firstScenario = script.steps.firstIndex { if case .scenario = $0.step { true } else { false } }
        for (index, (line, step)) in script.steps.enumerated() {
            if let firstScenario, index < firstScenario {
                // Before the script's scenario nothing is laid out (it would be another scenario's layout).
                try Self.beforeScenario(step, line: line, scenarioLine: script.steps[firstScenario].line, path: script.path,
                                        toggles: &startToggles, registry: &registry)
                continue
            }
            let offsetBefore = session.scroll.offset
            var update: BatchUpdateResult?
            var refusal: String?
            switch step {
            case .scenario(let name):
                let loaded: Scenario
                do { loaded = try loadScenario(name) } catch let e as DemoScriptError { throw e } catch {
                    throw DemoScriptError(path: script.path, line: line, message: "\(error)")
                }
                self.scenario = loaded.name
                for file in loaded.strategyFiles { registry.register(file.registration) }
                session = makeSession(loaded, strategy)
            case .strategyFile(let file):
                registry.register(file.registration)
                _ = session.update(.strategy(file.registration, notice: nil), at: time)
            case .strategy(let name):
                session.apply(.selectStrategy(name), at: time)
                self.strategy = name
            case .split(let kinds):
                if let pane, !kinds.contains(pane) {
                    throw DemoScriptError(path: script.path, line: line, message: "`\(step.summary)` has no \(pane.rawValue) pane; give --strategy one of \(kinds.map(\.rawValue).joined(separator: ", "))")
                }
                let kept = pane ?? kinds[0]
                if kept != self.strategy { session.apply(.selectStrategy(kept), at: time) }
                self.strategy = kept
            case .size, .speed, .caption, .title, .captionPosition, .expect:
                break
            case .wait:
                time += DemoCursor.waitSeconds
            case .scroll(let rows, _):
                for _ in 0..<abs(rows) {
                    time += DemoCursor.tick
                    session.apply(.scrollRows(rows > 0 ? 1 : -1), at: time)
                }
            case .pause(let seconds):
                time = session.settle(from: time, for: seconds)
            case .scrollTo, .toggle, .fault:
                _ = session.carryOut(step, at: time)
            case .data(let command):
                let pages = session.data.pagesLoaded
                refusal = session.carryOut(step, at: time)
                if refusal == nil, command.makesBatch || session.data.pagesLoaded != pages {
                    update = session.data.lastUpdates.first ?? nil
                }
            }
            var view = session.collectionViews[0]
            let bounds = view.bounds
            let elements = view.layoutAttributesForElements(in: bounds)
            let contentSize = view.contentSize()
            let after = LayoutStep(
                offset: session.direction.main(view.contentOffset), bounds: bounds, queryRect: bounds,
                contentSize: contentSize, invalidation: session.invalidations[0], elements: elements,
                diagnostics: view.diagnostics, calls: recordsCalls ? view.layout.hooks?.takeCallRecord() : nil)
            steps.append(Step(
                line: line, command: step.summary, offsetBefore: offsetBefore, offsetAfter: session.scroll.offset,
                adjustedInset: session.adjustedInset, refreshing: session.data.refreshing,
                direction: session.direction, update: update, refusal: refusal, after: after))
            inspect(line, session)
        }
    }
}

extension ScriptRun {
    /// A step before the script's first `scenario` line (at `scenarioLine`): a toggle sets the
    /// scenario's start, a strategy file is registered, settings and words change nothing, and a
    /// step that acts on the layout is refused.
    private static func beforeScenario(
        _ step: DemoStep, line: Int, scenarioLine: Int, path: String, toggles: inout ViewToggles, registry: inout StrategyRegistry
    ) throws(DemoScriptError) {
        switch step {
        case .toggle(let toggle, let on): toggles[toggle] = on
        case .strategyFile(let file): registry.register(file.registration)
        case .size, .speed, .caption, .title, .captionPosition, .expect, .wait, .pause, .scenario: break
        case .scroll, .scrollTo, .strategy, .split, .fault, .data:
            throw DemoScriptError(
                path: path, line: line,
                message: "`\(step.summary)` comes before the script's `scenario` line (line \(scenarioLine)), so it has no layout to act on; move it after line \(scenarioLine)")
        }
    }
}

extension DataCommand {
    /// True for the commands that run a batch update.
    package var makesBatch: Bool {
        switch self {
        case .insertItem, .deleteItem, .reloadItem, .moveItem, .insertSection, .deleteSection, .reloadSection, .loadMore: true
        case .reloadData, .beginRefreshing, .endRefreshing, .toggleRefreshing, .setAnimated: false
        }
    }

    /// The command as a script line would write it.
    package var summary: String {
        func path(_ p: IndexPath?) -> String { p.map { " \($0.section) \($0.item)" } ?? "" }
        switch self {
        case .insertItem(let p, let l): return "insert item" + path(p) + (l.map { " length \(JSONWriter.number(Double($0)))" } ?? "")
        case .deleteItem(let p): return "delete item" + path(p)
        case .reloadItem(let p): return "reload item" + path(p)
        case .moveItem(let p, let to): return p == nil ? "move" : "move" + path(p) + " to" + path(to)
        case .insertSection(let s, let n): return "insert section" + (s.map { " \($0)" } ?? "") + " items \(n)"
        case .deleteSection(let s): return "delete section" + (s.map { " \($0)" } ?? "")
        case .reloadSection(let s): return "reload section" + (s.map { " \($0)" } ?? "")
        case .reloadData: return "reload"
        case .beginRefreshing: return "refresh"
        case .endRefreshing: return "end-refresh"
        case .toggleRefreshing: return "toggle refresh"
        case .loadMore: return "load-more"
        case .setAnimated(let on): return on == false ? "animate off" : "animate on"
        }
    }
}

extension DemoStep {
    /// The step as a short command line.
    var summary: String {
        switch self {
        case .scenario(let name): "scenario \(name)"
        case .size(let c, let r): "size \(c)x\(r)"
        case .strategyFile(let file): "strategyfile \(file.name.rawValue)"
        case .strategy(let name): "strategy \(name.rawValue)"
        case .split(let names): "split \(names.map(\.rawValue).joined(separator: ","))"
        case .speed(let v): "speed \(JSONWriter.number(v))"
        case .scroll(let rows, _): "scroll \(rows)"
        case .scrollTo(.top): "scrollto top"
        case .scrollTo(.bottom): "scrollto bottom"
        case .scrollTo(.offset(let o)): "scrollto \(JSONWriter.number(o))"
        case .pause(let s): "pause \(JSONWriter.number(s))"
        case .caption: "caption"
        case .toggle(let t, let on): "toggle \(t.rawValue) \(on ? "on" : "off")"
        case .fault(let f, let on): "fault \(f.rawValue) \(on ? "on" : "off")"
        case .data(let command): command.summary
        case .title: "title"
        case .wait: "wait"
        case .captionPosition(let p): "caption-position \(p.rawValue)"
        case .expect(let claim, let once): "expect \(claim.text)" + (once ? " once" : "")
        }
    }
}
