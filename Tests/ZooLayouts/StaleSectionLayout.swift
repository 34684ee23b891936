import UIKitCompat

/// A sticky-header flow layout that keeps, from one bounds change to the next, the sections whose
/// headers it pinned, and reads each one's header height from a table rebuilt in `prepare()`.
/// After a delete the kept section numbers are stale: the next bounds change reads past the end
/// of the table and traps (index out of range) in `invalidationContext(forBoundsChange:)`. Our
/// own code, modelled on the bug kind teams ship: a cache indexed by section numbers taken before
/// `performBatchUpdates` (UIKit's documentation of `prepare(forCollectionViewUpdates:)` is where
/// a layout learns that indices moved; this one never listens).
public final class StaleSectionLayout: UICollectionViewFlowLayout {
    /// Header heights by section, rebuilt in `prepare()`.
    private var headerHeights: [CGFloat] = []
    /// The sections whose headers the last bounds change re-pinned (never remapped after an update).
    private var pinnedSections: [Int] = []
    /// The fix: drop the kept sections when the table shrinks under them.
    public var dropsStaleSections = false

    public override init() {
        super.init()
        sectionHeadersPinToVisibleBounds = true
    }

    public required init?(coder: NSCoder) { nil }

    public override func prepare() {
        super.prepare()
        guard let collectionView else { headerHeights = []; return }
        headerHeights = (0..<collectionView.numberOfSections).map {
            layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: $0))?.frame.height ?? 0
        }
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    public override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if dropsStaleSections { pinnedSections.removeAll { $0 >= headerHeights.count } }
        var paths: [IndexPath] = []
        // BUG: `pinnedSections` may name sections deleted since the last bounds change.
        for section in pinnedSections where headerHeights[section] > 0 {
            paths.append(IndexPath(item: 0, section: section))
        }
        if !paths.isEmpty {
            context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: paths)
        }
        pinnedSections = headerHeights.indices.filter { headerHeights[$0] > 0 }
        return context
    }
}
