/// The elements the invalidation contexts passed to a layout's `invalidateLayout(with:)` named
/// (`invalidateItems(at:)`, `invalidateSupplementaryElements(ofKind:at:)`,
/// `invalidateDecorationElements(ofKind:at:)`): UIKit asks the layout for each of them again with
/// the single-element query, and shows that answer (docs/uikit-host.md, rule B3).
struct NamedElements {
    /// An element a context named: a cell (`kind` nil), a supplementary or a decoration view.
    struct Element: Hashable {
        var category: UICollectionView.ElementCategory
        var kind: String?
        var indexPath: IndexPath

        /// Whether `view`'s data has the element's section (and, for a cell, its item). UIKit has no
        /// view for a path outside its data, so the host asks nothing about it (a choice,
        /// docs/uikit-host.md B3). Decoration views and one-index paths do not follow the data.
        func exists(in view: UICollectionView) -> Bool {
            guard category != .decorationView, indexPath.count == 2 else { return true }
            let section = indexPath[0]
            guard section >= 0, section < view.numberOfSections else { return false }
            return category != .cell || (indexPath[1] >= 0 && indexPath[1] < view.numberOfItems(inSection: section))
        }
    }

    /// In the order they were named, each once.
    private(set) var elements: [Element] = []
    private var seen: Set<Element> = []

    var isEmpty: Bool { elements.isEmpty }

    /// Adds what `context` names.
    mutating func add(_ context: UICollectionViewLayoutInvalidationContext) {
        for p in context.invalidatedItemIndexPaths ?? [] { insert(Element(category: .cell, kind: nil, indexPath: p)) }
        for (kind, paths) in (context.invalidatedSupplementaryIndexPaths ?? [:]).sorted(by: { $0.key < $1.key }) {
            for p in paths { insert(Element(category: .supplementaryView, kind: kind, indexPath: p)) }
        }
        for (kind, paths) in (context.invalidatedDecorationIndexPaths ?? [:]).sorted(by: { $0.key < $1.key }) {
            for p in paths { insert(Element(category: .decorationView, kind: kind, indexPath: p)) }
        }
    }

    mutating func removeAll() {
        elements.removeAll(keepingCapacity: true)
        seen.removeAll(keepingCapacity: true)
    }

    private mutating func insert(_ e: Element) {
        if seen.insert(e).inserted { elements.append(e) }
    }
}
