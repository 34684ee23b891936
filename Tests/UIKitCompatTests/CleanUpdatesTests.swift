import ScrollSimKit
import StickyLayout
import Testing
import UIKitCompat

/// `clean-updates` judges a UIKit subclass by the frames its animation draws: the subclass's own
/// `initialLayoutAttributesForAppearing…` at the start, its `finalLayoutAttributesForDisappearing…`
/// at the end, half-way between, and the answer after the update; "under a cell" is the painter's
/// rule (zIndex plus the `transform3D` z). Each probe is one case run as `check` runs it.
@Suite("UIKitCompat: clean-updates follows the layout's own animation attributes")
struct CleanUpdatesTests {
    /// 1-row items and headers, full width, an 8-row viewport at offset 0, then `update`.
    static func scrolled(_ sections: [Int], _ update: BatchUpdates.Change) -> CheckCase {
        let metrics = FlowMetrics(itemSize: Size(width: 0, height: 1), headerReferenceSize: Size(width: 0, height: 1))
        let scenario = Scenario(
            name: "t", metrics: metrics, sections: sections.map { SectionSpec(itemCount: $0) },
            viewport: Size(width: 24, height: 8))
        return CheckCase(scenario: scenario, steps: [CheckStep(offset: 0), CheckStep(offset: 0, update: update)])
    }

    /// The `clean-updates` violations of `c` with the layout `make` gives.
    static func cleanUpdates(_ c: CheckCase, _ make: @escaping @Sendable () -> UICollectionViewLayout) throws -> [Violation] {
        var registry = StrategyRegistry.builtIn
        registry.register(.uikit("probe", summary: "clean-updates probe", source: "Tests/UIKitCompatTests",
                                 declares: [.cleanUpdates], layout: make))
        var executor = InProcessExecutor(subject: try #require(CheckSubject("probe", registry: registry)))
        return executor.run(c, stopAt: nil, detailed: false).violations.filter { $0.target.property == .cleanUpdates }
    }

    /// Section 1 inserted between a 2-item section and a 10-item one: its header appears at row 3,
    /// its first cell at row 4, where section 1's first cell (now section 2's) stood before.
    static let insertion = scrolled([2, 10], .insertSection(1, SectionSpec(itemCount: 2)))

    @Test("a header the layout's initial attributes put under a cell is a finding that names the call, the step and the update")
    func initialAttributesUnderACell() throws {
        let found = try Self.cleanUpdates(Self.insertion) { HeaderOnCellLayout(start: (0, 0)) }
        let v = try #require(found.first, "no clean-updates finding")
        #expect(v.target == CheckTarget(.cleanUpdates, "update.supplementaryUnderCell"))
        #expect(v.step == 1)
        #expect(Self.insertion.steps[v.step].update?.scriptCommand == "insert section 1 items 2")
        #expect(v.message == "at the start of the update animation, the header of section 1 (zIndex 0) overlaps cell [2, 0] (zIndex 0) and does not draw above it; initialLayoutAttributesForAppearingSupplementaryElement(ofKind: header, at: [1, 0]) put it at 4..<5", "\(v.message)")
    }

    @Test("a header the layout's final attributes leave on a cell at the end of the animation is a finding; faded out, it is not")
    func finalAttributesUnderACell() throws {
        // Section 1 (a header, no items) deleted: its header ends where section 1's first cell
        // (section 2's before) ends, row 4.
        let deletion = Self.scrolled([2, 0, 10], .deleteSection(1))
        let found = try Self.cleanUpdates(deletion) { HeaderOnCellLayout(endAlpha: 1) }
        let v = try #require(found.first, "no clean-updates finding")
        #expect(v.step == 1)
        #expect(v.message == "at the end of the update animation, the header of section 1 (zIndex 0) overlaps cell [1, 0] (zIndex 0) and does not draw above it; finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: header, at: [1, 0]) put it at 4..<5", "\(v.message)")
        // At opacity 0 at its end it is not seen there.
        #expect(try Self.cleanUpdates(deletion) { HeaderOnCellLayout(endAlpha: 0) }.isEmpty)
    }

    @Test("depth is zIndex plus the transform3D z: a header lifted by z at an equal zIndex is not under a cell; one sunk below a cell's depth is")
    func transformZCounts() throws {
        #expect(try Self.cleanUpdates(Self.insertion) { HeaderOnCellLayout(start: (0, 1)) }.isEmpty)
        let sunk = try #require(try Self.cleanUpdates(Self.insertion) { HeaderOnCellLayout(start: (1, -2)) }.first)
        #expect(sunk.message.hasPrefix("at the start of the update animation, the header of section 1 (zIndex 1, z -2) overlaps cell [2, 0] (zIndex 0)"), "\(sunk.message)")
    }
}

/// Pins its headers. An appearing header starts on its section's first cell, opaque, at `zIndex`
/// and a `transform3D` z translation of `z`; a disappearing header ends on the first cell of the
/// section at its index after the update, at `alpha`.
private final class HeaderOnCellLayout: UICollectionViewFlowLayout {
    private let start: (zIndex: Int, z: CGFloat)?
    private let endAlpha: CGFloat?

    init(start: (zIndex: Int, z: CGFloat)? = nil, endAlpha: CGFloat? = nil) {
        self.start = start
        self.endAlpha = endAlpha
        super.init()
        sectionHeadersPinToVisibleBounds = true
    }

    required init?(coder: NSCoder) { nil }

    /// A header's attributes on the first cell of section `path.section` of the new layout.
    private func onFirstCell(_ kind: String, _ path: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard kind == UICollectionView.elementKindSectionHeader,
              let cell = layoutAttributesForItem(at: Foundation.IndexPath(item: 0, section: path.section))
        else { return nil }
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: path)
        a.frame = cell.frame
        return a
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let start, let a = onFirstCell(elementKind, elementIndexPath) else {
            return super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }
        a.zIndex = start.zIndex
        a.transform3D = CATransform3DMakeTranslation(0, 0, start.z)
        return a
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: Foundation.IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let endAlpha, let a = onFirstCell(elementKind, elementIndexPath) else {
            return super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }
        a.alpha = endAlpha
        return a
    }
}
