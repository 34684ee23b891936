import StickyLayout

/// One step of a checked scroll: move the bounds to `offset` (the first step is the initial
/// layout), then, when `update` is set, run it as a batch update (the offset may be clamped),
/// query the bounds, then, when `rect` is set, query that span too without an invalidation in
/// between (as UIKit's prefetching does).
package struct CheckStep: Hashable, Sendable {
    /// Content offset along the scroll axis.
    package var offset: Double
    /// An extra query span along the scroll axis, full width across it.
    package var rect: QuerySpan?
    /// A data change run at `offset` (`performBatchUpdates` with this one change); one that does
    /// not fit the data (after shrinking) is skipped.
    package var update: BatchUpdates.Change?

    package init(offset: Double, rect: QuerySpan? = nil, update: BatchUpdates.Change? = nil) {
        self.offset = offset
        self.rect = rect
        self.update = update
    }
}

/// A generated test case: a scenario (data, metrics, insets, viewport) and the steps scrolled.
package struct CheckCase: Sendable {
    /// The scenario; `viewport` is always set.
    package var scenario: Scenario
    /// The steps, in order.
    package var steps: [CheckStep]

    package init(scenario: Scenario, steps: [CheckStep]) {
        self.scenario = scenario
        self.steps = steps
    }

    /// The viewport (bounds size).
    package var viewport: Size { scenario.viewport ?? Size(width: 80, height: 24) }

    /// The scroll axis.
    package var axis: ScrollDirection { scenario.metrics.scrollDirection }

    /// A collection view of the scenario shown with `subject`, its faults on, at the first step's
    /// offset (the initial layout).
    func makeView(_ subject: CheckSubject) -> CollectionView {
        var view = scenario.makeCollectionView(
            strategy: subject.make(scenario.options), viewport: viewport, offset: steps.first?.offset ?? 0)
        if subject.faults.any { view.setFaults(subject.faults) }
        return view
    }

    /// What the shrinker decreases, compared in order: sections and items (an empty section
    /// counts as one with an item), vertical before horizontal, steps past either end, updates,
    /// insets (bars, system, sections), elements narrower than 2 cells, then `complexity`
    /// (lengths, steps, offsets).
    var shrinkKey: ShrinkKey { shrinkKey(in: OffsetRange(scenario: scenario)) }

    /// `shrinkKey`, with the scenario's scroll range given (cases of one scenario share it).
    func shrinkKey(in range: OffsetRange) -> ShrinkKey {
        let axis = self.axis
        let m = scenario.metrics
        var insets = scenario.contentInset + scenario.systemInset + m.sectionInset
        let cross = axis.cross(m.itemSize)
        // Sections, and items past the first of each; what updates insert counts too, so an
        // inserted section made a starting one is no bigger.
        var data = scenario.sections.count
        for s in scenario.sections {
            data += max(0, s.itemCount - 1)
            if let i = s.inset { insets = insets + i }
        }
        var overscrolled = 0
        var updates = 0
        for step in steps {
            if step.offset < range.minimum || step.offset > range.maximum { overscrolled += 1 }
            switch step.update {
            case .insertSection(_, let spec)?: data += 1 + max(0, spec.itemCount - 1)
            case .insertItem?: data += 1
            default: break
            }
            if step.update != nil { updates += 1 }
        }
        return ShrinkKey(
            data: Double(data),
            horizontal: axis == .horizontal ? 1 : 0,
            overscrolledSteps: Double(overscrolled),
            updates: Double(updates),
            insets: insets.top + insets.bottom + insets.left + insets.right,
            narrowElements: cross > 0 && cross < 2 ? 1 : 0,
            complexity: complexity(in: range))
    }

    /// A measure of size the shrinker decreases: sections, items, lengths, steps, offsets,
    /// overscroll (`range`: the scenario's scroll range).
    func complexity(in range: OffsetRange) -> Double {
        let m = scenario.metrics
        var total = Double(scenario.sections.count) * 1000
        for s in scenario.sections {
            total += Double(s.itemCount) * 100
            if let lengths = s.itemLengths { total += 50 + lengths.reduce(0) { $0 + Double($1) } }
            if let h = s.header { total += 10 + h }
            if let f = s.footer { total += 10 + f }
            if let i = s.inset { total += 10 + i.top + i.bottom + i.left + i.right }
        }
        total += m.itemSize.width + m.itemSize.height + m.minimumLineSpacing + m.minimumInteritemSpacing
        total += m.sectionInset.top + m.sectionInset.bottom + m.sectionInset.left + m.sectionInset.right
        total += m.headerReferenceSize.height + m.headerReferenceSize.width
        total += m.footerReferenceSize.height + m.footerReferenceSize.width
        let c = scenario.contentInset + scenario.systemInset
        total += (c.top + c.bottom + c.left + c.right) * 10
        if scenario.systemInset != .zero { total += 5 }
        total += viewport.width + viewport.height
        total += Double(steps.count) * 500
        // An offset past either end springs back in the live view: prefer cases that need none.
        for step in steps {
            total += abs(step.offset)
            if step.offset < range.minimum || step.offset > range.maximum { total += 250 }
            if let r = step.rect { total += 20 + abs(r.start) + (r.end - r.start) }
            if let u = step.update { total += 300 + u.complexity }
        }
        return total
    }
}

extension BatchUpdates.Change {
    /// Larger indices and bigger inserted sections make a change more complex.
    var complexity: Double {
        switch self {
        case .insertItem(let p, _), .deleteItem(let p), .reloadItem(let p, _):
            Double(p.section + p.item)
        case .moveItem(let a, let b): 20 + Double(a.section + a.item + b.section + b.item)
        case .insertSection(let s, let spec): 40 + Double(s) + Double(spec.itemCount) * 10
        case .deleteSection(let s): 30 + Double(s)
        case .reloadSection(let s, _): 10 + Double(s)
        case .moveSection(let a, let b): 40 + Double(a + b)
        }
    }
}
