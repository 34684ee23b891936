import StickyLayout

/// Data changes: every pane runs the same batch update through `CollectionView.performBatchUpdates`;
/// identities follow pane 0's index-path mapping.
extension EngineState {
    /// The adjusted content inset: the scenario's insets plus a refreshing refresh control.
    var adjustedInset: EdgeInsets { contentInset + systemInset }

    /// The content inset, with the refresh control's height while a `contentInset`-style control
    /// (MJRefresh, pre-iOS 11 libraries) refreshes.
    var contentInset: EdgeInsets {
        var inset = scenario.contentInset
        if data.refreshing, let control = scenario.refreshControl, control.changesContentInset { inset.top += control.height }
        return inset
    }

    /// The system inset, with the refresh control's height while a UIRefreshControl refreshes
    /// (iOS 11+: it grows `adjustedContentInset`, not `contentInset`).
    var systemInset: EdgeInsets {
        var inset = scenario.systemInset
        inset.top += pulledRefreshInset
        return inset
    }

    /// The part of `systemInset` a refreshing UIRefreshControl adds (MagazineLayout subtracts it):
    /// one refreshing from the start (already in the scenario's system inset) and one pulled.
    var refreshControlInset: Double { scenario.refreshingControlHeight + pulledRefreshInset }

    /// The height of a pulled UIRefreshControl while it refreshes.
    private var pulledRefreshInset: Double {
        guard data.refreshing, let control = scenario.refreshControl, !control.changesContentInset else { return 0 }
        return control.height
    }

    /// Carries out `command` at `time`. A `superseded` change is replaced before any frame shows it
    /// (a later change or reload read in the same burst): it skips its animation, or its reload.
    mutating func applyData(_ command: DataCommand, at time: Double, superseded: Bool) {
        data.lastRefusal = nil
        defer { if let refusal = data.lastRefusal { data.lastOutcome = "\(command.summary): not done, \(refusal)" } }
        switch command {
        case .setAnimated(let on):
            data.animates = on ?? !data.animates
            data.lastOutcome = "updates animate: \(data.animates ? "on" : "off") (u)"
            return
        case .beginRefreshing, .endRefreshing, .toggleRefreshing:
            // Each says the state it leaves (`P`, the toggle, names its key).
            setRefreshing(command == .beginRefreshing || (command == .toggleRefreshing && !data.refreshing))
            data.lastOutcome = "refreshing: \(data.refreshing ? "on" : "off")" + (command == .toggleRefreshing ? " (P)" : "")
            return
        case .reloadData:
            if !superseded { reloadAll() }
            data.lastOutcome = "reloadData: every element replaced, not animated"
            return
        default:
            break
        }
        guard let batch = makeBatch(command) else { return }
        perform(batch, at: time, superseded: superseded)
        if data.lastRefusal == nil {
            data.lastOutcome = Self.describe(batch) + (data.animates ? " · animated (u: off)" : " · not animated (u: on)")
        }
    }

    /// What a batch did, in the script's words ("inserted item 2 3", "deleted section 4").
    static func describe(_ batch: BatchUpdates) -> String {
        func path(_ p: IndexPath) -> String { "\(p.section) \(p.item)" }
        let inserted = batch.changes.compactMap { if case .insertItem(let p, _) = $0 { p } else { nil } }
        if inserted.count > 1, let first = inserted.first {
            return "inserted \(inserted.count) items into section \(first.section)"
        }
        return batch.changes.map { change in
            switch change {
            case .insertItem(let p, _): "inserted item \(path(p))"
            case .deleteItem(let p): "deleted item \(path(p))"
            case .reloadItem(let p, _): "reloaded item \(path(p))"
            case .moveItem(let from, let to): "moved item \(path(from)) to \(path(to))"
            case .insertSection(let s, let spec): "inserted section \(s) (\(spec.itemCount) items)"
            case .deleteSection(let s): "deleted section \(s)"
            case .reloadSection(let s, _): "reloaded section \(s)"
            case .moveSection(let from, let to): "moved section \(from) to \(to)"
            }
        }.joined(separator: ", ")
    }

    /// Advances the animation and a pending load-more; true when the frame changes.
    mutating func advanceData(to time: Double) -> Bool {
        var changed = false
        if let animation = data.animation {
            let before = animationProgress
            let now = animation.progress(at: time)
            if now == nil { data.animation = nil }
            changed = before != now
        }
        lastTickTime = time
        if let due = data.loadMoreDue, time >= due {
            data.loadMoreDue = nil
            appendPage(at: time)
            changed = true
        }
        return changed
    }

    /// How far the running animation is at the last tick; nil when none runs.
    private var animationProgress: Double? {
        data.animation.flatMap { $0.progress(at: lastTickTime ?? $0.start) }
    }

