import StickyLayout
import TestSupport
import Testing

/// Engine vs reference with non-default options and a system inset, over a reduced small grid.
@Suite("Reference: strategy options")
struct ReferenceOptionsTests {
    struct Variant: Sendable, CustomStringConvertible {
        var name: String
        var kind: StrategyName
        var apply: @Sendable (inout RefConfig) -> Void
        var description: String { "\(kind.rawValue): \(name)" }
    }

    static let variants: [Variant] = [
        Variant(name: "parallax R4 M1", kind: .cs) { c in
            c.options.csParallaxHeaderReferenceSize = Size(width: 10, height: 4)
            c.options.csParallaxHeaderMinimumReferenceSize = Size(width: 10, height: 1)
        },
        Variant(name: "parallax R3 M2 alwaysOnTop", kind: .cs) { c in
            c.options.csParallaxHeaderReferenceSize = Size(width: 8, height: 3)
            c.options.csParallaxHeaderMinimumReferenceSize = Size(width: 8, height: 2)
            c.options.csParallaxHeaderAlwaysOnTop = true
        },
        Variant(name: "parallax R4 M0 disableStretching", kind: .cs) { c in
            c.options.csParallaxHeaderReferenceSize = Size(width: 10, height: 4)
            c.options.csDisableStretching = true
        },
        Variant(name: "disableStickyHeaders", kind: .cs) { c in c.options.csDisableStickyHeaders = true },
        Variant(name: "adjusted-inset patch, system inset 1", kind: .cs) { c in
            c.options.csAdjustedInsetPatch = true
            c.systemInset = EdgeInsets(top: 1, bottom: 1)
        },
        Variant(name: "stickySections [1]", kind: .yl) { c in c.options.ylStickySections = [1] },
        Variant(name: "stickySections [] (disables)", kind: .yl) { c in c.options.ylStickySections = [] },
        Variant(name: "disableStickyFlow", kind: .yl) { c in c.options.ylDisableStickyFlow = true },
        Variant(name: "system inset 1/2", kind: .uikit) { c in c.systemInset = EdgeInsets(top: 1, bottom: 2) },
        Variant(name: "headers only", kind: .uikit) { c in c.options.uikitPinFooters = false },
        Variant(name: "footers only", kind: .uikit) { c in c.options.uikitPinHeaders = false },
        Variant(name: "headers only", kind: .css) { c in c.options.cssStickyFooters = false },
        Variant(name: "footers only", kind: .css) { c in c.options.cssStickyHeaders = false },
        Variant(name: "contentInset bottom 1", kind: .myntra) { c in c.contentInset.bottom = 1 },
        Variant(name: "contentInset bottom 1", kind: .css) { c in c.contentInset.bottom = 1 },
        Variant(name: "system inset 1 (ignored)", kind: .yl) { c in c.systemInset = EdgeInsets(top: 1) },
        Variant(name: "system inset 1 (ignored)", kind: .myntra) { c in c.systemInset = EdgeInsets(top: 1, bottom: 1) },
        Variant(name: "system inset 1 (ignored)", kind: .evadne) { c in c.systemInset = EdgeInsets(top: 1) },
        Variant(name: "bar height 1", kind: .floating) { c in c.options.floatingBarHeight = 1 },
        Variant(name: "showHeaderWhenEmpty", kind: .iglistkit) { c in c.options.igShowHeaderWhenEmpty = true },
        Variant(name: "topContentInset 1, stickyHeaderYOffset 1", kind: .iglistkit) { c in
            c.options.igTopContentInset = 1
            c.options.igStickyHeaderYOffset = 1
        },
        Variant(name: "stickyHeaders off", kind: .iglistkit) { c in c.options.igStickyHeaders = false },
        Variant(name: "system inset 1/1, contentInset bottom 1", kind: .magazine) { c in
            c.systemInset = EdgeInsets(top: 1, bottom: 1)
            c.contentInset.bottom = 1
        },
        Variant(name: "refreshing control 2 of system inset 3", kind: .magazine) { c in
            c.systemInset = EdgeInsets(top: 3)
            c.refreshControlInset = 2
        },
        Variant(name: "stickyHeaderYOffset -1", kind: .iglistkit) { c in c.options.igStickyHeaderYOffset = -1 },
        Variant(name: "headers only", kind: .magazine) { c in c.options.magazinePinFooters = false },
        Variant(name: "footers only", kind: .magazine) { c in c.options.magazinePinHeaders = false },
        Variant(name: "extendsBoundary false", kind: .compositional) { c in c.options.compositionalExtendsBoundary = false },
        Variant(name: "extendsBoundary false, zIndex 0, system inset 1/2", kind: .compositional) { c in
            c.options.compositionalExtendsBoundary = false
            c.options.compositionalZIndex = 0
            c.systemInset = EdgeInsets(top: 1, bottom: 2)
        },
        Variant(name: "footers only", kind: .compositional) { c in c.options.compositionalPinHeaders = false },
        Variant(name: "grouped", kind: .tableview) { c in c.options.tableViewStyle = .grouped },
        Variant(name: "system inset 1/2", kind: .tableview) { c in c.systemInset = EdgeInsets(top: 1, bottom: 2) },
        Variant(name: "headers only", kind: .swiftui) { c in c.options.swiftuiPinFooters = false },
        Variant(name: "persistent", kind: .flutter) { c in c.options.flutterMode = .persistent },
        Variant(name: "contentInset bottom 1, system inset 1 (ignored)", kind: .compose) { c in
            c.contentInset.bottom = 1
            c.systemInset = EdgeInsets(top: 1)
        },
    ]

    static let tuples: [[Int]] = [[], [0], [1], [3], [5], [0, 2], [2, 0], [1, 1], [4, 5], [0, 0, 1], [2, 1, 3], [5, 0, 5]]

    @Test("engine equals reference with options", arguments: variants)
    func variant(_ variant: Variant) {
        let configs = SmallGrid.configs(tuples: Self.tuples).map { c -> RefConfig in
            var c = c
            variant.apply(&c)
            return c
        }
        let result = refSweep(configs, variant.kind, limit: 3)
        #expect(result.checked > 10_000)
        #expect(
            result.failureCount == 0,
            "\(result.failureCount) of \(result.checked) queries differ; first:\n\(result.failures.joined(separator: "\n---\n"))")
    }
}
