import StickyLayout

extension CheckCase {
    /// The same case scrolled vertically: sizes and insets mirrored across the diagonal, the same
    /// offsets along the new axis; the viewport stays at least `CaseGenerator.minimumViewportWidth`
    /// wide. Used by the shrinker, which keeps it only when the violation survives.
    var vertical: CheckCase {
        var c = self
        c.scenario.metrics.scrollDirection = .vertical
        let m = scenario.metrics
        c.scenario.metrics.itemSize = m.itemSize.transposed
        c.scenario.metrics.headerReferenceSize = m.headerReferenceSize.transposed
        c.scenario.metrics.footerReferenceSize = m.footerReferenceSize.transposed
        c.scenario.metrics.sectionInset = m.sectionInset.transposed
        c.scenario.contentInset = scenario.contentInset.transposed
        c.scenario.systemInset = scenario.systemInset.transposed
        for i in c.scenario.sections.indices { c.scenario.sections[i].inset = scenario.sections[i].inset?.transposed }
        let v = viewport
        c.scenario.viewport = Size(width: max(Double(CaseGenerator.minimumViewportWidth), v.height), height: v.width)
        return c
    }
}

extension Size {
    /// Width and height swapped.
    var transposed: Size { Size(width: height, height: width) }
}

extension EdgeInsets {
    /// Top with left and bottom with right swapped.
    var transposed: EdgeInsets { EdgeInsets(top: left, left: top, bottom: right, right: bottom) }
}
