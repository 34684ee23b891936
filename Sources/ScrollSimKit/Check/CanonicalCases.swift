import StickyLayout

/// Fixed lists of tiny vertical cases, smallest first by `CheckCase.shrinkKey`, that the
/// shrinker tries after its greedy pass (`list(for:)` picks one): a bug whose smallest case is among them shrinks to the
/// same case from any seed (the greedy pass alone can stop in different local minima).
///
/// Each scenario: one or two sections of 0-2 items, item length 1-3 (full width), a header of
/// 0-3 rows, a footer of 0-2, the bars (contentInset top) 0-2 rows or a 1-row refresh control
/// (systemInset top), a 24x4 viewport.
enum CanonicalCases {
    /// The cases in key order, capped per amount of data and overscroll.
    static let cases: Ordered = {
        var out: [Entry] = []
        let itemCounts: [[Int]] = [[0], [1], [2], [0, 0], [0, 1], [1, 0], [1, 1], [1, 2], [2, 1], [2, 2], [0, 2], [2, 0]]
        for counts in itemCounts {
            for itemLength in 1...3 where itemLength == 1 || counts.contains(where: { $0 > 0 }) {
                for header in 0...3 {
                    for footer in 0...2 {
                        for (bars, system) in [(0, 0), (1, 0), (2, 0), (0, 1)] {
                            let scenario = Self.scenario(counts, itemLength: itemLength, header: header, footer: footer, bars: bars, system: system)
                            out += entries(scenario, Self.steps(for: scenario))
                        }
                    }
                }
            }
        }
        return Ordered(out, byOverscroll: true)
    }()

    /// The cases with one data change, in key order, for a bug that needs an update: one or two
    /// sections of 0-1 items (item length 1), a header of 0-3 rows, a footer of 0-2, no bars, a
    /// 24x4 viewport; each change of `changes(for:)` that applies, run on one step or on either of
    /// two neighbouring steps.
    static let updateCases = updateCases(under: [(0, 0)])

    /// `updateCases` under 1-row bars or a 1-row refresh control, in key order.
    static let barUpdateCases = updateCases(under: [(1, 0), (0, 1)])

    /// The cases of `updateCases` under each of `bars` (contentInset top, systemInset top), capped
    /// per amount of data, number of starting sections and number of steps.
    private static func updateCases(under bars: [(content: Int, system: Int)]) -> Ordered {
        var out: [Entry] = []
        for counts in [[0], [1], [0, 0], [0, 1], [1, 0], [1, 1]] {
            for header in 0...3 {
                for footer in 0...2 {
                    for (content, system) in bars {
                        let scenario = Self.scenario(counts, itemLength: 1, header: header, footer: footer, bars: content, system: system)
                        for change in changes(for: counts) where CheckCase(scenario: scenario, steps: [CheckStep(offset: 0, update: change)]).firstUnappliedUpdate == nil {
                            out += entries(scenario, Self.steps(for: scenario, change: change))
                        }
                    }
                }
            }
        }
        return Ordered(out, byShape: true)
    }

    /// The cases with a section inset, in key order: the layout's, one section's own (which
    /// replaces the layout's, a zero one too), or both, of 0 or 1 row above and below. One or
    /// two sections of 0-1 items (one section of 2 too, full width or in 2 columns), item
    /// length 1, a header of 0-2 rows (one section of 0-1 items: 5 too, taller than the viewport), a
    /// footer of 0-1, no bars, a 24x4 viewport; steps as in `cases`, from three rows before the
    /// scroll range to three past it (the furthest a row of the content is still in the bounds).
    /// Capped per amount of data, overscroll, number of sections and number of steps.
    static let insetCases: Ordered = {
        var out: [Entry] = []
        let insets = [EdgeInsets(), EdgeInsets(top: 1), EdgeInsets(bottom: 1), EdgeInsets(top: 1, bottom: 1)]
        for counts in [[0], [1], [2], [0, 1], [1, 0], [1, 1]] {
            for header in counts == [0] || counts == [1] ? [0, 1, 2, 5] : [0, 1, 2] {
                for footer in 0...1 {
                    for sectionInset in insets {
                        // No section's own, or one section's own that replaces the layout's (0 too).
                        var owns: [(section: Int, inset: EdgeInsets)?] = [nil]
                        for s in counts.indices { owns += insets.map { (s, $0) } }
                        for own in owns where sectionInset != EdgeInsets() || own.map({ $0.inset != EdgeInsets() }) == true {
                            for columns in counts.contains(2) ? 1...2 : 1...1 {
                                var scenario = Self.scenario(counts, itemLength: 1, header: header, footer: footer, bars: 0, system: 0)
                                scenario.metrics.sectionInset = sectionInset
                                if let own { scenario.sections[own.section].inset = own.inset }
                                if columns == 2 { scenario.metrics.itemSize.width = Self.halfWidth }
                                out += entries(scenario, Self.steps(for: scenario, beyond: 3))
                            }
                        }
                    }
                }
            }
        }
        return Ordered(out, byOverscroll: true, byShape: true)
    }()

