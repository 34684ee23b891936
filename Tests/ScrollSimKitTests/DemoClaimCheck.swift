import StickyLayout
@testable import ScrollSimKit

/// Checks a demo's `expect` claims against the engine: the script is played headlessly and each
/// claim is evaluated at every frame from its caption's first frame (or from the `expect` line,
/// when it is not right after a caption) until the next caption. A claim holds when it is true
/// at every one of those frames, or, written with `once`, at one at least. Title cards are not
/// checked (they hide the view).
enum DemoClaimCheck {
    /// One line per claim that does not hold (empty: the captions tell the truth), e.g.
    /// `push-off.demo:12: expect header Shirts pushed: at 3.3 s (frame 9, offset 9) header Shirts is pinned in uikit`.
    /// - Throws: `DemoScriptError` when a step cannot be carried out.
    static func failures(
        _ script: DemoScript, size: TerminalSize? = nil, registry: StrategyRegistry = .builtIn,
        loadScenario: (String) throws -> Scenario
    ) throws -> [String] {
        struct Tally {
            var claim: DemoClaim
            var once: Bool
            var frames = 0
            var held = 0
            var firstMiss: String?
        }
        var cursor = DemoCursor(script: script, size: DemoTimeline.size(of: script, override: size), asciiOnly: false, registry: registry)
        var open: [Int: Tally] = [:]
        var closed: [(line: Int, tally: Tally)] = []
        func close(keeping lines: Set<Int>) {
            for (line, tally) in open where !lines.contains(line) { closed.append((line, tally)) }
            open = open.filter { lines.contains($0.key) }
        }
        // The claims made since the caption showing was set, with their lines, as of the steps
        // the cursor has carried out.
        var claims: [(line: Int, claim: DemoClaim, once: Bool)] = []
        var carriedOut = 0
        while try cursor.advance(loadScenario: loadScenario) {
            for k in carriedOut..<cursor.stepIndex {
                let (line, step) = script.steps[k]
                switch step {
                case .caption:
                    // The claims written right after the caption hold from its first frame.
                    claims = []
                    var next = k + 1
                    while next < script.steps.count, case .expect(let claim, let once) = script.steps[next].step {
                        claims.append((script.steps[next].line, claim, once))
                        next += 1
                    }
                case .expect(let claim, let once):
                    if !claims.contains(where: { $0.line == line }) { claims.append((line, claim, once)) }
                default:
                    break
                }
            }
            carriedOut = cursor.stepIndex
            close(keeping: Set(claims.map(\.line)))
            for claim in claims where open[claim.line] == nil { open[claim.line] = Tally(claim: claim.claim, once: claim.once) }
            guard cursor.title == nil, var session = cursor.session else { continue }
            for line in open.keys.sorted() {
                open[line]!.frames += 1
                if let miss = open[line]!.claim.mismatch(in: &session) {
                    if open[line]!.firstMiss == nil {
                        open[line]!.firstMiss = "at \(PlayerLine.Position.seconds(cursor.time)) s (frame \(cursor.index + 1), offset \(JSONValue.format(session.scroll.offset))) \(miss)"
                    }
                } else {
                    open[line]!.held += 1
                }
            }
        }
        close(keeping: [])
        let name = PathName.lastComponent(of: script.path)
        return closed.sorted { $0.line < $1.line }.compactMap { line, tally in
            let said = "\(name):\(line): expect \(tally.claim.text)\(tally.once ? " once" : "")"
            if tally.frames == 0 { return "\(said): no frame shows it" }
            if tally.once { return tally.held > 0 ? nil : "\(said): never true in its \(tally.frames) frames; \(tally.firstMiss ?? "")" }
            return tally.held == tally.frames ? nil : "\(said): \(tally.firstMiss ?? "")"
        }
    }
}

