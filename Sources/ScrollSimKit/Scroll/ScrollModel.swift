/// The scroll position along the scroll axis, as UIScrollView keeps it: clamped between the
/// minimum and maximum offsets, or (with `bounces`) pulled past them with rubber-band resistance
/// and sprung back once input stops.
///
/// Deterministic: callers pass the time (seconds, any monotonic origin) to every input and tick.
package struct ScrollModel: Hashable, Sendable {
    /// The smallest resting offset: `-adjustedContentInset.top`.
    package private(set) var minimum: Double = 0
    /// The largest resting offset: content length plus the trailing inset minus the viewport.
    package private(set) var maximum: Double = 0
    /// Viewport length along the scroll axis (the rubber band's dimension).
    package private(set) var viewportLength: Double = 1
    /// Rubber-band past the ends; when false, offsets are clamped.
    package var bounces: Bool {
        didSet { if !bounces { position = clamped(position) } }
    }
    /// Seconds without input before the spring-back starts.
    package var springDelay = 0.08
    /// Time constant of the spring-back's exponential decay, in seconds.
    package var springTimeConstant = 0.06

    /// Where input has moved the content, without rubber-band resistance.
    private var position: Double = 0
    private var lastInput: Double = -.infinity
    private var lastTick: Double?
    /// When the content was first seen past an end since the last input: by that input, or by a
    /// tick after the limits moved under it (a resize, a data change). The spring waits
    /// `springDelay` from the later of the two, so it does not depend on how long ago input came.
    private var overscrollSeen: Double?

    package init(bounces: Bool = true) {
        self.bounces = bounces
    }

    /// The content offset to show: `position` inside the limits, rubber-banded outside them,
    /// rounded to whole rows while overscrolled.
    package var offset: Double {
        if position < minimum {
            return minimum - RubberBand.offset(forPull: minimum - position, dimension: viewportLength).rounded()
        }
        if position > maximum {
            return maximum + RubberBand.offset(forPull: position - maximum, dimension: viewportLength).rounded()
        }
        return position
    }

    /// True while the offset is past either end.
    package var isOverscrolled: Bool { position < minimum || position > maximum }

    /// Updates the limits from the content length, the viewport length and the insets along the axis.
    package mutating func setLimits(contentLength: Double, viewportLength: Double, leadingInset: Double, trailingInset: Double) {
        minimum = -leadingInset
        maximum = max(minimum, contentLength + trailingInset - viewportLength)
        self.viewportLength = max(1, viewportLength)
        if !bounces { position = clamped(position) }
    }

    /// Moves by `delta` (user input at `time`): one for one inside the limits, with resistance
    /// further past them. Input back toward the content while overscrolled takes the shown
    /// overscroll back row for row (a pull of any depth, e.g. after `scrollto -7`, is undone by as
    /// many rows as it shows), and what is left moves one for one inside the limits.
    package mutating func scroll(by delta: Double, at time: Double) {
        guard delta.isFinite else { return }  // NaN or infinity from input moves nothing
        lastInput = time
        lastTick = nil
        if bounces, position < minimum, delta > 0 {
            position = minimum - excessPosition(shown: shownOverscroll(pull: minimum - position) - delta)
        } else if bounces, position > maximum, delta < 0 {
            position = maximum + excessPosition(shown: shownOverscroll(pull: position - maximum) + delta)
        } else {
            position += delta
        }
        if !bounces { position = clamped(position) }
        overscrollSeen = isOverscrolled ? time : nil
    }

    /// The overscroll a pull shows, to 1e-9 of a row (a pull placed by the curve's inverse comes
    /// back with its last bits changed; whole-row input then lands on whole rows).
    private func shownOverscroll(pull: Double) -> Double {
        (RubberBand.offset(forPull: pull, dimension: viewportLength) * 1e9).rounded() / 1e9
    }

    /// How far past a limit `position` goes to show `shown` rows of overscroll; a negative `shown`
    /// (the input passed the limit) is that far inside it.
    private func excessPosition(shown: Double) -> Double {
        shown > 0 ? RubberBand.pull(forOffset: shown, dimension: viewportLength) : shown
    }

    /// Jumps to an offset, clamped (Home/End): no overscroll.
    package mutating func scroll(to target: Double, at time: Double) {
        guard target.isFinite else { return }
        lastInput = time
        lastTick = nil
        overscrollSeen = nil
        position = clamped(target)
    }

    /// Places the content at exactly `target` (headless rendering): past either end only with
    /// `bounces`, as the rubber band would show it; the spring-back then starts from there.
    package mutating func place(atOffset target: Double, at time: Double) {
        guard target.isFinite else { return }
        lastInput = time
        lastTick = nil
        overscrollSeen = nil
        defer { if isOverscrolled { overscrollSeen = time } }
        guard bounces else { position = clamped(target); return }
        let excess = target < minimum ? minimum - target : target > maximum ? target - maximum : 0
        guard excess > 0 else { position = target; return }
        // Invert the rubber band: the pull that shows `excess` rows (capped just under the viewport).
        let pull = RubberBand.pull(forOffset: min(excess, viewportLength - 0.5), dimension: viewportLength)
        position = target < minimum ? minimum - pull : maximum + pull
    }

    /// Advances the spring-back to `time`; returns true when the offset changed.
    @discardableResult
    package mutating func tick(at time: Double) -> Bool {
        guard isOverscrolled else { lastTick = nil; overscrollSeen = nil; return false }
        let seen = overscrollSeen ?? time
        overscrollSeen = seen
        let start = max(lastInput, seen) + springDelay
        guard time > start else { return false }
        let before = offset
        let elapsed = time - max(start, lastTick ?? start)
        lastTick = time
        let limit = clamped(position)
        let decay = springTimeConstant > 0 ? CFunctions.exponential(-elapsed / springTimeConstant) : 0
        position = limit + (position - limit) * decay
        if abs(offset - limit) < 1 || abs(position - limit) < 0.5 { position = limit }
        return offset != before
    }

    /// True while a spring-back is pending or running (the run loop should keep ticking).
    package var needsTicks: Bool { isOverscrolled }

    private func clamped(_ value: Double) -> Double { min(max(value, minimum), maximum) }
}
