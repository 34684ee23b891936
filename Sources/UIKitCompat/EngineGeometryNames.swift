import StickyLayout

// On macOS, Foundation (which this module re-exports, as UIKit does) also brings MacTypes' `Point`,
// `Rect` and `Size` into scope, and a name two imported modules declare is ambiguous in a type
// position ("'Rect' is ambiguous for type lookup"). A module's own declarations shadow the ones it
// imports, so these make the names the engine's in this module and in every file that imports
// UIKitCompat, with or without `import StickyLayout` (README, macOS).

/// The engine's point (`StickyLayout.Point`), named here so that it wins over MacTypes' `Point`.
public typealias Point = StickyLayout.Point
/// The engine's rectangle (`StickyLayout.Rect`), named here so that it wins over MacTypes' `Rect`.
public typealias Rect = StickyLayout.Rect
/// The engine's size (`StickyLayout.Size`), named here so that it wins over MacTypes' `Size`.
public typealias Size = StickyLayout.Size
