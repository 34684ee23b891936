import StickyLayout

/// The order elements are painted in: ascending zIndex, stable; at equal zIndex supplementary
/// views first and cells after, so equal-z cells cover headers (UIKit leaves that order undefined,
/// and cells covering headers is what users saw with the zIndex fault).
package enum PaintOrder {
    /// `attributes` sorted for painting (hidden elements are kept; the painter skips them).
    package static func sorted(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        sortedIndices(attributes).map { attributes[$0] }
    }

    /// The indices of `attributes` in paint order.
    package static func sortedIndices(_ attributes: [LayoutAttributes]) -> [Int] {
        // Sorted as small keys, not as whole attributes.
        attributes.indices.map { (zIndex: attributes[$0].zIndex, isCell: attributes[$0].kind == .cell, index: $0) }
            .sorted { a, b in
                if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
                if a.isCell != b.isCell { return !a.isCell }
                return a.index < b.index
            }.map(\.index)
    }
}
