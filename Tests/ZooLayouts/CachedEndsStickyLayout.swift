import UIKitCompat

/// A sticky-header flow layout with two bugs under one rule: both let a pinned header run past
/// the end of its own section (`pinned-in-section (header past its section)`), in different
/// corners of the data:
/// 1. it caches where each section's items end in `prepare()` and rebuilds the cache only when
///    the number of sections changes, so after an item is deleted the push-up still ends at the
///    old end (`fixesCache` rebuilds it in every `prepare()`, which UIKit calls after every
///    batch update);
/// 2. it ends the push-up at the items' end plus `self.sectionInset.bottom`, the layout's inset,
///    not the section's own (UIKit's `collectionView(_:layout:insetForSectionAt:)`; the scenario
///    file's section `inset`) (`fixesSectionInset` asks the delegate for the section's own).
/// Headers missing from `super`'s answer are added back, as sticky layouts do.
/// Our own code: two common mistakes of hand-written sticky layouts in one layout, so that
/// `check` must report two causes of one rule.
public final class CachedEndsStickyLayout: UICollectionViewFlowLayout {
    public var fixesCache = false
    public var fixesSectionInset = false
    private var itemEnds: [CGFloat] = []

    public override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let sections = collectionView.numberOfSections
        // BUG 1: the cache is rebuilt only when the number of sections changes.
        guard fixesCache || itemEnds.count != sections else { return }
        itemEnds = (0..<sections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).reduce(-CGFloat.infinity) { end, item in
                max(end, layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame.maxY ?? end)
            }
        }
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var answer = super.layoutAttributesForElements(in: rect) ?? []
        guard let collectionView else { return answer }
        var missing = Set(answer.filter { $0.representedElementCategory == .cell }.map(\.indexPath.section))
        for a in answer where a.representedElementKind == UICollectionView.elementKindSectionHeader { missing.remove(a.indexPath.section) }
        for section in missing.sorted() {
            if let header = layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)) {
                answer.append(header)
            }
        }
        let pin = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        for a in answer where a.representedElementKind == UICollectionView.elementKindSectionHeader {
            let section = a.indexPath.section
            guard section < itemEnds.count, itemEnds[section].isFinite else { continue }
            // BUG 2: the layout's bottom inset, not the section's own.
            let inset = fixesSectionInset ? ownBottomInset(section, in: collectionView) : sectionInset.bottom
            let natural = a.frame.origin.y
            a.frame.origin.y = min(max(pin, natural), max(natural, itemEnds[section] + inset - a.frame.height))
            a.zIndex = 1024
        }
        return answer
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// The section's own bottom inset, as the delegate answers it.
    private func ownBottomInset(_ section: Int, in collectionView: UICollectionView) -> CGFloat {
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        return delegate?.collectionView?(collectionView, layout: self, insetForSectionAt: section).bottom ?? sectionInset.bottom
    }
}
