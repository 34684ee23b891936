/// Bootstrap's `.sticky-top` (twbs/bootstrap, `scss/utilities/_position.scss` at commit
/// 04206ebfcc77f6a88db5ed9540424e43606db9fd: `position: sticky; top: 0; z-index: $zindex-sticky`)
/// on each section's heading, written as a strategy file: the built-in `css` clamp (the element
/// stays inside its parent box, the natural position wins) with the pin line at the viewport's
/// top edge, since `top: 0` is measured from the scrollport and the page's padding scrolls away.
///
/// The reported bug: "navbar fixed-top, sidebar sticky-top: missing padding-top"
/// (https://github.com/twbs/bootstrap/issues/26364; closed as "the reality of sticky and fixed
/// positioning in CSS"): with a `.fixed-top` navbar over the page (the body padded by its height,
/// here the bars, `contentInset`), a `.sticky-top` element scrolls under the navbar. The thread's
/// answer (`.app-sticky-top { top: 5rem; }`, the navbar's height) is the fixed version; here the
/// offset is everything that covers the top (the bars plus the system's part).
///
/// Not modelled: sticky footers (`.sticky-top` only), the navbar itself.
enum BootstrapStickyTop {
    static let broken = #"""
    {
      "summary": "Bootstrap .sticky-top: position: sticky; top: 0 under a fixed-top navbar",
      "emission": "allSections",
      "pinLine": {"inset": "none"},
      "headers": {"pin": true, "floor": "natural", "ceiling": "boxEnd", "order": "naturalWins"},
      "footers": {"pin": false},
      "zIndex": {"cell": 0, "header": 1020, "footer": 0},
      "emptySections": "pin"
    }
    """#

    static let fixed = #"""
    {
      "summary": "Bootstrap .sticky-top with top: the navbar's height",
      "emission": "allSections",
      "pinLine": {"inset": "adjustedContentInset"},
      "headers": {"pin": true, "floor": "natural", "ceiling": "boxEnd", "order": "naturalWins"},
      "footers": {"pin": false},
      "zIndex": {"cell": 0, "header": 1020, "footer": 0},
      "emptySections": "pin"
    }
    """#
}
