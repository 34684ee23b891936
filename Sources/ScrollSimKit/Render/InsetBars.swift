import StickyLayout

/// The content inset as bars over the content: a navigation bar on top and a toolbar below
/// (and side bars for left/right insets), each labelled with its inset. A bar over a pinned
/// header or footer (`PaneSnapshot.hiddenPinned`) says so first: `navigation bar hides ◆ pinned A`;
/// at an edge with no bar, the viewport's edge row says it: `↑ ◆ pinned A outside the bounds`.
struct InsetBars {
    var glyphs: Glyphs

    /// One rectangle painted over the viewport's content: its words, its style, and the pinned
    /// elements it names.
    struct Cover {
        var rect: ScreenRect
        var label: String
        var role: StyleRole
        var names: [ElementKey]
    }

    func paint(_ snapshot: PaneSnapshot, viewport: ScreenRect, labels: LabelProvider, into frame: inout Frame) {
        for cover in covers(snapshot, viewport: viewport, labels: labels) {
            bar(cover.rect, label: cover.label, role: cover.role, into: &frame, clip: viewport)
        }
    }

    /// The bars and edge rows painted over `viewport`, in paint order (what `paint` draws).
    func covers(_ snapshot: PaneSnapshot, viewport: ScreenRect, labels: LabelProvider) -> [Cover] {
        let content = snapshot.contentInset, system = snapshot.systemInset
        let top = (content.top + system.top).screenCells, bottom = (content.bottom + system.bottom).screenCells
        let left = (content.left + system.left).screenCells, right = (content.right + system.right).screenCells
        func hiddenKeys(leading: Bool) -> [ElementKey] {
            snapshot.hiddenPinned.filter { $0.leading == leading }.map(\.attributes.key)
        }
        func hiddenNames(leading: Bool) -> String {
            snapshot.hiddenPinned.filter { $0.leading == leading }.map { labels.sanitizedText(labels.label(for: $0.attributes)) }
                .joined(separator: ", ")
        }
        /// ` hides ◆ pinned A, B` for `names` (nothing for none).
        func hides(_ names: String) -> String {
            names.isEmpty ? "" : " hides \(glyphs.pinned) \(names)"
        }
        /// The pinned marker's symbol without its word (`◆`): where `◆ pinned A` does not fit,
        /// `◆ A` keeps the name whole.
        let marker = glyphs.pinned.split(separator: " ").first.map(String.init) ?? glyphs.pinned
        /// The first label that fits `width` columns whole: a bar that hides something keeps
        /// what it hides before its name and inset.
        func fitting(_ candidates: [String], width: Int) -> String {
            candidates.first { DisplayWidth.of($0) <= width - 2 } ?? candidates.last ?? ""
        }
        func barLabel(_ name: String, _ content: Double, _ system: Double, hiding names: String) -> String {
            let hidden = hides(names)
            return fitting([self.barLabel(name, content, system, hides: hidden)]
                    + (hidden.isEmpty ? [] : [glyphs.text(name + hidden), glyphs.text(String(hidden.dropFirst())),
                                             glyphs.text("hides \(marker) \(names)"), glyphs.text("\(marker) \(names)")]),
                    width: viewport.width)
        }
        var out: [Cover] = []
        // Top and bottom bars along a vertical axis, left and right ones along a horizontal one
        // (where the rule's leading and trailing edges are).
        let vertical = snapshot.direction == .vertical
        if top > 0 {
            out.append(Cover(rect: ScreenRect(x: viewport.x, y: viewport.y, width: viewport.width, height: top),
                             label: barLabel("navigation bar", content.top, system.top, hiding: vertical ? hiddenNames(leading: true) : ""),
                             role: .insetBar, names: vertical ? hiddenKeys(leading: true) : []))
        }
        if bottom > 0 {
            out.append(Cover(rect: ScreenRect(x: viewport.x, y: viewport.maxY - bottom, width: viewport.width, height: bottom),
                             label: barLabel("toolbar", content.bottom, system.bottom, hiding: vertical ? hiddenNames(leading: false) : ""),
                             role: .insetBar, names: vertical ? hiddenKeys(leading: false) : []))
        }
        if left > 0 {
            out.append(Cover(rect: ScreenRect(x: viewport.x, y: viewport.y + top, width: left, height: viewport.height - top - bottom),
                             label: vertical ? "" : glyphs.text(hides(hiddenNames(leading: true))), role: .insetBar,
                             names: vertical ? [] : hiddenKeys(leading: true)))
        }
        if right > 0 {
            out.append(Cover(rect: ScreenRect(x: viewport.maxX - right, y: viewport.y + top, width: right, height: viewport.height - top - bottom),
                             label: vertical ? "" : glyphs.text(hides(hiddenNames(leading: false))), role: .insetBar,
                             names: vertical ? [] : hiddenKeys(leading: false)))
        }
        // A pinned element past an edge without a bar is not drawn at all: the edge row names it.
        for leading in [true, false] where (vertical ? (leading ? top : bottom) : (leading ? left : right)) == 0 {
            let names = hiddenNames(leading: leading)
            guard !names.isEmpty, viewport.height > 0 else { continue }
            let arrow = vertical ? (leading ? "↑" : "↓") : (leading ? "←" : "→")
            let row = leading || !vertical ? viewport.y : viewport.maxY - 1
            let named = "\(arrow) \(glyphs.pinned) \(names)"
            out.append(Cover(rect: ScreenRect(x: viewport.x, y: row, width: viewport.width, height: 1),
                             label: fitting([glyphs.text("\(named) outside the bounds"), glyphs.text(named),
                                             glyphs.text("\(arrow) \(marker) \(names)")], width: viewport.width),
                             role: .statusWarn, names: hiddenKeys(leading: leading)))
        }
        return out
    }

    private func barLabel(_ name: String, _ content: Double, _ system: Double, hides: String = "") -> String {
        var text = "\(name)\(hides) · inset \(JSONWriter.number(content))"
        if system > 0 { text += " + system \(JSONWriter.number(system))" }
        return glyphs.text(text)
    }

    /// The words `bar` writes into `rect` for `label`: truncated to the bar's width.
    func shownLabel(_ label: String, in rect: ScreenRect) -> String {
        label.truncated(toColumns: rect.width - 2, ellipsis: glyphs.ellipsis)
    }

    private func bar(_ rect: ScreenRect, label: String, role: StyleRole = .insetBar, into frame: inout Frame, clip: ScreenRect) {
        frame.fill(rect, role: role, clip: clip)
        if label.isEmpty || rect.isEmpty { return }
        let shown = shownLabel(label, in: rect)
        let column = rect.x + max(1, (rect.width - DisplayWidth.of(shown)) / 2)
        frame.write(shown, column: column, row: rect.y + (rect.height - 1) / 2, role: role, clip: clip)
    }
}
