/// The direction a flow layout scrolls in (`UICollectionView.ScrollDirection`).
///
/// The engine computes every position along the scroll axis ("main") and the fixed axis ("cross"),
/// then maps them to x/y here, so vertical and horizontal layouts share one code path.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal
}

extension ScrollDirection {
    /// The rectangle whose scroll-axis span is `main` and fixed-axis span is `cross`.
    @inlinable
    public func rect(main: Double, mainLength: Double, cross: Double, crossLength: Double) -> Rect {
        switch self {
        case .vertical: Rect(x: cross, y: main, width: crossLength, height: mainLength)
        case .horizontal: Rect(x: main, y: cross, width: mainLength, height: crossLength)
        }
    }

    /// The start of `rect` along the scroll axis.
    @inlinable public func minMain(_ rect: Rect) -> Double { self == .vertical ? rect.minY : rect.minX }
    /// The end of `rect` along the scroll axis.
    @inlinable public func maxMain(_ rect: Rect) -> Double { self == .vertical ? rect.maxY : rect.maxX }
    /// The length of `rect` along the scroll axis.
    @inlinable public func mainLength(_ rect: Rect) -> Double { self == .vertical ? rect.height : rect.width }
    /// The length of `size` along the scroll axis.
    @inlinable public func main(_ size: Size) -> Double { self == .vertical ? size.height : size.width }
    /// The length of `size` across the scroll axis.
    @inlinable public func cross(_ size: Size) -> Double { self == .vertical ? size.width : size.height }
    /// The coordinate of `point` along the scroll axis.
    @inlinable public func main(_ point: Point) -> Double { self == .vertical ? point.y : point.x }

    /// `rect` with its scroll-axis origin set to `value`.
    @inlinable
    public func settingMinMain(_ rect: Rect, to value: Double) -> Rect {
        var r = rect
        if self == .vertical { r.origin.y = value } else { r.origin.x = value }
        return r
    }

    /// Leading inset along the scroll axis (top for vertical).
    @inlinable public func leading(_ i: EdgeInsets) -> Double { self == .vertical ? i.top : i.left }
    /// Trailing inset along the scroll axis (bottom for vertical).
    @inlinable public func trailing(_ i: EdgeInsets) -> Double { self == .vertical ? i.bottom : i.right }
    /// Leading inset across the scroll axis (left for vertical).
    @inlinable public func crossLeading(_ i: EdgeInsets) -> Double { self == .vertical ? i.left : i.top }
    /// Trailing inset across the scroll axis (right for vertical).
    @inlinable public func crossTrailing(_ i: EdgeInsets) -> Double { self == .vertical ? i.right : i.bottom }
}
