import StickyLayout

/// One change of a batch update, as a layout receives it in `prepare(forCollectionViewUpdates:)`
/// (UIKit's `UICollectionViewUpdateItem`).
///
/// Deletes and reloads name the index path before the update, inserts the one after, moves both.
/// A section-level change names the section with `NSNotFound` as its item, as UIKit does.
open class UICollectionViewUpdateItem: NSObject {
    /// What the update does.
    public enum Action: Int, Sendable {
        case insert
        case delete
        case reload
        case move
        case none
    }

    /// The index path before the update (nil for an insert).
    open private(set) var indexPathBeforeUpdate: Foundation.IndexPath?
    /// The index path after the update (nil for a delete).
    open private(set) var indexPathAfterUpdate: Foundation.IndexPath?
    /// What the update does.
    open private(set) var updateAction: Action

    init(action: Action, before: Foundation.IndexPath?, after: Foundation.IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    /// The UIKit item for an engine update item.
    convenience init(_ item: UpdateItem) {
        func path(_ p: StickyLayout.IndexPath?) -> Foundation.IndexPath? {
            guard let p else { return nil }
            return item.isSection ? Foundation.IndexPath(indexes: [p.section, NSNotFound]) : Foundation.IndexPath(p)
        }
        let action: Action = switch item.action {
        case .insert: .insert
        case .delete: .delete
        case .reload: .reload
        case .move: .move
        }
        self.init(action: action, before: path(item.indexPathBeforeUpdate), after: path(item.indexPathAfterUpdate))
    }

    open override var description: String {
        func text(_ p: Foundation.IndexPath?) -> String {
            guard let p else { return "-" }
            return p.count == 2 && p[1] == NSNotFound ? "section \(p[0])" : "[\(p.map(String.init).joined(separator: ","))]"
        }
        switch updateAction {
        case .insert: return "insert \(text(indexPathAfterUpdate))"
        case .delete: return "delete \(text(indexPathBeforeUpdate))"
        case .reload: return "reload \(text(indexPathBeforeUpdate))"
        case .move: return "move \(text(indexPathBeforeUpdate)) -> \(text(indexPathAfterUpdate))"
        case .none: return "none"
        }
    }
}