    /// The interpolated attributes of pane `pane` while an animation runs.
    func animationFrame(pane: Int) -> ([LayoutAttributes], [Double], [String])? {
        guard let animation = data.animation, pane < animation.transitions.count,
              let progress = animationProgress else { return nil }
        var attributes: [LayoutAttributes] = []
        var alphas: [Double] = []
        var labels: [String] = []
        for t in animation.transitions[pane] {
            let (a, alpha) = t.attributes(at: progress)
            attributes.append(a)
            alphas.append(alpha)
            labels.append(t.keyAfter == nil ? animation.labelsBefore.label(for: a) : renderer.labels.label(for: a))
        }
        return (attributes, alphas, labels)
    }

    /// What the data is doing, for the status line: refreshing, a load-more waiting for its page.
    var dataActivity: [String] {
        var activity: [String] = []
        if data.refreshing { activity.append("↺ refreshing") }
        if data.loadMoreDue != nil { activity.append("↓ load-more pending") }
        return activity
    }

    /// The appearing and disappearing elements of pane `pane`'s animated update, while it runs.
    func animatedTransitions(pane: Int) -> [ElementTransition] {
        guard let animation = data.animation, pane < animation.transitions.count, animationProgress != nil else { return [] }
        return animation.transitions[pane].filter { $0.role != .staying }
    }

    // MARK: Batches

    private mutating func perform(_ batch: BatchUpdates, at time: Double, superseded: Bool) {
        var results: [BatchUpdateResult?] = []
        for i in collectionViews.indices {
            // A superseded change still works out its transitions: its diagnostics come from them,
            // and they stay the last update's when the change that superseded it makes no batch
            // after all (issue 33, seed 167: `d` then a `m` with nothing to move, read in one burst,
            // said `diag 0` where the replay, one key at a time, said `diag 1`). Only its animation is skipped.
            collectionViews[i].recordsTransitions = true
            do throws(BatchUpdateError) {
                var result = try collectionViews[i].performBatchUpdates(batch)
                if superseded { result.transitions = [] }
                results.append(result)
                invalidations[i] = .full
            } catch {
                data.lastRefusal = error.message
                results.append(nil)
            }
        }
        data.lastUpdates = results
        needsQuery = true
        guard let first = results.first, let result = first else { return }
        let labelsBefore = renderer.labels
        let views = collectionViews
        data.identities.apply(result.mapping) { views[0].layout.geometry.numberOfItems(inSection: $0) }
        renderer.labels.identities = data.identities
        remapSizing(result.mapping)
        updateLimits()
        // The collection views clamped their own offsets; the scroll model follows.
        let offset = direction.main(collectionViews[0].contentOffset)
        if offset != scroll.offset { scroll.place(atOffset: offset, at: time) }
        if data.animates && !superseded {
            data.animation = UpdateAnimation(
                start: time, transitions: results.map { $0?.transitions ?? [] }, labelsBefore: labelsBefore)
            lastTickTime = time
        } else {
            data.animation = nil
        }
    }

    private mutating func reloadAll() {
        changePanes { $0.reloadData($0.layout.sections); return .full }
        data.animation = nil
    }

    private mutating func setRefreshing(_ on: Bool) {
        guard scenario.refreshControl != nil || !on, data.refreshing != on else {
            if scenario.refreshControl == nil { data.lastRefusal = "this scenario has no refresh control (add refreshControl to it)" }
            return
        }
        data.refreshing = on
        applyRefreshInset()
    }

    /// Gives every pane the current system inset (the refresh control's inset is part of it).
    mutating func applyRefreshInset() {
        let (content, system, refresh) = (contentInset, systemInset, refreshControlInset)
        changePanes { $0.setContentInset(content, systemInset: system, refreshControlInset: refresh); return $0.lastInvalidation }
    }

    /// The section under the pin line and its first item starting below the section's header there.
    func pinLineTarget() -> (section: Int, item: Int)? {
        let view = collectionViews[0]
        let geometry = view.layout.geometry
        guard geometry.numberOfSections > 0 else { return nil }
        let pin = direction.main(view.contentOffset) + direction.leading(adjustedInset)
        var counters = LayoutCounters()
        var section = geometry.firstSection(endingAfter: pin, counters: &counters)
        if section >= geometry.numberOfSections { section = geometry.numberOfSections - 1 }
        // The first item wholly below the pinned header: where a person looking at the pin line sees it.
        let line = pin + geometry.sections[section].headerLength
        let count = geometry.numberOfItems(inSection: section)
        var item = 0
        while item < count && direction.minMain(geometry.itemFrame(item: item, section: section)) < line { item += 1 }
        return (section, item)
    }

