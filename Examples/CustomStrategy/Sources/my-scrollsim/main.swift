import PinnedHeaders
import ScrollSimCLI
import UIKitCompat

// ScrollSim's command line, with the team's layout next to the built-ins.
ScrollSim.main(registering: [
    .uikit("akp", summary: "AKPFlowLayout's clamp: Evadne's, pinned below contentInset.top",
           source: "PinnedHeaderFlowLayout (Examples/CustomStrategy)") { PinnedHeaderFlowLayout() },
])
