/// How one element moves during an animated batch update: from its start attributes and opacity
/// to its end ones. UIKit animates the frame and the alpha; zIndex is not animated: the element
/// keeps its start zIndex until the animation ends (a choice: UIKit does not document the order
/// of views while attributes animate).
public struct ElementTransition: Hashable, Sendable {
    /// Why the element takes part.
    public enum Role: String, Hashable, Sendable {
        /// Visible before and after.
        case staying
        /// Visible only after: inserted, reloaded, or moved into view.
        case appearing
        /// Visible only before: deleted, reloaded, or moved out of view.
        case disappearing
    }

    public var role: Role
    /// The element's key before the update (nil: inserted).
    public var keyBefore: ElementKey?
    /// The element's key after the update (nil: deleted).
    public var keyAfter: ElementKey?
    /// Attributes at the start (initial attributes for an appearing element).
    public var start: LayoutAttributes
    public var startAlpha: Double
    /// Attributes at the end (final attributes for a disappearing element).
    public var end: LayoutAttributes
    public var endAlpha: Double
    /// The layout object's call that gave an appearing element's start or a disappearing one's end
    /// (`initialLayoutAttributesForAppearing…` / `finalLayoutAttributesForDisappearing…`, as UIKit
    /// makes it); nil when ScrollSim's model gave it (a built-in strategy) or for a staying element.
    public var layoutCall: String?

    public init(role: Role, keyBefore: ElementKey?, keyAfter: ElementKey?, start: LayoutAttributes,
                startAlpha: Double, end: LayoutAttributes, endAlpha: Double, layoutCall: String? = nil) {
        self.role = role
        self.keyBefore = keyBefore
        self.keyAfter = keyAfter
        self.start = start
        self.startAlpha = startAlpha
        self.end = end
        self.endAlpha = endAlpha
        self.layoutCall = layoutCall
    }

    /// The attributes and opacity at `progress` (0 = start, 1 = end), linearly interpolated.
    /// The result carries the key after the update (before it, for a deleted element).
    public func attributes(at progress: Double) -> (attributes: LayoutAttributes, alpha: Double) {
        let t = min(max(progress, 0), 1)
        var a = t >= 1 ? end : start
        if t > 0 && t < 1 {
            a.frame = Self.interpolate(start.frame, end.frame, t)
            // The natural frame moves with the same progress, so an element pinned at neither end
            // is not reported pinned half-way (`isPinned` compares the two).
            a.naturalFrame = Self.interpolate(start.naturalFrame, end.naturalFrame, t)
        }
        if let key = keyAfter ?? keyBefore { a.indexPath = key.indexPath }
        return (a, startAlpha + (endAlpha - startAlpha) * t)
    }

    private static func interpolate(_ from: Rect, _ to: Rect, _ t: Double) -> Rect {
        Rect(x: from.minX + (to.minX - from.minX) * t, y: from.minY + (to.minY - from.minY) * t,
             width: from.width + (to.width - from.width) * t, height: from.height + (to.height - from.height) * t)
    }
}
