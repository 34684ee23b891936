import StickyLayout

extension CheckCase {
    /// This case without the updates that do not fit the data at their step (the runner skips
    /// those, so the case behaves the same); shrinking can leave such updates behind. Whether a
    /// change fits is the engine's answer (`performBatchUpdates` throws), as in the runner.
    func withFittingUpdates() -> CheckCase {
        var view = scenario.makeCollectionView(strategy: PlainStrategy.make(), viewport: viewport, offset: 0)
        var copy = self
        for i in copy.steps.indices {
            guard let u = copy.steps[i].update else { continue }
            if (try? view.performBatchUpdates(BatchUpdates([u]))) == nil { copy.steps[i].update = nil }
        }
        return copy
    }

    /// The first update that does not apply to the data as it is at its step (the engine's
    /// `performBatchUpdates` throws), as its script command; nil when every one applies. A
    /// generated case has none: `CheckGeneratorSweepTests` and `scrollsim-bench --section check-soak` hold it to that.
    package var firstUnappliedUpdate: String? {
        guard steps.contains(where: { $0.update != nil }) else { return nil }
        var view = scenario.makeCollectionView(strategy: PlainStrategy.make(), viewport: viewport, offset: 0)
        for step in steps {
            guard let u = step.update else { continue }
            if (try? view.performBatchUpdates(BatchUpdates([u]))) == nil { return u.scriptCommand }
        }
        return nil
    }

    /// A demo script (docs/demo-script.md) that replays the steps up to `last`: the `faults` on,
    /// updates not animated (each frame is the layout after its step), then `scrollto` for each
    /// offset and the update's command after it. Run it on the scenario with `render --script`,
    /// `run --script` or `layout --script`.
    package func script(through last: Int, faults: [Fault] = []) -> String {
        var lines = ["# Found by scrollsim check: the steps up to the failing one.", "animate off"]
        for fault in DemoFault.allCases where faults.contains(fault.fault) { lines.append("fault \(fault.rawValue) on") }
        for step in steps[...min(last, steps.count - 1)] {
            lines.append("scrollto \(JSONWriter.number(step.offset))")
            if let u = step.update { lines.append(u.scriptCommand) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension BatchUpdates.Change {
    /// The demo-script command for this change (every change the checker generates has one; the
    /// checker generates no section move, which scripts cannot write).
    package var scriptCommand: String {
        guard case .moveSection(let a, let b) = self else { return DataCommand(self).summary }
        return "move section \(a) to \(b)"
    }

    /// Simpler changes of the same kind: indices toward 0, fewer items in an inserted section.
    var simpler: [BatchUpdates.Change] {
        func lower(_ p: IndexPath) -> [IndexPath] {
            var out: [IndexPath] = []
            if p.item > 0 { out.append(IndexPath(item: 0, section: p.section)); out.append(IndexPath(item: p.item - 1, section: p.section)) }
            if p.section > 0 { out.append(IndexPath(item: p.item, section: p.section - 1)) }
            return out
        }
        switch self {
        case .insertItem(let p, let length): return lower(p).map { .insertItem($0, length: length) }
        case .deleteItem(let p): return lower(p).map { .deleteItem($0) }
        case .reloadItem(let p, let length): return lower(p).map { .reloadItem($0, length: length) }
        case .moveItem(let a, let b):
            return lower(a).map { .moveItem(from: $0, to: b) } + lower(b).map { .moveItem(from: a, to: $0) }
        case .insertSection(let s, let spec):
            var out: [BatchUpdates.Change] = []
            if s > 0 { out.append(.insertSection(s - 1, spec)) }
            if spec.itemCount > 0 { out.append(.insertSection(s, SectionSpec(itemCount: spec.itemCount - 1))) }
            return out
        case .deleteSection(let s): return s > 0 ? [.deleteSection(s - 1)] : []
        case .reloadSection(let s, let spec): return s > 0 ? [.reloadSection(s - 1, spec)] : []
        case .moveSection: return []
        }
    }
}

extension DataCommand {
    /// The command that carries out `change` with the same indices.
    init(_ change: BatchUpdates.Change) {
        switch change {
        case .insertItem(let p, let length): self = .insertItem(p, length: length)
        case .deleteItem(let p): self = .deleteItem(p)
        case .reloadItem(let p, _): self = .reloadItem(p)
        case .moveItem(let a, let b): self = .moveItem(a, to: b)
        case .insertSection(let s, let spec): self = .insertSection(s, items: spec.itemCount)
        case .deleteSection(let s): self = .deleteSection(s)
        case .reloadSection(let s, _): self = .reloadSection(s)
        case .moveSection: self = .reloadData
        }
    }
}
