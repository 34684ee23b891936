import UIKitCompat

/// Seeds 001/002, Evadne Wu's "Sticky Headers for UICollectionView using
/// UICollectionViewFlowLayout", translated line by line from seed 002's Objective-C (seed 001 is
/// the same code with lines missing). `NSMutableIndexSet` becomes `IndexSet` (same ascending
/// enumeration); messaging nil in Objective-C yields `CGRectZero`, written `?? .zero` here.
package final class EvadneStickyHeaderFlowLayout: UICollectionViewFlowLayout {
    package override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var answer = super.layoutAttributesForElements(in: rect) ?? []
        let cv = collectionView
        let contentOffset = cv?.contentOffset ?? .zero

        var missingSections = IndexSet()
        for layoutAttributes in answer {
            if layoutAttributes.representedElementCategory == .cell {
                missingSections.insert(layoutAttributes.indexPath.section)
            }
        }
        for layoutAttributes in answer {
            if layoutAttributes.representedElementKind == UICollectionView.elementKindSectionHeader {
                missingSections.remove(layoutAttributes.indexPath.section)
            }
        }

        for idx in missingSections {
            let indexPath = IndexPath(item: 0, section: idx)
            // `[answer addObject:nil]` would throw in the original; UIKitCompat's super returns a
            // zero-size header for a section without one, as the UIKit the seed was written for.
            if let layoutAttributes = layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: indexPath) {
                answer.append(layoutAttributes)
            }
        }

        for layoutAttributes in answer {
            if layoutAttributes.representedElementKind == UICollectionView.elementKindSectionHeader {
                let section = layoutAttributes.indexPath.section
                let numberOfItemsInSection = cv?.numberOfItems(inSection: section) ?? 0

                let firstCellIndexPath = IndexPath(item: 0, section: section)
                let lastCellIndexPath = IndexPath(item: max(0, numberOfItemsInSection - 1), section: section)

                let firstCellAttrs = layoutAttributesForItem(at: firstCellIndexPath)
                let lastCellAttrs = layoutAttributesForItem(at: lastCellIndexPath)

                let headerHeight = layoutAttributes.frame.height
                var origin = layoutAttributes.frame.origin
                origin.y = min(
                    max(
                        contentOffset.y,
                        (firstCellAttrs?.frame ?? .zero).minY - headerHeight
                    ),
                    (lastCellAttrs?.frame ?? .zero).maxY - headerHeight
                )

                layoutAttributes.zIndex = 1024
                layoutAttributes.frame = CGRect(origin: origin, size: layoutAttributes.frame.size)
            }
        }

        return answer
    }

    package override func shouldInvalidateLayout(forBoundsChange newBound: CGRect) -> Bool {
        true
    }
}
