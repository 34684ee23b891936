import StickyLayout

/// The order elements are painted in: ascending depth (zIndex plus the `transform3D` z translation,
/// `LayoutAttributes.depth`, the engine's rule that `check` and the update diagnostics judge by too),
/// stable; at equal depth supplementary views first and cells after, so equal-depth cells cover
/// headers (UIKit leaves that order undefined, and cells covering headers is what users saw with
/// the zIndex fault).
package enum PaintOrder {
    /// `attributes` sorted for painting (hidden elements are kept; the painter skips them).
    package static func sorted(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        sortedIndices(attributes).map { attributes[$0] }
    }

    /// The indices of `attributes` in paint order.
    package static func sortedIndices(_ attributes: [LayoutAttributes]) -> [Int] {
        // Sorted as small keys, not as whole attributes.
        attributes.indices.map { (depth: attributes[$0].depth, isCell: attributes[$0].kind == .cell, index: $0) }
            .sorted { a, b in
                if a.depth != b.depth { return a.depth < b.depth }
                if a.isCell != b.isCell { return !a.isCell }
                return a.index < b.index
            }.map(\.index)
    }
}
