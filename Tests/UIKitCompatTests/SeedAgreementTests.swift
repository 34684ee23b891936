import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// Two independent routes to one answer: each seed's original translated into a UIKit-style
/// subclass (run through UIKitCompat) against the engine's built-in for that seed, element for
/// element. The random sweep also checks the subclass against the brute-force reference (the
/// grid's built-in-vs-reference check is StickyLayoutTests' `ReferenceGridTests`).
@Suite("UIKit-style seed subclasses vs built-ins")
struct SeedAgreementTests {
    @Test("small grid: every offset, rect = bounds", arguments: SeedRoutes.kinds)
    func smallGrid(_ kind: StrategyName) {
        var checked = 0
        var failures: [String] = []
        var failureCount = 0
        for config in SmallGrid.configs() {
            let reference = ReferenceLayout(config)
            var builtIn = config.engine(kind)
            var compat = SeedRoutes.collectionView(kind, config)
            for offset in refOffsets(reference, kind) {
                checked += 1
                let a = builtIn.setContentOffset(Point(x: 0, y: offset))
                let b = compat.setContentOffset(Point(x: 0, y: offset))
                let want = builtIn.visibleAttributes()
                let got = compat.visibleAttributes()
                var problems: [String] = []
                if a != b { problems.append("invalidation: built-in \(a.rawValue), subclass \(b.rawValue)") }
                if let diff = seedDiff(builtIn: want, compat: got) { problems.append(diff) }
                if !problems.isEmpty {
                    failureCount += 1
                    if failures.count < 3 {
                        failures.append("\(kind.rawValue) offset=\(offset)\n\(config)\n\(problems.joined(separator: "\n"))")
                    }
                }
            }
        }
        #expect(checked > 50_000)
        #expect(failureCount == 0, "\(failureCount) of \(checked) differ; first:\n\(failures.joined(separator: "\n---\n"))")
    }

    @Test("seeded random configurations, offsets and query rects", arguments: SeedRoutes.kinds)
    func random(_ kind: StrategyName) {
        var checked = 0
        var failures: [String] = []
        var failureCount = 0
        for seed in UInt64(1)...40 {
            let config = RandomConfigs.make(seed: seed &* 7919, kind: kind)
            let reference = ReferenceLayout(config)
            var builtIn = StickyFlowLayout(
                sections: config.sections, metrics: config.metrics, strategy: kind.make(config.options),
                scrollView: config.scrollView(offset: 0))
            var compat = StickyFlowLayout(
                sections: config.sections, metrics: config.metrics, strategy: SeedRoutes.compat(kind, config.options),
                scrollView: config.scrollView(offset: 0))
            var rng = CheckRandom(seed: seed ^ 0xABCD)
            let height = reference.contentHeight(kind)
            let v = config.viewport.height
            for _ in 0..<250 {
                checked += 1
                let offset = Double(rng.uniform(Int(-2 * v)...Int(2 * (height + v)))) / 2 - config.contentInset.top
                builtIn.scrollView.contentOffset = Point(x: 0, y: offset)
                compat.scrollView.contentOffset = Point(x: 0, y: offset)
                builtIn.invalidateLayout(with: .supplementaryPositions)
                compat.invalidateLayout(with: .supplementaryPositions)
                let rect = RandomConfigs.rect(&rng, bounds: reference.bounds(offset: offset), contentHeight: height)
                let want = builtIn.layoutAttributesForElements(in: rect)
                let got = compat.layoutAttributesForElements(in: rect)
                var problems: [String] = []
                if let diff = seedDiff(builtIn: want, compat: got) { problems.append(diff) }
                if let diff = refDiff(engine: got, reference: reference.attributes(kind, offset: offset, rect: rect)) {
                    problems.append("subclass vs reference:\n\(diff)")
                }
                if builtIn.collectionViewContentSize() != compat.collectionViewContentSize() {
                    problems.append("content size differs")
                }
                if !problems.isEmpty {
                    failureCount += 1
                    if failures.count < 3 {
                        failures.append("seed=\(seed) \(kind.rawValue) offset=\(offset) rect=\(rect)\n\(config)\n\(problems.joined(separator: "\n"))")
                    }
                }
            }
        }
        #expect(checked == 40 * 250)
        #expect(failureCount == 0, "\(failureCount) of \(checked) differ; first:\n\(failures.joined(separator: "\n---\n"))")
    }

    /// `isReinserted` only means something in an answer for a rect, so it is not compared here.
    @Test("single-element queries: items, headers and footers of every section", arguments: SeedRoutes.kinds)
    func singleElements(_ kind: StrategyName) {
        var failures: [String] = []
        for seed in UInt64(1)...10 {
            let config = RandomConfigs.make(seed: seed &* 104_729, kind: kind)
            for offset in [-3.0, 0, 7.5, 40] {
                var builtIn = StickyFlowLayout(
                    sections: config.sections, metrics: config.metrics, strategy: kind.make(config.options),
                    scrollView: config.scrollView(offset: offset))
                var compat = StickyFlowLayout(
                    sections: config.sections, metrics: config.metrics, strategy: SeedRoutes.compat(kind, config.options),
                    scrollView: config.scrollView(offset: offset))
                for section in -1...config.sections.count {
                    for elementKind in [ElementKind.header, .footer] {
                        let path = IndexPath(item: 0, section: section)
                        let a = builtIn.layoutAttributesForSupplementaryView(ofKind: elementKind, at: path).map(RefElement.init)
                        let b = compat.layoutAttributesForSupplementaryView(ofKind: elementKind, at: path).map(RefElement.init)
                        if a != b { failures.append("seed=\(seed) \(elementKind) \(path) off \(offset): \(String(describing: a)) vs \(String(describing: b))") }
                    }
                    let count = section >= 0 && section < config.sections.count ? config.sections[section].itemCount : 1
                    for item in [0, count - 1, count] {
                        let path = IndexPath(item: item, section: section)
                        let a = builtIn.layoutAttributesForItem(at: path).map(RefElement.init)
                        let b = compat.layoutAttributesForItem(at: path).map(RefElement.init)
                        if a != b { failures.append("seed=\(seed) item \(path) off \(offset): \(String(describing: a)) vs \(String(describing: b))") }
                    }
                }
            }
        }
        #expect(failures.count == 0, "\(failures.count) differ; first:\n\(failures.prefix(3).joined(separator: "\n"))")
    }
}
