/// The bounds a scenario file must stay within, so loading never exhausts memory or time.
public enum ScenarioLimits {
    /// Items in all sections together.
    public static let maxTotalItems = 10_000_000
    /// Sections.
    public static let maxSections = 1_000_000
    /// Any size, inset, spacing or length, in points.
    public static let maxLength = 1_000_000.0
    /// Largest scenario file read, in bytes.
    public static let maxFileBytes = 64 << 20
}
