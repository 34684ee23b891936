import StickyLayout

extension CheckCase {
    /// One line describing the case: sections, sizes, insets, viewport and steps.
    package var summary: String {
        let axis = self.axis
        let m = scenario.metrics
        var parts: [String] = []
        let sectionText = scenario.sections.enumerated().map { i, s -> String in
            var t = s.itemLengths.map { "items \($0.map { n(Double($0)) }.joined(separator: "/"))" } ?? "\(s.itemCount) item\(s.itemCount == 1 ? "" : "s")"
            if let h = s.header { t += ", header \(n(h))" }
            if let f = s.footer { t += ", footer \(n(f))" }
            if let inset = s.inset { t += ", inset \(n(axis.leading(inset)))/\(n(axis.trailing(inset)))" }
            return "S\(i): \(t)"
        }
        parts.append("\(scenario.sections.count) section\(scenario.sections.count == 1 ? "" : "s")" + (sectionText.isEmpty ? "" : " [\(sectionText.joined(separator: "; "))]"))
        parts.append("item \(n(axis.main(m.itemSize)))" + (axis.cross(m.itemSize) > 0 ? " x \(n(axis.cross(m.itemSize))) (grid)" : ""))
        parts.append("header \(n(axis.main(m.headerReferenceSize)))")
        if axis.main(m.footerReferenceSize) > 0 { parts.append("footer \(n(axis.main(m.footerReferenceSize)))") }
        if m.minimumLineSpacing > 0 { parts.append("line spacing \(n(m.minimumLineSpacing))") }
        if m.sectionInset != .zero { parts.append("sectionInset \(n(axis.leading(m.sectionInset)))/\(n(axis.trailing(m.sectionInset)))") }
        if scenario.contentInset != .zero { parts.append("contentInset \(n(axis.leading(scenario.contentInset)))/\(n(axis.trailing(scenario.contentInset)))") }
        if scenario.systemInset != .zero { parts.append("systemInset \(n(axis.leading(scenario.systemInset)))/\(n(axis.trailing(scenario.systemInset)))") }
        if axis == .horizontal { parts.append("horizontal") }
        parts.append("viewport \(n(viewport.width))x\(n(viewport.height))")
        return parts.joined(separator: ", ")
    }

    /// The shrunk size in a few words: sections, items, steps and updates.
    package var sizeText: String {
        let size = self.size
        var parts = ["\(size.sections) section\(size.sections == 1 ? "" : "s")", "\(size.items) item\(size.items == 1 ? "" : "s")",
                     "\(size.steps) step\(size.steps == 1 ? "" : "s")"]
        if size.updates > 0 { parts.append("\(size.updates) update\(size.updates == 1 ? "" : "s")") }
        return parts.joined(separator: ", ")
    }

    /// Counts a person reads a case by.
    package var size: CheckCaseSize {
        CheckCaseSize(
            sections: scenario.sections.count,
            items: scenario.sections.reduce(0) { $0 + $1.itemCount },
            steps: steps.count,
            updates: steps.filter { $0.update != nil }.count,
            overscrolledSteps: overscrolledSteps,
            direction: axis,
            viewport: viewport)
    }

    /// The steps whose offset lies past either end of the scroll range.
    var overscrolledSteps: Int {
        let range = OffsetRange(scenario: scenario)
        return steps.filter { $0.offset < range.minimum || $0.offset > range.maximum }.count
    }

    /// The steps as `offset`, `offset then UPDATE` or `offset (+rect a..<b)`, comma-separated;
    /// an offset past either end of the scroll range says so (`-1 (overscroll: 1 past the top)`).
    package var stepsText: String {
        let range = OffsetRange(scenario: scenario)
        return steps.map { s -> String in
            var text = offsetText(s.offset, range: range)
            if let update = s.update { text += " then \(update.scriptCommand)" }
            if let rect = s.rect { text += " (+rect \(spanText(rect.start, rect.end)))" }
            return text
        }.joined(separator: ", ")
    }

    /// `offset`, with how far it lies past either end of the scroll range (where the live view
    /// rubber-bands it back): `-1 (overscroll: 1 past the top)`.
    package func offsetText(_ offset: Double) -> String { offsetText(offset, range: OffsetRange(scenario: scenario)) }

    func offsetText(_ offset: Double, range: OffsetRange) -> String {
        let vertical = axis == .vertical
        if offset < range.minimum {
            return "\(n(offset)) (overscroll: \(n(range.minimum - offset)) past the \(vertical ? "top" : "left end"))"
        }
        if offset > range.maximum {
            return "\(n(offset)) (overscroll: \(n(offset - range.maximum)) past the \(vertical ? "bottom" : "right end"))"
        }
        return n(offset)
    }

    private func n(_ d: Double) -> String { JSONWriter.number(d) }
}

/// The size of a (shrunk) case, as reported in `--format json`.
package struct CheckCaseSize: Hashable, Sendable {
    package var sections: Int
    package var items: Int
    package var steps: Int
    package var updates: Int
    package var overscrolledSteps: Int
    package var direction: ScrollDirection
    package var viewport: Size
}
