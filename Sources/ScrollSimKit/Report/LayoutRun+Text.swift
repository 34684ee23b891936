import StickyLayout

extension LayoutRun {
    /// Streams the run as aligned text columns: `emit` gets the header, then one block a step as it
    /// is computed.
    package func writeText<E: Error>(to emit: (String) throws(E) -> Void) throws(E) {
        var out = "scenario \(VisibleEscapes.escape(scenario))  strategy \(strategy.rawValue)  size \(n(size.width))x\(n(size.height))  \(scrollDirection.rawValue)"
        if let span { out += "  rect \(n(span.start)),\(n(span.end))" }
        out += "\nflags: P pinned (frame differs from natural), R re-inserted, H hidden\n"
        try emit(out)
        let text = LayoutStepText(scrollDirection: scrollDirection)
        var i = 0
        try forEachStep { (step) throws(E) in
            try emit(text.block(step, title: "step \(i)"))
            i += 1
        }
    }
}

/// One step as a text block: its title, offset, bounds, content, invalidation, then a table.
struct LayoutStepText {
    var scrollDirection: ScrollDirection

    func block(_ step: LayoutStep, title: String) -> String {
        var out = "\n\(title)  offset \(n(step.offset))  bounds \(r(step.bounds))  content \(n(step.contentSize.width))x\(n(step.contentSize.height))  invalidated \(step.invalidation.rawValue)"
        if step.queryRect != step.bounds { out += "  query \(r(step.queryRect))" }
        out += "\n"
        var rows = [["kind", "sec", "item", "x", "y", "w", "h", natLabel, "z", "flags"]]
        for a in step.elements {
            let flags = a.flagLetters
            rows.append([
                a.kind.rawValue, String(a.indexPath.section), String(a.indexPath.item),
                n(a.frame.minX), n(a.frame.minY), n(a.frame.width), n(a.frame.height),
                n(scrollDirection == .vertical ? a.naturalFrame.minY : a.naturalFrame.minX),
                String(a.zIndex), flags.isEmpty ? "-" : flags,
            ])
        }
        out += TextTable.render(rows, leftAligned: [0, 9], indent: "  ")
        if step.elements.isEmpty { out += "  (no elements)\n" }
        for d in step.diagnostics { out += "  ! \(d)\n" }
        if let calls = step.calls {
            out += "  calls into the layout (\(calls.count)):\n"
            for c in calls { out += "    \(VisibleEscapes.escape(c))\n" }
        }
        return out
    }

    private var natLabel: String { scrollDirection == .vertical ? "natY" : "natX" }
    private func r(_ rect: Rect) -> String { "(\(n(rect.minX)),\(n(rect.minY)) \(n(rect.width))x\(n(rect.height)))" }
}

extension LayoutAttributes {
    /// `P` pinned, `R` re-inserted, `H` hidden, in that order; empty for none (`layout`'s flags
    /// column and the inspector).
    var flagLetters: String { (isPinned ? "P" : "") + (isReinserted ? "R" : "") + (isHidden ? "H" : "") }
}

private func n(_ d: Double) -> String { JSONWriter.number(d) }

/// Text in columns, each as wide as its widest cell (`layout --format text`, the bench's Markdown
/// tables).
package enum TextTable {
    /// `rows` as lines of columns separated by two spaces, without trailing spaces.
    static func render(_ rows: [[String]], leftAligned: Set<Int>, indent: String) -> String {
        padded(rows, leftAligned: leftAligned.contains).map { cells in
            var line = indent + cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }.joined()
    }

    /// The cells of `rows` padded to their column's width: on the right in the columns
    /// `leftAligned` accepts, on the left in the others.
    package static func padded(_ rows: [[String]], leftAligned: (Int) -> Bool) -> [[String]] {
        var widths: [Int] = []
        for row in rows {
            for (i, cell) in row.enumerated() {
                if i == widths.count { widths.append(0) }
                widths[i] = max(widths[i], cell.count)
            }
        }
        return rows.map { row in
            row.enumerated().map { i, cell in
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return leftAligned(i) ? cell + pad : pad + cell
            }
        }
    }
}
