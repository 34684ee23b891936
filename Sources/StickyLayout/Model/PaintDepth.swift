/// Which of two overlapping elements is drawn on top: the one rule for the renderer's paint order
/// (ScrollSimKit's `PaintOrder`), `check`'s `supplementary-above-cells` and the update diagnostics'
/// "under a cell". A view's depth is its zIndex plus its `transform3D` z translation (UIKit sets
/// the layer's `zPosition` from zIndex and its `transform` from `transform3D`, and Core Animation
/// sorts sibling layers by depth). At equal depth UIKit's order is undefined; cells are taken to be
/// on top, which is what users saw with the zIndex fault.
extension LayoutAttributes {
    /// zIndex plus the `transform3D` z translation.
    package var depth: Double { Double(zIndex) + transformZ }

    /// True when this element is painted under `cell` where they overlap: its depth is not above
    /// the cell's.
    package func isPaintedUnder(_ cell: LayoutAttributes) -> Bool { depth <= cell.depth }

    /// True when `cell` hides part of this element: both are shown, they share a positive area,
    /// and this one is painted under it.
    package func isCovered(by cell: LayoutAttributes) -> Bool {
        !isHidden && !cell.isHidden && isPaintedUnder(cell) && frame.intersects(cell.frame)
    }

    /// "zIndex 1", or with a `transform3D` z translation "zIndex 1, z -1".
    package var depthText: String {
        transformZ == 0 ? "zIndex \(zIndex)" : "zIndex \(zIndex), z \(transformZ.diagnosticText)"
    }
}
