import StickyLayout

/// What one violation is about: a property and a detail (the element kind, or the engine's
/// diagnostic code), so distinct problems under one property are reported and shrunk separately.
public struct CheckTarget: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var property: LayoutProperty
    public var detail: String

    public init(_ property: LayoutProperty, _ detail: String) {
        self.property = property
        self.detail = detail
    }

    public var description: String { "\(property.rawValue) (\(detail))" }

    /// Ordered as `LayoutProperty.allCases`, then by detail.
    public static func < (a: CheckTarget, b: CheckTarget) -> Bool {
        let i = LayoutProperty.allCases.firstIndex(of: a.property) ?? 0
        let j = LayoutProperty.allCases.firstIndex(of: b.property) ?? 0
        return (i, a.detail) < (j, b.detail)
    }
}

/// One violated property at one step of a case.
public struct Violation: Hashable, Sendable {
    /// What was violated.
    public var target: CheckTarget
    /// The index of the step where it happened.
    public var step: Int
    /// True when it happened in the answer for the step's extra query rect.
    public var inRectQuery: Bool
    /// One sentence with the numbers.
    public var message: String
}
