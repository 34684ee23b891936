// swift-tools-version: 6.0
import PackageDescription

// A team's own package: its UIKit layout subclass (PinnedHeaders, unchanged but for the import)
// and a three-line command line that runs ScrollSim with it registered.
let package = Package(
    name: "CustomStrategy",
    // ScrollSim's own floor on macOS (a package cannot ask for less than its dependencies).
    platforms: [.macOS(.v14)],
    dependencies: [
        // In your own package: .package(name: "ScrollSim", path: "path/to/ScrollSim") or a git URL.
        .package(name: "ScrollSim", path: "../.."),
    ],
    targets: [
        .target(
            name: "PinnedHeaders",
            dependencies: [.product(name: "UIKitCompat", package: "ScrollSim")]
        ),
        .executableTarget(
            name: "my-scrollsim",
            dependencies: [
                "PinnedHeaders",
                .product(name: "ScrollSimCLI", package: "ScrollSim"),
                .product(name: "UIKitCompat", package: "ScrollSim"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
