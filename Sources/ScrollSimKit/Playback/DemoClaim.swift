import StickyLayout

/// What a demo's caption says about the picture, written next to it as an `expect` line; `record`,
/// `play`, `layout --script` and the tests check it against the engine at every frame the caption
/// shows (`DemoClaimCheck`):
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
