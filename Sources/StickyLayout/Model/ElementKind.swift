/// What a layout attribute describes: a cell, a supplementary view kind or a decoration view kind.
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
    /// A decoration view a UIKit layout returns (a section background), by its kind string. Only
    /// UIKit layouts return it.
    case decoration(String)

    /// The kind's name in reports: `cell`, `header`, `footer`, `parallaxHeader`, a custom kind's
    /// string, or `decoration:` and a decoration kind's string.
    public var rawValue: String {
        switch self {
        case .cell: "cell"
        case .header: "header"
        case .footer: "footer"
        case .parallaxHeader: "parallaxHeader"
        case .custom(let name): name
        case .decoration(let name): "decoration:\(name)"
        }
    }

    /// True for every kind except `.cell`: supplementary views, and decoration views (which Apple
    /// calls "a type of supplementary view").
    public var isSupplementary: Bool { self != .cell }

    public static func < (a: ElementKind, b: ElementKind) -> Bool {
        if case .custom(let x) = a, case .custom(let y) = b { return x < y }
        if case .decoration(let x) = a, case .decoration(let y) = b { return x < y }
        return a.order < b.order
    }

    private var order: Int {
        switch self {
        case .decoration: 0
        case .parallaxHeader: 1
        case .custom: 2
        case .header: 3
        case .cell: 4
        case .footer: 5
        }
    }
}
