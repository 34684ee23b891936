/// The layout information of one element (UIKit's `UICollectionViewLayoutAttributes`).
///
/// A class, as in UIKit: a layout that changes attributes it got from `super` changes that object.
/// The frame is stored; `center` and `size` are views of it (setting `size` keeps the center).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The frame in collection-view content coordinates.
    open var frame: CGRect = .zero
    /// Drawing order: higher values draw on top.
    open var zIndex: Int = 0
    /// Whether the element is hidden.
    open var isHidden: Bool = false
    /// Opacity (kept and copied; ScrollSim draws every visible element opaque).
    open var alpha: CGFloat = 1
    /// The view's 3D transform. Its z translation adds to `zIndex` in the drawing order (the engine's
    /// `transformZ`); any other part is kept and copied but not drawn (reported as `uikit.transformNotDrawn`).
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The element's index path.
    open var indexPath: IndexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration view.
    open internal(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary (or decoration) kind; nil for cells.
    open internal(set) var representedElementKind: String?

    public required override init() { super.init() }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath` (two indexes, or one).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// The center of the frame; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of the frame; setting it keeps the center.
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame = CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    /// The bounds: the frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// A copy of every property, of the same class (subclasses add their own properties in an override).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.alpha = alpha
        copy.transform3D = transform3D
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return frame == other.frame && zIndex == other.zIndex && isHidden == other.isHidden && alpha == other.alpha
            && transform3D == other.transform3D
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        let kind = representedElementKind.map { " kind: \($0);" } ?? ""
        return "<\(type(of: self)) index path: (\(indexPath.section)-\(indexPath.item));\(kind) frame = \(frame); zIndex = \(zIndex);\(isHidden ? " hidden = YES;" : "")>"
    }
}
