/// What the shrinker decreases (`CheckCase.shrinkKey`), compared field by field in the order
/// declared: a case is smaller when its first differing field is.
struct ShrinkKey: Hashable, Comparable, Sendable {
    /// Sections, and items past the first of each (what updates insert counts too).
    var data: Double
    /// 1 for a horizontal case, 0 for a vertical one.
    var horizontal: Double
    /// Steps past either end of the scroll range.
    var overscrolledSteps: Double
    /// Steps with an update.
    var updates: Double
    /// The insets' sum: bars, system, the layout's section inset and the sections' own.
    var insets: Double
    /// 1 when elements are narrower than 2 cells, else 0.
    var narrowElements: Double
    /// `CheckCase.complexity`: lengths, steps, offsets.
    var complexity: Double

    static func < (a: ShrinkKey, b: ShrinkKey) -> Bool {
        a.hasStructure(of: b) ? a.complexity < b.complexity : a.structurePrecedes(b)
    }

    /// Whether every field but `complexity` is equal.
    func hasStructure(of other: ShrinkKey) -> Bool {
        data == other.data && horizontal == other.horizontal && overscrolledSteps == other.overscrolledSteps
            && updates == other.updates && insets == other.insets && narrowElements == other.narrowElements
    }

    /// Whether the fields before `complexity` are smaller, compared in order.
    func structurePrecedes(_ other: ShrinkKey) -> Bool {
        if data != other.data { return data < other.data }
        if horizontal != other.horizontal { return horizontal < other.horizontal }
        if overscrolledSteps != other.overscrolledSteps { return overscrolledSteps < other.overscrolledSteps }
        if updates != other.updates { return updates < other.updates }
        if insets != other.insets { return insets < other.insets }
        return narrowElements < other.narrowElements
    }
}
