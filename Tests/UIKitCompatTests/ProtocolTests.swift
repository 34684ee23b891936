import StickyLayout
import TestSupport
import Testing
import UIKitCompat

/// What a spy layout saw; shared with the test, which no longer holds the layout once it is handed
/// to the strategy (the strategy takes the layout object as `sending`).
final class CallLog: @unchecked Sendable {
    private let lock = NSLock()
    private var _prepares = 0
    private var _questions: [(new: CGRect, current: CGRect)] = []
    private var _contexts = 0
    private var _invalidations = 0

    var prepares: Int { lock.withLock { _prepares } }
    var questions: [(new: CGRect, current: CGRect)] { lock.withLock { _questions } }
    var contexts: Int { lock.withLock { _contexts } }
    var invalidations: Int { lock.withLock { _invalidations } }

    func prepared() { lock.withLock { _prepares += 1 } }
    func asked(_ new: CGRect, _ current: CGRect) { lock.withLock { _questions.append((new, current)) } }
    func gaveContext() { lock.withLock { _contexts += 1 } }
    func invalidated() { lock.withLock { _invalidations += 1 } }
}

/// Records the calls UIKit's layout protocol makes, to check ScrollSim drives a subclass in UIKit's order.
final class SpyFlowLayout: UICollectionViewFlowLayout {
    let log: CallLog
    let pins: Bool

    init(log: CallLog, pins: Bool) {
        self.log = log
        self.pins = pins
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        super.prepare()
        log.prepared()
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.asked(newBounds, collectionView?.bounds ?? .null)
        return pins
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        log.gaveContext()
        return super.invalidationContext(forBoundsChange: newBounds)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log.invalidated()
        super.invalidateLayout(with: context)
    }
}

