import UIKitCompat

/// JHHeaderFlowLayout (JHCoderLion/UICollectionViewHeaderFloat,
/// `collectionView的首页/View/JHHeaderFlowLayout.m` at commit
/// 262b77af691d619b6f9653252d07fd2105662d70), ported to Swift over `UIKitCompat`.
///
/// The reported bug: "如果有navigationitem的话悬浮会被覆盖" (with a navigation bar the floating
/// header is covered by it, https://github.com/JHCoderLion/UICollectionViewHeaderFloat/issues/1):
/// the pin line is `contentOffset.y + naviHeight`, and `naviHeight` defaults to 0 (the header file's
/// comment says 64), whatever the collection view's insets are. The reporter's way out was to set
/// `naviHeight` to the bar's height; the fix here reads it from the view instead.
///
/// Changes from the original, all marked `CHANGE` below:
/// - `readsAdjustedInset` (off in the original) takes the pin line's inset from
///   `collectionView.adjustedContentInset.top` instead of `naviHeight`, and ends the section at
///   the lowest item rather than the last one (in a grid of unequal items the last is not always
///   the lowest, and the header slid off early), and leaves an empty section's header where it is
///   (its stand-in item is placed with the layout's `sectionInset`, not the section's own): the fix;
/// - the empty section's stand-in first item (`[UICollectionViewLayoutAttributes new]` with a
///   zero-size frame) is kept as a frame only;
/// - `NSMutableIndexSet` becomes a sorted `Set<Int>` (the index set enumerates in order).
final class JHHeaderFlowLayout: UICollectionViewFlowLayout {
    var naviHeight: CGFloat = 0.0
    // CHANGE: the fix (see above).
    var readsAdjustedInset = false

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var superArray = super.layoutAttributesForElements(in: rect) ?? []
        var noneHeaderSections = Set<Int>()
        for attributes in superArray where attributes.representedElementCategory == .cell {
            noneHeaderSections.insert(attributes.indexPath.section)
        }
        for attributes in superArray where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            noneHeaderSections.remove(attributes.indexPath.section)
        }
        for idx in noneHeaderSections.sorted() {
            let indexPath = IndexPath(item: 0, section: idx)
            if let attributes = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: indexPath) {
                superArray.append(attributes)
            }
        }
        guard let collectionView else { return superArray }
        for attributes in superArray where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            let numberOfItemsInSection = collectionView.numberOfItems(inSection: attributes.indexPath.section)
            // CHANGE: part of the fix (see above).
            if readsAdjustedInset && numberOfItemsInSection == 0 {
                attributes.zIndex = 7
                continue
            }
            let firstItemIndexPath = IndexPath(item: 0, section: attributes.indexPath.section)
            let lastItemIndexPath = IndexPath(item: max(0, numberOfItemsInSection - 1), section: attributes.indexPath.section)
            let firstItemFrame: CGRect
            let lastItemFrame: CGRect
            if numberOfItemsInSection > 0,
               let first = layoutAttributesForItem(at: firstItemIndexPath), let last = layoutAttributesForItem(at: lastItemIndexPath) {
                firstItemFrame = first.frame
                lastItemFrame = readsAdjustedInset ? lowestItemFrame(inSection: attributes.indexPath.section, count: numberOfItemsInSection) : last.frame
            } else {
                // CHANGE: the stand-in item kept as a frame.
                let y = attributes.frame.maxY + sectionInset.top
                firstItemFrame = CGRect(x: 0, y: y, width: 0, height: 0)
                lastItemFrame = firstItemFrame
            }
            var rect = attributes.frame
            // CHANGE: the fix reads the inset from the view.
            let offset = collectionView.contentOffset.y + (readsAdjustedInset ? collectionView.adjustedContentInset.top : naviHeight)
            let headerY = firstItemFrame.origin.y - rect.size.height - sectionInset.top
            let maxY = max(offset, headerY)
            let headerMissingY = lastItemFrame.maxY + sectionInset.bottom - rect.size.height
            rect.origin.y = min(maxY, headerMissingY)
            attributes.frame = rect
            attributes.zIndex = 7
        }
        return superArray
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    // CHANGE: part of the fix (see above).
    private func lowestItemFrame(inSection section: Int, count: Int) -> CGRect {
        var lowest = CGRect.zero
        for item in 0..<count {
            if let frame = layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame, frame.maxY > lowest.maxY {
                lowest = frame
            }
        }
        return lowest
    }
}
