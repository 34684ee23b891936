/// What a layout attribute describes: a cell or a supplementary view kind.
public enum ElementKind: Hashable, Sendable, Comparable {
    /// A cell (`UICollectionElementCategoryCell`).
    case cell
    /// `UICollectionElementKindSectionHeader`.
    case header
    /// `UICollectionElementKindSectionFooter`.
    case footer
    /// `CSStickyHeaderParallaxHeader`: CSStickyHeaderFlowLayout's parallax header above all sections.
    case parallaxHeader
    /// A supplementary kind a UIKit layout names itself (a banner, a background), by its kind string.
    /// Only UIKit layouts return it; the engine's own strategies never do.
    case custom(String)

    /// The kind's name in reports: `cell`, `header`, `footer`, `parallaxHeader`, or a custom kind's string.
    public var rawValue: String {
        switch self {
        case .cell: "cell"
        case .header: "header"
        case .footer: "footer"
        case .parallaxHeader: "parallaxHeader"
        case .custom(let name): name
        }
    }

    /// True for every kind except `.cell`.
    public var isSupplementary: Bool { self != .cell }

    public static func < (a: ElementKind, b: ElementKind) -> Bool {
        if case .custom(let x) = a, case .custom(let y) = b { return x < y }
        return a.order < b.order
    }

    private var order: Int {
        switch self {
        case .parallaxHeader: 0
        case .custom: 1
        case .header: 2
        case .cell: 3
        case .footer: 4
        }
    }
}
