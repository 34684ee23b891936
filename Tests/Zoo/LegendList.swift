/// Legend List's sticky headers on iOS and Android (LegendApp/legend-list,
/// `src/components/PositionView.native.tsx`, `PositionViewSticky`, at commit
/// 2a0dee44128bc3eeb5f2c938495b1e9902e841f8, the parent of the fix), written as a strategy file:
/// one section per sticky index, its sticky item the section's header.
///
/// Read from the source: the sticky container's `translateY` interpolates the scroll offset from
/// `stickyStart` (its position plus the list header and top padding, minus
/// `stickyHeaderConfig.offset`) with `extrapolateLeft: "clamp"` (never above its own position:
/// the natural floor) and `extrapolateRight: "extend"` (it follows the offset without end: no
/// ceiling), at the scroll view's top edge with no inset term; its zIndex is `index + 1000`, above
/// the rows.
///
/// The reported bug: "Sticky headers are stacked, causing issues with headers of different height"
/// (https://github.com/LegendApp/legend-list/issues/400): a tall chapter header followed by a
/// small one stays pinned under it, showing below it, instead of being pushed out. The fix
/// (commit 81c50256267ec6f06f145609aeecce124b2a3e37, "fix: push sticky headers on mobile",
/// `getStickyPushLimit` in `src/components/stickyPositionUtils.ts`) stops a header at the next
/// sticky item's position minus its own size, and the last one never: the fixed version
/// (`until: nextPinnedSection`; the push limit wins over the natural position, `farWins`).
///
/// Not modelled: the per-index zIndex (a later header paints over an earlier one; here every
/// header has 1000), `stickyHeaderConfig.offset` (0 by default), the list header and padding
/// (none here), container recycling (a sticky header's container is answered for every rect).
/// Not declared: pinned-in-section (the last header never leaves, in the fix as well) and
/// pinned-visible (the pin line is the scroll view's top, under any bars).
enum LegendList {
    static let broken = #"""
    {
      "summary": "Legend List before 81c50256: sticky headers follow the offset with no push limit",
      "emission": "allSections",
      "pinLine": {"inset": "none"},
      "headers": {"pin": true, "floor": "natural", "ceiling": "none"},
      "footers": {"pin": false},
      "zIndex": {"cell": 0, "header": 1000, "footer": 0},
      "emptySections": "pin"
    }
    """#

    static let fixed = #"""
    {
      "summary": "Legend List at 81c50256: a sticky header stops at the next sticky item",
      "emission": "allSections",
      "pinLine": {"inset": "none"},
      "headers": {"pin": true, "floor": "natural", "until": "nextPinnedSection", "order": "farWins"},
      "footers": {"pin": false},
      "zIndex": {"cell": 0, "header": 1000, "footer": 0},
      "emptySections": "pin"
    }
    """#
}