    /// The cases of one section with a header taller than the viewport (5 or 7 rows) or items in 2
    /// columns, in key order: 0-2 items of length 1-2 (two of lengths 2 and 1 side by side too), a
    /// footer of 0-1, no inset, a 24x4 viewport; steps as in `cases`, from two rows before the
    /// scroll range to two past it. And two items side by side of lengths 2 or 3 and 1 under bars
    /// of 1-2 rows, a header of 0-1, a footer of 0-2; steps as in `cases`. Capped as `cases`.
    static let tallCases: Ordered = {
        var out: [Entry] = []
        for count in 0...2 {
            for itemLength in 1...2 where itemLength == 1 || count > 0 {
                for lengths in count == 2 && itemLength == 1 ? [nil, [Float(2), 1]] : [nil] {
                    for header in [0, 1, 5, 7] {
                        for footer in 0...1 {
                            for columns in 1...2 where (header >= 5 && lengths == nil) || columns == 2 {
                                var scenario = Self.scenario([count], itemLength: itemLength, header: header, footer: footer, bars: 0, system: 0)
                                if let lengths { scenario.sections[0].itemLengths = lengths }
                                if columns == 2 { scenario.metrics.itemSize.width = Self.halfWidth }
                                out += entries(scenario, Self.steps(for: scenario, beyond: 2))
                            }
                        }
                    }
                }
            }
        }
        // Under bars: a row whose first item is the longer (the last item is not the lowest).
        for lengths: [Float] in [[2, 1], [3, 1]] {
            for header in 0...1 {
                for footer in 0...2 {
                    for bars in 1...2 {
                        var scenario = Self.scenario([2], itemLength: 1, header: header, footer: footer, bars: bars, system: 0)
                        scenario.sections[0].itemLengths = lengths
                        scenario.metrics.itemSize.width = Self.halfWidth
                        out += entries(scenario, Self.steps(for: scenario))
                    }
                }
            }
        }
        return Ordered(out, byOverscroll: true)
    }()

    /// The cases with a query rect, in key order: one section of 0-2 items (item length 1-3), a
    /// header of 0-3 rows, a footer of 0-1, a 24x4 viewport, one step at each offset from one row
    /// before the scroll range to three past it, querying rows 0..<1 or 0..<2 as well; and one
    /// section of 1-2 items under a 5-row header, one step at each offset from one row before the
    /// scroll range to one past it, querying each span from a row of the header to a row of the
    /// content (a rect that reaches a cell the bounds do not). Capped as `cases`.
    static let rectCases: Ordered = {
        var out: [Entry] = []
        for count in 0...2 {
            for itemLength in 1...3 where itemLength == 1 || count > 0 {
                for header in 0...3 {
                    for footer in 0...1 {
                        let scenario = Self.scenario([count], itemLength: itemLength, header: header, footer: footer, bars: 0, system: 0)
                        let range = OffsetRange(scenario: scenario)
                        var steps: [[CheckStep]] = []
                        for offset in stride(from: range.minimum - 1, through: range.maximum + 3, by: 1) {
                            for end in 1...2 { steps.append([CheckStep(offset: offset, rect: QuerySpan(start: 0, end: Double(end)))]) }
                        }
                        out += entries(scenario, steps, in: range)
                    }
                }
            }
        }
        // A header taller than the viewport: each rect from a row of it to a row of the content.
        for count in 1...2 {
            let scenario = Self.scenario([count], itemLength: 1, header: 5, footer: 0, bars: 0, system: 0)
            let range = OffsetRange(scenario: scenario)
            let length = range.geometry.contentLength
            var steps: [[CheckStep]] = []
            for offset in stride(from: range.minimum - 1, through: range.maximum + 1, by: 1) {
                for start in 0..<5 {
                    for end in stride(from: Double(start + 1), through: length, by: 1) {
                        steps.append([CheckStep(offset: offset, rect: QuerySpan(start: Double(start), end: end))])
                    }
                }
            }
            out += entries(scenario, steps, in: range)
        }
        return Ordered(out, byOverscroll: true)
    }()

    /// A case with its key.
    struct Entry {
        var key: ShrinkKey
        var `case`: CheckCase
    }

