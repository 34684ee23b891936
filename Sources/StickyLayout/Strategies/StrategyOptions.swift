/// Per-strategy settings, named after the originals' properties. Defaults match the originals.
public struct StrategyOptions: Hashable, Sendable {
    /// Seed 000: height of the bar it re-inserts (44 points on iOS; 3 rows here, as docs/strategies.md §10 G1).
    public var floatingBarHeight: Double = 3

    /// YL `disableStickyFlow`.
    public var ylDisableStickyFlow = false
    /// YL `stickySections`: nil = never set (all sticky); setting `[]` disables sticky flow.
    public var ylStickySections: [Int]? = nil

    /// CS `parallaxHeaderReferenceSize` (zero = no parallax header).
    public var csParallaxHeaderReferenceSize: Size = .zero
    /// CS `parallaxHeaderMinimumReferenceSize`.
    public var csParallaxHeaderMinimumReferenceSize: Size = .zero
    /// CS `parallaxHeaderAlwaysOnTop`.
    public var csParallaxHeaderAlwaysOnTop = false
    /// CS `disableStickyHeaders`.
    public var csDisableStickyHeaders = false
    /// CS `disableStretching`.
    public var csDisableStretching = false
    /// CS issue #167's proposed iOS 11 patch: add `adjustedContentInset.top` to `contentInset.top`.
    public var csAdjustedInsetPatch = false

    /// UIKit `sectionHeadersPinToVisibleBounds`.
    public var uikitPinHeaders = true
    /// UIKit `sectionFootersPinToVisibleBounds`.
    public var uikitPinFooters = true

    /// CSS: headers are `position: sticky; top: 0`.
    public var cssStickyHeaders = true
    /// CSS: footers are `position: sticky; bottom: 0`.
    public var cssStickyFooters = true

    /// IGListKit `stickyHeaders` (an init argument of `IGListCollectionViewLayout`).
    public var igStickyHeaders = true
    /// IGListKit `topContentInset`: the layout's own pin-line inset (not the scroll view's).
    public var igTopContentInset: Double = 0
    /// IGListKit `stickyHeaderYOffset`, added to the pin line.
    public var igStickyHeaderYOffset: Double = 0
    /// IGListKit `showHeaderWhenEmpty`: show the header and footer of a section with no items.
    public var igShowHeaderWhenEmpty = false

    /// MagazineLayout: headers are `.visible(pinToVisibleBounds: true)`.
    public var magazinePinHeaders = true
    /// MagazineLayout: footers are `.visible(pinToVisibleBounds: true)`.
    public var magazinePinFooters = true

    /// Compositional layout: the section header's `pinToVisibleBounds`.
    public var compositionalPinHeaders = true
    /// Compositional layout: the section footer's `pinToVisibleBounds`.
    public var compositionalPinFooters = true
    /// Compositional layout: `extendsBoundary` of the header and footer (false: they overlay the content).
    public var compositionalExtendsBoundary = true
    /// Compositional layout: the boundary items' `zIndex` (Apple's pinned-header sample sets 2).
    public var compositionalZIndex = 2

    /// UITableView style: plain (headers and footers float) or grouped (they do not).
    public var tableViewStyle: TableViewStyle = .plain

    /// SwiftUI `pinnedViews` contains `.sectionHeaders`.
    public var swiftuiPinHeaders = true
    /// SwiftUI `pinnedViews` contains `.sectionFooters`.
    public var swiftuiPinFooters = true

    /// Flutter: which slivers make the headers.
    public var flutterMode: FlutterPinning = .group

    public init() {}
}

/// `UITableView.Style`, as far as pinning goes.
public enum TableViewStyle: String, Hashable, Sendable, CaseIterable {
    /// Section headers and footers float.
    case plain
    /// Section headers and footers scroll with the rows.
    case grouped
}

/// How a Flutter port pins its section headers.
public enum FlutterPinning: String, Hashable, Sendable, CaseIterable {
    /// Each section is a `SliverMainAxisGroup` starting with a `PinnedHeaderSliver`: pushed off by its group's end.
    case group
    /// Each header is a top-level `SliverPersistentHeader(pinned: true)`: never pushed off, so they stack.
    case persistent
}
