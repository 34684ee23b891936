/// The bounds a scenario file must stay within, so loading never exhausts memory or time.
package enum ScenarioLimits {
    /// Items in all sections together.
    package static let maxTotalItems = 10_000_000
    /// Sections.
    package static let maxSections = 1_000_000
    /// Any size, inset, spacing or length, in points.
    package static let maxLength = 1_000_000.0
    /// Largest scenario file read, in bytes.
    package static let maxFileBytes = 64 << 20
}
