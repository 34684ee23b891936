/// The scroll view the layout reads: offset, viewport size and insets (`UIScrollView`'s state).
///
/// `bounds` is `(contentOffset, viewportSize)`: scrolling changes its origin, resizing its size.
public struct ScrollViewState: Hashable, Sendable {
    /// `contentOffset`; any value is legal, including overscroll beyond either end.
    public var contentOffset: Point
    /// The size of the visible area (the whole scroll view, including the area under insets).
    public var viewportSize: Size
    /// `contentInset` as set by the app (bars drawn over the content).
    public var contentInset: EdgeInsets
    /// Extra inset the system adds (safe area, a refreshing refresh control); part of `adjustedContentInset`.
    public var systemInset: EdgeInsets
    /// How much of `systemInset`'s leading edge a refreshing `UIRefreshControl` adds (its height while
    /// it refreshes, 0 otherwise). MagazineLayout subtracts it from its pin line.
    public var refreshControlInset: Double
    /// The `contentSizeAdjustment`s of the invalidation contexts applied since the layout's
    /// `collectionViewContentSize` answer last changed: added to that answer to give the content
    /// size (docs/uikit-host.md, rule R2).
    public var contentSizeAdjustment: Size = .zero

    public init(
        contentOffset: Point = .zero, viewportSize: Size, contentInset: EdgeInsets = .zero,
        systemInset: EdgeInsets = .zero, refreshControlInset: Double = 0
    ) {
        self.contentOffset = contentOffset
        self.viewportSize = viewportSize
        self.contentInset = contentInset
        self.systemInset = systemInset
        self.refreshControlInset = refreshControlInset
    }

    /// `contentInset` plus the system inset (iOS 11's `adjustedContentInset`).
    public var adjustedContentInset: EdgeInsets { contentInset + systemInset }

    /// The visible rectangle in content coordinates.
    public var bounds: Rect { Rect(origin: contentOffset, size: viewportSize) }
}
