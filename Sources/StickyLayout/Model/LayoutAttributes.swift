/// The layout information of one element, as `UICollectionViewLayoutAttributes` (a value, never shared).
public struct LayoutAttributes: Hashable, Sendable {
    // Stored properties are ordered widest first: 112-byte stride instead of 136.
    /// The element's index path. Seed 000 re-inserts with odd items (`item == count`), kept as is.
    public var indexPath: IndexPath
    /// The frame the strategy returned, in content coordinates.
    public var frame: Rect
    /// The frame the base flow layout gives this element before any sticky adjustment.
    public var naturalFrame: Rect
    /// Drawing order: higher values draw on top. Equal values keep an undefined order in UIKit.
    public var zIndex: Int
    /// Z translation from `transform3D` (CSStickyHeaderFlowLayout sets -1 on zIndex-1 elements).
    public var transformZ: Double
    /// CSStickyHeaderFlowLayout parallax progressiveness; nil when not applicable or undefined (0/0).
    public var progressiveness: Double?
    /// Cell, header, footer or parallax header.
    public var kind: ElementKind
    /// As `UICollectionViewLayoutAttributes.isHidden`.
    public var isHidden: Bool
    /// True when the element was not in the base result for the query rect and the strategy added it.
    public var isReinserted: Bool

    public init(
        kind: ElementKind, indexPath: IndexPath, frame: Rect, naturalFrame: Rect? = nil,
        zIndex: Int = 0, isHidden: Bool = false, transformZ: Double = 0,
        isReinserted: Bool = false, progressiveness: Double? = nil
    ) {
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.naturalFrame = naturalFrame ?? frame
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.transformZ = transformZ
        self.isReinserted = isReinserted
        self.progressiveness = progressiveness
    }

    /// True when the frame differs from the natural frame (the element was pinned or moved).
    public var isPinned: Bool { frame != naturalFrame }

    /// The element's identity: its kind and index path.
    public var key: ElementKey { ElementKey(kind: kind, indexPath: indexPath) }
}

/// Identifies an element across queries: a kind and an index path.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    public var kind: ElementKind
    public var indexPath: IndexPath

    public init(kind: ElementKind, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }

    public var description: String { "\(kind.rawValue) \(indexPath)" }
}
