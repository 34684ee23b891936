import StickyLayout

extension CheckCase {
    /// The corners this case exercises, by name: `--compare` reports one difference per kind and
    /// set of corners (its class of scenario).
    package var features: [String] {
        let range = OffsetRange(scenario: scenario)
        let sections = range.geometry.sections
        var f: [String] = []
        if sections.count > 1 { f.append("several sections") }
        if sections.contains(where: { $0.itemCount == 0 }) { f.append("empty section") }
        if sections.contains(where: { $0.headerLength == 0 }) { f.append("zero-size header") }
        if sections.contains(where: { $0.headerLength > range.viewportLength }) { f.append("header taller than the viewport") }
        if sections.contains(where: { $0.footerLength > 0 }) { f.append("footers") }
        if sections.contains(where: { $0.insetLeading > 0 || $0.insetTrailing > 0 }) { f.append("section insets") }
        if scenario.contentInset != .zero { f.append("content inset") }
        if scenario.systemInset != .zero { f.append("system inset") }
        if sections.contains(where: { $0.columns > 1 }) { f.append("grid") }
        if scenario.sections.contains(where: { $0.itemLengths != nil }) { f.append("variable lengths") }
        if axis == .horizontal { f.append("horizontal") }
        if steps.contains(where: { $0.offset < range.minimum || $0.offset > range.maximum }) { f.append("overscroll") }
        return f
    }
}
