/// The changes of one `performBatchUpdates` call, with the new data they bring.
///
/// UIKit's rules: deletes and reloads name index paths before the update, inserts name index paths
/// after it, a move names one of each. Deletes are carried out before inserts whatever the order of
/// the calls. An inserted item takes `length` along the scroll axis (nil: the layout's item size).
///
///     var batch = BatchUpdates()
///     batch.deleteItems(at: [IndexPath(item: 3, section: 0)])
///     batch.insertItems(at: [IndexPath(item: 0, section: 2)], length: 4)
///     try collectionView.performBatchUpdates(batch)
public struct BatchUpdates: Hashable, Sendable {
    /// One change.
    public enum Change: Hashable, Sendable {
        case insertItem(IndexPath, length: Float?)
        case deleteItem(IndexPath)
        /// A reload keeps the item's identity; `length` (when given) is its new length.
        case reloadItem(IndexPath, length: Float?)
        case moveItem(from: IndexPath, to: IndexPath)
        case insertSection(Int, SectionSpec)
        case deleteSection(Int)
        /// A reload replaces the section's cells; `spec` (when given) is its new data.
        case reloadSection(Int, SectionSpec?)
        case moveSection(from: Int, to: Int)
    }

    /// The changes, in the order they were made (the order does not change the result).
    public private(set) var changes: [Change] = []

    public init(_ changes: [Change] = []) { self.changes = changes }

    /// True when there is nothing to do.
    public var isEmpty: Bool { changes.isEmpty }

    public mutating func insertItems(at paths: [IndexPath], length: Float? = nil) {
        changes += paths.map { .insertItem($0, length: length) }
    }
    public mutating func deleteItems(at paths: [IndexPath]) { changes += paths.map { .deleteItem($0) } }
    public mutating func reloadItems(at paths: [IndexPath], length: Float? = nil) {
        changes += paths.map { .reloadItem($0, length: length) }
    }
    public mutating func moveItem(at from: IndexPath, to: IndexPath) { changes.append(.moveItem(from: from, to: to)) }
    public mutating func insertSections(_ sections: [Int], spec: SectionSpec) {
        changes += sections.map { .insertSection($0, spec) }
    }
    public mutating func deleteSections(_ sections: [Int]) { changes += sections.map { .deleteSection($0) } }
    public mutating func reloadSections(_ sections: [Int], spec: SectionSpec? = nil) {
        changes += sections.map { .reloadSection($0, spec) }
    }
    public mutating func moveSection(_ from: Int, toSection to: Int) { changes.append(.moveSection(from: from, to: to)) }
}

/// Why a batch cannot be carried out (UIKit raises `NSInternalInconsistencyException` for these).
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
