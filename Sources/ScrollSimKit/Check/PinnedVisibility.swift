import StickyLayout

/// The `pinned-visible` rule, one implementation for `check` and the live view: a moved header
/// that starts before the visible area (the bounds' start plus the adjusted content inset: under
/// the bars, the refresh control or off the bounds) while its section's items still run past that
/// line, or a moved footer that ends past the visible area while its section's items start before it.
package enum PinnedVisibility {
    /// A pinned element the rule finds out of sight.
    package struct Finding: Sendable, Equatable {
        /// Its attributes, as the layout answered.
        package var attributes: LayoutAttributes
        /// True when it is hidden at the leading edge (a header); false at the trailing edge (a footer).
        package var leading: Bool
        /// Which way it is out of sight: `under the inset` (inside the bounds, under what the
        /// adjusted content inset covers) or `off the bounds` (reaching past the bounds' edge).
        package var rule: String
        /// What is wrong, with the numbers: the visible area's edge and the section's items.
        package var message: String
    }

    /// The rule of a pinned element reaching past the bounds' edge (the other: `under the inset`).
    package static let offBoundsRule = "off the bounds"

    /// The elements of `answer` the rule finds, in answer order.
    package static func findings(
        _ answer: [LayoutAttributes], scrollView: ScrollViewState, axis: ScrollDirection, geometry: FlowGeometry
    ) -> [Finding] {
        let adjusted = scrollView.adjustedContentInset
        let bounds = scrollView.bounds
        let near = axis.minMain(bounds) + axis.leading(adjusted)
        let far = axis.maxMain(bounds) - axis.trailing(adjusted)
        let epsilon = 1e-9
        func rule(_ beyondBounds: Bool) -> String { beyondBounds ? offBoundsRule : "under the inset" }
        var out: [Finding] = []
        for a in answer where (a.kind == .header || a.kind == .footer) && !a.isHidden && a.frame != a.naturalFrame {
            let s = a.indexPath.section
            guard s < geometry.sections.count else { continue }
            let sg = geometry.sections[s]
            let start = axis.minMain(a.frame), end = axis.maxMain(a.frame)
            guard end > start else { continue }
            let itemsStart = sg.start + sg.headerLength + sg.insetLeading
            let itemsEnd = itemsStart + sg.itemsLength
            if a.kind == .header && start < near - epsilon && end < itemsEnd - epsilon {
                out.append(Finding(attributes: a, leading: true, rule: rule(start < axis.minMain(bounds) - epsilon), message:
                    "\(a.key) is pinned at \(spanText(start, end)), under \(edgeText(scrollView, axis: axis, leading: true)): the visible area starts at \(JSONWriter.number(near)) and its section's items run to \(JSONWriter.number(itemsEnd))"))
            } else if a.kind == .footer && end > far + epsilon && start > itemsStart + epsilon {
                out.append(Finding(attributes: a, leading: false, rule: rule(end > axis.maxMain(bounds) + epsilon), message:
                    "\(a.key) is pinned at \(spanText(start, end)), under \(edgeText(scrollView, axis: axis, leading: false)): the visible area ends at \(JSONWriter.number(far)) and its section's items start at \(JSONWriter.number(itemsStart))"))
            }
        }
        return out
    }

    /// The live view counts a finding with the layout's diagnostics (status `diag`, the inspector).
    package static func diagnostic(_ finding: Finding) -> Diagnostic {
        Diagnostic(severity: .note, code: "view.pinned-visible", section: finding.attributes.indexPath.section,
                   message: finding.message)
    }

    /// What covers the edge: the bars (contentInset) and the refresh control or safe area (the
    /// rest of the adjusted inset), or the bounds' edge when there is no inset.
    static func edgeText(_ scrollView: ScrollViewState, axis: ScrollDirection, leading: Bool) -> String {
        let content = leading ? axis.leading(scrollView.contentInset) : axis.trailing(scrollView.contentInset)
        let system = leading ? axis.leading(scrollView.systemInset) : axis.trailing(scrollView.systemInset)
        var parts: [String] = []
        if content > 0 { parts.append("the bars (contentInset \(JSONWriter.number(content)))") }
        if system > 0 { parts.append("the refresh control or safe area (\(JSONWriter.number(system)) more in adjustedContentInset)") }
        return parts.isEmpty ? "the bounds' \(leading ? "start" : "end") (no inset)" : parts.joined(separator: " and ")
    }
}
