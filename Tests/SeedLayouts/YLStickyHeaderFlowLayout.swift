import UIKitCompat

/// Seed 003, YLStickyHeaderFlowLayout (yohunl/StickyHeaderFlowLayout), translated line by line from
/// the Objective-C in the seed's README. Two pieces the seed text does not show come from the
/// library's later source: the body of `updateHeaderAttributes:lastCellAttributes:` (it moves
/// the header's y only; zIndex and hidden stay as they are) and the `stickySections` filter.
/// `NSDictionary` enumeration order is undefined; the re-inserted headers are appended by section.
package final class YLStickyHeaderFlowLayout: UICollectionViewFlowLayout {
    package var disableStickyFlow = false

    /// The sections whose headers stick; empty (never set) means all. Setting an empty list turns
    /// sticky flow off, as the library's setter does.
    package var stickySections: [Int] = [] {
        didSet { disableStickyFlow = stickySections.isEmpty }
    }

    private func haveSection(_ section: Int) -> Bool {
        stickySections.isEmpty || stickySections.contains(section)
    }

    package override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        if disableStickyFlow {
            return super.layoutAttributesForElements(in: rect)
        }
        let originalAttributes = super.layoutAttributesForElements(in: rect) ?? []
        var allItems = originalAttributes

        var headers: [Int: UICollectionViewLayoutAttributes] = [:]
        var lastCells: [Int: UICollectionViewLayoutAttributes] = [:]
        for obj in allItems {
            let indexPath = obj.indexPath
            let isHeader = obj.representedElementKind == UICollectionView.elementKindSectionHeader
            let isFooter = obj.representedElementKind == UICollectionView.elementKindSectionFooter

            if isHeader {
                headers[indexPath.section] = obj
            } else if isFooter {
                // footers are left alone
            } else {
                let currentAttribute = lastCells[indexPath.section]
                // make sure this is the last cell of the section
                if currentAttribute == nil || indexPath.row > currentAttribute!.indexPath.row {
                    lastCells[indexPath.section] = obj
                }
            }

            if isHeader {
                obj.zIndex = 1024
            } else {
                // For iOS 7.0, the cell zIndex should be above sticky section header
                obj.zIndex = 1
            }
        }

        for key in lastCells.keys.sorted() {
            let obj = lastCells[key]!
            let indexPath = obj.indexPath
            let indexPathKey = indexPath.section

            var header = headers[indexPathKey]

            if header == nil {
                // the collection view removes headers that are not in the bounds: add them back
                header = layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader,
                    at: IndexPath(item: 0, section: indexPath.section))

                if let header, header.frame.size != .zero, haveSection(indexPathKey) {
                    allItems.append(header)
                }
            }
            if let header, header.frame.size != .zero, haveSection(indexPathKey) {
                updateHeaderAttributes(header, lastCellAttributes: lastCells[indexPathKey]!)
            }
        }

        return allItems
    }

    package func updateHeaderAttributes(
        _ attributes: UICollectionViewLayoutAttributes, lastCellAttributes: UICollectionViewLayoutAttributes
    ) {
        let currentBounds = collectionView?.bounds ?? .zero
        var origin = attributes.frame.origin

        let sectionMaxY = lastCellAttributes.frame.maxY - attributes.frame.size.height
        let y = currentBounds.maxY - currentBounds.size.height + (collectionView?.contentInset.top ?? 0)

        let maxY = min(max(y, attributes.frame.origin.y), sectionMaxY)
        origin.y = maxY

        attributes.frame = CGRect(origin: origin, size: attributes.frame.size)
    }

    package override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        !disableStickyFlow
    }
}