    private mutating func makeBatch(_ command: DataCommand) -> BatchUpdates? {
        let geometry = collectionViews[0].layout.geometry
        let target = pinLineTarget()
        let here = target.map { IndexPath(item: $0.item, section: $0.section) }
        func refuse(_ why: String) -> BatchUpdates? {
            data.lastRefusal = why
            return nil
        }
        /// Refuses an update that would pass the scenario limits (the live view and scripts stay in bounded memory).
        func exceedsLimits(adding items: Int, sections: Int = 0) -> Bool {
            let total = geometry.totalItemCount
            if total + items > ScenarioLimits.maxTotalItems {
                data.lastRefusal = "this would make \(total + items) items; the limit is \(ScenarioLimits.maxTotalItems)"
                return true
            }
            if geometry.numberOfSections + sections > ScenarioLimits.maxSections {
                data.lastRefusal = "this would make \(geometry.numberOfSections + sections) sections; the limit is \(ScenarioLimits.maxSections)"
                return true
            }
            return false
        }
        switch command {
        case .insertItem(let path, let length):
            if exceedsLimits(adding: 1) { return nil }
            guard let p = path ?? here else { return refuse("no section to insert into") }
            // An explicit path is passed as given: one past the section's end is refused by the batch, as a delete is.
            return BatchUpdates([.insertItem(p, length: length)])
        case .deleteItem(let path), .reloadItem(let path), .moveItem(let path, _):
            guard var p = path ?? here else { return refuse("no item here") }
            let count = geometry.numberOfItems(inSection: p.section)
            guard count > 0 else { return refuse("section \(p.section) has no items") }
            if path == nil { p.item = min(p.item, count - 1) }
            if case .deleteItem = command { return BatchUpdates([.deleteItem(p)]) }
            guard case .moveItem(_, let to) = command else { return BatchUpdates([.reloadItem(p, length: nil)]) }
            let destination = to ?? IndexPath(item: 0, section: p.section + 1)
            guard destination.section < geometry.numberOfSections else { return refuse("there is no section after section \(p.section)") }
            return BatchUpdates([.moveItem(from: p, to: destination)])
        case .insertSection(let section, let items):
            if exceedsLimits(adding: items, sections: 1) { return nil }
            let s = section ?? (target.map { $0.section + 1 } ?? 0)
            return BatchUpdates([.insertSection(s, SectionSpec(itemCount: items))])
        case .deleteSection(let section), .reloadSection(let section):
            guard let s = section ?? target?.section else { return refuse("no section here") }
            if case .deleteSection = command { return BatchUpdates([.deleteSection(s)]) }
            return BatchUpdates([.reloadSection(s, nil)])
        case .loadMore:
            let last = geometry.numberOfSections - 1
            guard last >= 0 else { return refuse("no section to append to") }
            let count = geometry.numberOfItems(inSection: last)
            let page = scenario.loadMore?.pageSize ?? 10
            if exceedsLimits(adding: page) { return nil }
            var batch = BatchUpdates()
            batch.insertItems(at: (count..<(count + page)).map { IndexPath(item: $0, section: last) })
            data.pagesLoaded += 1
            return batch
        default:
            return nil
        }
    }

    // MARK: Load-more and pull-to-refresh

    /// Called after every action: begins refreshing when pulled past the threshold, asks for a
    /// page when the bounds reach the end, sizes cells that just came into view.
    mutating func afterOffsetChange(at time: Double) {
        if let control = scenario.refreshControl, !data.refreshing,
           scroll.offset <= scroll.minimum - control.threshold {
            setRefreshing(true)
        }
        if let loadMore = scenario.loadMore, data.loadMoreDue == nil, data.pagesLoaded < loadMore.pages,
           scroll.offset >= scroll.maximum, scroll.maximum > scroll.minimum {
            if loadMore.delay > 0 {
                data.loadMoreDue = time + loadMore.delay
            } else {
                appendPage(at: time)
            }
        }
        sizeVisibleCells()
    }

    private mutating func appendPage(at time: Double) {
        guard let batch = makeBatch(.loadMore) else { return }
        perform(batch, at: time, superseded: false)
    }

    // MARK: Self-sizing

    /// Gives the cells of self-sizing sections that are in the bounds for the first time their
    /// real heights (an item invalidation in every pane).
    mutating func sizeVisibleCells() {
        guard !data.sizing.isEmpty, !collectionViews.isEmpty else { return }
        let visible = collectionViews[0].visibleAttributes()
        var lengths: [(indexPath: IndexPath, length: Float)] = []
        for a in visible where a.kind == .cell {
            let p = a.indexPath
            guard var entry = data.sizing[p.section], p.item < entry.real.count, !entry.sized[p.item] else { continue }
            entry.sized[p.item] = true
            data.sizing[p.section] = entry
            lengths.append((p, entry.real[p.item]))
        }
        guard !lengths.isEmpty else { return }
        changePanes { $0.setPreferredLengths(lengths).requiresRebuild ? .full : nil }
    }

    /// Self-sizing state follows sections; a section whose items changed counts as sized.
    private mutating func remapSizing(_ mapping: IndexPathMapping) {
        guard !data.sizing.isEmpty else { return }
        var remapped: [Int: (real: [Float], sized: [Bool])] = [:]
        let changed = Set(mapping.sectionsWithItemChanges)
        for (s, entry) in data.sizing {
            guard let new = mapping.section(after: s), !changed.contains(new) else { continue }
            remapped[new] = entry
        }
        data.sizing = remapped
    }
}
