/// The failure classes sticky layouts show when the data changes, checked on one batch update:
/// - `update.pinnedJump`: a pinned header or footer moves on screen by more than the offset and
///   inset changes explain (not pushed by its section's end) — CS #55, IGListKit #873;
/// - `update.pinnedDrawnForOldOffset`: during the animation a pinned element sits where it was
///   pinned for the offset before the clamp, then snaps at the end — CS #55;
/// - `update.supplementaryUnderCell`: a pinned header or footer overlaps a cell it does not draw
///   above (`LayoutAttributes.isCovered(by:)`: depth not higher) in a frame the animation draws or
///   after the update — CS #68, CS PR #20; the message names the layout object's
///   `initialLayoutAttributesForAppearing…` / `finalLayoutAttributesForDisappearing…` call that
///   placed either element;
/// - `update.headerMissing`: a section has a visible cell after the update but the header it had
///   pinned before is gone — CS #87, #115.
enum UpdateDiagnostics {
    static let epsilon = 1e-6

    static func check(
        _ r: BatchUpdateResult, oldGeometry: FlowGeometry, newGeometry: FlowGeometry,
        insetBefore: EdgeInsets, insetAfter: EdgeInsets, bounds: Rect, axis: ScrollDirection
    ) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let offsetChange = axis.main(r.offsetAfter) - axis.main(r.offsetBefore)
        var afterByKey: [ElementKey: LayoutAttributes] = [:]
        for a in r.after { afterByKey[a.key] = a }
        for t in r.transitions where t.role == .staying && t.start.kind.isSupplementary && t.start.isPinned {
            guard let key = t.keyAfter, let final = afterByKey[key], final.isPinned else { continue }
            let name = "\(key.kind.rawValue) of section \(key.indexPath.section)"
            let duringAnimation = axis.minMain(t.end.frame) - axis.minMain(final.frame)
            if abs(duringAnimation) > epsilon {
                out.append(Diagnostic(
                    severity: .note, code: "update.pinnedDrawnForOldOffset", section: key.indexPath.section,
                    message: "the pinned \(name) ends the animation \(fmt(abs(duringAnimation))) \(duringAnimation > 0 ? "lower" : "higher") than after it: its frame was computed for the offset before the clamp (offset moved \(fmt(offsetChange)))"))
            }
            let insetChange = key.kind == .header
                ? axis.leading(insetAfter) - axis.leading(insetBefore)
                : -(axis.trailing(insetAfter) - axis.trailing(insetBefore))
            let moved = axis.minMain(final.frame) - axis.minMain(t.start.frame)
            let unexplained = moved - offsetChange - insetChange
            // A section-less element (a parallax header) keeps index path [0, 0] with no section 0 left.
            let sections = newGeometry.sections
            let section = key.indexPath.section < sections.count ? sections[key.indexPath.section] : nil
            let pushed = section.map { section in
                key.kind == .header
                    ? abs(axis.maxMain(final.frame) - section.end) < epsilon
                    : abs(axis.minMain(final.frame) - section.start) < epsilon
            } ?? false
            if abs(unexplained) > epsilon && !pushed {
                out.append(Diagnostic(
                    severity: .note, code: "update.pinnedJump", section: key.indexPath.section,
                    message: "the pinned \(name) moved \(fmt(moved)) while the offset moved \(fmt(offsetChange)) and the inset \(fmt(insetChange)): it jumps \(fmt(unexplained)) on screen"))
            }
        }
        // Supplementary views under cells, in the frames the animation draws: its start (the
        // initial attributes of appearing elements, the answers shown before for the rest),
        // half-way (zIndex is not animated: each element keeps its start zIndex and z), its end
        // (the final attributes of disappearing elements), and the answer after it. "After" is
        // judged before "the end" so that an element under a cell at both is said as after the
        // update. An element at opacity 0 is not seen and hides nothing.
        var reported: Set<ElementKey> = []
        func underCells(_ elements: [Drawn], when: String) {
            let cells = elements.filter { $0.attributes.kind == .cell && $0.alpha > 0 }
            for s in elements where s.attributes.kind.isSupplementary && s.pinned && s.alpha > 0 && !reported.contains(s.attributes.key) {
                let a = s.attributes
                guard let cell = cells.first(where: { a.isCovered(by: $0.attributes) }) else { continue }
                reported.insert(a.key)
                let given = [s.given.map { "\($0.call) put it at \(span($0.frame, axis))\($0.moment)" },
                             cell.given.map { "\($0.call) put the cell at \(span($0.frame, axis))\($0.moment)" }]
                    .compactMap { $0 }.map { "; " + $0 }.joined()
                out.append(Diagnostic(
                    severity: .note, code: "update.supplementaryUnderCell", section: a.indexPath.section,
                    message: "\(when), the \(a.kind.rawValue) of section \(a.indexPath.section) (\(a.depthText)) overlaps cell \(cell.attributes.indexPath) (\(cell.attributes.depthText)) and does not draw above it\(given)"))
            }
        }
        for (progress, when) in [(0.0, "at the start of the update animation"), (0.5, "half-way through the update animation")] {
            underCells(r.transitions.map { Drawn($0, at: progress) }, when: when)
        }
        underCells(r.after.map { Drawn(attributes: $0, alpha: 1, pinned: $0.isPinned, given: nil) }, when: "after the update")
        underCells(r.transitions.map { Drawn($0, at: 1) }, when: "at the end of the update animation")
        // Headers gone for sections that still show cells.
        var pinnedBefore: Set<Int> = []
        for b in r.before where b.kind == .header && b.isPinned {
            if let s = r.mapping.section(after: b.indexPath.section) { pinnedBefore.insert(s) }
        }
        var withCells: Set<Int> = []
        for a in r.after where a.kind == .cell && !a.isHidden && a.frame.intersects(bounds) { withCells.insert(a.indexPath.section) }
        for a in r.after where a.kind == .header && !a.isHidden { withCells.remove(a.indexPath.section) }
        for s in withCells.sorted() where pinnedBefore.contains(s) && newGeometry.sections[s].headerLength > 0 {
            out.append(Diagnostic(
                severity: .note, code: "update.headerMissing", section: s,
                message: "section \(s) shows cells after the update but its header, pinned before, is not returned"))
        }
        return out
    }

    private static func fmt(_ v: Double) -> String { v.diagnosticText }

    private static func span(_ frame: Rect, _ axis: ScrollDirection) -> String {
        "\(fmt(axis.minMain(frame)))..<\(fmt(axis.maxMain(frame)))"
    }

    /// One element as an animation frame draws it.
    private struct Drawn {
        var attributes: LayoutAttributes
        var alpha: Double
        /// A header or footer pinned at either end of its animation.
        var pinned: Bool
        /// The layout object's call whose answer places the element in this frame (its start or
        /// end attributes), with that frame and when in the animation it holds.
        var given: (call: String, frame: Rect, moment: String)?

        init(attributes: LayoutAttributes, alpha: Double, pinned: Bool, given: (call: String, frame: Rect, moment: String)?) {
            self.attributes = attributes
            self.alpha = alpha
            self.pinned = pinned
            self.given = given
        }

        /// `t` at `progress` (0, 0.5 or 1).
        init(_ t: ElementTransition, at progress: Double) {
            let (drawn, alpha) = t.attributes(at: progress)
            var given: (call: String, frame: Rect, moment: String)?
            if let call = t.layoutCall {
                switch t.role {
                case .appearing where progress == 0: given = (call, drawn.frame, "")
                case .disappearing where progress == 1: given = (call, drawn.frame, "")
                case .appearing where progress < 1: given = (call, t.start.frame, " at the animation's start")
                case .disappearing where progress > 0: given = (call, t.end.frame, " at the animation's end")
                default: break
                }
            }
            self.init(attributes: drawn, alpha: alpha, pinned: t.start.isPinned || t.end.isPinned, given: given)
        }
    }
}
