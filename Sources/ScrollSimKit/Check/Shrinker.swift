import StickyLayout

/// Shrinks a failing case, Hypothesis-style: tries simpler variants (fewer steps, fewer sections,
/// fewer items, the vertical twin of a horizontal case, an inserted section made a starting one,
/// uniform and shorter lengths, zero insets or a bottom bar dropped, elements 2 cells wide,
/// smaller viewport, offsets nearer 0, no or a shorter query rect) and keeps each that still
/// violates the same target and is smaller by `CheckCase.shrinkKey`, until none is; then, for the
/// checker, the first failing case of fixed canonical lists (`CanonicalCases`) no bigger than
/// that. Deterministic: candidates are tried in a fixed order.
struct Shrinker {
    /// Upper bound on the variants tried per shrink.
    var maxAttempts = 3000
    /// Variants tried by the last shrink.
    private(set) var attempts = 0
    /// Whether a shrink ends by trying `CanonicalCases` (the checker's findings: the same bug,
    /// the same case); off where the shrunk case's class matters (`--compare`).
    var endsCanonical = false
    /// Upper bound on the canonical cases tried per shrink, per list, for each group of its cases
    /// (`CanonicalCases.List`: the amount of data, or of data and overscroll, or of data, sections
    /// and steps, with a cap of its own below this one): the one-section cases alone outnumber
    /// it, so a bug that needs two sections (two headers overlapping) still reaches the
    /// two-section cases.
    var maxCanonicalAttempts = 1500

    /// Candidates handed to `firstFailing` at once (a worker runs them in one request).
    var batchSize = 32

    /// True once the shrink should end (read between batches: the time is out, or too many
    /// candidates hung): it ends with the smallest case found so far. Nil: it never does.
    var shouldStop: (() -> Bool)? = nil
    /// Whether the last shrink ended because `shouldStop` said so.
    private(set) var stoppedEarly = false

    /// The smallest case found for which `fails` holds, starting from `start` (for which it holds).
    mutating func shrink(_ start: CheckCase, fails: (CheckCase) -> Bool) -> CheckCase {
        shrink(start) { $0.firstIndex(where: fails) }
    }

    /// The smallest case found that fails, starting from `start` (which fails). `firstFailing`
    /// gets candidates in order, a batch at a time, and returns the index of the first that fails
    /// (nil: none): the same case as trying them one by one.
    mutating func shrink(_ start: CheckCase, firstFailing: ([CheckCase]) -> Int?) -> CheckCase {
        var best = start
        attempts = 0
        stoppedEarly = false
        while attempts < maxAttempts, !stoppedEarly {
            let key = best.shrinkKey
            let smaller = candidates(best).filter { $0.shrinkKey < key }
            guard let found = self.firstFailing(in: smaller.prefix(maxAttempts - attempts), firstFailing) else { break }
            best = found
        }
        if endsCanonical, !stoppedEarly, let canonical = canonicalCase(atMost: best, firstFailing: firstFailing) {
            best = canonical
        }
        return best.withFittingUpdates()
    }

    /// The first of `cases` that fails, asked a batch at a time; counts the attempts.
    private mutating func firstFailing(in cases: ArraySlice<CheckCase>, _ firstFailing: ([CheckCase]) -> Int?) -> CheckCase? {
        var start = cases.startIndex
        while start < cases.endIndex {
            if let shouldStop, shouldStop() {
                stoppedEarly = true
                return nil
            }
            let batch = Array(cases[start..<min(cases.endIndex, start + batchSize)])
            if let i = firstFailing(batch) {
                attempts += i + 1
                return batch[i]
            }
            attempts += batch.count
            start += batch.count
        }
        return nil
    }

