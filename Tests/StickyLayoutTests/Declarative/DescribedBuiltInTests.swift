import ScrollSimKit
import StickyLayout
import TestSupport
import Testing

/// Each built-in the unified model can express but that is still written by hand, run as a
/// `DeclarativeStrategy` from its described model, answers exactly like its hand-written strategy: every element (all attributes), every
/// offset, over the reference configurations (the small grid at rect = bounds, the seeded random
/// ones with random rects), plus the supplementary query, the content size and invalidation.
@Suite("Described built-ins equal their hand-written strategies")
struct DescribedBuiltInTests {
    static var described: [StrategyName] {
        StrategyRegistry.builtIn.registrations.filter { $0.pinningModel != nil }.map(\.name)
    }

    /// The described built-ins still written by hand (the others run as their description).
    static var handWritten: [StrategyName] {
        described.filter { !(StrategyRegistry.builtIn.strategy(named: $0) is DeclarativeStrategy) }
    }

    @Test func theModelCoversTheseBuiltIns() {
        #expect(Self.described == [.plain, .evadne, .yl, .myntra, .cs, .uikit, .css, .compositional, .tableview, .swiftui])
        #expect(Self.handWritten == [.cs])
    }

    /// A built-in not written by hand runs exactly its description at the default options.
    @Test func theOthersRunTheirDescription() throws {
        for name in Self.described where !Self.handWritten.contains(name) {
            let registration = try #require(StrategyRegistry.builtIn.registration(named: name))
            let strategy = try #require(registration.make(StrategyOptions()) as? DeclarativeStrategy)
            #expect(strategy.name == name)
            #expect(strategy.model == registration.pinningModel)
        }
    }

    static func pair(_ name: StrategyName, _ options: StrategyOptions = StrategyOptions()) -> (any StickyStrategy, any StickyStrategy) {
        let registration = StrategyRegistry.builtIn.registration(named: name)!
        return (registration.make(options), DeclarativeStrategy(name: name, model: registration.pinningModel!))
    }

    /// The multiset difference of two answers (all attributes), nil when equal.
    static func diff(_ a: [LayoutAttributes], _ b: [LayoutAttributes]) -> String? {
        // The same attributes in the same order are the same multiset (as `refDiff`).
        if a == b { return nil }
        var counts: [LayoutAttributes: Int] = [:]
        for x in a { counts[x, default: 0] += 1 }
        for x in b { counts[x, default: 0] -= 1 }
        let differing = counts.filter { $0.value != 0 }
        if differing.isEmpty { return nil }
        return differing.prefix(4).map { "\($0.value > 0 ? "hand-written only" : "declarative only"): \($0.key)" }.joined(separator: "\n")
    }

    static func move(_ layout: inout StickyFlowLayout, to offset: Double) {
        layout.scrollView.contentOffset = Point(x: 0, y: offset)
        layout.invalidateLayout(with: .supplementaryPositions)
    }

    @Test("small grid, every offset, rect = bounds", arguments: handWritten)
    func grid(_ name: StrategyName) {
        var checked = 0
        var failures: [String] = []
        for (index, config) in SmallGrid.configs().enumerated() {
            let (hand, model) = Self.pair(name)
            #expect(hand.invalidatesOnOriginChange == model.invalidatesOnOriginChange)
            var a = StickyFlowLayout(sections: config.sections, metrics: config.metrics, strategy: hand, scrollView: config.scrollView(offset: 0))
            var b = StickyFlowLayout(sections: config.sections, metrics: config.metrics, strategy: model, scrollView: config.scrollView(offset: 0))
            for offset in refOffsets(ReferenceLayout(config), name) {
                Self.move(&a, to: offset)
                Self.move(&b, to: offset)
                let bounds = a.scrollView.bounds
                checked += 1
                if let d = Self.diff(a.layoutAttributesForElements(in: bounds), b.layoutAttributesForElements(in: bounds)) {
                    if failures.count < 3 { failures.append("offset \(offset) \(config)\n\(d)") }
                }
                // The supplementary query on every fourth configuration (it costs a query per element).
                for s in config.sections.indices where index % 4 == 0 {
                    for kind in [ElementKind.header, .footer] {
                        let path = IndexPath(item: 0, section: s)
                        if a.layoutAttributesForSupplementaryView(ofKind: kind, at: path) != b.layoutAttributesForSupplementaryView(ofKind: kind, at: path),
                           failures.count < 3 {
                            failures.append("supplementary \(kind) \(s) offset \(offset) \(config)")
                        }
                    }
                }
            }
            if a.collectionViewContentSize() != b.collectionViewContentSize() { failures.append("content size \(config)") }
        }
        #expect(checked > 50_000)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n---\n"))")
    }

    @Test("seeded random configurations and rects", arguments: handWritten)
    func random(_ name: StrategyName) {
        var failures: [String] = []
        var checked = 0
        for seed in ReferenceRandomTests.seeds {
            var config = RandomConfigs.make(seed: seed &* 7919, kind: name)
            config.options = StrategyOptions()  // the description is of the default options
            let (hand, model) = Self.pair(name)
            var a = StickyFlowLayout(sections: config.sections, metrics: config.metrics, strategy: hand, scrollView: config.scrollView(offset: 0))
            var b = StickyFlowLayout(sections: config.sections, metrics: config.metrics, strategy: model, scrollView: config.scrollView(offset: 0))
            var rng = CheckRandom(seed: seed ^ 0xABCD)
            let reference = ReferenceLayout(config)
            let height = reference.contentHeight(name)
            let v = config.viewport.height
            for _ in 0..<ReferenceRandomTests.queriesPerSeed {
                let offset = Double(rng.uniform(Int(-2 * v)...Int(2 * (height + v)))) / 2 - config.contentInset.top
                Self.move(&a, to: offset)
                Self.move(&b, to: offset)
                let rect = RandomConfigs.rect(&rng, bounds: reference.bounds(offset: offset), contentHeight: height)
                checked += 1
                if let d = Self.diff(a.layoutAttributesForElements(in: rect), b.layoutAttributesForElements(in: rect)), failures.count < 3 {
                    failures.append("seed \(seed) offset \(offset) rect \(rect)\n\(config)\n\(d)")
                }
            }
        }
        #expect(checked == ReferenceRandomTests.seeds.count * ReferenceRandomTests.queriesPerSeed)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n---\n"))")
    }

    @Test("horizontal G8: the y-only quirk and the x pinning both reproduce", arguments: handWritten)
    func horizontal(_ name: StrategyName) {
        var f = SpecFixture.g1()
        f.metrics.scrollDirection = .horizontal
        f.metrics.itemSize = Size(width: 3, height: 0)
        f.metrics.headerReferenceSize = Size(width: 2, height: 0)
        f.viewport = Size(width: 20, height: 11)
        let (hand, model) = Self.pair(name)
        var a = CollectionView(sections: f.sections, metrics: f.metrics, strategy: hand, scrollView: ScrollViewState(viewportSize: f.viewport))
        var b = CollectionView(sections: f.sections, metrics: f.metrics, strategy: model, scrollView: ScrollViewState(viewportSize: f.viewport))
        for offset in stride(from: -5.0, through: 30, by: 1) {
            a.setContentOffset(Point(x: offset, y: 0))
            b.setContentOffset(Point(x: offset, y: 0))
            #expect(Self.diff(a.layoutAttributesForElements(in: a.bounds), b.layoutAttributesForElements(in: b.bounds)) == nil, "offset \(offset)")
        }
    }
}
