import UIKitCompat

/// PDKTStickySectionHeadersCollectionViewLayout (Produkt/PDKTStickySectionHeadersCollectionViewLayout,
/// `PDKTStickySectionHeadersCollectionViewLayout/PDKTStickySectionHeadersCollectionViewLayout.m`
/// at commit 22523349e8540d13c5851deb443b84fa58e5bb0d), ported to Swift over `UIKitCompat`.
///
/// The reported bug: before pull request #5 ("fix incorrect frame while sticky, when the
/// collectionView.contentInset.top is not zero",
/// https://github.com/Produkt/PDKTStickySectionHeadersCollectionViewLayout/pull/5) the pinned
/// header ignored the inset, so it sat under the navigation bar. #5 subtracts `contentInset.top`,
/// which since iOS 11 still leaves it under whatever the system adds (`adjustedContentInset`).
///
/// Changes from the original, all marked `CHANGE` below:
/// - `pinLine` chooses the inset term: `.boundsTop` is the code before #5 (the line #5 added is
///   left out), `.contentInset` the commit above, `.adjustedContentInset` the fix.
/// - `[self.collectionView.dataSource numberOfSectionsInCollectionView:]` reads
///   `collectionView.numberOfSections` (the same number; the compat layer simulates no data source).
/// - `NSMutableArray` of `NSNumber` becomes `[Int]`; the order of the loops is kept.
final class PDKTStickySectionHeadersCollectionViewLayout: UICollectionViewFlowLayout {
    enum PinLine: Sendable { case boundsTop, contentInset, adjustedContentInset }

    // CHANGE: the inset term of the pin line (see above).
    let pinLine: PinLine

    init(pinLine: PinLine) {
        self.pinLine = pinLine
        super.init()
    }

    required init?(coder: NSCoder) {
        pinLine = .contentInset
        super.init(coder: coder)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        var visibleSectionsWithoutHeader: [Int] = []
        for itemAttributes in attributes {
            if !visibleSectionsWithoutHeader.contains(itemAttributes.indexPath.section) {
                visibleSectionsWithoutHeader.append(itemAttributes.indexPath.section)
            }
            if itemAttributes.representedElementKind == UICollectionView.elementKindSectionHeader {
                if let indexOfSectionObject = visibleSectionsWithoutHeader.firstIndex(of: itemAttributes.indexPath.section) {
                    visibleSectionsWithoutHeader.remove(at: indexOfSectionObject)
                }
            }
        }
        for sectionNumber in visibleSectionsWithoutHeader {
            if let headerAttributes = layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: sectionNumber)),
                headerAttributes.frame.size.width > 0 && headerAttributes.frame.size.height > 0 {
                attributes.append(headerAttributes)
            }
        }
        guard let collectionView else { return attributes }
        for itemAttributes in attributes where itemAttributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            let headerAttributes = itemAttributes
            let contentOffset = collectionView.contentOffset
            var originInCollectionView = CGPoint(
                x: headerAttributes.frame.origin.x - contentOffset.x, y: headerAttributes.frame.origin.y - contentOffset.y)
            switch pinLine {
            case .boundsTop: break
            case .contentInset: originInCollectionView.y -= collectionView.contentInset.top
            case .adjustedContentInset: originInCollectionView.y -= collectionView.adjustedContentInset.top
            }
            var frame = headerAttributes.frame
            if originInCollectionView.y < 0 {
                frame.origin.y += (originInCollectionView.y * -1)
            }
            // CHANGE: the data source's numberOfSectionsInCollectionView: read from the view.
            let numberOfSections = collectionView.numberOfSections
            if numberOfSections > headerAttributes.indexPath.section + 1,
               let nextHeaderAttributes = layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: headerAttributes.indexPath.section + 1)) {
                let maxY = nextHeaderAttributes.frame.origin.y
                if frame.maxY >= maxY {
                    frame.origin.y = maxY - frame.size.height
                }
            }
            headerAttributes.frame = frame
            headerAttributes.zIndex = 1024
        }
        return attributes
    }
}
