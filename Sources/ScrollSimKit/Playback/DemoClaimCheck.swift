import StickyLayout

/// A claim of a script that the picture contradicts, in one line:
/// `push-off.demo:12: caption "Jackets pushes Shirts up." claims header Shirts pushed, but at
/// frame 9 (3.3 s) header Shirts is pinned in uikit (offset 9)`.
package struct DemoClaimFailure: Sendable, Equatable, CustomStringConvertible {
    /// The script's file name and the `expect` line.
    package var file: String
    package var line: Int
    /// The caption showing when the claim was made; nil when none was.
    package var caption: String?
    /// The claim as written after `expect` (with ` once`).
    package var claim: String
    /// What is there instead, from "but" on.
    package var detail: String

    package var description: String {
        let said = caption.map { "caption \"\($0)\" claims \(claim)" } ?? "expect \(claim)"
        return "\(file):\(line): \(said), but \(detail)"
    }
}

/// Checks a demo's `expect` claims against the engine, wherever a script runs (`record`, `play`,
/// `layout --script`, the tests): the script is played headlessly and each claim is evaluated at
/// every frame from its caption's first frame (or from the `expect` line, when it is not right
/// after a caption) until the next caption. A claim holds when it is true at every one of those
/// frames, or, written with `once`, at one at least. Title cards are not checked (they hide the view).
package enum DemoClaimCheck {
    /// The claims that do not hold, in line order (empty: the captions tell the truth).
    /// - Throws: `DemoScriptError` when a step cannot be carried out.
    package static func failures(
        _ script: DemoScript, size: TerminalSize? = nil, registry: StrategyRegistry = .builtIn,
        loadScenario: (String) throws -> Scenario
    ) throws -> [DemoClaimFailure] {
        struct Tally {
            var claim: DemoClaim
            var once: Bool
            var caption: String?
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
        var caption: String?
        var carriedOut = 0
        while try cursor.advance(loadScenario: loadScenario) {
            for k in carriedOut..<cursor.stepIndex {
                let (line, step) = script.steps[k]
                switch step {
                case .caption(let text):
                    // The claims written right after the caption hold from its first frame.
                    claims = []
                    caption = text.isEmpty ? nil : text
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
            for claim in claims where open[claim.line] == nil { open[claim.line] = Tally(claim: claim.claim, once: claim.once, caption: caption) }
            guard cursor.title == nil, var session = cursor.session else { continue }
            for line in open.keys.sorted() {
                open[line]!.frames += 1
                if let miss = open[line]!.claim.mismatch(in: &session) {
                    if open[line]!.firstMiss == nil {
                        open[line]!.firstMiss = "at frame \(cursor.index + 1) (\(PlayerLine.Position.seconds(cursor.time)) s) \(miss) (offset \(JSONValue.format(session.scroll.offset)))"
                    }
                } else {
                    open[line]!.held += 1
                }
            }
        }
        close(keeping: [])
        let name = PathName.lastComponent(of: script.path)
        return closed.sorted { $0.line < $1.line }.compactMap { line, tally in
            func failure(_ detail: String) -> DemoClaimFailure {
                DemoClaimFailure(file: name, line: line, caption: tally.caption, claim: tally.claim.text + (tally.once ? " once" : ""), detail: detail)
            }
            if tally.frames == 0 { return failure("no frame shows it") }
            if tally.once { return tally.held > 0 ? nil : failure("it is true at none of its \(tally.frames) frames; \(tally.firstMiss ?? "")") }
            return tally.held == tally.frames ? nil : failure(tally.firstMiss ?? "")
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
