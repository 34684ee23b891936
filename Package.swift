// swift-tools-version: 6.0
import PackageDescription

// Layering (one way only):
//   StickyLayout (pure engine, no Foundation/OS)
//     <- ScrollSimKit (scenarios, scroll model, frame, painter, playback)
//       <- CursesBackend (the only code that imports the ncurses shim)
//         <- scrollsim (command line)
let package = Package(
    name: "ScrollSim",
    products: [
        .library(name: "StickyLayout", targets: ["StickyLayout"]),
        .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
        .executable(name: "scrollsim", targets: ["scrollsim"]),
        .executable(name: "scrollsim-bench", targets: ["scrollsim-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "StickyLayout"),
        .target(name: "UIKitCompat", dependencies: ["StickyLayout"]),
        .target(
            name: "ScrollSimKit", dependencies: ["StickyLayout"],
            linkerSettings: [.linkedLibrary("m")]
        ),
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        .target(name: "CSignals"),
        .target(name: "CursesBackend", dependencies: ["ScrollSimKit", "CNcursesw", "CSignals"]),
        .executableTarget(
            name: "scrollsim",
            dependencies: [
                "StickyLayout", "ScrollSimKit", "CursesBackend",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "scrollsim-bench",
            dependencies: ["StickyLayout", "ScrollSimKit"]
        ),
        .testTarget(name: "StickyLayoutTests", dependencies: ["StickyLayout"]),
        .testTarget(name: "ScrollSimKitTests", dependencies: ["ScrollSimKit", "StickyLayout"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ScrollSimKit"]),
        .testTarget(name: "UIKitCompatTests", dependencies: ["UIKitCompat", "StickyLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
