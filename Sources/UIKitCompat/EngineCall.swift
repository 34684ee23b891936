import StickyLayout

/// The engine state a layout answers against during one call from the adaptor: what `super` and
/// `self.collectionView` read, and which elements `super` returned (to tell re-inserted ones).
final class EngineCall {
    /// The engine's strategy context: `super`'s geometry, the scroll view, counters, diagnostics.
    var context: StrategyContext
    /// The elements `super.layoutAttributesForElements(in:)` returned at their natural place.
    var superKeys: Set<ElementKey> = []
    /// The collection view of the layout being called (its one-index supplementary kinds).
    var view: UICollectionView?
    /// During a batch update's animation questions: the element asked about and what the flow
    /// layout itself answers for it (its `super`), with the opacity.
    /// `own`: the element's attributes at the other end of the animation.
    var animationFallback: (key: ElementKey, attributes: LayoutAttributes, alpha: Double, own: LayoutAttributes)?

    init(context: StrategyContext) { self.context = context }

    /// Builds a UIKit attributes object of `cls` from an engine attribute.
    func attributes(_ a: LayoutAttributes, of cls: AnyClass) -> UICollectionViewLayoutAttributes {
        let type = (cls as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
        let out = type.init()
        out.frame = CGRect(a.frame)
        out.zIndex = a.zIndex
        out.isHidden = a.isHidden
        out.indexPath = Foundation.IndexPath(a.indexPath)
        if let kind = a.kind.uikitKind {
            out.representedElementCategory = .supplementaryView
            out.representedElementKind = kind
        } else if let kind = a.kind.decorationKind {
            out.representedElementCategory = .decorationView
            out.representedElementKind = kind
        }
        return out
    }

    /// The flow layout's own initial or final attributes for `key` during a batch update: what the
    /// engine worked out for the element being asked about; for another element, its natural
    /// attributes in the new layout at full opacity.
    /// `ownFrame`: the base layout's default instead, the element's own attributes at the other
    /// end with the same opacity (PSTCollectionView's default fade).
    func animationAttributes(for key: ElementKey, of cls: AnyClass, ownFrame: Bool = false) -> UICollectionViewLayoutAttributes? {
        if let fallback = animationFallback, fallback.key == key {
            let out = attributes(ownFrame ? fallback.own : fallback.attributes, of: cls)
            out.alpha = CGFloat(fallback.alpha)
            return out
        }
        let g = context.geometry
        let natural = key.kind == .cell ? g.attributesForItem(at: key.indexPath) : g.attributesForSupplementary(kind: key.kind, at: key.indexPath)
        return natural.map { attributes($0, of: cls) }
    }

    /// The engine attribute for a UIKit attributes object, or nil (with a diagnostic) when ScrollSim
    /// cannot show it: a cell index path not of length 2, a supplementary or decoration index path
    /// not of length 1 or 2, a supplementary or decoration view without a kind.
    /// In an answer for a rect, a header or footer `super` did not return is marked re-inserted.
    func engineAttributes(_ a: UICollectionViewLayoutAttributes, inRectAnswer: Bool = false) -> LayoutAttributes? {
        let kind: ElementKind?
        let indexPath: StickyLayout.IndexPath?
        switch a.representedElementCategory {
        case .cell:
            kind = .cell
            indexPath = a.indexPath.engineIndexPath
        case .supplementaryView:
            kind = a.representedElementKind.map(ElementKind.init(uikitKind:))
            indexPath = a.representedElementKind.flatMap { view?.engineIndexPath(ofSupplementary: $0, at: a.indexPath) }
        case .decorationView:
            kind = a.representedElementKind.map(ElementKind.decoration)
            indexPath = a.representedElementKind.flatMap { view?.engineIndexPath(ofSupplementary: $0, at: a.indexPath) }
        }
        guard let kind, let indexPath else {
            context.report(.note, "uikit.elementNotShown", section: a.indexPath.count == 2 ? a.indexPath[0] : nil,
                           "the layout returned \(a.representedElementCategory) \(a.representedElementKind ?? "") at \(Array(a.indexPath)); ScrollSim shows cells at two-index paths, supplementary and decoration views at one- or two-index paths")
            return nil
        }
        if !a.transform3D.movesOnlyAlongZ {
            context.report(.note, "uikit.transformNotDrawn", section: indexPath.section,
                           "\(kind.rawValue) \(Array(a.indexPath)) has a transform3D that moves, scales or rotates it; ScrollSim draws its frame and uses only the z translation for the drawing order")
        }
        let frame = Rect(a.frame)
        let key = ElementKey(kind: kind, indexPath: indexPath)
        return LayoutAttributes(
            kind: kind, indexPath: indexPath, frame: frame, naturalFrame: naturalFrame(kind, indexPath) ?? frame,
            zIndex: a.zIndex, isHidden: a.isHidden, transformZ: Self.depth(a.transform3D.m43), isReinserted: inRectAnswer && kind != .cell && !superKeys.contains(key))
    }

    /// A transform's z translation as the engine keeps it (0 when not finite).
    private static func depth(_ z: CGFloat) -> Double { z.isFinite ? Double(z) : 0 }

    /// The frame the flow layout gives the element, when it exists.
    private func naturalFrame(_ kind: ElementKind, _ p: StickyLayout.IndexPath) -> Rect? {
        let g = context.geometry
        switch kind {
        case .cell: return g.attributesForItem(at: p)?.frame
        case .header: return g.sections.indices.contains(p.section) ? g.headerFrame(section: p.section) : nil
        case .footer: return g.sections.indices.contains(p.section) ? g.footerFrame(section: p.section) : nil
        case .parallaxHeader, .custom, .decoration: return nil
        }
    }
}