    /// What a list's cap is counted per: the amount of data, for some lists overscroll too, for
    /// some the numbers of starting sections and of steps too (0 where a list does not count it).
    struct Group: Hashable {
        var data: Double
        var overscrolledSteps: Double = 0
        var sections = 0
        var steps = 0
    }

    /// Cases in key order, each case's key and group in arrays of their own (read without
    /// copying a case).
    struct Ordered: Sendable {
        let keys: [ShrinkKey]
        let groups: [Group]
        let cases: [CheckCase]

        /// `entries` in key order (equal keys in the order given), grouped by the amount of data
        /// and, as asked, overscroll (`byOverscroll`) and the numbers of starting sections and of
        /// steps (`byShape`).
        init(_ entries: [Entry], byOverscroll: Bool = false, byShape: Bool = false) {
            let keys = entries.map(\.key)
            let order = keys.indices.sorted { keys[$0] == keys[$1] ? $0 < $1 : keys[$0] < keys[$1] }
            self.keys = order.map { keys[$0] }
            groups = order.map { i in
                let e = entries[i]
                return Group(
                    data: e.key.data, overscrolledSteps: byOverscroll ? e.key.overscrolledSteps : 0,
                    sections: byShape ? e.case.scenario.sections.count : 0, steps: byShape ? e.case.steps.count : 0)
            }
            cases = order.map { entries[$0].case }
        }
    }

    /// One list a shrunk case is normalised against, and how many cases of each of its groups
    /// are tried at most (below the shrinker's own `maxCanonicalAttempts`).
    struct List {
        var ordered: Ordered
        var cap = Int.max
    }

    /// The lists a shrunk case is normalised against, in stages: the first failing case of the
    /// first stage that has one is taken, a stage's lists merged in key order (its smallest).
    /// `updateCases` for a case with an update (whatever its size: the greedy pass often stops
    /// on a big one, held by an update's index) merged with `barUpdateCases` (a cap of its own,
    /// 500: in one list with the cases without bars, which are more than its cap for every
    /// amount past one section of one item, they were never reached; tried whatever the case's
    /// bars, as the greedy pass may keep overscroll where a smaller case has bars instead), both
    /// capped per amount of data, number of sections and number of steps (per amount of data
    /// alone, the one-section cases with an insert and the one-step cases filled the cap, so a
    /// bug that needs two sections and a step before the update, a section index kept from the
    /// last bounds change, never reached its cases); for a small vertical case (one or two sections,
    /// one or two steps), after it if it has an update (the greedy pass may keep one the bug does
    /// not need), `cases`, then the lists of the corners it has, merged:
    /// `insetCases` (items that start away from their header: a section inset set, or a first
    /// item shorter than its row, which the flow layout centres lower), `tallCases` (a header
    /// longer than `cases` has, a grid, items of different lengths), `rectCases` (a query rect);
    /// none for any other. A corner the greedy pass kept is one it could not drop, so the same
    /// bug's cases from other seeds have it too (or shrink to one of `cases`); merged in key
    /// order, a list opened by another corner's case is taken only where its case is smaller.
    static func lists(for best: CheckCase) -> [[List]] {
        // An update the greedy pass kept may still be one a case without updates does not need.
        let updates: [[List]] = best.steps.contains { $0.update != nil } ? [[List(ordered: updateCases), List(ordered: barUpdateCases, cap: 500)]] : []
        guard best.axis == .vertical, best.scenario.sections.count <= 2, best.steps.count <= 2 else { return updates }
        // Groups of sections and items, axis and overscroll, 500 of each (a cap per amount of data
        // alone ends among the cases with no overscroll: two headers overlapping in overscroll were
        // never reached; the inset list's groups count sections and steps too: a headers-apart
        // case with two sections and two steps sat past 500 of its amount of data and overscroll);
        // a bug none of the lists shows costs at most a few thousand variants.
        var corners: [List] = []
        let scenario = best.scenario
        let geometry = OffsetRange(scenario: scenario).geometry
        // A layout may read its own `sectionInset` where a section has one of its own, so an inset
        // counts when it is set, whether or not the geometry uses it.
        let insetSet = scenario.metrics.sectionInset != EdgeInsets() || scenario.sections.contains { $0.inset != nil }
        let firstItemLower = scenario.sections.indices.contains { s in
            guard let lengths = scenario.sections[s].itemLengths, let first = lengths.first else { return false }
            return lengths.prefix(geometry.sections[s].columns).contains { $0 > first }
        }
        if insetSet || firstItemLower { corners.append(List(ordered: insetCases, cap: 500)) }
        let features = Set(best.features)
        let longestHeader = geometry.sections.map(\.headerLength).max() ?? 0
        if longestHeader > 3 || !features.isDisjoint(with: ["grid", "variable lengths"]) {
            corners.append(List(ordered: tallCases, cap: 500))
        }
        if best.steps.contains(where: { $0.rect != nil }) { corners.append(List(ordered: rectCases, cap: 500)) }
        return updates + [[List(ordered: cases, cap: 500)], corners]
    }

