// CoreGraphics for Linux, where the system has none: a layout written for iOS says `import CoreGraphics`
// for CGFloat, CGPoint, CGSize and CGRect, which live in Foundation on Linux, so this module re-exports
// Foundation. The target exists only on Linux (Package.swift); on macOS `import CoreGraphics` is the
// system's. UIKitCompat does not re-export it, and the CoreGraphics members Foundation lacks on Linux
// (`equalTo`) come with UIKitCompat (CoreGraphics+Linux.swift): Swift Testing declares a cross-import
// overlay for a module named CoreGraphics that Linux toolchains do not ship, so a file that sees both
// `Testing` and this module fails with "no such module '_Testing_CoreGraphics'" (a team's tests import
// UIKitCompat and Testing together, never this module).
@_exported import Foundation