    /// The smallest of the first failing cases of each stage of `CanonicalCases.lists(for: best)`
    /// (a stage's lists merged in key order), of those no bigger than `best` in structure (sections
    /// and items, axis, overscroll, updates, insets, narrow elements); a stage is searched only
    /// below the case an earlier one found (the update stage's case may have an update a smaller
    /// case without one does not need). Nil when none fails.
    private mutating func canonicalCase(atMost best: CheckCase, firstFailing: ([CheckCase]) -> Int?) -> CheckCase? {
        let bestKey = best.shrinkKey
        var found: (key: ShrinkKey, case: CheckCase)?
        for stage in CanonicalCases.lists(for: best) {
            // Each eligible case as its list and its place there, with its key.
            var eligible: [(key: ShrinkKey, list: Int, index: Int)] = []
            for (l, list) in stage.enumerated() {
                let keys = list.ordered.keys, groups = list.ordered.groups
                let cap = min(list.cap, maxCanonicalAttempts)
                var tried: [CanonicalCases.Group: Int] = [:]
                for i in keys.indices where !bestKey.structurePrecedes(keys[i]) {
                    if let found, !(keys[i] < found.key) { continue }
                    let count = tried[groups[i], default: 0]
                    guard count < cap else { continue }
                    tried[groups[i]] = count + 1
                    eligible.append((keys[i], l, i))
                }
            }
            // Stable: equal keys keep the lists' order.
            if stage.count > 1 {
                eligible = eligible.enumerated().sorted {
                    $0.element.key == $1.element.key ? $0.offset < $1.offset : $0.element.key < $1.element.key
                }.map(\.element)
            }
            let cases = eligible.map { stage[$0.list].ordered.cases[$0.index] }
            if let failing = self.firstFailing(in: cases[...], firstFailing) { found = (failing.shrinkKey, failing) }
            if stoppedEarly { break }
        }
        return found?.case
    }

    /// Simpler variants of `c`, the biggest simplifications first.
    private func candidates(_ c: CheckCase) -> [CheckCase] {
        var out: [CheckCase] = []
        if c.axis == .horizontal { out.append(c.vertical) }
        startingSectionCandidates(c, into: &out)
        stepCandidates(c, into: &out)
        sectionCandidates(c, into: &out)
        metricCandidates(c, into: &out)
        offsetCandidates(c, into: &out)
        updateCandidates(c, into: &out)
        return out
    }

    private func stepCandidates(_ c: CheckCase, into out: inout [CheckCase]) {
        let steps = c.steps
        let n = steps.count
        guard n > 1 else { return }
        // Only the last step, or the last two; then halves, then single steps removed.
        out.append(with(c) { $0.steps = [steps[n - 1]] })
        if n > 2 { out.append(with(c) { $0.steps = Array(steps[(n - 2)...]) }) }
        var chunk = n / 2
        while chunk >= 1 {
            var start = 0
            while start < n {
                let end = min(n, start + chunk)
                if end - start < n {
                    out.append(with(c) { $0.steps.removeSubrange(start..<end) })
                }
                start += chunk
            }
            chunk /= 2
        }
    }

    private func sectionCandidates(_ c: CheckCase, into out: inout [CheckCase]) {
        let sections = c.scenario.sections
        for i in sections.indices {
            out.append(with(c) { $0.scenario.sections.remove(at: i) })
        }
        // Removing a section moves everything after it up: move the steps with it.
        let lengths = sectionLengths(c)
        for i in sections.indices where lengths[i] > 0 {
            out.append(with(c) { shifted in
                shifted.scenario.sections.remove(at: i)
                shift(&shifted, by: -lengths[i])
            })
        }
        for i in sections.indices {
            let s = sections[i]
            func variant(_ change: (inout SectionSpec) -> Void) {
                var spec = s
                change(&spec)
                if spec != s { out.append(with(c) { $0.scenario.sections[i] = spec }) }
            }
            if let lengths = s.itemLengths {
                variant { $0 = SectionSpec(itemCount: lengths.count, header: s.header, footer: s.footer, inset: s.inset) }
                for k in lengths.indices {
                    var fewer = lengths
                    fewer.remove(at: k)
                    variant { $0 = SectionSpec(itemCount: fewer.count, itemLengths: fewer.isEmpty ? nil : fewer, header: s.header, footer: s.footer, inset: s.inset) }
                }
                for k in lengths.indices where lengths[k] > 1 {
                    var shorter = lengths
                    shorter[k] = 1
                    variant { $0.itemLengths = shorter }
                }
            } else {
                if s.itemCount > 0 { variant { $0.itemCount = 0 } }
                if s.itemCount > 1 { variant { $0.itemCount = s.itemCount / 2 } }
                if s.itemCount > 1 { variant { $0.itemCount = s.itemCount - 1 } }
            }
            if s.header != nil { variant { $0.header = nil } }
            if let h = s.header, h > 0 { variant { $0.header = 0 }; variant { $0.header = 1 }; variant { $0.header = h - 1 } }
            if s.footer != nil { variant { $0.footer = nil } }
            if let f = s.footer, f > 0 { variant { $0.footer = 0 }; variant { $0.footer = f - 1 } }
            if s.inset != nil { variant { $0.inset = nil } }
        }
    }