@Suite("UIKitCompat: layout protocol")
struct ProtocolTests {
    static let sections = [SectionSpec(itemCount: 5), SectionSpec(itemCount: 5)]
    static let metrics = FlowMetrics(itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: 1))

    /// Runs `steps` scroll steps on a spy and returns it, with the last invalidation kind.
    private func run(pins: Bool, steps: Int) -> (spy: CallLog, last: InvalidationKind, counters: LayoutCounters) {
        let log = CallLog()
        var view = CollectionView(
            sections: Self.sections, metrics: Self.metrics, strategy: UIKitLayoutStrategy("test", SpyFlowLayout(log: log, pins: pins)),
            scrollView: ScrollViewState(viewportSize: Size(width: 10, height: 6)))
        _ = view.visibleAttributes()
        var last = InvalidationKind.none
        for step in 1...steps {
            last = view.setContentOffset(Point(x: 0, y: Double(step)))
            _ = view.visibleAttributes()
            _ = view.visibleAttributes()
        }
        return (log, last, view.counters)
    }

    @Test("a layout that invalidates on scroll: asked, given a context, prepared once per step")
    func invalidatingLayout() {
        let (spy, last, counters) = run(pins: true, steps: 4)
        #expect(last == .boundsOnly)
        #expect(spy.questions.map(\.new.minY) == [1, 2, 3, 4])
        #expect(spy.questions.map(\.current.minY) == [0, 1, 2, 3], "asked before the bounds change")
        #expect(spy.contexts == 4)
        #expect(spy.invalidations == 5, "the installation's (rule I1), then one per step")
        #expect(spy.prepares == 5, "once at the start, once after each of the 4 invalidations; not per query")
        #expect(counters.fullPrepares == 1)
    }

    @Test("a layout that declines: never prepared again, the view keeps what it showed")
    func decliningLayout() {
        let (spy, last, _) = run(pins: false, steps: 3)
        #expect(last == InvalidationKind.none)
        #expect(spy.questions.count == 3)
        #expect(spy.contexts == 0)
        #expect(spy.prepares == 1)
    }

    @Test("super pins when sectionHeadersPinToVisibleBounds is set, as the built-in uikit strategy")
    func pinToVisibleBounds() {
        let layout = UICollectionViewFlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        layout.sectionFootersPinToVisibleBounds = true
        let state = ScrollViewState(viewportSize: Size(width: 10, height: 6), contentInset: EdgeInsets(top: 1))
        let footerMetrics = FlowMetrics(
            itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: 1),
            footerReferenceSize: Size(width: 0, height: 1))
        var compat = CollectionView(sections: Self.sections, metrics: footerMetrics, strategy: UIKitLayoutStrategy("test", layout), scrollView: state)
        var builtIn = CollectionView(sections: Self.sections, metrics: footerMetrics, strategy: UIKitPinStrategy.make(), scrollView: state)
        for y in stride(from: -4.0, through: 20, by: 1) {
            #expect(compat.setContentOffset(Point(x: 0, y: y)) == builtIn.setContentOffset(Point(x: 0, y: y)))
            let a = compat.visibleAttributes().map(RefElement.init).sorted()
            let b = builtIn.visibleAttributes().map(RefElement.init).sorted()
            #expect(a == b, "offset \(y)")
        }
    }

    @Test("elements ScrollSim cannot show are dropped with a diagnostic, not silently; a kind of the layout's own is shown")
    func unknownKind() {
        final class BadgeLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: 0))
                badge.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
                let deep = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(indexes: [0, 0, 1]))
                deep.frame = CGRect(x: 1, y: 0, width: 1, height: 1)
                return (super.layoutAttributesForElements(in: rect) ?? []) + [badge, deep]
            }
        }
        var layout = StickyFlowLayout(
            sections: Self.sections, metrics: Self.metrics, strategy: UIKitLayoutStrategy("test", BadgeLayout()),
            scrollView: ScrollViewState(viewportSize: Size(width: 10, height: 6)))
        let all = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 10, height: 6))
        #expect(all.count == 5, "header 0, three cells and the badge at [0, 0]")
        #expect(all.contains { $0.kind == .custom("badge") && $0.indexPath == StickyLayout.IndexPath(item: 0, section: 0) })
        #expect(layout.diagnostics.contains { $0.code == "uikit.elementNotShown" && $0.message.contains("[0, 0, 1]") })
    }

    @Test("attributes: size keeps the center, copy() copies every property and the subclass")
    func attributes() {
        final class Tinted: UICollectionViewLayoutAttributes {
            var tint = 0
            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! Tinted
                copy.tint = tint
                return copy
            }
        }
        let a = Tinted(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 2, section: 3))
        a.frame = CGRect(x: 0, y: 10, width: 4, height: 2)
        a.size = CGSize(width: 8, height: 4)
        #expect(a.frame == CGRect(x: -2, y: 9, width: 8, height: 4))
        a.center = CGPoint(x: 5, y: 5)
        #expect(a.frame.origin == CGPoint(x: 1, y: 3))
        a.zIndex = 7
        a.alpha = 0.5
        a.isHidden = true
        a.tint = 9
        let b = a.copy() as! Tinted
        #expect(b !== a && b == a && b.tint == 9)
        #expect(b.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(b.representedElementCategory == .supplementaryView)
        #expect(b.indexPath.item == 2 && b.indexPath.section == 3)
        b.frame.origin.y = 0
        #expect(a.frame.origin.y == 3, "the copy is independent")
    }

    @Test("collectionViewContentSize, layoutAttributesClass and the bounds-change context are honoured")
    func overrides() {
        final class Tagged: UICollectionViewLayoutAttributes {}
        final class TallLayout: UICollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { Tagged.self }
            override var collectionViewContentSize: CGSize {
                var size = super.collectionViewContentSize
                size.height += 5
                return size
            }
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
            override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
                let context = super.invalidationContext(forBoundsChange: newBounds) as! UICollectionViewFlowLayoutInvalidationContext
                context.invalidateFlowLayoutDelegateMetrics = true
                return context
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let all = super.layoutAttributesForElements(in: rect) ?? []
                // Only attributes of the declared class count: a wrong class leaves the answer empty.
                return all.allSatisfy { $0 is Tagged } ? all : []
            }
        }
        var view = CollectionView(
            sections: Self.sections, metrics: Self.metrics, strategy: UIKitLayoutStrategy("test", TallLayout()),
            scrollView: ScrollViewState(viewportSize: Size(width: 10, height: 6)))
        #expect(view.contentSize() == Size(width: 10, height: 27))
        #expect(view.visibleAttributes().count == 4)
        #expect(view.setContentOffset(Point(x: 0, y: 1)) == .full, "delegate metrics invalidated: a full relayout")
        _ = view.visibleAttributes()
        #expect(view.counters.fullPrepares == 2)
    }

    @Test("a geometry property the subclass assigns is reported, and the scenario's value is used")
    func assignedFlowProperty() {
        final class SizingLayout: UICollectionViewFlowLayout {
            override init() {
                super.init()
                itemSize = CGSize(width: 100, height: 100)
            }
            required init?(coder: NSCoder) { nil }
        }
        var layout = StickyFlowLayout(
            sections: Self.sections, metrics: Self.metrics, strategy: UIKitLayoutStrategy("test", SizingLayout()),
            scrollView: ScrollViewState(viewportSize: Size(width: 10, height: 6)))
        let all = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 10, height: 6))
        #expect(all.first { $0.kind == .cell }?.frame.height == 2, "the scenario's item height")
        #expect(layout.diagnostics.contains { $0.code == "uikit.flowPropertyNotApplied" && $0.message.contains("itemSize") })
    }

    @Test("one strategy value used from several tasks at once stays consistent")
    func concurrentUse() async {
        let strategy = SeedRoutes.compat(.evadne, StrategyOptions())
        let config = SpecTables.g1()
        let answers = await withTaskGroup(of: [RefElement].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var layout = StickyFlowLayout(
                        sections: config.sections, metrics: config.metrics, strategy: strategy,
                        scrollView: config.scrollView(offset: 0))
                    var last: [RefElement] = []
                    for y in 0...30 {
                        layout.scrollView.contentOffset = Point(x: 0, y: Double(y % 14))
                        layout.invalidateLayout(with: .supplementaryPositions)
                        last = layout.layoutAttributesForElements(in: layout.scrollView.bounds).map(RefElement.init).sorted()
                    }
                    return last
                }
            }
            var all: [[RefElement]] = []
            for await answer in group { all.append(answer) }
            return all
        }
        var reference = StickyFlowLayout(
            sections: config.sections, metrics: config.metrics, strategy: EvadneStrategy.make(),
            scrollView: config.scrollView(offset: Double(30 % 14)))
        let want = reference.layoutAttributesForElements(in: reference.scrollView.bounds).map(RefElement.init).sorted()
        #expect(answers.count == 4 && answers.allSatisfy { $0 == want })
    }
}