extension DemoClaim {
    /// Nil when the claim holds for `session` as it stands (the frame showing), else what is
    /// there instead ("header Shirts is pinned in uikit").
    func mismatch(in session: inout SimulatorSession) -> String? {
        switch self {
        case .element(let kind, let sectionName, let state, let pane):
            let scene = session.scene()
            if sectionName == "*" {
                let sections = Set(scene.panes.flatMap { $0.attributes.filter { $0.kind == kind }.map(\.indexPath.section) })
                for section in sections.sorted() {
                    var one = session
                    if DemoClaim.element(kind, section: String(section), state: state, pane: pane).mismatch(in: &one) == nil { return nil }
                }
                return "no \(kind.rawValue) is \(state.rawValue)\(pane.map { " in \($0.rawValue)" } ?? "")"
            }
            guard let section = session.section(named: sectionName) else { return "there is no section \(sectionName)" }
            let panes = scene.panes.indices.filter { pane == nil || scene.panes[$0].strategy == pane }
            guard !panes.isEmpty else { return "no pane shows \(pane?.rawValue ?? "")" }
            if state == .differs {
                let frames = scene.panes.map { $0.attributes.first { $0.kind == kind && $0.indexPath.section == section && !$0.isHidden }?.frame }
                return Set(frames.map { $0.map { "\($0)" } ?? "-" }).count > 1 ? nil : "\(kind.rawValue) \(sectionName) is at the same place in every pane"
            }
            for index in panes {
                let observed = Self.states(of: kind, section: section, in: scene.panes[index], ghosts: scene.toggles.ghost)
                if !observed.contains(state) {
                    let said = observed.map(\.rawValue).sorted().joined(separator: ", ")
                    return "\(kind.rawValue) \(sectionName) is \(said) in \(scene.panes[index].strategy.rawValue)"
                }
            }
            return nil
        case .offset(let claim):
            let offset = session.scroll.offset, low = session.scroll.minimum, high = session.scroll.maximum
            let holds: Bool
            switch claim {
            case .top: holds = abs(offset - low) < 0.5
            case .bottom: holds = abs(offset - high) < 0.5
            case .overscrolled: holds = offset < low - 0.5 || offset > high + 0.5
            case .value(let v): holds = abs(offset - v) < 0.5
            }
            return holds ? nil : "the offset is \(JSONValue.format(offset)) (\(JSONValue.format(low)) to \(JSONValue.format(high)))"
        case .animating:
            return session.data.animation != nil && !session.scene().panes.allSatisfy(\.updateTransitions.isEmpty) ? nil : "no update is animating"
        case .refreshing:
            return session.data.refreshing ? nil : "the refresh control is not refreshing"
        case .items(let sectionName, let count):
            guard let section = session.section(named: sectionName) else { return "there is no section \(sectionName)" }
            let n = session.collectionViews[0].layout.geometry.numberOfItems(inSection: section)
            return n == count ? nil : "section \(sectionName) has \(n) items"
        }
    }

    /// What an element is doing in a pane, in the claims' words (empty: not on screen).
    static func states(of kind: ElementKind, section: Int, in pane: PaneSnapshot, ghosts: Bool) -> Set<ElementClaim> {
        guard let a = pane.attributes.first(where: { $0.kind == kind && $0.indexPath.section == section }) else { return [.absent] }
        if a.isHidden { return [.hidden] }
        var states: Set<ElementClaim> = []
        let bounds = pane.bounds
        guard a.frame.intersects(bounds) else { return a.isReinserted ? [.reinserted, .absent] : [.absent] }
        states.insert(.shown)
        if a.isReinserted { states.insert(.reinserted) }
        switch ElementPainter.state(a, snapshot: pane) {
        case .pinned: states.insert(.pinned)
        case .pushed: states.insert(.pushed)
        case .reinserted, nil: break
        }
        if !a.isPinned { states.insert(.natural) }
        let inset = pane.contentInset + pane.systemInset
        let pinLine = pane.direction.main(bounds.origin) + pane.direction.leading(inset)
        if abs(pane.direction.minMain(a.frame) - pinLine) < 0.5 { states.insert(.top) }
        if ghosts, a.isPinned, a.naturalFrame != a.frame, a.naturalFrame.intersects(bounds) { states.insert(.ghost) }
        return states
    }
}

extension SimulatorSession {
    /// The section a claim names: its title now (case-insensitive; titles follow the data changes) or its number.
    func section(named name: String) -> Int? {
        let count = self.collectionViews.first?.layout.geometry.numberOfSections ?? 0
        let lowered = name.lowercased()
        if let found = (0..<min(count, 10_000)).first(where: { self.renderer.labels.currentTitle($0).lowercased() == lowered }) { return found }
        if let number = Int(name), (0..<count).contains(number) { return number }
        return nil
    }
}
