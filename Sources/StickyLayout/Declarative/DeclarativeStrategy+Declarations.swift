extension DeclarativeStrategy {
    /// What the description declares, or, when it declares nothing, every property that fits what
    /// it pins: all of them, less header (footer) presence when headers (footers) do not pin, plus
    /// `clean-updates` when it pins during updates.
    public var declaredProperties: Set<LayoutProperty> {
        if let declared = model.declaredProperties { return declared }
        var declared = Set<LayoutProperty>.all
        if model.pinsDuringUpdates { declared.insert(.cleanUpdates) }
        if !model.headers.pin { declared.remove(.headersPresent) }
        if !model.footers.pin { declared.remove(.footersPresent) }
        return declared
    }

    /// Both directions when the model pins along the scroll axis; vertical only for `yOnly`.
    public var supportedDirections: Set<ScrollDirection> {
        model.axes == .scrollAxis ? [.vertical, .horizontal] : [.vertical]
    }
}
