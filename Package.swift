// swift-tools-version: 6.0
import PackageDescription

// Tools 6.0, the oldest that takes `swiftLanguageModes:` (Xcode 16 and later; Swift 6.0 on Linux).
//
// Layering (one way only):
//   StickyLayout (pure engine, no Foundation/OS)
//     <- ScrollSimKit (scenarios, scroll model, frame, painter, playback)
//       <- ScrollSimExport (SVG, HTML, page, GIF; FreeType loaded at run time through CFreeType)
//       <- CursesBackend (the only code that imports the ncurses shim)
//         <- ScrollSimCLI (command line as a library)
//           <- scrollsim (executable: Sources/scrollsim/main.swift)
//   StickyLayout <- UIKitCompat (UIKit's flow-layout API over the engine, for a team's own subclass)
// What differs by operating system is the platform layer: the C targets, each target's `Platform/`
// folder and the files named `…+Linux.swift` / `…+Darwin.swift` (README, Architecture).

/// The ncursesw system library. On macOS its headers and library come from Homebrew's keg-only
/// ncurses (the SDK's curses has no `ncursesw` and no wheel-down button): SwiftPM finds its
/// `ncursesw.pc` through the `.brew` provider (`brew --prefix`), so no `PKG_CONFIG_PATH` is needed.
/// On Linux the headers are in the default search path, and naming a pkg-config file there would only
/// log warnings about the `-D` flags SwiftPM drops, so none is named (a check of the host building).
#if os(macOS)
let ncurseswPkgConfig: String? = "ncursesw"
#else
let ncurseswPkgConfig: String? = nil
#endif

/// CoreGraphics where the system has none (Linux): Sources/CoreGraphics re-exports Foundation, which
/// holds CGFloat, CGPoint, CGSize and CGRect there, so a layout's `import CoreGraphics` compiles
/// unchanged. On macOS the target is not declared, so nothing shadows the system's module (the manifest
/// is compiled for the machine that builds: cross-compiling from macOS to Linux is not covered).
/// UIKitCompat depends on it so that a team's target sees it, and does not import it (see its source).
#if os(Linux)
let coreGraphicsTargets: [Target] = [.target(name: "CoreGraphics")]
let uikitCompatDependencies: [Target.Dependency] = ["StickyLayout", "CoreGraphics"]
#else
let coreGraphicsTargets: [Target] = []
let uikitCompatDependencies: [Target.Dependency] = ["StickyLayout"]
#endif

let package = Package(
    name: "ScrollSim",
    // String.firstRange(of:) and Duration need macOS 13; 14 is the oldest system the README supports.
    platforms: [.macOS(.v14)],
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
        .target(name: "StickyLayout"),
        .target(name: "UIKitCompat", dependencies: uikitCompatDependencies),
        // Seed 002 translated as a UIKit subclass: for the bench's compat section, UIKitCompatTests
        // and scrollsim-seeds. Not a product.
        .target(name: "SeedLayouts", dependencies: ["UIKitCompat"]),
        .target(
            name: "ScrollSimKit", dependencies: ["StickyLayout"], linkerSettings: [.linkedLibrary("m")]
        ),
        // The exports: SVG, HTML player, scrolling page, GIF (docs/exports.md). FreeType, which the
        // GIF's glyphs need, is loaded at run time (CFreeType), so nothing here links it.
        .target(name: "ScrollSimExport", dependencies: ["ScrollSimKit", "StickyLayout", "CFreeType"]),
        // FreeType and fontconfig opened with dlopen when a GIF is asked for (docs/exports.md).
        .target(name: "CFreeType", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .systemLibrary(
            name: "CNcursesw",
            pkgConfig: ncurseswPkgConfig,
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        .target(name: "CSignals"),
        // C helpers of the platform layer: select(2) (its FD_SET macros do not import into Swift),
        // and on Darwin the libproc and Mach readings of the bench.
        .target(name: "CPlatform", linkerSettings: [.linkedLibrary("util", .when(platforms: [.linux]))]),
        .target(name: "CursesBackend", dependencies: ["ScrollSimKit", "CNcursesw", "CSignals", "CPlatform"]),
        .target(
            name: "ScrollSimCLI",
            dependencies: [
                "StickyLayout", "ScrollSimKit", "ScrollSimExport", "CursesBackend",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "scrollsim", dependencies: ["ScrollSimCLI"]),
        .executableTarget(
            name: "scrollsim-bench",
            dependencies: ["StickyLayout", "ScrollSimKit", "ScrollSimExport", "UIKitCompat", "SeedLayouts", "CPlatform"]
        ),
        // What the test targets share: the reference model, temporary folders, running programs,
        // tmux, the generated update scripts and the tests' random draws. Not a product.
        .target(name: "TestSupport", dependencies: ["StickyLayout", "ScrollSimKit"], path: "Tests/Support"),
        .testTarget(name: "StickyLayoutTests", dependencies: ["StickyLayout", "ScrollSimKit", "TestSupport"]),
        .testTarget(
            name: "ScrollSimKitTests", dependencies: ["ScrollSimKit", "ScrollSimExport", "StickyLayout", "TestSupport"]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["ScrollSimKit", "ScrollSimExport", "TestSupport"]),
        // The other seeds translated as UIKit subclasses, which only the tests run. Not a product.
        .target(name: "TestSeedLayouts", dependencies: ["UIKitCompat"], path: "Tests/SeedLayouts"),
        .testTarget(
            name: "UIKitCompatTests",
            dependencies: ["UIKitCompat", "StickyLayout", "ScrollSimKit", "SeedLayouts", "TestSeedLayouts", "TestSupport"]
        ),
        .testTarget(name: "ScrollSimCLITests", dependencies: ["ScrollSimCLI", "ScrollSimKit", "TestSupport"]),
        .testTarget(name: "PeerSuites", dependencies: ["StickyLayout"], path: "Tests/PeerSuites"),
        // The zoo's layouts that crash, hang or hide a second bug, as UIKit subclasses: `check`
        // runs them in its worker process, so they are registered in scrollsim-seeds too. Not a product.
        .target(name: "ZooLayouts", dependencies: ["UIKitCompat"], path: "Tests/ZooLayouts"),
        .testTarget(
            name: "Zoo",
            dependencies: ["ScrollSimKit", "StickyLayout", "UIKitCompat", "ZooLayouts", "SeedLayouts", "TestSeedLayouts", "TestSupport"],
            path: "Tests/Zoo"),
        // Test-only executable, not a product: the command line with the seed layouts registered,
        // which the end-to-end tests drive.
        .executableTarget(
            name: "scrollsim-seeds", dependencies: ["ScrollSimCLI", "UIKitCompat", "SeedLayouts", "TestSeedLayouts", "ZooLayouts"]
        ),
    ] + coreGraphicsTargets,
    swiftLanguageModes: [.v6]
)
