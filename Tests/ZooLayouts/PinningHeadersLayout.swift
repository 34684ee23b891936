import UIKitCompat

/// What the zoo's hand-written sticky-header layouts share: each header in the flow's answer is
/// moved to the height `pinnedHeaderY` gives (nil leaves it where the flow put it) and drawn over
/// the items, and every bounds change invalidates the layout.
open class PinningHeadersLayout: UICollectionViewFlowLayout {
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let answer = super.layoutAttributesForElements(in: rect) ?? []
        guard let collectionView else { return answer }
        for attributes in answer where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            let section = attributes.indexPath.section
            let count = collectionView.numberOfItems(inSection: section)
            guard let y = pinnedHeaderY(attributes.frame, section: section, itemCount: count, in: collectionView) else { continue }
            attributes.frame.origin.y = y
            attributes.zIndex = 1024
        }
        return answer
    }

    /// Where the header of `section` (flow frame `header`, `itemCount` items) is drawn; nil keeps it in place.
    open func pinnedHeaderY(_ header: CGRect, section: Int, itemCount: Int, in collectionView: UICollectionView) -> CGFloat? {
        nil
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
