import UIKitCompat

/// The context-invalidation sticky-header pattern (docs/uikit-host.md, rule B3), for the bench's
/// compat section: every scroll invalidates; the context names the headers of the sections the new
/// bounds show; those headers move only in `layoutAttributesForSupplementaryView(ofKind:at:)`,
/// pinned to the top of the bounds (below the adjusted inset) within their section. The rect
/// answer is `super`'s. Written here (not a port).
package final class ContextInvalidationStickyLayout: UICollectionViewFlowLayout {
    package override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    package override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        var sections = IndexSet()
        for a in super.layoutAttributesForElements(in: newBounds) ?? [] { sections.insert(a.indexPath.section) }
        context.invalidateSupplementaryElements(
            ofKind: UICollectionView.elementKindSectionHeader, at: sections.map { IndexPath(item: 0, section: $0) })
        return context
    }

    package override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let natural = super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
              elementKind == UICollectionView.elementKindSectionHeader, let view = collectionView
        else { return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
        let items = view.numberOfItems(inSection: indexPath.section)
        let last = items > 0 ? super.layoutAttributesForItem(at: IndexPath(item: items - 1, section: indexPath.section))?.frame : nil
        let top = view.contentOffset.y + view.adjustedContentInset.top
        let floor = natural.frame.minY
        let ceiling = (last?.maxY ?? natural.frame.maxY) - natural.frame.height
        natural.frame.origin.y = min(max(top, floor), max(floor, ceiling))
        natural.zIndex = 1024
        return natural
    }
}
