import StickyLayout

/// What a demo's caption says about the picture, written next to it as an `expect` line and
/// checked against the engine at every frame the caption shows (`DemoClaimCheck`):
///
///     caption "Jackets' header pushes Shirts' header up."
///     expect header Shirts pushed          # at every frame of this caption
///     expect header Jackets pinned once    # at one frame at least
///     expect header Shirts pinned in uikit # one pane of a split (default: every pane)
///
/// Element states (a header's or footer's in a pane): `pinned`, `pushed` (being pushed off by
/// the next section, as the `▲ pushed` marker says), `natural` (at its natural place), `reinserted`,
/// `hidden`, `shown` (on screen), `absent` (not on screen), `ghost` (pinned with its natural-frame
/// outline on screen, ghosts on), `top` (its leading edge on the pin line, pinned or natural),
/// `differs` (not at the same place in every pane). The section is a title, a number, or `*`
/// (any section: `expect footer * pinned once`).
/// Other claims: `offset top|bottom|overscrolled|N`, `animating`, `refreshing`, `items SECTION N`.
package enum DemoClaim: Hashable, Sendable {
    /// A header's or footer's state; `pane` nil: in every pane.
    case element(ElementKind, section: String, state: ElementClaim, pane: StrategyName?)
    case offset(OffsetClaim)
    /// An update animation is running.
    case animating
    /// The refresh control is refreshing.
    case refreshing
    /// A section (title or number) has `count` items.
    case items(section: String, count: Int)

    package enum ElementClaim: String, Hashable, Sendable, CaseIterable {
        case pinned, pushed, natural, reinserted, hidden, shown, absent, ghost, differs
        /// Its leading edge on the pin line (the top of the bounds below the insets), pinned or not.
        case top
    }

    package enum OffsetClaim: Hashable, Sendable {
        case top, bottom, overscrolled
        case value(Double)
    }

    /// The claim as written after `expect`.
    package var text: String {
        switch self {
        case .element(let kind, let section, let state, let pane):
            return "\(kind.rawValue) \(section) \(state.rawValue)" + (pane.map { " in \($0.rawValue)" } ?? "")
        case .offset(.top): return "offset top"
        case .offset(.bottom): return "offset bottom"
        case .offset(.overscrolled): return "offset overscrolled"
        case .offset(.value(let v)): return "offset \(JSONValue.format(v))"
        case .animating: return "animating"
        case .refreshing: return "refreshing"
        case .items(let section, let count): return "items \(section) \(count)"
        }
    }
}

/// Reads an `expect` line's words into a claim (and whether it needs to hold only `once`).
struct DemoClaimParser {
    let arguments: [String]
    let registry: StrategyRegistry
    let fail: (String) -> DemoScriptError

    static let usage = "write e.g. `expect header Shirts pinned`, `expect footer 2 pushed in uikit`, `expect offset bottom`, "
        + "`expect animating once`, `expect items 0 6`; states: \(DemoClaim.ElementClaim.allCases.map(\.rawValue).joined(separator: ", "))"

    func parse() throws -> (DemoClaim, once: Bool) {
        var words = arguments
        let once = words.dropFirst().contains { $0.lowercased() == "once" }
        if once { words = [words[0]] + words.dropFirst().filter { $0.lowercased() != "once" } }
        guard let first = words.first?.lowercased() else { throw fail(Self.usage) }
        switch first {
        case "header", "footer":
            guard words.count == 3 || (words.count == 5 && words[3].lowercased() == "in"),
                  let state = DemoClaim.ElementClaim(rawValue: words[2].lowercased()) else { throw fail(Self.usage) }
            var pane: StrategyName?
            if words.count == 5 {
                guard let name = registry.name(matching: words[4]) else {
                    throw fail("unknown strategy `\(words[4])`; use one of \(registry.nameList)")
                }
                pane = name
            }
            return (.element(first == "header" ? .header : .footer, section: words[1], state: state, pane: pane), once)
        case "offset":
            guard words.count == 2 else { throw fail(Self.usage) }
            switch words[1].lowercased() {
            case "top": return (.offset(.top), once)
            case "bottom": return (.offset(.bottom), once)
            case "overscrolled": return (.offset(.overscrolled), once)
            default:
                guard let value = Double(words[1]), value.isFinite else { throw fail(Self.usage) }
                return (.offset(.value(value)), once)
            }
        case "animating", "refreshing":
            guard words.count == 1 else { throw fail(Self.usage) }
            return (first == "animating" ? .animating : .refreshing, once)
        case "items":
            guard words.count == 3, let count = Int(words[2]), count >= 0 else { throw fail(Self.usage) }
            return (.items(section: words[1], count: count), once)
        default:
            throw fail(Self.usage)
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
