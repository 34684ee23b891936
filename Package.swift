// swift-tools-version: 6.2
import PackageDescription

// Layering (one way only):
//   StickyLayout (pure engine, no Foundation/OS)
//     <- ScrollSimKit (scenarios, scroll model, frame, painter, playback)
//       <- CursesBackend (the only code that imports the ncurses shim)
//         <- ScrollSimCLI (command line as a library, in Sources/scrollsim)
//           <- scrollsim (executable: Sources/scrollsim-main/main.swift)
//   StickyLayout <- UIKitCompat (UIKit's flow-layout API over the engine, for a team's own subclass)

/// Linker flags that make `scrollsim` one static executable on Linux: the Swift runtime,
/// FoundationEssentials (which swift-argument-parser imports), ncursesw with its libtinfo
/// (libncurses-dev's `.a` files), libstdc++ and glibc, linked with the toolchain's lld.
/// lld also places the code a live-view step runs together (`link/live-step.order`, made by
/// `link/update-order.sh`; symbols it names that a build lacks are skipped).
enum StaticRuntime {
    static let linkerFlags = [
        "-static-executable", "-use-ld=lld", "-ltinfo",
        "-l_FoundationCollections", "-l_FoundationCShims", "-lswiftSynchronization",
        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/link/live-step.order",
        "-Xlinker", "--no-warn-symbol-ordering",
    ]
}

/// Release builds on Linux put each function of the modules a live-view step runs in its own
/// section, so that lld can place the step's functions together (`link/live-step.order`) rather
/// than whole files. A package that depends on these products may carry the flag (tools 6.2).
let functionSections: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
]

let package = Package(
    name: "ScrollSim",
    products: [
        .library(name: "StickyLayout", targets: ["StickyLayout"]),
        .library(name: "UIKitCompat", targets: ["UIKitCompat"]),
        .library(name: "ScrollSimCLI", targets: ["ScrollSimCLI"]),
        .executable(name: "scrollsim", targets: ["scrollsim"]),
        .executable(name: "scrollsim-bench", targets: ["scrollsim-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "StickyLayout", swiftSettings: functionSections),
        .target(name: "UIKitCompat", dependencies: ["StickyLayout"]),
        .target(
            name: "ScrollSimKit", dependencies: ["StickyLayout"],
            swiftSettings: functionSections, linkerSettings: [.linkedLibrary("m")]
        ),
        .systemLibrary(
            name: "CNcursesw",
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        .target(name: "CSignals"),
        .target(
            name: "CursesBackend", dependencies: ["ScrollSimKit", "CNcursesw", "CSignals"], swiftSettings: functionSections
        ),
        .target(
            name: "ScrollSimCLI",
            dependencies: [
                "StickyLayout", "ScrollSimKit", "CursesBackend",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/scrollsim", swiftSettings: functionSections
        ),
        // On Linux everything is linked in (no dynamic loader, no relocations to apply, no
        // shared library to map: the first frame comes in about 70 % of the time of a PIE with
        // shared ncurses and C++ libraries; README, Performance). The program calls nothing that
        // needs glibc's dynamic parts (NSS, iconv modules); terminfo is found as before.
        // Only this executable links this way; the library products carry no linker flag.
        .executableTarget(
            name: "scrollsim", dependencies: ["ScrollSimCLI"], path: "Sources/scrollsim-main",
            linkerSettings: [.unsafeFlags(StaticRuntime.linkerFlags, .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "scrollsim-bench",
            dependencies: ["StickyLayout", "ScrollSimKit", "UIKitCompat"]
        ),
        .testTarget(name: "StickyLayoutTests", dependencies: ["StickyLayout"]),
        .testTarget(name: "ScrollSimKitTests", dependencies: ["ScrollSimKit", "StickyLayout"]),
        .testTarget(name: "EndToEndTests", dependencies: ["ScrollSimKit"]),
        .testTarget(name: "UIKitCompatTests", dependencies: ["UIKitCompat", "StickyLayout"]),
        .testTarget(name: "ScrollSimCLITests", dependencies: ["ScrollSimCLI", "ScrollSimKit"]),
        .testTarget(name: "Zoo", dependencies: ["ScrollSimKit", "StickyLayout", "UIKitCompat"], path: "Tests/Zoo"),
        // The seed translations of UIKitCompatTests (symlinked) registered in the command line,
        // for the end-to-end tests. Not a product.
        .executableTarget(name: "scrollsim-seeds", dependencies: ["ScrollSimCLI", "UIKitCompat"], path: "Tests/SeedSimulator"),
    ],
    swiftLanguageModes: [.v6]
)
