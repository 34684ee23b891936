import UIKitCompat

/// A sticky-header flow layout that finds how far a section's header may be pinned by walking
/// back from the section's last item to the lowest one with a height. The walk stops at item 0;
/// an empty section starts it at -1, so it never stops: the layout hangs as soon as an empty
/// section's header is in the answer. Our own code, modelled on the bug kind teams ship: a loop
/// whose end test (`!= 0`) assumes a non-empty section.
public final class EmptySectionLoopLayout: PinningHeadersLayout {
    /// The fix: the walk stops below item 0 (`> 0` becomes `>= 0`, and an empty section is skipped).
    public var skipsEmptySections = false

    public override func pinnedHeaderY(
        _ header: CGRect, section: Int, itemCount count: Int, in collectionView: UICollectionView
    ) -> CGFloat? {
        if skipsEmptySections && count == 0 { return nil }
        var item = count - 1
        var floor = header.maxY
        // BUG: with no items `item` starts at -1 and `item != 0` never turns false.
        while item != 0 {
            if item >= 0, let frame = layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame, frame.height > 0 {
                floor = frame.maxY
                break
            }
            item -= 1
            if skipsEmptySections && item < 0 { break }
        }
        let pin = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        return min(max(pin, header.origin.y), max(header.origin.y, floor - header.height))
    }
}
