import UIKitCompat

/// A sticky-header flow layout with two bugs that both move a pinned header out of its own
/// section (`pinned-in-section`), on different edges:
/// 1. it pins in the top overscroll: the pin line is the offset plus the adjusted inset with no
///    floor at the header's natural position, so pulling down past the top drags section 0's
///    header above its section (`fixesOverscroll` adds the floor);
/// 2. it ends the push-up at the last item plus `self.sectionInset.bottom`, the layout's inset,
///    not the section's own (UIKit's `collectionView(_:layout:insetForSectionAt:)`; the scenario
///    file's section `inset`): a section whose own bottom inset is smaller lets its header run
///    past its section's end, over the next header (`fixesSectionInset` uses the section's end).
/// Our own code, modelled on the two bugs the issue reports in a ported public layout.
public final class TwoBugsStickyLayout: PinningHeadersLayout {
    public var fixesOverscroll = false
    public var fixesSectionInset = false

    public override func pinnedHeaderY(
        _ header: CGRect, section: Int, itemCount count: Int, in collectionView: UICollectionView
    ) -> CGFloat? {
        guard count > 0, let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { return nil }
        let natural = header.origin.y
        let pin = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        // BUG 1: no floor at the natural position when pulled past the top.
        let y = fixesOverscroll || collectionView.contentOffset.y >= -collectionView.adjustedContentInset.top ? max(pin, natural) : pin
        // BUG 2: the layout's bottom inset, not the section's own.
        let end = fixesSectionInset ? sectionEnd(section, lastItem: last.frame) : last.frame.maxY + sectionInset.bottom
        return min(y, max(natural, end - header.height))
    }

    /// Where the section's items and own bottom inset end: the next section's header start (or
    /// the footer's), read from the layout's own answers.
    private func sectionEnd(_ section: Int, lastItem: CGRect) -> CGFloat {
        if let footer = layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section)), footer.frame.height > 0 {
            return footer.frame.minY
        }
        guard let collectionView, section + 1 < collectionView.numberOfSections,
              let next = layoutAttributesForSupplementaryView(
                  ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section + 1)) else {
            return collectionViewContentSize.height
        }
        return next.frame.minY
    }
}
