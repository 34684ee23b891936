/// The two-index `IndexPath` accessors UIKit adds to Foundation's `IndexPath`.
extension IndexPath {
    /// An index path for an item in a collection view section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// An index path for a row in a table view section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within the section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row within the section (the second index; table-view spelling of `item`).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
