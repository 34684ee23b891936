import StickyLayout

/// Where a frame shows one element, decided from what the renderer draws it from: the pane's
/// snapshot and viewport, the paint order, and the bars and edge rows painted over the content
/// (`InsetBars`). `check`'s reports say by it whether the frames they print show a finding.
package enum FrameSighting: Hashable, Sendable {
    /// Its label shows: inside the viewport, under no bar, not painted over.
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
        /// Its box is too narrow for a label.
        case narrow
        /// Its box shows in part, its label outside the viewport.
        case labelOutside
        /// Its label is under a bar: the bar's name (`navigation bar`, `toolbar`, `side bar`, `edge row`).
        case underBar(String)
        /// Its label is painted over by another element: that one.
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
        // A cover names it when its words, as drawn, hold its label.
        let name = labels.sanitizedText(labels.label(for: attributes[index]))
        let named = covers.lazy.filter { $0.names.contains(key) }.map { bars.shownLabel($0.label, in: $0.rect) }
            .last { $0.contains(name) }.map(FrameSighting.named)
        let rect = ElementPainter.screenRect(attributes[index].frame, bounds: snapshot.bounds, viewport: viewport)
        if rect.isEmpty { return named ?? .absent(.empty) }
        let shown = rect.intersection(viewport)
        if shown.isEmpty {
            let vertical = snapshot.direction == .vertical
            if let named { return named }
            let (start, end, low, high) = vertical
                ? (rect.y, rect.maxY, viewport.y, viewport.maxY) : (rect.x, rect.maxX, viewport.x, viewport.maxX)
            if end <= low { return .absent(.outside(before: true, cells: low - end + 1, vertical: vertical)) }
            if start >= high { return .absent(.outside(before: false, cells: start - high + 1, vertical: vertical)) }
            return .absent(.clipped)
        }
        // Drawn when the cell its label starts in shows: in the viewport, under nothing the
        // renderer paints after it (elements later in paint order, then the covers).
        let marked = ElementPainter.state(attributes[index], snapshot: snapshot) != nil
        guard let place = BoxPainter.labelPlace(rect, clip: viewport, marked: marked) else { return named ?? .absent(.narrow) }
        guard viewport.contains(column: place.column, row: place.row) else { return named ?? .absent(.labelOutside) }
        if let cover = covers.last(where: { $0.rect.contains(column: place.column, row: place.row) }) {
            return named ?? .absent(.underBar(Self.barName(cover, viewport: viewport)))
        }
        let order = PaintOrder.sortedIndices(attributes)
        for j in order.drop(while: { $0 != index }).dropFirst().reversed() where !attributes[j].isHidden {
            if ElementPainter.screenRect(attributes[j].frame, bounds: snapshot.bounds, viewport: viewport)
                .contains(column: place.column, row: place.row) {
                return named ?? .absent(.paintedOver(attributes[j].key))
            }
        }
        return .drawn
    }

    /// The bar a cover is, by its place: `navigation bar` and `toolbar`, `side bar`, or the edge row.
    private static func barName(_ cover: InsetBars.Cover, viewport: ScreenRect) -> String {
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
            case .narrow: return "its box is too narrow for its label"
            case .labelOutside: return "only part of its box shows, its label outside the viewport"
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
