import StickyLayout

/// The flow layout's delegate (UIKit's `UICollectionViewDelegateFlowLayout`): per-item sizes and
/// per-section insets, spacings and header and footer sizes.
///
/// Every method has a default that answers from the scenario being simulated (the sizes its
/// data gives), so the collection view's own delegate (`ScenarioFlowLayoutDelegate`) answers as an
/// app's delegate would. A layout asks it as in UIKit, with the optional-method spelling:
///
/// ```swift
/// let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
/// let size = delegate?.collectionView?(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
/// ```
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: Foundation.IndexPath) -> CGSize
    /// The inset of `section`'s items.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The spacing between the lines of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The spacing between items on one line of `section`.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of `section`'s header.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The scenario's size of the item (its frame in the flow geometry; the item size when it does not exist).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: Foundation.IndexPath
    ) -> CGSize {
        guard let p = indexPath.engineIndexPath, let a = collectionView.geometry.attributesForItem(at: p) else {
            return CGSize(collectionView.geometry.metrics.itemSize)
        }
        return CGSize(a.frame.size)
    }

    /// The scenario's inset of the section (its own, or the layout's `sectionInset`).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        let sections = collectionView.dataSections
        let own = sections.indices.contains(section) ? sections[section].inset : nil
        return UIEdgeInsets(own ?? collectionView.geometry.metrics.sectionInset)
    }

    /// The scenario's line spacing (one for every section).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        collectionView.geometry.metrics.minimumLineSpacing
    }

    /// The scenario's item spacing (one for every section).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        collectionView.geometry.metrics.minimumInteritemSpacing
    }

    /// The scenario's header size (its frame in the flow geometry; zero for a section that does not exist).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        let g = collectionView.geometry
        return g.sections.indices.contains(section) ? CGSize(g.headerFrame(section: section).size) : .zero
    }

    /// The scenario's footer size (its frame in the flow geometry; zero for a section that does not exist).
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        let g = collectionView.geometry
        return g.sections.indices.contains(section) ? CGSize(g.footerFrame(section: section).size) : .zero
    }

    /// UIKit's optional-method spelling, `delegate?.collectionView?(…)`: the call goes to the
    /// delegate's own method when it has one, else to the scenario's answer above.
    public var collectionView: FlowLayoutDelegateMethods? { FlowLayoutDelegateMethods(delegate: self) }
}

/// What `delegate.collectionView?` reads as: each call forwards to the delegate's method.
public struct FlowLayoutDelegateMethods {
    let delegate: any UICollectionViewDelegateFlowLayout

    public func callAsFunction(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, sizeForItemAt indexPath: Foundation.IndexPath
    ) -> CGSize {
        delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, layout: UICollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
    }
}

/// The collection view's delegate when the registration gives none: every flow-layout question is
/// answered from the scenario.
public final class ScenarioFlowLayoutDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    public override init() { super.init() }
}
