/// What a layout attribute describes: a cell or a supplementary view kind.
public enum ElementKind: String, Hashable, Sendable, CaseIterable, Comparable {
    /// A cell (`UICollectionElementCategoryCell`).
    case cell
    /// `UICollectionElementKindSectionHeader`.
    case header
    /// `UICollectionElementKindSectionFooter`.
    case footer
    /// `CSStickyHeaderParallaxHeader`: CSStickyHeaderFlowLayout's parallax header above all sections.
    case parallaxHeader

    /// True for every kind except `.cell`.
    public var isSupplementary: Bool { self != .cell }

    public static func < (a: ElementKind, b: ElementKind) -> Bool {
        a.order < b.order
    }

    private var order: Int {
        switch self {
        case .parallaxHeader: 0
        case .header: 1
        case .cell: 2
        case .footer: 3
        }
    }
}
