/// The layout properties of a flow layout (`UICollectionViewFlowLayout`'s public properties).
public struct FlowMetrics: Hashable, Sendable {
    /// Scroll direction; positions are computed along this axis.
    public var scrollDirection: ScrollDirection
    /// Default item size; the cross-axis length also sets how many items share a line.
    /// A cross-axis length of 0 fills the section's available width (one item a line).
    public var itemSize: Size
    /// Spacing between lines (rows in a vertical layout).
    public var minimumLineSpacing: Double
    /// Minimum spacing between items on one line.
    public var minimumInteritemSpacing: Double
    /// Default section inset; headers and footers sit outside it.
    public var sectionInset: EdgeInsets
    /// Default header size (the layout property MYNStickyFlowLayout gates re-insertion on).
    public var headerReferenceSize: Size
    /// Default footer size (the layout property MYNStickyFlowLayout gates re-insertion on).
    public var footerReferenceSize: Size
    /// Where section insets sit: `.flow` (UIKit: outside the header and footer) or `.container`
    /// (IGListKit, MagazineLayout, CSS padding: around them). A strategy may impose one.
    public var sectionInsetPlacement: SectionInsetPlacement = .flow

    public init(
        scrollDirection: ScrollDirection = .vertical,
        itemSize: Size = Size(width: 50, height: 50),
        minimumLineSpacing: Double = 0,
        minimumInteritemSpacing: Double = 0,
        sectionInset: EdgeInsets = .zero,
        headerReferenceSize: Size = .zero,
        footerReferenceSize: Size = .zero,
        sectionInsetPlacement: SectionInsetPlacement = .flow
    ) {
        self.scrollDirection = scrollDirection
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.sectionInsetPlacement = sectionInsetPlacement
    }
}
