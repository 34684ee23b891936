import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// Batch updates against a brute-force rebuild: after every update, each element equals a fresh
/// layout of the new data (for every strategy), the geometry equals a full build, and every index
/// path maps to the element with the same identity.
@Suite("Batch updates")
struct BatchUpdateTests {
    static let defaultLength: Float = 2

    static func config(seed: UInt64, sections: Int) -> RefConfig {
        var rng = CheckRandom(seed: seed)
        let metrics = FlowMetrics(
            itemSize: Size(width: rng.uniformChance(0.5) ? 0 : 4, height: Double(defaultLength)),
            minimumLineSpacing: Double(rng.uniform(0...1)), minimumInteritemSpacing: 0,
            sectionInset: EdgeInsets(top: Double(rng.uniform(0...1)), bottom: Double(rng.uniform(0...1))),
            headerReferenceSize: Size(width: 0, height: Double(rng.uniform(1...2))),
            footerReferenceSize: Size(width: 0, height: Double(rng.uniform(0...1))))
        let specs = (0..<sections).map { _ -> SectionSpec in
            let n = rng.uniform(0...6)
            return SectionSpec(itemCount: n, itemLengths: rng.uniformChance(0.4) ? (0..<n).map { _ in Float(rng.half(upTo: 3)) } : nil,
                               header: rng.uniformChance(0.3) ? Double(rng.uniform(0...3)) : nil)
        }
        return RefConfig(sections: specs, metrics: metrics, viewport: Size(width: 12, height: Double(rng.uniform(5...12))),
                         contentInset: EdgeInsets(top: Double(rng.uniform(0...2)), bottom: Double(rng.uniform(0...1))))
    }

    /// Compares an updated collection view with a fresh one on `specs` at several offsets.
    static func compare(_ view: inout CollectionView, specs: [SectionSpec], config: RefConfig, kind: StrategyName,
                        offsets: [Double]) -> String? {
        var fresh = CollectionView(sections: specs, metrics: config.metrics, strategy: kind.make(config.options),
                                   scrollView: config.scrollView(offset: 0))
        if view.contentSize() != fresh.contentSize() { return "content size \(view.contentSize()) != fresh \(fresh.contentSize())" }
        let g = view.layout.geometry.sections
        _ = fresh.visibleAttributes()
        let f = fresh.layout.geometry.sections
        if g.count != f.count { return "section count \(g.count) != \(f.count)" }
        let items = specs.reduce(0) { $0 + $1.itemCount }
        if view.layout.geometry.totalItemCount != items { return "total items \(view.layout.geometry.totalItemCount) != \(items)" }
        for i in g.indices {
            var a = g[i], b = f[i]
            a.variableIndex = 0; b.variableIndex = 0; a.blockBase = 0; b.blockBase = 0
            if a.start != b.start || a.end != b.end || a.itemsLength != b.itemsLength || a.itemCount != b.itemCount
                || a.lineCount != b.lineCount || a.headerLength != b.headerLength {
                return "section \(i) geometry \(a) != full build \(b)"
            }
        }
        for offset in offsets {
            view.setContentOffset(Point(x: 0, y: offset))
            fresh.setContentOffset(Point(x: 0, y: offset))
            let got = view.layoutAttributesForElements(in: view.bounds)
            let want = fresh.layoutAttributesForElements(in: fresh.bounds)
            if let diff = refDiff(engine: got, reference: want) { return "offset \(offset): \(diff)" }
        }
        return nil
    }

    /// `itemRuns` of new section `section` cover its `count` items in order, each run's items
    /// mapping back to consecutive old paths as `indexPath(before:)` maps each of them.
    static func checkRuns(_ mapping: IndexPathMapping, section: Int, count: Int) -> String? {
        var next = 0
        for run in mapping.itemRuns(inSection: section, count: count) {
            guard run.start == next, run.count > 0 else { return "section \(section): run \(run) after \(next) items" }
            for k in 0..<run.count {
                let p = IndexPath(item: run.start + k, section: section)
                let fromRun = run.before.map { IndexPath(item: $0.item + k, section: $0.section) }
                if fromRun != mapping.indexPath(before: p) {
                    return "item \(p): its run says \(String(describing: fromRun)), indexPath(before:) \(String(describing: mapping.indexPath(before: p)))"
                }
            }
            next += run.count
        }
        return next == count ? nil : "section \(section): runs cover \(next) of \(count) items"
    }

