/// UIScrollView's rubber-band curve: how far content moves when pulled past an edge.
///
/// `f(x) = (1 - 1 / (x * c / d + 1)) * d`, with `c = 0.55` and `d` the viewport length: the first
/// rows of pull move the content almost one for one, and it never moves more than `d`.
package enum RubberBand {
    /// UIKit's constant.
    package static let coefficient = 0.55

    /// The visible overscroll for a pull of `distance` (≥ 0) in a viewport of `dimension`.
    package static func offset(forPull distance: Double, dimension: Double) -> Double {
        guard distance > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (distance * coefficient / dimension + 1)) * dimension
    }

    /// The pull that shows `overscroll` (0 ≤ overscroll < `dimension`): the inverse of `offset(forPull:dimension:)`.
    package static func pull(forOffset overscroll: Double, dimension: Double) -> Double {
        guard overscroll > 0, dimension > 0 else { return 0 }
        return dimension / coefficient * (1 / (1 - min(overscroll, dimension) / dimension) - 1)
    }
}
