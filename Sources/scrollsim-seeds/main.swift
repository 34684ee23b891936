import ScrollSimCLI
import SeedLayouts
import TestSeedLayouts
import StickyLayout
import UIKitCompat
import ZooLayouts

// `scrollsim-seeds`, a test-only executable (not a product): the command line with the seed layouts
// (Sources/SeedLayouts, Tests/SeedLayouts) registered next to the built-ins, for the end-to-end tests (and for comparing
// them by eye: `scrollsim-seeds --split evadne,evadne-uikit`). Each translation declares what its
// built-in declares, so `check` holds both to the same properties.

/// The properties the built-in `name` declares.
func declared(by name: StrategyName) -> Set<LayoutProperty> {
    StrategyRegistry.builtIn.strategy(named: name)?.declaredProperties ?? []
}
/// What the zoo's layouts declare: every property that fits a layout pinning headers only.
let zooDeclares = Set<LayoutProperty>.all.subtracting([.footersPresent])

ScrollSim.main(registering: [
    .uikit("floating-uikit", summary: "seed 000 as a UIKit subclass (UIKitCompat)", source: "Tests/SeedLayouts",
          declares: declared(by: .floating)) {
        let layout = FloatingSupplementaryFlowLayout()
        layout.barHeight = 3
        return layout
    },
    .uikit("evadne-uikit", summary: "seeds 001/002 as a UIKit subclass (UIKitCompat)", source: "Sources/SeedLayouts",
          declares: declared(by: .evadne)) {
        EvadneStickyHeaderFlowLayout()
    },
    // The built-in's `ylStickySections` option reaches the subclass, as its `stickySections` property.
    .uikit("yl-uikit", summary: "seed 003 as a UIKit subclass (UIKitCompat)", source: "Tests/SeedLayouts",
          options: StrategyOptionDeclarations.keys({ $0.ylStickySections }), declares: declared(by: .yl)) { options in
        let layout = YLStickyHeaderFlowLayout()
        if let sections = options.ylStickySections { layout.stickySections = sections }
        return layout
    },
    // The zoo's layouts that crash, hang, allocate without end or hide a second bug behind a first (Tests/ZooLayouts),
    // broken and fixed; each declares every property.
    .uikit("zoo-stale-section", summary: "zoo: traps after a delete (stale section index)", source: "Tests/ZooLayouts",
          declares: zooDeclares) { StaleSectionLayout() },
    .uikit("zoo-stale-section-fixed", summary: "zoo: zoo-stale-section fixed", source: "Tests/ZooLayouts", declares: zooDeclares) {
        let layout = StaleSectionLayout()
        layout.dropsStaleSections = true
        return layout
    },
    .uikit("zoo-empty-section-loop", summary: "zoo: loops on an empty section", source: "Tests/ZooLayouts",
          declares: zooDeclares) { EmptySectionLoopLayout() },
    .uikit("zoo-empty-section-loop-fixed", summary: "zoo: zoo-empty-section-loop fixed", source: "Tests/ZooLayouts", declares: zooDeclares) {
        let layout = EmptySectionLoopLayout()
        layout.skipsEmptySections = true
        return layout
    },
    .uikit("zoo-offset-cache", summary: "zoo: a cache keyed by offset that grows without end", source: "Tests/ZooLayouts",
          declares: zooDeclares) { OffsetCacheLayout() },
    .uikit("zoo-offset-cache-fixed", summary: "zoo: zoo-offset-cache fixed", source: "Tests/ZooLayouts", declares: zooDeclares) {
        let layout = OffsetCacheLayout()
        layout.stepsAtLeastOnePoint = true
        return layout
    },
    .uikit("zoo-two-bugs", summary: "zoo: pins in the overscroll and past its section", source: "Tests/ZooLayouts",
          declares: zooDeclares) { TwoBugsStickyLayout() },
    .uikit("myntra-uikit", summary: "seed 004 as a UIKit subclass (UIKitCompat)", source: "Tests/SeedLayouts",
          declares: declared(by: .myntra)) {
        MYNStickyFlowLayout()
    },
    .uikit("context-sticky", summary: "the context-invalidation sticky-header pattern (a protocol probe)",
          source: "Tests/SeedLayouts/ProtocolProbes.swift", declares: [.pinnedVisible]) {
        ContextStickyLayout(trace: ProbeTrace(recording: false))
    },
])
