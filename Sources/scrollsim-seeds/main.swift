import ScrollSimCLI
import SeedLayouts
import TestSeedLayouts
import StickyLayout
import UIKitCompat

// `scrollsim-seeds`, a test-only executable (not a product): the command line with the seed layouts
// (Sources/SeedLayouts, Tests/SeedLayouts) registered next to the built-ins, for the end-to-end tests (and for comparing
// them by eye: `scrollsim-seeds --split evadne,evadne-uikit`). Each translation declares what its
// built-in declares, so `check` holds both to the same properties.

/// The properties the built-in `name` declares.
func declared(by name: StrategyName) -> Set<LayoutProperty> {
    StrategyRegistry.builtIn.strategy(named: name)?.declaredProperties ?? []
}
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
    .uikit("myntra-uikit", summary: "seed 004 as a UIKit subclass (UIKitCompat)", source: "Tests/SeedLayouts",
          declares: declared(by: .myntra)) {
        MYNStickyFlowLayout()
    },
    .uikit("context-sticky", summary: "the context-invalidation sticky-header pattern (a protocol probe)",
          source: "Tests/SeedLayouts/ProtocolProbes.swift", declares: [.pinnedVisible]) {
        ContextStickyLayout(trace: ProbeTrace(recording: false))
    },
])