    /// The cases of `scenario` with each of `steps`, keyed (`range`: the scenario's scroll range).
    private static func entries(_ scenario: Scenario, _ steps: [[CheckStep]], in range: OffsetRange? = nil) -> [Entry] {
        let range = range ?? OffsetRange(scenario: scenario)
        return steps.map { steps in
            let c = CheckCase(scenario: scenario, steps: steps)
            return Entry(key: c.shrinkKey(in: range), case: c)
        }
    }

    /// An item width that puts 2 items in a row of the viewport.
    private static let halfWidth = Double(CaseGenerator.minimumViewportWidth / 2)

    /// A vertical scenario of sections with `counts` items, on a 24x4 viewport.
    private static func scenario(_ counts: [Int], itemLength: Int, header: Int, footer: Int, bars: Int, system: Int) -> Scenario {
        var metrics = FlowMetrics(scrollDirection: .vertical)
        metrics.itemSize = Size(width: 0, height: Double(itemLength))
        metrics.headerReferenceSize = Size(width: 0, height: Double(header))
        metrics.footerReferenceSize = Size(width: 0, height: Double(footer))
        var scenario = Scenario(
            name: "check", metrics: metrics, sections: counts.map { SectionSpec(itemCount: $0) },
            contentInset: EdgeInsets(top: Double(bars)), systemInset: EdgeInsets(top: Double(system)),
            viewport: Size(width: Double(CaseGenerator.minimumViewportWidth), height: 4))
        scenario.summary = "Generated by scrollsim check."
        return scenario
    }

    /// The changes tried on sections with `counts` items (those that do not apply are dropped):
    /// each kind the generator makes, at item 0 or 1 of each section, section 0 or 1.
    private static func changes(for counts: [Int]) -> [BatchUpdates.Change] {
        var out: [BatchUpdates.Change] = []
        for s in counts.indices {
            let first = IndexPath(item: 0, section: s)
            out += [.insertItem(first, length: nil), .deleteItem(first), .reloadItem(first, length: nil), .reloadSection(s, nil), .deleteSection(s)]
            out.append(.insertItem(IndexPath(item: 1, section: s), length: nil))
            for t in counts.indices {
                for item in 0...1 where t != s || item != 0 { out.append(.moveItem(from: first, to: IndexPath(item: item, section: t))) }
            }
        }
        for s in 0...counts.count {
            out += [.insertSection(s, SectionSpec(itemCount: 0)), .insertSection(s, SectionSpec(itemCount: 1))]
        }
        return out
    }

    /// The step lists tried with `change` on `scenario`: at each offset from one row before the
    /// scroll range to one row past it, the change on that one step; then for each pair of
    /// neighbouring offsets, both ways, the change on the second step and on the first.
    private static func steps(for scenario: Scenario, change: BatchUpdates.Change) -> [[CheckStep]] {
        let offsets = self.offsets(scenario)
        var out = offsets.map { [CheckStep(offset: $0, update: change)] }
        for o in offsets.dropLast() {
            for (a, b) in [(o, o + 1), (o + 1, o)] {
                out.append([CheckStep(offset: a), CheckStep(offset: b, update: change)])
                out.append([CheckStep(offset: a, update: change), CheckStep(offset: b)])
            }
        }
        return out
    }

    /// Each offset from `beyond` rows before the scroll range to `beyond` rows past it.
    private static func offsets(_ scenario: Scenario, beyond: Double = 1) -> [Double] {
        let range = OffsetRange(scenario: scenario)
        return Array(stride(from: range.minimum - beyond, through: range.maximum + beyond, by: 1))
    }

    /// The step lists tried on `scenario`: each offset from `beyond` rows before the scroll range
    /// to `beyond` rows past it alone, then each pair of neighbouring offsets both ways.
    private static func steps(for scenario: Scenario, beyond: Double = 1) -> [[CheckStep]] {
        let offsets = self.offsets(scenario, beyond: beyond)
        var out = offsets.map { [CheckStep(offset: $0)] }
        for o in offsets.dropLast() {
            out.append([CheckStep(offset: o), CheckStep(offset: o + 1)])
            out.append([CheckStep(offset: o + 1), CheckStep(offset: o)])
        }
        return out
    }
}
