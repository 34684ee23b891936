import StickyLayout

/// The order elements are painted in: ascending depth (zIndex plus the `transform3D` z translation,
/// as UIKit sets a view's layer `zPosition` and `transform` from them and Core Animation sorts
/// siblings by depth), stable; at equal depth supplementary views first and cells after, so
/// equal-depth cells cover headers (UIKit leaves that order undefined, and cells covering headers
/// is what users saw with the zIndex fault).
package enum PaintOrder {
    /// `attributes` sorted for painting (hidden elements are kept; the painter skips them).
    package static func sorted(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        sortedIndices(attributes).map { attributes[$0] }
    }

    /// An element's depth: zIndex plus its `transform3D` z translation.
    package static func depth(_ a: LayoutAttributes) -> Double { Double(a.zIndex) + a.transformZ }

    /// True when supplementary view `a` is painted under cell `cell` where they overlap: its
    /// depth is not above the cell's (at equal depth cells are painted last).
    package static func paintsUnder(_ a: LayoutAttributes, cell: LayoutAttributes) -> Bool { depth(a) <= depth(cell) }

    /// The indices of `attributes` in paint order.
    package static func sortedIndices(_ attributes: [LayoutAttributes]) -> [Int] {
        // Sorted as small keys, not as whole attributes.
        attributes.indices.map { (depth: depth(attributes[$0]), isCell: attributes[$0].kind == .cell, index: $0) }
            .sorted { a, b in
                if a.depth != b.depth { return a.depth < b.depth }
                if a.isCell != b.isCell { return !a.isCell }
                return a.index < b.index
            }.map(\.index)
    }
}
