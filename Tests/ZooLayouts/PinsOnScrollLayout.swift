import Foundation
import UIKitCompat

/// A floating-header flow layout that pins a header only when a bounds change asks for it: each
/// bounds change invalidates the header of the section at the bounds' top, and the single-element
/// query that follows moves that header to the top (clamped to its section) and keeps it;
/// `layoutAttributesForElements(in:)` answers the flow layout's own elements, each header swapped
/// for the kept one. A collection view first laid out at an offset (its content offset set before
/// its first layout, as when a scroll position is restored) has had no bounds change: the flow
/// layout leaves a header scrolled past out of the rect, and the section's cells show without it
/// (`headers-present`). Our own code, modelled on the bug kind of a public floating-headers layout
/// (one that pins in `layoutAttributesForSupplementaryView(ofKind:at:)` only).
public final class PinsOnScrollLayout: UICollectionViewFlowLayout {
    /// Each section's header, where the flow layout puts it or where the last query pinned it.
    private var headers: [UICollectionViewLayoutAttributes] = []
    /// The fix: the elements' answer pins the header of each section with a cell in it itself,
    /// and adds it when the flow layout left it out.
    public var pinsInEveryAnswer = false

    public override init() { super.init() }

    public required init?(coder: NSCoder) { nil }

    public override func prepare() {
        super.prepare()
        guard let collectionView else { headers = []; return }
        headers = (0..<collectionView.numberOfSections).compactMap {
            super.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: $0))?.copy()
                as? UICollectionViewLayoutAttributes
        }
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    public override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let section = section(atTop: newBounds.minY + (collectionView?.adjustedContentInset.top ?? 0)) {
            context.invalidateSupplementaryElements(
                ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: section)])
        }
        return context
    }

    public override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == UICollectionView.elementKindSectionHeader, headers.indices.contains(indexPath.section) else {
            return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
        }
        pinHeader(indexPath.section)
        return headers[indexPath.section]
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var answer = (super.layoutAttributesForElements(in: rect) ?? []).map { attributes in
            guard attributes.representedElementKind == UICollectionView.elementKindSectionHeader,
                  headers.indices.contains(attributes.indexPath.section) else { return attributes }
            return headers[attributes.indexPath.section]
        }
        if pinsInEveryAnswer {
            let sections = Set(answer.filter { $0.representedElementKind == nil }.map(\.indexPath.section))
            for section in sections.sorted() where headers.indices.contains(section) {
                pinHeader(section)
                let header = headers[section]
                if !answer.contains(where: { $0 === header }), header.frame.intersects(rect) { answer.append(header) }
            }
        }
        return answer
    }

    /// Moves the header of `section` to the bounds' top, no higher than its natural place and no
    /// lower than its section's last item allows.
    private func pinHeader(_ section: Int) {
        guard let collectionView, headers.indices.contains(section) else { return }
        let header = headers[section]
        let natural = super.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame ?? header.frame
        let count = collectionView.numberOfItems(inSection: section)
        let end = count > 0
            ? super.layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))?.frame.maxY ?? natural.maxY
            : natural.maxY
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        header.frame.origin.y = max(natural.minY, min(top, end - natural.height))
        header.zIndex = 1024
    }

    /// The section whose header starts at or above `top` last (nil without sections).
    private func section(atTop top: CGFloat) -> Int? {
        guard !headers.isEmpty else { return nil }
        return headers.indices.last { section in
            let start = super.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame.minY ?? 0
            return start <= top
        } ?? 0
    }
}
