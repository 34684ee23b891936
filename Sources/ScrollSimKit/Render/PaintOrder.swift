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
        attributes.enumerated().sorted { a, b in
            if a.element.zIndex != b.element.zIndex { return a.element.zIndex < b.element.zIndex }
            let aCell = a.element.kind == .cell, bCell = b.element.kind == .cell
            if aCell != bCell { return !aCell }
            return a.offset < b.offset
        }.map(\.offset)
    }
}
