import StickyLayout
import TestSeedLayouts
import TestSupport
import Testing
import UIKitCompat

/// A scenario's `options` reach a layout registered with `.uikit(…, options:)`, as a delegate's
/// answers would: here YL's `stickySections`, the "pin this section?" switch of seed 003.
@Suite("UIKitCompat: registration options")
struct RegistrationOptionsTests {
    static let registration = StrategyRegistration.uikit(
        "yl-chosen", summary: "seed 003 with chosen sections", source: "test",
        options: [StrategyOptionKey("stickySections", .sections, "the sections whose headers stick")]
    ) { options in
        let layout = YLStickyHeaderFlowLayout()
        if let sections = options.sections("stickySections") { layout.stickySections = sections }
        return layout
    }

    /// Section 0's header y at `offset` (3 sections: header 1, 4 items of 2; viewport 10×6).
    static func headerY(_ options: StrategyOptions, offset: Double) -> Double? {
        var view = CollectionView(
            sections: Array(repeating: SectionSpec(itemCount: 4), count: 3),
            metrics: FlowMetrics(itemSize: Size(width: 0, height: 2), headerReferenceSize: Size(width: 0, height: 1)),
            strategy: registration.make(options),
            scrollView: ScrollViewState(contentOffset: Point(x: 0, y: offset), viewportSize: Size(width: 10, height: 6)))
        return view.visibleAttributes().first { $0.kind == .header && $0.indexPath.section == 0 }?.frame.minY
    }

    @Test func theOptionReachesTheLayout() {
        #expect(Self.registration.optionKeys.map(\.key) == ["stickySections"])
        #expect(Self.headerY(StrategyOptions(), offset: 3) == 3)
        var chosen = StrategyOptions()
        chosen["stickySections"] = .sections([0])
        #expect(Self.headerY(chosen, offset: 3) == 3)
        chosen["stickySections"] = .sections([1])
        #expect(Self.headerY(chosen, offset: 3) == nil)
    }
}
