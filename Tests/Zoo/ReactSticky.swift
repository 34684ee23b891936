/// react-sticky's `Sticky` inside a `StickyContainer` (captivationsoftware/react-sticky,
/// `src/sticky.js` at commit 04f27d044d965b4ca8f174ed55b9b0845285ac18), written as a strategy
/// file: one container per section, its `Sticky` the section's header, the rows after it the cells.
///
/// Read from the source: the element turns sticky once its placeholder's top reaches the
/// container offset (`isSticky`: `fromTop <= containerOffset - topOffset`, 0 for a top-level
/// container: the natural floor and a pin line at the viewport's top, no inset), and is then
/// `position: fixed` at `top = containerOffset`, lowered to `bottomLimit` (the container's bottom
/// minus its height) when the container ends sooner (`render`: pushed off by its own container's
/// end, the box end; the ceiling wins, `farWins`). The sticky style sets `position`, `top`,
/// `left` and `width` and no `z-index` (the element's own style adds `transform: translateZ(0)`):
/// the stuck header paints at level 0 in document order, so rows after it that are positioned or
/// form a stacking context paint over it. The cells here stand for such rows (the reporter's
/// content had a z-index); rows that are neither would paint under the header, as a plain
/// page's do.
///
/// The reported bug: "Header moves to background when scrolling"
/// (https://github.com/captivationsoftware/react-sticky/issues/68): the header sticks, but it
/// scrolls behind the content and is no longer visible. The maintainer's answer (give the sticky
/// element a z-index above the content's) and the reporter's fix (`z-index: 1`) are the fixed
/// version. Here the content is cells at zIndex 0, the stuck header at 0 (broken) or 1 (fixed).
///
/// Not modelled: `topOffset` / `bottomOffset` (0 by default), nested containers, the fixed
/// navbars a page may have (react-sticky does not know them: the pin line has no inset, so
/// `pinned-visible` is not declared), and that a header whose container has left the viewport
/// returns to its place in the document (off screen either way), footers (the library has none).
enum ReactSticky {
    static let broken = #"""
    {
      "summary": "react-sticky: position: fixed at the window's top, pushed off by its container, no z-index",
      "emission": "allSections",
      "pinLine": {"inset": "none"},
      "headers": {"pin": true, "floor": "natural", "ceiling": "boxEnd", "order": "farWins"},
      "footers": {"pin": false},
      "zIndex": {"cell": 0, "header": 0, "footer": 0},
      "emptySections": "natural"
    }
    """#

    static let fixed = #"""
    {
      "summary": "react-sticky with z-index: 1 on the sticky element",
      "emission": "allSections",
      "pinLine": {"inset": "none"},
      "headers": {"pin": true, "floor": "natural", "ceiling": "boxEnd", "order": "farWins"},
      "footers": {"pin": false},
      "zIndex": {"cell": 0, "header": 1, "footer": 0},
      "emptySections": "natural"
    }
    """#
}