    private func metricCandidates(_ c: CheckCase, into out: inout [CheckCase]) {
        let m = c.scenario.metrics
        let axis = m.scrollDirection
        func variant(_ change: (inout CheckCase) -> Void) { out.append(with(c, change)) }
        if c.scenario.contentInset != .zero { variant { $0.scenario.contentInset = .zero } }
        // The bars dropped and each step moved with the scroll range's start (a step past the top
        // stays as far past it): dropping them alone moves every step further past the top.
        if axis.leading(c.scenario.contentInset) != 0 {
            let bars = axis.leading(c.scenario.contentInset)
            variant { shifted in
                shifted.scenario.contentInset = .zero
                for k in shifted.steps.indices { shifted.steps[k].offset += bars }
            }
        }
        // What the system adds (a refresh control) read as bars a person sets (contentInset).
        if c.scenario.systemInset != .zero {
            variant {
                $0.scenario.contentInset = c.scenario.contentInset + c.scenario.systemInset
                $0.scenario.systemInset = .zero
                $0.scenario.refreshingControlHeight = 0
            }
        }
        if c.scenario.systemInset != .zero { variant { $0.scenario.systemInset = .zero; $0.scenario.refreshingControlHeight = 0 } }
        if axis.trailing(c.scenario.contentInset) != 0 {
            variant { $0.scenario.contentInset = $0.scenario.contentInset.setting(axis, trailing: 0) }
        }
        if axis.leading(c.scenario.contentInset) > 1 {
            variant { $0.scenario.contentInset = $0.scenario.contentInset.setting(axis, leading: axis.leading(c.scenario.contentInset) - 1) }
        }
        if m.sectionInset != .zero { variant { $0.scenario.metrics.sectionInset = .zero } }
        if axis.cross(m.itemSize) != 0 { variant { $0.scenario.metrics.itemSize = axis.size(main: axis.main(m.itemSize)) } }
        if axis.cross(m.itemSize) > 0 && axis.cross(m.itemSize) < 2 {
            variant { $0.scenario.metrics.itemSize = axis.size(main: axis.main(m.itemSize), cross: 2) }
        }
        if axis.main(m.itemSize) > 1 {
            variant { $0.scenario.metrics.itemSize = axis.size(main: 1, cross: axis.cross(m.itemSize)) }
        }
        if m.minimumLineSpacing != 0 { variant { $0.scenario.metrics.minimumLineSpacing = 0 } }
        for size in [\FlowMetrics.headerReferenceSize, \FlowMetrics.footerReferenceSize] where axis.main(m[keyPath: size]) > 0 {
            variant { $0.scenario.metrics[keyPath: size] = .zero }
            if axis.main(m[keyPath: size]) > 1 { variant { $0.scenario.metrics[keyPath: size] = axis.size(main: 1) } }
        }
        // The viewport: keep it at least 24x4, so the before/after frames have room for labels.
        let v = c.viewport
        let minWidth = Double(CaseGenerator.minimumViewportWidth)
        if v.height > 4 { variant { $0.scenario.viewport = Size(width: v.width, height: v.height - 1) } }
        if v.height > 8 { variant { $0.scenario.viewport = Size(width: v.width, height: max(4, (v.height / 2).rounded(.down))) } }
        if v.width > minWidth { variant { $0.scenario.viewport = Size(width: minWidth, height: v.height) } }
        if v.width > minWidth { variant { $0.scenario.viewport = Size(width: v.width - 1, height: v.height) } }
    }

