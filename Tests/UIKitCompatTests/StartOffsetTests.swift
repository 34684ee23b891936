import Foundation
@testable import ScrollSimKit
import StickyLayout
import Testing
import TestSupport
import UIKitCompat

/// A session's start offset is the collection view's first layout there, as `check`'s first step
/// is: no bounds change reaches it. A layout that pins a header only when a bounds change
/// invalidates it shows a section's cells without their header when first laid out at an offset;
/// `check` finds that at the first step, and the frames and commands it prints must start there
/// too (a `render --offset` that scrolled from the top drew the header pinned: not what was found).
@Suite("a start offset is the first layout there")
struct StartOffsetTests {
    static func registry(fixed: Bool) -> StrategyRegistry {
        var registry = StrategyRegistry.builtIn
        registry.register(.uikit("pins-on-scroll", summary: "pins only on a bounds change", source: "StartOffsetTests",
                                 declares: Set.all.subtracting([.footersPresent])) {
            let layout = PinsOnScrollLayout()
            layout.pinsInEveryAnswer = fixed
            return layout
        })
        return registry
    }

    /// One section of one 2-row item under a 1-row header and a 2-row footer, on a 24x4 viewport.
    static var scenario: Scenario {
        var metrics = FlowMetrics(scrollDirection: .vertical)
        metrics.itemSize = Size(width: 0, height: 2)
        metrics.headerReferenceSize = Size(width: 0, height: 1)
        metrics.footerReferenceSize = Size(width: 0, height: 2)
        return Scenario(name: "check", metrics: metrics, sections: [SectionSpec(itemCount: 1)], viewport: Size(width: 24, height: 4))
    }

    static func session(startingAt offset: Double?, fixed: Bool = false) -> SimulatorSession {
        let settings = SessionSettings(strategies: ["pins-on-scroll"], asciiOnly: false, registry: registry(fixed: fixed))
        return SimulatorSession(scenario: scenario, settings: settings, size: TerminalSize(columns: 25, rows: 6), startOffset: offset)
    }

    static let header = ElementKey(kind: .header, indexPath: StickyLayout.IndexPath(item: 0, section: 0))

    @Test func aStartOffsetIsTheFirstLayoutThere() {
        // Started at 1: no bounds change has pinned the header, and the flow layout leaves it out.
        let started = Self.session(startingAt: 1)
        #expect(started.sighting(of: Self.header) == .absent(.notInAnswer))
        // Scrolled to 1 from the top: the bounds change pins it.
        var scrolled = Self.session(startingAt: nil)
        scrolled.place(atOffset: 1)
        #expect(scrolled.sighting(of: Self.header) == .drawn)
        // The fixed layout pins it in its first answer too.
        #expect(Self.session(startingAt: 1, fixed: true).sighting(of: Self.header) == .drawn)
    }

    @Test func foundAtTheFirstLayoutAndShownByTheFrames() throws {
        let subject = try #require(CheckSubject("pins-on-scroll", registry: Self.registry(fixed: false)))
        let report = Checker.run(subject, budget: CheckBudget(seed: 0, count: 100))
        let f = try #require(report.findings.first { $0.target.property == .headersPresent }, "\(report.findings.map(\.target))")
        #expect(f.violation.step == 0 && f.shrunk.steps[0].offset > 0, "\(f.shrunk.summary); steps \(f.shrunk.stepsText)")
        // Its frames (as `render --offset` draws them) show the cell without the header.
        let problems = FindingsInFrames.problems(report)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        let fixed = try #require(CheckSubject("pins-on-scroll", registry: Self.registry(fixed: true)))
        let fixedReport = Checker.run(fixed, budget: CheckBudget(seed: 0, count: 100))
        #expect(!fixedReport.findings.contains { $0.target.property == .headersPresent }, "\(fixedReport.findings.map(\.target))")
    }
}

/// A floating-header flow layout that pins a header only when a bounds change asks for it: each
/// bounds change invalidates the header of the section at the bounds' top, and the single-element
/// query that follows moves that header to the top (clamped to its section) and keeps it;
/// `layoutAttributesForElements(in:)` answers the flow layout's own elements, each header swapped
/// for the kept one. A collection view first laid out at an offset (its content offset set before
/// its first layout, as when a scroll position is restored) has had no bounds change: the flow
/// layout leaves a header scrolled past out of the rect, and the section's cells show without it
/// (`headers-present`). Our own code, modelled on the bug kind of a public floating-headers layout
/// (one that pins in `layoutAttributesForSupplementaryView(ofKind:at:)` only); a fixture of the
/// tests above, not one of the zoo's (its other findings, in updates, are not shrunk to one case).
final class PinsOnScrollLayout: UICollectionViewFlowLayout {
    /// Each section's header, where the flow layout puts it or where the last query pinned it.
    private var headers: [UICollectionViewLayoutAttributes] = []
    /// The fix: the elements' answer pins the header of each section with a cell in it itself,
    /// and adds it when the flow layout left it out.
    var pinsInEveryAnswer = false

    override init() { super.init() }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        super.prepare()
        guard let collectionView else { headers = []; return }
        headers = (0..<collectionView.numberOfSections).compactMap {
            super.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: Foundation.IndexPath(item: 0, section: $0))?.copy()
                as? UICollectionViewLayoutAttributes
        }
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let section = section(atTop: newBounds.minY + (collectionView?.adjustedContentInset.top ?? 0)) {
            context.invalidateSupplementaryElements(
                ofKind: UICollectionView.elementKindSectionHeader, at: [Foundation.IndexPath(item: 0, section: section)])
        }
        return context
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == UICollectionView.elementKindSectionHeader, headers.indices.contains(indexPath.section) else {
            return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        }
        pinHeader(indexPath.section)
        return headers[indexPath.section]
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var answer = (super.layoutAttributesForElements(in: rect) ?? []).map { attributes in
            guard attributes.representedElementKind == UICollectionView.elementKindSectionHeader,
                  headers.indices.contains(attributes.indexPath.section) else { return attributes }
            return headers[attributes.indexPath.section]
        }
        if pinsInEveryAnswer {
            let sections = Set(answer.filter { $0.representedElementKind == nil }.map(\.indexPath.section))
            for section in sections.sorted() where headers.indices.contains(section) {
                pinHeader(section)
                let header = headers[section]
                if !answer.contains(where: { $0 === header }), header.frame.intersects(rect) { answer.append(header) }
            }
        }
        return answer
    }

    /// Moves the header of `section` to the bounds' top, no higher than its natural place and no
    /// lower than its section's last item allows.
    private func pinHeader(_ section: Int) {
        guard let collectionView, headers.indices.contains(section) else { return }
        let header = headers[section]
        let natural = super.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: Foundation.IndexPath(item: 0, section: section))?.frame ?? header.frame
        let count = collectionView.numberOfItems(inSection: section)
        let end = count > 0
            ? super.layoutAttributesForItem(at: Foundation.IndexPath(item: count - 1, section: section))?.frame.maxY ?? natural.maxY
            : natural.maxY
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        header.frame.origin.y = max(natural.minY, min(top, end - natural.height))
        header.zIndex = 1024
    }

    /// The section whose header starts at or above `top` last (nil without sections).
    private func section(atTop top: CGFloat) -> Int? {
        guard !headers.isEmpty else { return nil }
        return headers.indices.last { section in
            let start = super.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: Foundation.IndexPath(item: 0, section: section))?.frame.minY ?? 0
            return start <= top
        } ?? 0
    }
}
