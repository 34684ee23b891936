import StickyLayout

/// The corners a violation needs: those of its case without which it no longer happens. Two
/// violations of one target where neither needs all the other needs are taken for two bugs:
/// `check` shrinks the second too, and reports it when its shrunk case is such a case for every
/// cause found for that target.
package struct CauseCorners: OptionSet, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: Int

    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let dataChanges = CauseCorners(rawValue: 1)
    package static let overscroll = CauseCorners(rawValue: 2)
    package static let sectionInsets = CauseCorners(rawValue: 4)
    package static let contentInsets = CauseCorners(rawValue: 8)
    package static let queryRects = CauseCorners(rawValue: 16)

    /// Each corner, its name, and `c` without it (nil when `c` does not have it).
    private static var removals: [(CauseCorners, String, (CheckCase) -> CheckCase?)] { [
        (.dataChanges, "data changes", { c in
            guard c.steps.contains(where: { $0.update != nil }) else { return nil }
            var out = c
            for i in out.steps.indices { out.steps[i].update = nil }
            return out
        }),
        (.overscroll, "overscroll", { c in
            let range = OffsetRange(scenario: c.scenario)
            guard c.steps.contains(where: { $0.offset < range.minimum || $0.offset > range.maximum }) else { return nil }
            var out = c
            for i in out.steps.indices { out.steps[i].offset = min(max(out.steps[i].offset, range.minimum), range.maximum) }
            return out
        }),
        (.sectionInsets, "section insets", { c in
            guard c.scenario.metrics.sectionInset != .zero || c.scenario.sections.contains(where: { $0.inset != nil }) else { return nil }
            var out = c
            out.scenario.metrics.sectionInset = .zero
            for i in out.scenario.sections.indices { out.scenario.sections[i].inset = nil }
            return out
        }),
        (.contentInsets, "content insets", { c in
            guard c.scenario.contentInset != .zero || c.scenario.systemInset != .zero else { return nil }
            var out = c
            out.scenario.contentInset = .zero
            out.scenario.systemInset = .zero
            return out
        }),
        (.queryRects, "query rects", { c in
            guard c.steps.contains(where: { $0.rect != nil }) else { return nil }
            var out = c
            for i in out.steps.indices { out.steps[i].rect = nil }
            return out
        }),
    ] }

    /// True when one needs all the other needs: one bug, reached in a narrower or a wider corner
    /// (a tiny case scrolls only in the overscroll, a bigger one also in range).
    func overlaps(_ other: CauseCorners) -> Bool { isSubset(of: other) || isSuperset(of: other) }

    /// `c` without `corners`.
    static func removing(_ corners: CauseCorners, from c: CheckCase) -> CheckCase {
        var out = c
        for (corner, _, remove) in removals where corners.contains(corner) { out = remove(out) ?? out }
        return out
    }

    /// The corners `c`'s violation of `target` needs: each one whose removal (the rest of `c`
    /// kept) leaves no violation of `target`. One run of `c` per corner it has, cut short as a
    /// shrink candidate is when it hangs (`HangBound.shortened`).
    static func needed<E: CaseExecutor>(by target: CheckTarget, in c: CheckCase, executor: inout E) -> CauseCorners {
        var needs: CauseCorners = []
        for (corner, _, remove) in removals {
            guard let without = remove(c) else { continue }
            if executor.firstFailing([without], target: target, hangBound: .shortened) == nil {
                needs.insert(corner)
            }
        }
        return needs
    }

    package var description: String {
        let names = Self.removals.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none of data changes, overscroll, insets, query rects" : names.joined(separator: ", ")
    }
}
