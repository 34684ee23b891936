import UIKitCompat

/// A flow layout with pinned headers that remembers the frames it answered at each content offset, so scrolling back
/// is a look-up, and fills that memory ahead of the scroll: for each section in the answer, from
/// the offset reached to the section's last item, one entry per header height (the distance
/// between two positions of its pinned header). The memory is never trimmed, and a section whose
/// header is 0 points tall (or has none) makes the step 0: the fill never reaches the section's
/// end and allocates until the process runs out of memory. Our own code, modelled on the bug kind
/// teams ship: a cache keyed by scroll offset that is never trimmed, filled by a loop whose step
/// comes from the data.
public final class OffsetCacheLayout: UICollectionViewFlowLayout {
    /// The fix: the step is at least one point.
    public var stepsAtLeastOnePoint = false
    /// Frames answered (and predicted) per content offset; never trimmed.
    private var remembered: [(offset: CGFloat, frames: [CGRect])] = []

    public override init() {
        super.init()
        sectionHeadersPinToVisibleBounds = true
    }

    public required init?(coder: NSCoder) { nil }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let answer = super.layoutAttributesForElements(in: rect) ?? []
        guard let collectionView else { return answer }
        let frames = answer.map(\.frame)
        let top = collectionView.contentOffset.y
        var sections: [Int] = []
        for attributes in answer where attributes.representedElementCategory == .cell && !sections.contains(attributes.indexPath.section) {
            sections.append(attributes.indexPath.section)
        }
        for section in sections {
            let last = collectionView.numberOfItems(inSection: section) - 1
            guard last >= 0, let end = layoutAttributesForItem(at: IndexPath(item: last, section: section))?.frame.maxY else { continue }
            var step = layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame.height ?? 0
            if stepsAtLeastOnePoint { step = max(step, 1) }
            var y = top
            // BUG: with a header 0 tall `step` is 0 and `y` never reaches `end`.
            while y < end {
                remembered.append((y, frames.map { $0.offsetBy(dx: 0, dy: top - y) }))
                y += step
            }
        }
        return answer
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
