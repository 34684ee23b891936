import ScrollSimCLI
import UIKitCompat

// `scrollsim-seeds`: the command line with the seed translations of the UIKitCompat tests
// registered next to the built-ins, for the end-to-end tests (and for comparing them by eye:
// `scrollsim-seeds --split evadne,evadne-uikit`). Not a product.
ScrollSim.main(registering: [
    .uikit("floating-uikit", summary: "seed 000 as a UIKit subclass (UIKitCompat)", source: "Tests/UIKitCompatTests/SeedLayouts") {
        let layout = FloatingSupplementaryFlowLayout()
        layout.barHeight = 3
        return layout
    },
    .uikit("evadne-uikit", summary: "seeds 001/002 as a UIKit subclass (UIKitCompat)", source: "Tests/UIKitCompatTests/SeedLayouts") {
        EvadneStickyHeaderFlowLayout()
    },
    .uikit("yl-uikit", summary: "seed 003 as a UIKit subclass (UIKitCompat)", source: "Tests/UIKitCompatTests/SeedLayouts") {
        YLStickyHeaderFlowLayout()
    },
    .uikit("myntra-uikit", summary: "seed 004 as a UIKit subclass (UIKitCompat)", source: "Tests/UIKitCompatTests/SeedLayouts") {
        MYNStickyFlowLayout()
    },
])
