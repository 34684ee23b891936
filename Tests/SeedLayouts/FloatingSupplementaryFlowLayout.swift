import UIKitCompat

/// Seed 000, "Making Supplementary Views Float", translated line by line from the seed's
/// Objective-C into UIKit Swift. Only `import UIKitCompat` differs from an iOS source file.
///
/// The one deliberate change: the seed hard-codes the re-inserted bar's height as 44 points;
/// here it is `barHeight` so the test can give it the built-in's height in rows.
package final class FloatingSupplementaryFlowLayout: UICollectionViewFlowLayout {
    package var barHeight: CGFloat = 44

    package override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    package override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var allItems = super.layoutAttributesForElements(in: rect) ?? []

        var headerFound = false
        var footerFound = false
        for obj in allItems {
            if obj.representedElementKind == UICollectionView.elementKindSectionHeader {
                headerFound = true
                updateHeaderAttributes(obj)
            } else if obj.representedElementKind == UICollectionView.elementKindSectionFooter {
                footerFound = true
                updateFooterAttributes(obj)
            }
        }

        // Flow layout will remove items from the list if they are supposed to be off screen, so we add them
        // back in in those cases.
        if !headerFound, let header = layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: allItems.count, section: 0)) {
            allItems.append(header)
        }
        if !footerFound, let footer = layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: allItems.count, section: 0)) {
            allItems.append(footer)
        }

        return allItems
    }

    package override func layoutAttributesForSupplementaryView(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.size = CGSize(width: collectionView?.bounds.size.width ?? 0, height: barHeight)
        if kind == UICollectionView.elementKindSectionHeader {
            updateHeaderAttributes(attributes)
        } else {
            updateFooterAttributes(attributes)
        }
        return attributes
    }

    package func updateHeaderAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        let currentBounds = collectionView?.bounds ?? .zero
        attributes.zIndex = 1
        attributes.isHidden = false
        let yCenterOffset = currentBounds.origin.y + attributes.size.height / 2
        attributes.center = CGPoint(x: currentBounds.midX, y: yCenterOffset)
    }

    package func updateFooterAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        let currentBounds = collectionView?.bounds ?? .zero
        attributes.zIndex = 1
        attributes.isHidden = false
        let yCenterOffset = currentBounds.origin.y + currentBounds.size.height - attributes.size.height / 2
        attributes.center = CGPoint(x: currentBounds.midX, y: yCenterOffset)
    }
}
