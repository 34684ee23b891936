import StickyLayout
import TestSupport
import Testing
import UIKitCompat

/// What a layout brings of its own reaches the host intact: supplementary kinds it names itself (at
/// one- and two-index paths), its attributes subclass, its transforms' z order and its delegate.
@Suite("UIKitCompat: a layout's own kinds, attributes and delegate")
struct LayoutOwnTypesTests {
    static let sections = [SectionSpec(itemCount: 3), SectionSpec(itemCount: 3)]
    static let metrics = FlowMetrics(itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: 1))

    static func view(_ strategy: any StickyStrategy, offset: Double = 0) -> CollectionView {
        CollectionView(
            sections: sections, metrics: metrics, strategy: strategy,
            scrollView: ScrollViewState(contentOffset: Point(x: 0, y: offset), viewportSize: Size(width: 10, height: 6)))
    }

    @Test func aKindTheLayoutNamesIsShownAtItsOneAndTwoIndexPaths() {
        let log = KindLog()
        var view = Self.view(UIKitLayoutStrategy("kinds", BannerLayout(log: log)))
        let answer = view.visibleAttributes()
        let banner = answer.first { $0.kind == .custom(BannerLayout.banner) }
        let badge = answer.first { $0.kind == .custom(BannerLayout.badge) }
        // A one-index path [0] is shown as section 0, item 0; a two-index one as is.
        #expect(banner?.indexPath == IndexPath(item: 0, section: 0))
        #expect(banner?.frame == Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(badge?.indexPath == IndexPath(item: 0, section: 1))
        #expect(banner?.kind.rawValue == BannerLayout.banner)
        // Asked back one by one, the layout gets the index paths it used.
        var layout = view.layout
        _ = layout.layoutAttributesForSupplementaryView(ofKind: .custom(BannerLayout.banner), at: IndexPath(item: 0, section: 0))
        _ = layout.layoutAttributesForSupplementaryView(ofKind: .custom(BannerLayout.badge), at: IndexPath(item: 0, section: 1))
        #expect(log.asked == [[0], [1, 0]])
    }

    @Test func anAttributesSubclassKeepsItsPropertiesThroughCopiesAndSuper() {
        let a = ProgressAttributes(forSupplementaryViewOfKind: "plx", with: Foundation.IndexPath(index: 0))
        a.progress = 0.5
        a.transform3D = CATransform3DMakeTranslation(0, 0, 2)
        let copy = a.copy() as? ProgressAttributes
        #expect(copy?.progress == 0.5)
        #expect(copy?.transform3D == a.transform3D)
        #expect(copy.map { a.isEqual($0) } == true)
        copy?.progress = 1
        #expect(copy.map { a.isEqual($0) } == false)
        // `super` makes the layout's class, so a downcast in the subclass holds.
        let log = KindLog()
        var view = Self.view(UIKitLayoutStrategy("kinds", BannerLayout(log: log)))
        _ = view.visibleAttributes()
        #expect(log.superClasses.allSatisfy { $0 == "ProgressAttributes" } && !log.superClasses.isEmpty)
    }

    @Test func aZTranslationOrdersAndOtherTransformsAreReported() {
        let log = KindLog()
        var view = Self.view(UIKitLayoutStrategy("kinds", BannerLayout(log: log)))
        let answer = view.visibleAttributes()
        // Cells: zIndex 1 with a z translation of -1; headers at 1024 without one.
        let cells = answer.filter { $0.kind == .cell }
        #expect(!cells.isEmpty && cells.allSatisfy { $0.zIndex == 1 && $0.transformZ == -1 })
        #expect(answer.filter { $0.kind == .header }.allSatisfy { $0.zIndex == 1024 && $0.transformZ == 0 })
        #expect(view.diagnostics.contains { $0.code == "uikit.transformNotDrawn" })
    }

    @Test func theRegisteredDelegateIsTheCollectionViewsDelegate() {
        let registration = StrategyRegistration.uikit(
            "delegated", summary: "asks its own delegate protocol", source: "test",
            options: [StrategyOptionKey("bannerHeight", .number, "the banner's height")],
            delegate: { options in BannerDelegate(height: options.number("bannerHeight", default: 2)) }
        ) { _ in DelegatedLayout() }
        var options = StrategyOptions()
        options["bannerHeight"] = .number(3)
        var view = Self.view(registration.make(options))
        let header = view.visibleAttributes().first { $0.kind == .header && $0.indexPath.section == 0 }
        #expect(header?.frame.height == 3)
        var plain = Self.view(StrategyRegistration.uikit("plain-delegate", summary: "", source: "test") { DelegatedLayout() }.make(StrategyOptions()))
        #expect(plain.visibleAttributes().first { $0.kind == .header }?.frame.height == 1)
    }

    @Test func theSimulatedScreenIsLeftToRightAtThreeX() {
        let log = KindLog()
        var view = Self.view(UIKitLayoutStrategy("kinds", BannerLayout(log: log)))
        _ = view.visibleAttributes()
        #expect(log.environment == "3.0 leftToRight leftToRight false true")
    }
}

