/// The sticky strategies the engine reproduces, one file each.
public enum StrategyKind: String, Hashable, Sendable, CaseIterable {
    /// `UICollectionViewFlowLayout` with no pinning.
    case plain
    /// Seed 000, "Making Supplementary Views Float": a header glued to the bounds' top, a footer to the bottom.
    case floating
    /// Evadne Wu's clamp (seeds 001/002).
    case evadne
    /// YLStickyHeaderFlowLayout (seed 003).
    case yl
    /// MYNStickyFlowLayout (seed 004): sticky headers and footers.
    case myntra
    /// CSStickyHeaderFlowLayout: sticky headers and a parallax header.
    case cs
    /// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`.
    case uikit
    /// Web `position: sticky` (top:0 headers, bottom:0 footers inside their section).
    case css

    /// One line describing the strategy, for `scrollsim strategies` and the help overlay.
    public var summary: String {
        switch self {
        case .plain: "flow layout default: headers and footers scroll with the content"
        case .floating: "seed 000: every header glued to the bounds' top, footers to the bottom; no clamp, ignores insets"
        case .evadne: "Evadne Wu: y = min(max(offset, firstCell.minY - h), lastCell.maxY - h); ignores contentInset"
        case .yl: "YLStickyHeaderFlowLayout: pin below contentInset.top, ceiling = last cell in rect; stickySections"
        case .myntra: "MYNStickyFlowLayout: sticky headers and footers; re-insertion gated by the reference sizes"
        case .cs: "CSStickyHeaderFlowLayout: sticky headers plus a parallax header that stretches and collapses"
        case .uikit: "UIKit pinToVisibleBounds: pinned below the adjusted inset, pushed off by the next section"
        case .css: "CSS position: sticky: clamped inside the section box, the natural position wins"
        }
    }

    /// What the strategy is modelled on.
    public var source: String {
        switch self {
        case .plain: "UICollectionViewFlowLayout"
        case .floating: "seed 000 (docs/strategies.md §1)"
        case .evadne: "seeds 001/002 (docs/strategies.md §2)"
        case .yl: "seed 003, yohunl/StickyHeaderFlowLayout (docs/strategies.md §3)"
        case .myntra: "seed 004, myntra/MYNStickyFlowLayout (docs/strategies.md §4)"
        case .cs: "CSStickyHeaderFlowLayout (docs/strategies.md §5)"
        case .uikit: "UIKit docs, doc-implied (docs/strategies.md §6.1)"
        case .css: "css-position-3 sticky positioning (docs/strategies.md §8)"
        }
    }
}
