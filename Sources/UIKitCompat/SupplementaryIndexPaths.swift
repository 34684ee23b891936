import StickyLayout

// Index paths of supplementary views. UIKit accepts any index path for a supplementary kind a layout
// names itself; layouts use two indexes (section, item) or one (`IndexPath(index: 0)` for a parallax
// header above all sections). The engine's index paths have two, so a one-index path `[n]` is shown
// as section 0, item n, and the collection view remembers which kinds came with one index to ask the
// layout back with `[n]`.

extension UICollectionView {
    /// The engine index path of a supplementary view of `kind` at `indexPath`; nil for a path of
    /// another length than one or two, or a one-index path of a header or footer (UIKit's own kinds
    /// are per section).
    func engineIndexPath(ofSupplementary kind: String, at indexPath: Foundation.IndexPath) -> StickyLayout.IndexPath? {
        switch indexPath.count {
        case 2: return indexPath.engineIndexPath
        case 1 where kind != UICollectionView.elementKindSectionHeader && kind != UICollectionView.elementKindSectionFooter:
            oneIndexKinds.insert(kind)
            return StickyLayout.IndexPath(item: indexPath[0], section: 0)
        default: return nil
        }
    }

    /// The UIKit index path the layout used for the supplementary view of `kind` at the engine's `p`.
    func uikitIndexPath(ofSupplementary kind: String, at p: StickyLayout.IndexPath) -> Foundation.IndexPath {
        oneIndexKinds.contains(kind) && p.section == 0 ? Foundation.IndexPath(index: p.item) : Foundation.IndexPath(p)
    }
}