/// What `BannerLayout` was asked and saw.
final class KindLog: @unchecked Sendable {
    private let lock = NSLock()
    private var _asked: [[Int]] = []
    private var _superClasses: [String] = []
    private var _environment = ""

    var asked: [[Int]] { lock.withLock { _asked } }
    var superClasses: [String] { lock.withLock { _superClasses } }
    var environment: String { lock.withLock { _environment } }

    func ask(_ p: Foundation.IndexPath) { lock.withLock { _asked.append(Array(p)) } }
    func sawSuper(_ name: String) { lock.withLock { _superClasses.append(name) } }
    func saw(_ text: String) { lock.withLock { _environment = text } }
}

final class ProgressAttributes: UICollectionViewLayoutAttributes {
    var progress: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? ProgressAttributes)?.progress = progress
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ProgressAttributes else { return false }
        return other.progress == progress && super.isEqual(other)
    }
}

/// A flow layout that adds a banner above all sections (one-index path, a kind of its own), a badge
/// per section (two-index path), puts cells behind by a z translation and shifts one badge sideways.
final class BannerLayout: UICollectionViewFlowLayout {
    static let banner = "Banner"
    static let badge = "Badge"
    let log: KindLog

    init(log: KindLog) {
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override class var layoutAttributesClass: AnyClass { ProgressAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let answer = super.layoutAttributesForElements(in: rect) ?? []
        for a in answer {
            log.sawSuper(String(describing: type(of: a)))
            a.zIndex = a.representedElementCategory == .cell ? 1 : 1024
            if a.representedElementCategory == .cell { a.transform3D = CATransform3DMakeTranslation(0, 0, -1) }
        }
        let cv = collectionView
        log.saw("\(cv?.traitCollection.displayScale ?? 0) \(cv.map { "\($0.effectiveUserInterfaceLayoutDirection)" } ?? "") \(developmentLayoutDirection) \(flipsHorizontallyInOppositeLayoutDirection) \(cv?.superview != nil)")
        let banner = ProgressAttributes(forSupplementaryViewOfKind: Self.banner, with: Foundation.IndexPath(index: 0))
        banner.frame = CGRect(x: 0, y: 0, width: 10, height: 1)
        let badge = ProgressAttributes(forSupplementaryViewOfKind: Self.badge, with: Foundation.IndexPath(item: 0, section: 1))
        badge.frame = CGRect(x: 8, y: 9, width: 2, height: 1)
        badge.transform3D = CATransform3DMakeTranslation(1, 0, 0)
        return answer + [banner, badge]
    }

    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.banner || elementKind == Self.badge else {
            return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        }
        log.ask(indexPath)
        return ProgressAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
    }
}

/// A layout library's own delegate protocol, as MagazineLayout's `UICollectionViewDelegateMagazineLayout`.
protocol BannerLayoutDelegate: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForHeaderInSection section: Int) -> CGFloat
}

final class BannerDelegate: NSObject, BannerLayoutDelegate {
    let height: CGFloat
    init(height: CGFloat) { self.height = height }

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, heightForHeaderInSection section: Int) -> CGFloat {
        height
    }
}

/// Sizes its headers from its delegate when the collection view has one of its protocol.
final class DelegatedLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let answer = super.layoutAttributesForElements(in: rect) ?? []
        guard let cv = collectionView, let delegate = cv.delegate as? BannerLayoutDelegate else { return answer }
        for a in answer where a.representedElementKind == UICollectionView.elementKindSectionHeader {
            a.frame.size.height = delegate.collectionView(cv, layout: self, heightForHeaderInSection: a.indexPath.section)
        }
        return answer
    }
}
