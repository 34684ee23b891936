import StickyLayout

// This module re-exports the C library (Platform/CLibrary.swift), which on macOS brings MacTypes'
// `Point`, `Rect` and `Size` into scope: a module's own declarations shadow the ones it imports, so
// these keep the names the engine's in every file here (README, macOS).
typealias Point = StickyLayout.Point
typealias Rect = StickyLayout.Rect
typealias Size = StickyLayout.Size
