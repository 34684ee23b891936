import StickyLayout

/// Whether the frames a finding's report prints (which `render` and `run` draw) show what it
/// describes: its element drawn, or named by a bar or the viewport's edge row, or a clause saying
/// why the frames cannot show it. Judged from `FrameSighting`, the renderer's own model, for the
/// text and JSON reports alike (docs/check-json.md, `inFrames`).
package struct FindingVisibility: Hashable, Sendable {
    /// How the frames show it.
    package enum How: String, Sendable {
        /// The element's box is in a frame (its label or marker).
        case drawn
        /// A bar or the viewport's edge row names it.
        case marked
        /// The frames cannot show it; `words` says why.
        case explained
        /// Nothing in the frames shows it and no reason holds: not a bug a person could see.
        case unseen
    }

    package var how: How
    /// What is drawn, the marker's words, or the reason.
    package var words: String

    package init(how: How, words: String) {
        self.how = how
        self.words = words
    }

    /// The verdict for `v` from where the report's frames show the elements it names (`sightings`,
    /// in the order of `v.elements`).
    static func judge(_ v: Violation, sightings: [Reproduction.Sighting]) -> FindingVisibility {
        switch v.target.property {
        case .noHazards:
            return FindingVisibility(how: .explained, words: "an engine hazard of the original code, not a drawing: the frames draw the simulator's safe answer; `layout` prints the diagnostic")
        case .consistentWithoutInvalidation:
            return FindingVisibility(how: .explained, words: "not a drawing: UIKit raises NSInternalInconsistencyException at this query; `layout` prints the engine's diagnostic")
        case .cleanUpdates:
            return FindingVisibility(how: .explained, words: "in the update's animation (its start, half-way and end, from the initial and final attributes), which the frames, drawn with animations off, do not show; `run` plays it")
        case .crash, .hang, .memory:
            return FindingVisibility(how: .explained, words: "the layout does not survive this step, so its frame is not drawn; the printed commands do the same")
        default: break
        }
        if v.inRectQuery {
            return FindingVisibility(how: .explained, words: "only in the answer for the step's query rect, which the `layout … --rect` command prints; the frames draw the answer for the bounds")
        }
        guard let subject = sightings.first else {
            return FindingVisibility(how: .unseen, words: "the violation names no element the frames could show")
        }
        let other = sightings.dropFirst().first
        switch v.target.property {
        case .headersPresent, .footersPresent:
            // What shows is the section's cell without the element.
            guard let cell = other else { return FindingVisibility(how: .unseen, words: "no cell of its section is in the answer") }
            // The after frame holds the element the answer lacked: the frames do not show it.
            if subject.after != .absent(.notInAnswer), subject.after != .absent(.hidden) {
                return FindingVisibility(how: .unseen, words: "\(subject.key) is in the after frame's answer")
            }
            if cell.after == .drawn { return FindingVisibility(how: .drawn, words: "\(cell.key) is drawn without its section's \(subject.key.kind.rawValue)") }
            return absent(cell.key, cell.after)
        case .pinContinuity:
            if subject.after == .drawn { return drawn(subject.key, "after") }
            if subject.before == .drawn { return drawn(subject.key, "before") }
            return seen(subject.key, subject.after)
        case .pinnedInBounds:
            // The property holds it only where it belongs is in view: the frames show that place without it.
            if case .absent(.outside) = subject.after {
                return FindingVisibility(how: .explained, words: "\(subject.key) is not drawn: \(subject.after.clause), while its natural frame or its section's items are in view")
            }
            return seen(subject.key, subject.after)
        case .pinnedVisible:
            // Pinned past the bounds' edge is the finding itself: the frame shows its place without it.
            if v.target.detail.hasSuffix(PinnedVisibility.offBoundsRule), case .absent(.outside) = subject.after {
                return FindingVisibility(how: .explained, words: "\(subject.key) is not drawn: \(subject.after.clause); pinned past the bounds' edge is what the finding says")
            }
            return seen(subject.key, subject.after)
        case .headersApart:
            if subject.after == .drawn || other?.after == .drawn { return drawn(subject.after == .drawn ? subject.key : other!.key, "after") }
            return seen(subject.key, subject.after)
        default:
            return seen(subject.key, subject.after)
        }
    }

    private static func drawn(_ key: ElementKey, _ frame: String) -> FindingVisibility {
        FindingVisibility(how: .drawn, words: "\(key) is drawn in the \(frame) frame")
    }

    /// Drawn, named, or absent as `sighting` says.
    private static func seen(_ key: ElementKey, _ sighting: FrameSighting) -> FindingVisibility {
        switch sighting {
        case .drawn: return drawn(key, "after")
        case .named(let words): return FindingVisibility(how: .marked, words: words)
        case .absent: return absent(key, sighting)
        }
    }

    /// Under a bar, clipped across the axis or painted over: the frame cannot show it, for a
    /// reason a person sees. Off the answer, hidden, too small or off the viewport along the axis:
    /// nothing shows.
    private static func absent(_ key: ElementKey, _ sighting: FrameSighting) -> FindingVisibility {
        guard case .absent(let why) = sighting else { return seen(key, sighting) }
        switch why {
        case .underBar, .clipped, .paintedOver, .narrow, .labelOutside:
            return FindingVisibility(how: .explained, words: "\(key) is not drawn: \(sighting.clause)")
        case .notInAnswer, .hidden, .empty, .outside:
            return FindingVisibility(how: .unseen, words: "\(key) is not drawn: \(sighting.clause)")
        }
    }
}
