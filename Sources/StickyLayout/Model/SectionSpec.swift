/// One section of the collection: its items and the sizes its delegate reports.
///
/// Sizes along the scroll axis: in a vertical layout `header`, `footer` and `itemLengths` are heights.
public struct SectionSpec: Hashable, Sendable {
    /// Number of items in the section.
    public var itemCount: Int
    /// Per-item lengths along the scroll axis, or nil when every item uses the layout's `itemSize`.
    /// Stored as 32-bit floats (4 bytes an item): exact for integers and halves.
    public var itemLengths: [Float]?
    /// The header's length along the scroll axis from the delegate; nil uses `headerReferenceSize`.
    public var header: Double?
    /// The footer's length along the scroll axis from the delegate; nil uses `footerReferenceSize`.
    public var footer: Double?
    /// The section's inset from the delegate; nil uses the layout's `sectionInset`.
    public var inset: EdgeInsets?

    public init(
        itemCount: Int, itemLengths: [Float]? = nil, header: Double? = nil, footer: Double? = nil,
        inset: EdgeInsets? = nil
    ) {
        self.itemCount = itemLengths?.count ?? itemCount
        self.itemLengths = itemLengths
        self.header = header
        self.footer = footer
        self.inset = inset
    }
}
