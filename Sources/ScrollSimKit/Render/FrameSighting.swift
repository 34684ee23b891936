import StickyLayout

/// Where a frame shows one element, decided from what the renderer draws it from: the pane's
/// snapshot and viewport, the paint order, and the bars and edge rows painted over the content
/// (`InsetBars`). `check`'s reports say by it whether the frames they print show a finding.
package enum FrameSighting: Hashable, Sendable {
    /// Some of the element's box shows: inside the viewport, under no bar, not painted over.
    case drawn
    /// Not drawn, but a bar or the viewport's edge row names it: the words it writes there.
    case named(String)
    /// Not drawn, and why.
    case absent(Absence)

    /// Why an element is not in a frame.
    package enum Absence: Hashable, Sendable {
        /// The layout's answer for the bounds does not hold it.
        case notInAnswer
        /// It is in the answer with `isHidden` set.
        case hidden
        /// Its frame rounds to no screen cell.
        case empty
        /// It lies outside the viewport along the scroll axis: before it (above, left) or after it.
        case outside(before: Bool, cells: Int, vertical: Bool)
        /// It lies outside the viewport across the scroll axis (clipped at the frame's width or height).
        case clipped
        /// What shows of it is under a bar: the bar's name (`navigation bar`, `toolbar`, `side bar`).
        case underBar(String)
        /// What shows of it is painted over by other elements: the first of them.
        case paintedOver(ElementKey)
    }

    /// Where pane `pane` of `scene`, drawn by `renderer`, shows `key`.
    package static func of(_ key: ElementKey, in scene: Scene, pane: Int = 0, renderer: FrameRenderer) -> FrameSighting {
        let viewports = FrameRenderer.viewports(scene)
        guard pane < viewports.count else { return .absent(.clipped) }
        return of(key, in: scene.panes[pane], viewport: viewports[pane], glyphs: renderer.glyphs, labels: renderer.labels)
    }

    /// Where `snapshot`, drawn into `viewport`, shows `key`.
    static func of(_ key: ElementKey, in snapshot: PaneSnapshot, viewport: ScreenRect, glyphs: Glyphs, labels: LabelProvider) -> FrameSighting {
        let attributes = snapshot.attributes
        guard let index = attributes.firstIndex(where: { $0.key == key && !$0.isHidden }) else {
            return .absent(attributes.contains { $0.key == key } ? .hidden : .notInAnswer)
        }
        let bars = InsetBars(glyphs: glyphs)
        let covers = bars.covers(snapshot, viewport: viewport, labels: labels)
        let naming = covers.last { $0.names.contains(key) }
        let named = naming.map { FrameSighting.named(bars.shownLabel($0.label, in: $0.rect)) }
        let rect = ElementPainter.screenRect(attributes[index].frame, bounds: snapshot.bounds, viewport: viewport)
        if rect.isEmpty { return named ?? .absent(.empty) }
        let shown = rect.intersection(viewport)
        let vertical = snapshot.direction == .vertical
        if shown.isEmpty {
            if let named { return named }
            let (start, end, low, high) = vertical
                ? (rect.y, rect.maxY, viewport.y, viewport.maxY) : (rect.x, rect.maxX, viewport.x, viewport.maxX)
            if end <= low { return .absent(.outside(before: true, cells: low - end + 1, vertical: vertical)) }
            if start >= high { return .absent(.outside(before: false, cells: start - high + 1, vertical: vertical)) }
            return .absent(.clipped)
        }
        // What the renderer paints after it: elements later in paint order, then the covers.
        let order = PaintOrder.sortedIndices(attributes)
        let later = order.drop { $0 != index }.dropFirst().filter { !attributes[$0].isHidden }.map {
            (key: attributes[$0].key, rect: ElementPainter.screenRect(attributes[$0].frame, bounds: snapshot.bounds, viewport: viewport))
        }
        var bar: String?
        var over: ElementKey?
        for row in shown.y..<shown.maxY {
            for column in shown.x..<shown.maxX {
                if let cover = covers.last(where: { $0.rect.contains(column: column, row: row) }) {
                    bar = bar ?? Self.barName(cover, vertical: vertical, viewport: viewport)
                } else if let element = later.last(where: { $0.rect.contains(column: column, row: row) }) {
                    over = over ?? element.key
                } else {
                    return .drawn
                }
            }
        }
        if let named { return named }
        if let bar { return .absent(.underBar(bar)) }
        return .absent(.paintedOver(over ?? key))
    }

    /// The bar a cover is, by its place: `navigation bar` and `toolbar`, `side bar`, or the edge row.
    private static func barName(_ cover: InsetBars.Cover, vertical: Bool, viewport: ScreenRect) -> String {
        if cover.role != .insetBar { return "edge row" }
        if cover.rect.width == viewport.width { return cover.rect.y == viewport.y ? "navigation bar" : "toolbar" }
        return "side bar"
    }

    /// The reason as one clause of a report: "it lies 3 rows above the viewport, outside the bounds".
    package var clause: String {
        switch self {
        case .drawn: return "it is drawn"
        case .named(let words): return "the frame names it: \(words)"
        case .absent(let why):
            switch why {
            case .notInAnswer: return "the layout's answer for the bounds does not hold it"
            case .hidden: return "the layout hides it (isHidden)"
            case .empty: return "its frame is less than a cell"
            case .outside(let before, let cells, let vertical):
                let unit = vertical ? (cells == 1 ? "row" : "rows") : (cells == 1 ? "column" : "columns")
                let side = vertical ? (before ? "above" : "below") : (before ? "left of" : "right of")
                return "it lies \(cells) \(unit) \(side) the viewport, outside the bounds"
            case .clipped: return "it lies outside the frame across the scroll axis"
            case .underBar(let name): return "it is under the \(name)"
            case .paintedOver(let key): return "\(key) is painted over it"
            }
        }
    }
}

extension SimulatorSession {
    /// Where the frame `view()` draws shows `key` in pane `pane`.
    package func sighting(of key: ElementKey, pane: Int = 0) -> FrameSighting {
        FrameSighting.of(key, in: scene(), pane: pane, renderer: engine.renderer)
    }
}
