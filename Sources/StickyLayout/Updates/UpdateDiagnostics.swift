/// The failure classes sticky layouts show when the data changes, checked on one batch update:
/// - `update.pinnedJump`: a pinned header or footer moves on screen by more than the offset and
///   inset changes explain (not pushed by its section's end) — CS #55, IGListKit #873;
/// - `update.pinnedDrawnForOldOffset`: during the animation a pinned element sits where it was
///   pinned for the offset before the clamp, then snaps at the end — CS #55;
/// - `update.supplementaryUnderCell`: a header or footer overlaps a cell it does not draw above
///   (zIndex not higher) during or after the update — CS #68, CS PR #20;
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
        // Supplementary views under cells: at the animation's start, half-way (zIndex is not
        // animated: each element keeps its start zIndex), and after it.
        var reported: Set<ElementKey> = []
        func underCells(_ elements: [(attributes: LayoutAttributes, pinned: Bool)], when: String) {
            let cells = elements.filter { $0.attributes.kind == .cell && !$0.attributes.isHidden }.map(\.attributes)
            for (s, pinned) in elements where s.kind.isSupplementary && pinned && !s.isHidden && !reported.contains(s.key) {
                guard let cell = cells.first(where: { $0.zIndex >= s.zIndex && $0.frame.intersects(s.frame) }) else { continue }
                reported.insert(s.key)
                out.append(Diagnostic(
                    severity: .note, code: "update.supplementaryUnderCell", section: s.indexPath.section,
                    message: "\(when), the \(s.kind.rawValue) of section \(s.indexPath.section) (zIndex \(s.zIndex)) overlaps cell \(cell.indexPath) (zIndex \(cell.zIndex)) and does not draw above it"))
            }
        }
        for (progress, when) in [(0.0, "at the start of the update animation"), (0.5, "half-way through the update animation")] {
            underCells(r.transitions.map { t in
                var (a, _) = t.attributes(at: progress)
                a.zIndex = t.start.zIndex
                return (a, t.start.isPinned || t.end.isPinned)
            }, when: when)
        }
        underCells(r.after.map { ($0, $0.isPinned) }, when: "after the update")
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

    private static func fmt(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
