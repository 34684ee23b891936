import UIKitCompat  // was: import UIKit

/// Sticky section headers with AKPFlowLayout's clamp (akpw/AKPFlowLayout): Evadne Wu's recipe with
/// the pin line moved below the content inset, so a pinned header sits under a navigation bar
/// instead of behind it.
///
///     y = min(max(contentOffset.y + contentInset.top, firstItem.minY - h), lastItem.maxY - h)
///
/// Only headers move when the view scrolls, so the bounds-change context invalidates the header
/// index paths and keeps the item metrics. Attributes from `super` are copied before they are
/// changed, and `layoutAttributesForSupplementaryView(ofKind:at:)` returns the same pinned frame
/// as `layoutAttributesForElements(in:)`, so UIKit never sees one header with two frames.
/// A section without items has nothing to clamp against (asking for its item 0 crashes on some
/// iOS versions); its header stays where the flow layout put it.
public final class PinnedHeaderFlowLayout: UICollectionViewFlowLayout {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    public override func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let collectionView, newBounds.size == collectionView.bounds.size else { return context }
        let headers = (0..<collectionView.numberOfSections).map { IndexPath(item: 0, section: $0) }
        context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: headers)
        return context
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let original = super.layoutAttributesForElements(in: rect) else { return nil }
        var attributes = original.compactMap { $0.copy() as? UICollectionViewLayoutAttributes }

        var sectionsWithItems = IndexSet()
        var sectionsWithHeaders = IndexSet()
        for element in attributes {
            if element.representedElementCategory == .cell {
                sectionsWithItems.insert(element.indexPath.section)
            } else if element.representedElementKind == UICollectionView.elementKindSectionHeader {
                sectionsWithHeaders.insert(element.indexPath.section)
            }
        }
        // The flow layout drops headers whose natural frame left the rect: add them back.
        for section in sectionsWithItems.subtracting(sectionsWithHeaders) {
            let indexPath = IndexPath(item: 0, section: section)
            if let header = super.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: indexPath
            )?.copy() as? UICollectionViewLayoutAttributes, header.frame.height > 0 {
                attributes.append(header)
            }
        }

        for element in attributes where element.representedElementKind == UICollectionView.elementKindSectionHeader {
            pin(element)
        }
        return attributes
    }

    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?
            .copy() as? UICollectionViewLayoutAttributes
        else { return nil }
        if elementKind == UICollectionView.elementKindSectionHeader {
            pin(attributes)
        }
        return attributes
    }

    /// Clamps a header between its section's first and last items, pinned below the inset.
    private func pin(_ header: UICollectionViewLayoutAttributes) {
        guard let collectionView else { return }
        let section = header.indexPath.section
        let count = collectionView.numberOfItems(inSection: section)
        guard count > 0,
              let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
              let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))
        else { return }
        let height = header.frame.height
        let pinLine = collectionView.contentOffset.y + collectionView.contentInset.top
        header.frame.origin.y = min(max(pinLine, first.frame.minY - height), last.frame.maxY - height)
        header.zIndex = 1024
    }
}