    private func offsetCandidates(_ c: CheckCase, into out: inout [CheckCase]) {
        // The whole scroll moved toward 0, keeping the distances between steps.
        if let nearest = c.steps.map(\.offset).min(by: { abs($0) < abs($1) }), nearest != 0 {
            let sign: Double = nearest > 0 ? 1 : -1
            for shift in Set([abs(nearest), 1, (abs(nearest) / 2).rounded(.down)]).sorted(by: >) where shift > 0 {
                out.append(with(c) { self.shift(&$0, by: -sign * shift) })
            }
        }
        for i in c.steps.indices {
            let step = c.steps[i]
            func variant(_ change: (inout CheckStep) -> Void) {
                var s = step
                change(&s)
                if s != step { out.append(with(c) { $0.steps[i] = s }) }
            }
            if step.offset != 0 {
                variant { $0.offset = 0 }
                variant { $0.offset = (step.offset / 2).rounded(.towardZero) }
                variant { $0.offset = step.offset > 0 ? step.offset - 1 : step.offset + 1 }
            }
            if let r = step.rect {
                variant { $0.rect = nil }
                let length = r.end - r.start
                if r.start != 0 { variant { $0.rect = QuerySpan(start: 0, end: length) } }
                if length > 1 {
                    variant { $0.rect = QuerySpan(start: r.start, end: r.start + (length / 2).rounded(.down)) }
                    variant { $0.rect = QuerySpan(start: r.start, end: r.end - 1) }
                    variant { $0.rect = QuerySpan(start: r.start + 1, end: r.end) }
                }
                if r.start != 0 {
                    variant { $0.rect = QuerySpan(start: r.start > 0 ? r.start - 1 : r.start + 1, end: r.end > 0 ? r.end - 1 : r.end + 1) }
                }
            }
        }
    }

    /// Each inserted section placed in the starting data instead (the step stays a scroll step).
    private func startingSectionCandidates(_ c: CheckCase, into out: inout [CheckCase]) {
        for i in c.steps.indices {
            guard case .insertSection(let s, let spec)? = c.steps[i].update else { continue }
            out.append(with(c) { moved in
                moved.steps[i].update = nil
                moved.scenario.sections.insert(spec, at: min(s, moved.scenario.sections.count))
            })
        }
    }

    /// Each update dropped (the step stays a scroll step), or made simpler.
    private func updateCandidates(_ c: CheckCase, into out: inout [CheckCase]) {
        for i in c.steps.indices {
            guard let u = c.steps[i].update else { continue }
            out.append(with(c) { $0.steps[i].update = nil })
            for simpler in u.simpler { out.append(with(c) { $0.steps[i].update = simpler }) }
        }
    }

    /// Each section's length along the scroll axis.
    private func sectionLengths(_ c: CheckCase) -> [Double] {
        OffsetRange(scenario: c.scenario).geometry.sections.map { $0.end - $0.start }
    }

    /// Moves every step's offset and query rect by `delta` along the scroll axis.
    private func shift(_ c: inout CheckCase, by delta: Double) {
        for k in c.steps.indices {
            c.steps[k].offset += delta
            if let r = c.steps[k].rect { c.steps[k].rect = QuerySpan(start: r.start + delta, end: r.end + delta) }
        }
    }

    private func with(_ c: CheckCase, _ change: (inout CheckCase) -> Void) -> CheckCase {
        var copy = c
        change(&copy)
        return copy
    }
}

extension ScrollDirection {
    /// A size `main` long along this axis and `cross` across it.
    func size(main: Double, cross: Double = 0) -> Size {
        self == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
}

extension EdgeInsets {
    /// These insets with the scroll axis' leading inset set to `value`.
    func setting(_ axis: ScrollDirection, leading value: Double) -> EdgeInsets {
        var i = self
        if axis == .vertical { i.top = value } else { i.left = value }
        return i
    }

    /// These insets with the scroll axis' trailing inset set to `value`.
    func setting(_ axis: ScrollDirection, trailing value: Double) -> EdgeInsets {
        var i = self
        if axis == .vertical { i.bottom = value } else { i.right = value }
        return i
    }
}
