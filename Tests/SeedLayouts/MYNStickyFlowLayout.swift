import UIKitCompat

/// Seed 004, MYNStickyFlowLayout (Myntra), written from the seed's walk-through of the code: pick out
/// the headers, the footers and the first and last cells of each section in the answer; pin each
/// header against the last cell and each footer against the first cell; add missing ones back
/// (only when the layout's reference size for that kind is non-zero, as the library does).
package final class MYNStickyFlowLayout: UICollectionViewFlowLayout {
    package override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var answer = super.layoutAttributesForElements(in: rect) ?? []

        var headers: [Int: UICollectionViewLayoutAttributes] = [:]
        var footers: [Int: UICollectionViewLayoutAttributes] = [:]
        var firstCells: [Int: UICollectionViewLayoutAttributes] = [:]
        var lastCells: [Int: UICollectionViewLayoutAttributes] = [:]

        for attributes in answer {
            let indexPath = attributes.indexPath
            let section = indexPath.section
            if attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
                headers[section] = attributes
            } else if attributes.representedElementKind == UICollectionView.elementKindSectionFooter {
                footers[section] = attributes
            } else {
                if lastCells[section].map({ indexPath.row > $0.indexPath.row }) ?? true {
                    lastCells[section] = attributes
                }
                if firstCells[section].map({ indexPath.row < $0.indexPath.row }) ?? true {
                    firstCells[section] = attributes
                }
            }
            attributes.zIndex = 1
        }

        for section in lastCells.keys.sorted() {
            var header = headers[section]
            if headerReferenceSize.height != 0 && header == nil {
                header = layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
                if let header { answer.append(header) }
            }
            if let header {
                updateHeaderAttributes(header, lastCellAttributes: lastCells[section]!)
            }
        }

        for section in firstCells.keys.sorted() {
            var footer = footers[section]
            if footerReferenceSize.height != 0 && footer == nil {
                footer = layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
                if let footer { answer.append(footer) }
            }
            if let footer {
                updateFooterAttributes(footer, firstCellAttributes: firstCells[section]!)
            }
        }

        return answer
    }

    package func updateHeaderAttributes(
        _ attributes: UICollectionViewLayoutAttributes, lastCellAttributes: UICollectionViewLayoutAttributes
    ) {
        let currentBounds = collectionView?.bounds ?? .zero
        attributes.zIndex = 1024
        attributes.isHidden = false

        var origin = attributes.frame.origin
        let sectionMaxY = lastCellAttributes.frame.maxY - attributes.frame.size.height
        let y = currentBounds.minY + (collectionView?.contentInset.top ?? 0)
        origin.y = min(max(y, attributes.frame.origin.y), sectionMaxY)

        attributes.frame = CGRect(origin: origin, size: attributes.frame.size)
    }

    package func updateFooterAttributes(
        _ attributes: UICollectionViewLayoutAttributes, firstCellAttributes: UICollectionViewLayoutAttributes
    ) {
        let currentBounds = collectionView?.bounds ?? .zero
        attributes.zIndex = 1024
        attributes.isHidden = false

        var origin = attributes.frame.origin
        let sectionMinY = firstCellAttributes.frame.minY
        let y = currentBounds.maxY - (collectionView?.contentInset.bottom ?? 0) - attributes.frame.size.height
        origin.y = max(min(y, attributes.frame.origin.y), sectionMinY)

        attributes.frame = CGRect(origin: origin, size: attributes.frame.size)
    }

    package override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }
}
