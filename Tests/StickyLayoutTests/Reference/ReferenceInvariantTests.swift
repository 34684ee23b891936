import StickyLayout
import TestSupport
import Testing

/// Invariants of the engine's answers, independent of the exact strategy formulas.
@Suite("Reference: invariants")
struct ReferenceInvariantTests {
    /// A mixed set of scenes: part of the small grid plus random large configurations.
    static func scenes(_ kind: StrategyName) -> [RefConfig] {
        let grid = SmallGrid.configs(tuples: [[2], [0, 3], [5, 1], [1, 0, 2], [3, 3, 3]])
        return grid + (1...10).map { RandomConfigs.make(seed: $0 &* 104_729, kind: kind) }
    }

    @Test("no element (kind + index path) twice in one answer", arguments: StrategyRegistry.builtIn.names)
    func noDuplicates(_ kind: StrategyName) {
        var checked = 0
        for config in Self.scenes(kind) {
            let reference = ReferenceLayout(config)
            var engine = config.engine(kind)
            for offset in refOffsets(reference, kind) {
                engine.setContentOffset(Point(x: 0, y: offset))
                let keys = engine.layoutAttributesForElements(in: engine.bounds).map(\.key)
                checked += 1
                guard Set(keys).count != keys.count else { continue }
                let dupes = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys
                Issue.record("duplicate \(Array(dupes)) strategy=\(kind.rawValue) offset=\(offset)\n\(config)")
                return
            }
        }
        #expect(checked > 1000)
    }

    /// The strategies whose pinned range the reference model documents (`range`), and why each
    /// other built-in is not swept here: its range is a rule of its own peer, checked where that
    /// peer's rule is written down.
    static let withDocumentedRange: [StrategyName] = [.uikit, .css, .yl, .myntra, .cs, .evadne, .plain]
    static let withoutDocumentedRange: [StrategyName: String] = [
        .floating: "seed 000: glued to the top, unclamped by design (Spec/G1BaselineTests)",
        .compositional: "boundary supplementaries: docs/strategies.md §10 (Reference/NewStrategyTableTests)",
        .tableview: "UITableView: docs/strategies.md §10 (Reference/NewStrategyTableTests)",
        .compose: "androidx LazyList: §10 table and PeerSuites/ComposePeerTests",
        .iglistkit: "IGListKit: §10 table and PeerSuites/IGListKitPeerTests",
        .swiftui: "pinnedViews: docs/strategies.md §10 (Reference/NewStrategyTableTests)",
        .magazine: "MagazineLayout: §10 table and PeerSuites/MagazineLayoutPeerTests",
        .flutter: "pinned header slivers: §10 table and PeerSuites/FlutterPeerTests",
    ]

    @Test("every built-in strategy is either swept by pinnedBounds or listed with the reason it is not")
    func pinnedBoundsCoversEveryStrategy() {
        let listed = Set(Self.withDocumentedRange).union(Self.withoutDocumentedRange.keys)
        #expect(listed == Set(StrategyRegistry.builtIn.names))
        #expect(Set(Self.withDocumentedRange).isDisjoint(with: Self.withoutDocumentedRange.keys))
    }

    @Test("pinned headers and footers stay inside their documented bounds", arguments: withDocumentedRange)
    func pinnedBounds(_ kind: StrategyName) {
        var checked = 0
        for config in Self.scenes(kind) where config.options.csParallaxHeaderReferenceSize.isZero {
            let reference = ReferenceLayout(config)
            var engine = config.engine(kind)
            for offset in refOffsets(reference, kind) {
                engine.setContentOffset(Point(x: 0, y: offset))
                for a in engine.layoutAttributesForElements(in: engine.bounds) where a.kind == .header || a.kind == .footer {
                    guard let (lo, hi) = Self.range(kind, a, reference.geometry.sections[a.indexPath.section]) else { continue }
                    checked += 1
                    let y = a.frame.minY
                    if y < lo || y > hi {
                        Issue.record("\(a.key) y \(y) outside [\(lo), \(hi)] strategy=\(kind.rawValue) offset=\(offset)\n\(config)")
                        return
                    }
                }
            }
        }
        #expect(checked > 1000, "\(kind.rawValue): \(checked) headers and footers checked")
    }

    /// The documented range of a header's/footer's y, or nil when the strategy documents none.
    static func range(_ kind: StrategyName, _ a: LayoutAttributes, _ s: RefSection) -> (Double, Double)? {
        let h = a.frame.height
        let first = s.items.first, last = s.items.last  // Evadne uses these exact items
        switch (kind, a.kind) {
        case (.uikit, _), (.css, _):
            return (s.start, s.end - h)  // §6.1/§8: within the section span
        case (.yl, .header), (.myntra, .header), (.cs, .header):
            // §3–§5: natural … lastCellInRect.maxY − h; the max-index cell in the rect need not be the
            // section's last item (a taller item on the last line ends lower), so bound by the lowest cell.
            guard let lowest = s.items.map(\.maxY).max() else { return (s.header.minY, s.header.minY) }
            return (s.header.minY, max(s.header.minY, lowest - h))
        case (.myntra, .footer):
            // §4: firstCellInRect.minY … natural; bounded by the highest cell (same reasoning as headers).
            guard let highest = s.items.map(\.minY).min() else { return (s.footer.minY, s.footer.minY) }
            return (min(highest, s.footer.minY), s.footer.minY)
        case (.evadne, .header):
            guard let first, let last else { return nil }  // empty section: −h (undefined in the original)
            return (first.minY - h, last.maxY - h)  // §2
        case (.plain, _), (.evadne, .footer), (.yl, .footer), (.cs, .footer):
            return (a.naturalFrame.minY, a.naturalFrame.minY)  // never moved
        default:
            return nil  // withoutDocumentedRange: not swept here
        }
    }

    /// Plain/UIKit/CSS emit in flow order (lead's convention): section by section, header, cells by
    /// item, footer. The reference builds its answer in that order, so the sequences must be equal.
    @Test("span strategies keep flow order", arguments: [StrategyName.plain, .uikit, .css])
    func flowOrder(_ kind: StrategyName) {
        for config in Self.scenes(kind) {
            let reference = ReferenceLayout(config)
            var engine = config.engine(kind)
            for offset in refOffsets(reference, kind) {
                engine.setContentOffset(Point(x: 0, y: offset))
                let got = engine.layoutAttributesForElements(in: engine.bounds).map(\.key)
                let want = reference.attributes(kind, offset: offset, rect: engine.bounds).map(\.key)
                if got != want {
                    Issue.record("order differs strategy=\(kind.rawValue) offset=\(offset): \(got) vs \(want)\n\(config)")
                    return
                }
            }
        }
    }
}
