/// Switches that remove one step of a sticky recipe, to show why the step exists. All off by default.
public struct FaultSwitches: Hashable, Sendable {
    /// `shouldInvalidateLayout(forBoundsChange:)` answers false: the collection view keeps the
    /// attributes it already has, so pinned frames go stale and scroll away.
    public var noInvalidationOnBoundsChange = false
    /// Missing headers and footers are not re-inserted: a pinned header vanishes once its natural
    /// frame leaves the query rect.
    public var noReinsertion = false
    /// zIndex is left at the base value: cells draw over the pinned headers.
    public var noZIndexRaise = false

    public init(noInvalidationOnBoundsChange: Bool = false, noReinsertion: Bool = false, noZIndexRaise: Bool = false) {
        self.noInvalidationOnBoundsChange = noInvalidationOnBoundsChange
        self.noReinsertion = noReinsertion
        self.noZIndexRaise = noZIndexRaise
    }

    /// True when any switch is on.
    public var any: Bool { noInvalidationOnBoundsChange || noReinsertion || noZIndexRaise }
}
