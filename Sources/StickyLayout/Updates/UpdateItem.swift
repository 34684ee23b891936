/// `UICollectionViewUpdateItem.Action`.
public enum UpdateAction: String, Hashable, Sendable {
    case insert, delete, reload, move
}

/// `UICollectionViewUpdateItem`: one change of a batch as the layout receives it in
/// `prepare(forCollectionViewUpdates:)`. Deletes and reloads name the index path before the update,
/// inserts the one after, moves both. A section-level change has `isSection` set and item 0 in its paths
/// (UIKit puts `NSNotFound` there).
public struct UpdateItem: Hashable, Sendable, CustomStringConvertible {
    public var action: UpdateAction
    public var indexPathBeforeUpdate: IndexPath?
    public var indexPathAfterUpdate: IndexPath?
    public var isSection: Bool

    public init(action: UpdateAction, before: IndexPath?, after: IndexPath?, isSection: Bool) {
        self.action = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        self.isSection = isSection
    }

    public var description: String {
        func path(_ p: IndexPath?) -> String {
            guard let p else { return "-" }
            return isSection ? "section \(p.section)" : p.description
        }
        switch action {
        case .insert: return "insert \(path(indexPathAfterUpdate))"
        case .delete: return "delete \(path(indexPathBeforeUpdate))"
        case .reload: return "reload \(path(indexPathBeforeUpdate))"
        case .move: return "move \(path(indexPathBeforeUpdate)) -> \(path(indexPathAfterUpdate))"
        }
    }
}
