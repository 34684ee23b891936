/// bgogetap/StickyHeaders (Android, `StickyLayoutManager` with
/// `stickyheaders/src/main/java/com/brandongogetap/stickyheaders/StickyHeaderPositioner.java` at
/// commit 062d6696ec642249c4552441540998d20af75dc8), written as a strategy file: the clamp the
/// positioner applies, not the layout manager's code.
///
/// Read from the source: the sticky header is a copy of the header view added to the
/// RecyclerView's *parent* at its top edge (`attachHeader`: `getRecyclerParent().addView`), shown
/// once its header reaches that edge (`getHeaderPositionToShow`: the last header at or before the
/// first visible position: the natural floor), and translated up by the next header when that one
/// comes closer than its height (`offsetHeader`: `-(height - nextHeader.getY())`: pushed off by
/// the next section's start, the box end). Top padding is not supported (the class comment on
/// `updateLayoutParams`), so the pin line has no inset term.
///
/// The reported bug: "Positioner does not account for insets applied by parent layout"
/// (https://github.com/bgogetap/StickyHeaders/issues/54; also #51): in a CoordinatorLayout the
/// list starts below the app bar, but the sticky header sits at the parent's top, under the app
/// bar. Here the app bar is the bars (`contentInset`). The workaround the thread gives (wrap the
/// list in a FrameLayout so the parent's top is the list's) pins below the inset: the fixed version.
///
/// Not modelled: elevation, the header copy's binding, footers (the library has none).
enum StickyHeadersAndroid {
    static let broken = #"""
    {
      "summary": "bgogetap/StickyHeaders: the sticky copy at the parent's top, pushed off by the next header",
      "pinLine": {"inset": "none"},
      "headers": {"pin": true, "floor": "natural", "ceiling": "boxEnd"},
      "footers": {"pin": false}
    }
    """#

    static let fixed = #"""
    {
      "summary": "bgogetap/StickyHeaders inside a FrameLayout: the sticky copy at the list's top",
      "pinLine": {"inset": "adjustedContentInset"},
      "headers": {"pin": true, "floor": "natural", "ceiling": "boxEnd"},
      "footers": {"pin": false}
    }
    """#
}
