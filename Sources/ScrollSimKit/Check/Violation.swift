import StickyLayout

/// What one violation is about: a property and a detail (the element kind, or the engine's
/// diagnostic code), so distinct problems under one property are reported and shrunk separately.
package struct CheckTarget: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var property: LayoutProperty
    package var detail: String

    package init(_ property: LayoutProperty, _ detail: String) {
        self.property = property
        self.detail = detail
    }

    package var description: String { "\(property.rawValue) (\(detail))" }

    /// The element kind the detail starts with (`header`, `footer`, …): the detail is the kind,
    /// then the element rule that fails where a property has more than one (`header before its
    /// section`, `header past its section`); or a diagnostic code, a signal, a bound.
    package var kind: Substring { detail.prefix { $0 != " " } }

    /// Ordered as `LayoutProperty.allCases`, then by detail.
    package static func < (a: CheckTarget, b: CheckTarget) -> Bool {
        let i = LayoutProperty.allCases.firstIndex(of: a.property) ?? 0
        let j = LayoutProperty.allCases.firstIndex(of: b.property) ?? 0
        return (i, a.detail) < (j, b.detail)
    }
}

/// One violated property at one step of a case.
package struct Violation: Hashable, Sendable {
    /// What was violated.
    package var target: CheckTarget
    /// The index of the step where it happened.
    package var step: Int
    /// True when it happened in the answer for the step's extra query rect.
    package var inRectQuery: Bool
    /// One sentence with the numbers.
    package var message: String
    /// The elements the message is about, the one that breaks the rule first (none for an engine
    /// diagnostic or a death): where the report's frames show it is judged by them.
    package var elements: [ElementKey] = []
}
