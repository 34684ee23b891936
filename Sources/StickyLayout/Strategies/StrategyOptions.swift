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

    public init() {}
}
