extension UICollectionView {
    /// Header supplementary views (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// Footer supplementary views (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// What a layout attributes object describes.
    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    /// The direction a flow layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }
}
