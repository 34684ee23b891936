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
    /// IGListKit's `IGListCollectionViewLayout` with sticky headers.
    case iglistkit
    /// Airbnb MagazineLayout with pinned headers and footers.
    case magazine
    /// Compositional layout: boundary supplementary items with `pinToVisibleBounds`.
    case compositional
    /// `UITableView`, plain (floating) or grouped style.
    case tableview
    /// SwiftUI `LazyVStack(pinnedViews: [.sectionHeaders, .sectionFooters])`.
    case swiftui
    /// Jetpack Compose `LazyColumn` `stickyHeader`.
    case compose
    /// Flutter slivers: `SliverMainAxisGroup` + `PinnedHeaderSliver`, or `SliverPersistentHeader(pinned:)`.
    case flutter

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
        case .iglistkit: "IGListKit: insets before the header, pushed by the next section's bounds, last one unbounded; zIndex s*1000+i"
        case .magazine: "MagazineLayout: header stops at its own footer, footer at the header's bottom; natural side wins"
        case .compositional: "compositional pinToVisibleBounds: pinned while the section shows; extendsBoundary false overlays the items"
        case .tableview: "UITableView plain: headers and footers float, pushed by the next section (grouped: nothing floats)"
        case .swiftui: "SwiftUI LazyVStack pinnedViews: headers and footers pinned within their section (low confidence)"
        case .compose: "Jetpack Compose stickyHeader: pinned until the next header takes its place; no footers"
        case .flutter: "Flutter slivers: pinned header pushed off by its group, or persistent headers that stack"
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
        case .iglistkit: "Instagram/IGListKit IGListCollectionViewLayout.mm (docs/strategies.md §7.1)"
        case .magazine: "airbnb/MagazineLayout SectionModel.swift, MagazineLayout.swift (docs/strategies.md §7.2)"
        case .compositional: "NSCollectionLayoutBoundarySupplementaryItem docs, Apple sample (docs/strategies.md §6.3)"
        case .tableview: "UITableView.Style docs, reported re-implementations (docs/strategies.md §6.2)"
        case .swiftui: "PinnedScrollableViews docs, modelled by analogy (docs/strategies.md §12.1)"
        case .compose: "androidx LazyDsl.kt stickyHeader KDoc (docs/strategies.md §12.2)"
        case .flutter: "Flutter API docs: SliverMainAxisGroup, PinnedHeaderSliver, SliverPersistentHeader (docs/strategies.md §12.3)"
        }
    }
}