    /// Every new index path maps back to the old path holding the same identity; inserted ones to nil.
    static func checkMapping(_ mapping: IndexPathMapping, old: UpdateModel, new: UpdateModel) -> String? {
        var oldPath: [Int: IndexPath] = [:]
        for (s, section) in old.sections.enumerated() { for (i, item) in section.items.enumerated() { oldPath[item.id] = IndexPath(item: i, section: s) } }
        var oldSection: [Int: Int] = [:]
        for (s, section) in old.sections.enumerated() { oldSection[section.id] = s }
        for (s, section) in new.sections.enumerated() {
            if mapping.section(before: s) != oldSection[section.id] {
                return "section \(s) maps to \(String(describing: mapping.section(before: s))), expected \(String(describing: oldSection[section.id]))"
            }
            if let o = oldSection[section.id], mapping.section(after: o) != s { return "old section \(o) maps to \(String(describing: mapping.section(after: o))), expected \(s)" }
            if let m = checkRuns(mapping, section: s, count: section.items.count) { return m }
            if mapping.replacedSections.contains(s) { continue }
            for (i, item) in section.items.enumerated() {
                let p = IndexPath(item: i, section: s)
                if mapping.indexPath(before: p) != oldPath[item.id] {
                    return "item \(p) maps to \(String(describing: mapping.indexPath(before: p))), expected \(String(describing: oldPath[item.id]))"
                }
                if let o = oldPath[item.id], mapping.indexPath(after: o) != p {
                    return "old item \(o) maps to \(String(describing: mapping.indexPath(after: o))), expected \(p)"
                }
            }
        }
        return nil
    }

    @Test("seeded random batches: mapping, geometry and every element equal a fresh layout", arguments: StrategyRegistry.builtIn.names)
    func random(_ kind: StrategyName) throws {
        for seed in UInt64(1)...25 {
            let config = Self.config(seed: seed &* 31, sections: Int(seed % 7) + 1)
            var model = UpdateModel(specs: config.sections)
            var view = config.engine(kind)
            var rng = CheckRandom(seed: seed ^ 0x5EED)
            for step in 0..<6 {
                let old = model
                let batch = model.randomBatch(&rng, changes: rng.uniform(1...4), sectionLevel: rng.uniformChance(0.5))
                let result = try view.performBatchUpdates(batch)
                let specs = model.specs(defaultLength: Self.defaultLength)
                if let m = Self.checkMapping(result.mapping, old: old, new: model) {
                    Issue.record("seed \(seed) step \(step) \(kind): \(m)\nbatch \(batch.changes)"); return
                }
                let height = max(1, view.contentSize().height)
                let offsets = [-2, 0, 1, height / 3, height / 2, height - 3, height].map { ($0 * 2).rounded() / 2 }
                if let diff = Self.compare(&view, specs: specs, config: config, kind: kind, offsets: offsets) {
                    Issue.record("seed \(seed) step \(step) \(kind): \(diff)\nbatch \(batch.changes)\n\(config)"); return
                }
            }
        }
    }

