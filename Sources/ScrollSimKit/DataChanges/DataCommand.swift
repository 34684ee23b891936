import StickyLayout

/// A change of the data (or of the refresh control and load-more) made by a key, a script line or
/// `layout --script`. A nil index path or section means "under the pin line": the section whose
/// span holds the line where headers pin, and its first item starting below its header there.
package enum DataCommand: Hashable, Sendable {
    /// Insert an item (`length`: nil uses the layout's item size).
    case insertItem(IndexPath?, length: Float?)
    case deleteItem(IndexPath?)
    case reloadItem(IndexPath?)
    /// Move an item; a nil target is the first place of the next section.
    case moveItem(IndexPath?, to: IndexPath?)
    /// Insert a section of `items` items; nil inserts after the section under the pin line.
    case insertSection(Int?, items: Int)
    case deleteSection(Int?)
    case reloadSection(Int?)
    /// `reloadData()`: every element is replaced, nothing animates.
    case reloadData
    case beginRefreshing
    case endRefreshing
    case toggleRefreshing
    /// Append a page of items (the scenario's `loadMore.pageSize`, 10 without one) to the last section.
    case loadMore
    /// Whether updates animate (`u` flips it).
    case setAnimated(Bool?)
}
