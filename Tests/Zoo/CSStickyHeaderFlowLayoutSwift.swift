import UIKitCompat

/// The Swift rewrite of CSStickyHeaderFlowLayout (drougojrom/CSStickyFlowLayoutHeaders,
/// `CSSickyFlowLayoutHeaders/StickyHeaderFlowLayout.swift` at commit
/// 13b82a25d21611f9ac0a7e7683be0b2219909418), ported to `UIKitCompat`. Not the Objective-C seed
/// `cs`: the rewrite takes the headers from `super`'s answer only and drops a header whose section
/// has no cell in the rect, where the original re-inserts the missing ones.
///
/// The reported bug: "StickyHeader is disappeared if I set Section Count = 1 ... while scrolling
/// up" (https://github.com/drougojrom/CSStickyFlowLayoutHeaders/issues/2; also in
/// CSStickyHeaderFlowLayout issue #163): once the header's own frame leaves the rect, `super` no
/// longer returns it, and nothing adds it back.
///
/// Changes from the original, all marked `CHANGE` below:
/// - the parallax header (a kind the collection view here does not simulate) is left out: its
///   size is zero in the original's default configuration, so `layoutAttributesForElements`
///   offsets nothing by it and never emits it; the offsets by `parallaxHeaderReferenceSize.height`
///   (zero) are left out with it;
/// - `if collectionView?.dataSource == nil { return nil }` is left out (there is always data);
/// - `flatMap` over optionals is written `compactMap` (the same in Swift 4.1 and later);
/// - `reinsertsMissingHeaders` (off in the original) adds the Objective-C original's re-insertion
///   of a missing header for each section with a cell in the rect: the fix.
final class CSStickyHeaderFlowLayoutSwift: UICollectionViewFlowLayout {
    var disableStickyHeaders = false
    var parallaxHeaderAlwaysOnTop = false
    var parallaxHeaderMinimumReferenceSize = CGSize.zero
    // CHANGE: the fix (see above).
    var reinsertsMissingHeaders = false

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let originalAttributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let allItems = originalAttributes
        var visibleHeaders = allItems.filter { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
        let visibleCells = allItems.filter { $0.representedElementCategory == .cell }
        let lastCells = visibleCells.reduce([Int: UICollectionViewLayoutAttributes]()) { prev, cur in
            var res = prev
            if let last = prev[cur.indexPath.section] {
                if last.indexPath.row < cur.indexPath.row && last.indexPath.section == cur.indexPath.section {
                    res[cur.indexPath.section] = cur
                }
            } else {
                res[cur.indexPath.section] = cur
            }
            return res
        }
        visibleHeaders.forEach { $0.zIndex = 1024 }
        visibleCells.forEach { $0.zIndex = 1 }
        if reinsertsMissingHeaders {
            for section in lastCells.keys.sorted() where !visibleHeaders.contains(where: { $0.indexPath.section == section }) {
                if let header = layoutAttributesForSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section)),
                   header.frame.size != .zero {
                    header.zIndex = 1024
                    visibleHeaders.append(header)
                }
            }
        }
        if !disableStickyHeaders {
            visibleHeaders = visibleHeaders.compactMap { header in
                self.updateHeaderAttributes(header, lastCellAttributes: lastCells[header.indexPath.section])
            }
        }
        return visibleCells + visibleHeaders
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    private func updateHeaderAttributes(
        _ attributes: UICollectionViewLayoutAttributes, lastCellAttributes: UICollectionViewLayoutAttributes?
    ) -> UICollectionViewLayoutAttributes? {
        guard let lastCellAttributes, let collectionView else { return nil }
        let currentBounds = collectionView.bounds
        let newAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        var origin = attributes.frame.origin
        let sectionMaxY = lastCellAttributes.frame.maxY - attributes.frame.size.height
        var y = currentBounds.maxY - currentBounds.size.height + collectionView.contentInset.top
        if parallaxHeaderAlwaysOnTop {
            y += parallaxHeaderMinimumReferenceSize.height
        }
        let maxY = min(max(y, attributes.frame.origin.y), sectionMaxY)
        origin.y = maxY
        newAttributes?.isHidden = false
        newAttributes?.frame = CGRect(origin: origin, size: attributes.frame.size)
        return newAttributes
    }
}