    @Test("small exhaustive: every single item or section change on small data, for every strategy")
    func exhaustive() throws {
        let shapes: [[Int]] = [[0], [1], [2], [0, 1], [1, 2], [2, 0, 1]]
        for shape in shapes {
            let config = RefConfig(sections: shape.map { SectionSpec(itemCount: $0) },
                                   metrics: FlowMetrics(itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: 1)),
                                   viewport: Size(width: 10, height: 5), contentInset: EdgeInsets(top: 1))
            for batch in Self.singleChanges(shape) {
                var model = UpdateModel(specs: config.sections)
                let old = model
                model.apply(batch)
                for kind in StrategyRegistry.builtIn.names {
                    var view = config.engine(kind)
                    view.setContentOffset(Point(x: 0, y: 3))
                    let result = try view.performBatchUpdates(batch)
                    if let m = Self.checkMapping(result.mapping, old: old, new: model) { Issue.record("\(shape) \(batch.changes): \(m)"); return }
                    if let diff = Self.compare(&view, specs: model.specs(defaultLength: 2), config: config, kind: kind, offsets: [-1, 0, 2, 4, 7]) {
                        Issue.record("\(shape) \(batch.changes) \(kind): \(diff)"); return
                    }
                }
            }
        }
    }

    /// Every valid one-change batch on data of `shape` (item counts by section).
    static func singleChanges(_ shape: [Int]) -> [BatchUpdates] {
        var out: [BatchUpdates] = []
        let s = shape.count
        for section in 0..<s {
            out.append(BatchUpdates([.deleteSection(section)]))
            out.append(BatchUpdates([.reloadSection(section, nil)]))
            out.append(BatchUpdates([.reloadSection(section, SectionSpec(itemCount: 1))]))
            for to in 0..<s where to != section { out.append(BatchUpdates([.moveSection(from: section, to: to)])) }
            for item in 0..<shape[section] {
                let p = IndexPath(item: item, section: section)
                out.append(BatchUpdates([.deleteItem(p)]))
                out.append(BatchUpdates([.reloadItem(p, length: 3)]))
                for to in 0..<s {
                    let count = shape[to] + (to == section ? 0 : 1)
                    for ti in 0..<count { out.append(BatchUpdates([.moveItem(from: p, to: IndexPath(item: ti, section: to))])) }
                }
            }
        }
        for section in 0...s { out.append(BatchUpdates([.insertSection(section, SectionSpec(itemCount: 2))])) }
        for section in 0..<s {
            for item in 0...shape[section] {
                out.append(BatchUpdates([.insertItem(IndexPath(item: item, section: section), length: nil)]))
                out.append(BatchUpdates([.insertItem(IndexPath(item: item, section: section), length: 5)]))
            }
        }
        return out
    }

    @Test("more than one block of sections: incremental prepare equals a full build")
    func manySections() throws {
        let config = Self.config(seed: 99, sections: 700)
        var model = UpdateModel(specs: config.sections)
        var view = config.engine(.uikit)
        _ = view.visibleAttributes()
        var rng = CheckRandom(seed: 7)
        for step in 0..<40 {
            let batch = model.randomBatch(&rng, changes: rng.uniform(1...3), sectionLevel: step % 5 == 0)
            let before = view.counters
            try view.performBatchUpdates(batch)
            let delta = view.counters.since(before)
            #expect(delta.fullPrepares == 0, "a batch update never rebuilds everything")
            let height = view.contentSize().height
            if let diff = Self.compare(&view, specs: model.specs(defaultLength: 2), config: config, kind: .uikit,
                                       offsets: [0, height / 2, height - 5]) {
                Issue.record("step \(step): \(diff)"); return
            }
        }
    }

    @Test("invalid batches throw and change nothing")
    func invalid() {
        let config = Self.config(seed: 5, sections: 2)
        var view = config.engine(.uikit)
        let before = view.contentSize()
        let bad: [BatchUpdates] = [
            BatchUpdates([.deleteItem(IndexPath(item: 99, section: 0))]),
            BatchUpdates([.deleteSection(5)]),
            BatchUpdates([.insertItem(IndexPath(item: 50, section: 0), length: nil)]),
            BatchUpdates([.deleteSection(0), .deleteSection(0)]),
            BatchUpdates([.deleteSection(0), .deleteItem(IndexPath(item: 0, section: 0))]),
        ]
        for batch in bad {
            #expect(throws: BatchUpdateError.self) { try view.performBatchUpdates(batch) }
        }
        #expect(view.contentSize() == before)
    }
}

extension UpdateModel {
    /// Applies a batch naively (for the exhaustive cases, whose batches come from `singleChanges`).
    mutating func apply(_ batch: BatchUpdates) {
        var removals: [IndexPath] = []
        var sectionRemovals: [Int] = []
        var inserts: [(IndexPath, ModelItem)] = []
        var sectionInserts: [(Int, ModelSection)] = []
        for change in batch.changes {
            switch change {
            case .deleteItem(let p): removals.append(p)
            case .moveItem(let from, let to):
                removals.append(from); inserts.append((to, sections[from.section].items[from.item]))
            case .reloadItem(let p, let length): if let length { sections[p.section].items[p.item].length = length }
            case .insertItem(let p, let length):
                nextID += 1; inserts.append((p, ModelItem(id: nextID, length: length)))
            case .deleteSection(let s): sectionRemovals.append(s)
            case .moveSection(let from, let to):
                sectionRemovals.append(from); sectionInserts.append((to, sections[from]))
            case .reloadSection(let s, let spec):
                if let spec {
                    if spec.itemCount != sections[s].items.count {
                        sections[s].items = (0..<spec.itemCount).map { _ in nextID += 1; return ModelItem(id: nextID, length: nil) }
                    } else {
                        for i in sections[s].items.indices { sections[s].items[i].length = nil }
                    }
                    sections[s].header = spec.header
                    sections[s].footer = spec.footer
                    sections[s].inset = spec.inset
                }
            case .insertSection(let s, let spec):
                nextID += 1
                let id = nextID
                sectionInserts.append((s, ModelSection(id: id, items: (0..<spec.itemCount).map { _ in nextID += 1; return ModelItem(id: nextID, length: nil) }, header: spec.header, footer: spec.footer, inset: spec.inset)))
            }
        }
        // Items first (old paths), then sections: valid because the exhaustive batches hold one change.
        for p in removals.sorted(by: >) { sections[p.section].items.remove(at: p.item) }
        for s in sectionRemovals.sorted(by: >) { sections.remove(at: s) }
        for (s, section) in sectionInserts.sorted(by: { $0.0 < $1.0 }) { sections.insert(section, at: s) }
        for (p, item) in inserts.sorted(by: { $0.0 < $1.0 }) { sections[p.section].items.insert(item, at: p.item) }
    }
}
