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

/// A zoo layout registered twice: `name` as broken, then `name-fixed` with its fix turned on (`layout(true)`).
@MainActor func zooBrokenAndFixed(
    _ name: String, summary: String, layout: @escaping @Sendable (_ fixed: Bool) -> UICollectionViewLayout
) -> [StrategyRegistration] {
    [
        .uikit(StrategyName(name), summary: summary, source: "Tests/ZooLayouts", declares: zooDeclares) { layout(false) },
        .uikit(StrategyName(name + "-fixed"), summary: "zoo: \(name) fixed", source: "Tests/ZooLayouts",
              declares: zooDeclares) { layout(true) },
    ]
}

/// The zoo's layouts that crash, hang, allocate without end, hide a second bug behind a first or
/// have two causes of one rule (Tests/ZooLayouts), broken and fixed; each declares every property.
let zoo: [StrategyRegistration] = zooBrokenAndFixed(
    "zoo-stale-section", summary: "zoo: traps after a delete (stale section index)"
) { fixed in
    let layout = StaleSectionLayout()
    layout.dropsStaleSections = fixed
    return layout
} + zooBrokenAndFixed(
    "zoo-floating-section", summary: "zoo: traps after a delete (the floating section's index kept)"
) { fixed in
    let layout = FloatingSectionLayout()
    layout.dropsStaleSection = fixed
    return layout
} + zooBrokenAndFixed("zoo-empty-section-loop", summary: "zoo: loops on an empty section") { fixed in
    let layout = EmptySectionLoopLayout()
    layout.skipsEmptySections = fixed
    return layout
} + zooBrokenAndFixed("zoo-offset-cache", summary: "zoo: a cache keyed by offset that grows without end") { fixed in
    let layout = OffsetCacheLayout()
    layout.stepsAtLeastOnePoint = fixed
    return layout
} + zooBrokenAndFixed("zoo-cached-ends", summary: "zoo: two causes of one rule (a stale cache, the layout's inset)") { fixed in
    let layout = CachedEndsStickyLayout()
    layout.fixesCache = fixed
    layout.fixesSectionInset = fixed
    return layout
} + [
    .uikit("zoo-two-bugs", summary: "zoo: pins in the overscroll and past its section", source: "Tests/ZooLayouts",
          declares: zooDeclares) { TwoBugsStickyLayout() },
]

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
] + zoo + [
    .uikit("myntra-uikit", summary: "seed 004 as a UIKit subclass (UIKitCompat)", source: "Tests/SeedLayouts",
          declares: declared(by: .myntra)) {
        MYNStickyFlowLayout()
    },
    .uikit("context-sticky", summary: "the context-invalidation sticky-header pattern (a protocol probe)",
          source: "Tests/SeedLayouts/ProtocolProbes.swift", declares: [.pinnedVisible]) {
        ContextStickyLayout(trace: ProbeTrace(recording: false))
    },
])
