import StickyLayout

// Conversions between the engine's geometry (Double, import-free) and CoreGraphics' (CGFloat).

extension CGRect {
    init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

extension CGSize {
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
}

extension UIEdgeInsets {
    init(_ i: EdgeInsets) { self.init(top: i.top, left: i.left, bottom: i.bottom, right: i.right) }
}

extension Rect {
    init(_ r: CGRect) {
        self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
}

extension Size {
    init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}

extension EdgeInsets {
    init(_ i: UIEdgeInsets) { self.init(top: Double(i.top), left: Double(i.left), bottom: Double(i.bottom), right: Double(i.right)) }
}

extension Foundation.IndexPath {
    /// The engine's index path of a cell, header or footer; nil unless this path has exactly two indexes.
    var engineIndexPath: StickyLayout.IndexPath? {
        count == 2 ? StickyLayout.IndexPath(item: self[1], section: self[0]) : nil
    }

    init(_ p: StickyLayout.IndexPath) { self.init(indexes: [p.section, p.item]) }
}

extension ElementKind {
    /// The UIKit kind string of a supplementary kind (nil for cells and decoration views).
    var uikitKind: String? {
        switch self {
        case .cell, .decoration: nil
        case .header: UICollectionView.elementKindSectionHeader
        case .footer: UICollectionView.elementKindSectionFooter
        case .parallaxHeader: "CSStickyHeaderParallaxHeader"
        case .custom(let kind): kind
        }
    }

    /// The UIKit kind string of a decoration view kind (nil for every other kind).
    var decorationKind: String? {
        if case .decoration(let kind) = self { kind } else { nil }
    }

    /// The engine kind of a UIKit supplementary kind string: a header, a footer, CS's parallax header,
    /// or a kind the layout named itself.
    init(uikitKind: String) {
        switch uikitKind {
        case UICollectionView.elementKindSectionHeader: self = .header
        case UICollectionView.elementKindSectionFooter: self = .footer
        // CSStickyHeaderFlowLayout's constant is spelled "Parallex" in its sources.
        case "CSStickyHeaderParallaxHeader", "CSStickyHeaderParallexHeader": self = .parallaxHeader
        default: self = .custom(uikitKind)
        }
    }
}
