import StickyLayout

/// Where everything goes on the screen: panes side by side (each a viewport plus, when shown, a
/// scroll indicator column, and a status line below), dividers between them, an optional inspector on the
/// right, and the key hint line at the bottom.
package struct ScreenLayout: Hashable, Sendable {
    /// One pane's areas.
    package struct Pane: Hashable, Sendable {
        /// The collection view's viewport: its size is the bounds size.
        package var viewport: ScreenRect
        /// The scroll indicator's column (right of the viewport); nil when the indicator is off
        /// (the viewport then takes that column).
        package var indicatorColumn: Int?
        /// The horizontal scroll indicator's row (below the viewport) for a horizontal layout; nil
        /// for a vertical one or when the indicator is off.
        package var indicatorRow: Int?
        /// The pane's status line.
        package var status: ScreenRect
        /// The title row above the viewport (the strategy's name), in a split view only.
        package var title: ScreenRect?

        /// The pane as a collection view of `bounds` size is drawn in it: a viewport smaller than
        /// the pane's (a scenario's own `viewport`) is centred in the pane's body, with its scroll
        /// indicator just beside it (right of it, or under it for a horizontal layout).
        package func fitted(to bounds: Size) -> Pane {
            let width = min(viewport.width, max(0, Int(bounds.width.rounded())))
            let height = min(viewport.height, max(0, Int(bounds.height.rounded())))
            var pane = self
            pane.viewport = ScreenRect(
                x: viewport.x + (viewport.width - width) / 2, y: viewport.y + (viewport.height - height) / 2,
                width: width, height: height)
            if indicatorColumn != nil { pane.indicatorColumn = pane.viewport.maxX }
            if indicatorRow != nil { pane.indicatorRow = pane.viewport.maxY }
            return pane
        }
    }

    /// Smallest viewport that still shows something useful.
    package static let minimumViewport = TerminalSize(columns: 16, rows: 4)
    /// Rows below the panes: the status line and the hint line.
    package static let chromeRows = 2
    /// Narrowest inspector worth showing, and its width at up to 132 columns.
    package static let inspectorWidth = 44
    /// The inspector's width at a terminal width: 44 columns, a third of wider terminals, at most 90.
    package static func inspectorWidth(columns: Int) -> Int { min(90, max(inspectorWidth, columns / 3)) }

    package var size: TerminalSize
    package var panes: [Pane]
    /// Columns of the dividers between panes.
    package var dividers: [Int]
    /// The inspector panel, when shown and there is room.
    package var inspector: ScreenRect?
    /// The key hint line (`size.rows`, off screen, without chrome).
    package var hintRow: Int
    /// True when the status lines and the hint line are drawn (a script's `chrome off` hides them).
    package var hasChrome: Bool

    /// The layout for `paneCount` panes, or nil when the terminal is too small for them.
    /// Without the scroll `indicator`, each viewport takes the indicator's column.
    /// A `horizontal` layout gets its indicator as a row under the viewport instead of a column.
    /// Without `chrome` the panes take the status and hint rows too.
    package init?(
        size: TerminalSize, paneCount: Int, inspector wantsInspector: Bool, indicator: Bool = true, horizontal: Bool = false,
        chrome: Bool = true
    ) {
        let count = max(1, paneCount)
        let bodyRows = size.rows - (chrome ? Self.chromeRows : 0)
        let needed = Self.minimumSize(paneCount: count).columns
        guard bodyRows >= Self.minimumViewport.rows, size.columns >= needed else { return nil }
        var inspectorWidth = 0
        if wantsInspector {
            let room = size.columns - needed - 1
            inspectorWidth = min(Self.inspectorWidth(columns: size.columns), room)
            if inspectorWidth < Self.minimumInspectorWidth { inspectorWidth = 0 }
        }
        let paneArea = size.columns - (inspectorWidth > 0 ? inspectorWidth + 1 : 0)
        let paneWidth = (paneArea - (count - 1)) / count
        var panes: [Pane] = []
        var dividers: [Int] = []
        var x = 0
        // A split view gives each pane a title row (its strategy), so a speaker's audience can read
        // which is which without looking for the status line.
        let top = count > 1 && bodyRows - 1 >= Self.minimumViewport.rows ? 1 : 0
        for index in 0..<count {
            let width = paneWidth
            // The indicator takes the viewport's last row (horizontal) or last column (vertical).
            let viewport = horizontal
                ? ScreenRect(x: x, y: top, width: width, height: (indicator ? bodyRows - 1 : bodyRows) - top)
                : ScreenRect(x: x, y: top, width: indicator ? width - 1 : width, height: bodyRows - top)
            panes.append(Pane(
                viewport: viewport,
                indicatorColumn: indicator && !horizontal ? x + width - 1 : nil, indicatorRow: indicator && horizontal ? bodyRows - 1 : nil,
                status: ScreenRect(x: x, y: bodyRows, width: width, height: chrome ? 1 : 0),
                title: top > 0 ? ScreenRect(x: x, y: 0, width: width, height: 1) : nil))
            x += width
            if index < count - 1 {
                dividers.append(x)
                x += 1
            }
        }
        self.size = size
        self.panes = panes
        self.dividers = dividers
        self.inspector = inspectorWidth > 0
            ? ScreenRect(x: size.columns - inspectorWidth, y: 0, width: inspectorWidth, height: bodyRows + (chrome ? 1 : 0)) : nil
        if inspectorWidth > 0 { self.dividers.append(size.columns - inspectorWidth - 1) }
        hintRow = chrome ? size.rows - 1 : size.rows
        hasChrome = chrome
    }

    /// Why the inspector is not shown at `size` beside `paneCount` panes, the size it needs first
    /// (a narrow hint line cuts the end): "inspector (i) needs 58x6; no room at 40x10", or nil when it fits.
    package static func inspectorShortfall(size: TerminalSize, paneCount: Int, horizontal: Bool = false) -> String? {
        let layout = ScreenLayout(size: size, paneCount: paneCount, inspector: true, horizontal: horizontal)
        guard layout?.inspector == nil else { return nil }
        let minimum = minimumSize(paneCount: paneCount)
        let columns = minimum.columns + 1 + minimumInspectorWidth
        let panes = paneCount > 1 ? " beside \(paneCount) panes" : ""
        return "inspector (i) needs \(columns)x\(minimum.rows)\(panes); no room at \(size.columns)x\(size.rows)"
    }

    /// The narrowest inspector drawn (a narrower room shows none).
    static let minimumInspectorWidth = 24

    /// The smallest terminal that fits `paneCount` panes.
    package static func minimumSize(paneCount: Int) -> TerminalSize {
        let count = max(1, paneCount)
        return TerminalSize(
            columns: count * (minimumViewport.columns + 1) + (count - 1), rows: minimumViewport.rows + chromeRows)
    }
}
