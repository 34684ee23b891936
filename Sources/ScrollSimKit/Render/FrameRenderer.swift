import StickyLayout

/// Turns a `Scene` into a `Frame`: the one render path shared by the live view, `scrollsim render`,
/// and tests.
///
/// Every row is drawn from content, never from its screen position, so a scroll by one row
/// produces the same body rows shifted by one (ncurses then scrolls instead of repainting).
package struct FrameRenderer: Sendable {
    /// The character set.
    package var glyphs: Glyphs { didSet { elements = ElementPainter(glyphs: glyphs, labels: labels) } }
    /// Element labels.
    package var labels: LabelProvider { didSet { elements = ElementPainter(glyphs: glyphs, labels: labels) } }
    /// The painter of elements for these glyphs and labels, made when they change, not per frame.
    private var elements: ElementPainter

    package init(glyphs: Glyphs, labels: LabelProvider) {
        self.glyphs = glyphs
        self.labels = labels
        elements = ElementPainter(glyphs: glyphs, labels: labels)
    }

    /// Where `scene` is drawn: the panes, panels and rows for its size; nil when it is too small.
    private static func screenLayout(_ scene: Scene) -> ScreenLayout? {
        ScreenLayout(
            size: scene.size, paneCount: scene.panes.count, inspector: scene.toggles.inspector,
            indicator: scene.toggles.indicator, horizontal: scene.panes.first?.direction == .horizontal,
            chrome: scene.toggles.chrome)
    }

    /// Pane `index` of `layout` for `snapshot`: a scenario with its own viewport may be smaller
    /// than the pane, and is centred in it.
    private static func pane(_ index: Int, of layout: ScreenLayout, showing snapshot: PaneSnapshot) -> ScreenLayout.Pane {
        layout.panes[index].fitted(to: snapshot.bounds.size)
    }

    /// Each pane's viewport in the frame `render(scene)` draws (empty when the size is too small).
    package static func viewports(_ scene: Scene) -> [ScreenRect] {
        guard let layout = screenLayout(scene) else { return [] }
        return scene.panes.indices.prefix(layout.panes.count).map { pane($0, of: layout, showing: scene.panes[$0]).viewport }
    }

    /// Draws `scene` into a new frame of `scene.size`.
    package func render(_ scene: Scene) -> Frame {
        var memo = RenderMemo()
        return render(scene, memo: &memo)
    }

    /// Draws `scene` into a new frame of `scene.size`, copying rows from `memo` that the previous
    /// frame painted from the same inputs, and leaving this frame's rows there for the next.
    package func render(_ scene: Scene, memo: inout RenderMemo) -> Frame {
        var frame = Frame(size: scene.size)
        guard let layout = Self.screenLayout(scene) else {
            TooSmallMessage.paint(
                have: scene.size, need: ScreenLayout.minimumSize(paneCount: scene.panes.count), glyphs: glyphs, into: &frame)
            return frame
        }
        let showFocus = scene.panes.count > 1
        // Panes of one width show the same status fields.
        let statusChoice = showFocus && layout.hasChrome
            ? StatusLine(glyphs: glyphs).sharedChoice(scene.panes, focusedPane: scene.focusedPane, width: layout.panes[0].status.width) : nil
        for (index, snapshot) in scene.panes.enumerated() where index < layout.panes.count {
            let pane = Self.pane(index, of: layout, showing: snapshot)
            let viewport = pane.viewport
            elements.paint(
                snapshot, viewport: viewport, ghosts: scene.toggles.ghost, projector: scene.toggles.projector,
                highlight: scene.overlays.searchHighlight, into: &frame)
            InsetBars(glyphs: glyphs).paint(snapshot, viewport: viewport, labels: labels, into: &frame)
            if let column = pane.indicatorColumn {
                ScrollIndicator(glyphs: glyphs).paint(snapshot, vertical: true, line: column, along: viewport, into: &frame)
            }
            if let row = pane.indicatorRow {
                ScrollIndicator(glyphs: glyphs).paint(snapshot, vertical: false, line: row, along: viewport, into: &frame)
            }
            if let title = pane.title {
                let focused = showFocus && index == scene.focusedPane
                // The focused pane's title stands out; the other's is dim, like the hint line.
                let role: StyleRole = focused ? .panelTitle : .hint
                frame.fill(title, role: role)
                let name = glyphs.text("\(focused ? "▶ " : "")\(snapshot.strategy.rawValue)")
                let text = name.truncated(toColumns: title.width, ellipsis: glyphs.ellipsis)
                frame.write(text, column: title.x + max(0, (title.width - DisplayWidth.of(text)) / 2), row: title.y,
                            role: role, clip: title)
            }
            if layout.hasChrome {
                StatusLine(glyphs: glyphs).paint(
                    snapshot, focused: index == scene.focusedPane, showFocus: showFocus, choice: statusChoice, area: pane.status, into: &frame)
            }
        }
        for column in layout.dividers {
            for row in 0..<min(scene.size.rows, layout.hintRow) {
                frame.put(glyphs.divider, column: column, row: row, role: .divider)
            }
        }
        let focused = scene.panes.indices.contains(scene.focusedPane) ? scene.focusedPane : 0
        if let area = layout.inspector, !scene.panes.isEmpty {
            InspectorPanel(glyphs: glyphs).paint(scene.panes[focused], scroll: scene.overlays.inspectorScroll, area: area, into: &frame)
        }
        // The inspector asked for but without room says so, unless the hint row says something else.
        let message = scene.overlays.message ?? (scene.toggles.inspector && layout.inspector == nil
            ? ScreenLayout.inspectorShortfall(size: scene.size, paneCount: scene.panes.count,
                                              horizontal: scene.panes.first?.direction == .horizontal) : nil)
        let hintKey = HintLine.Key(
            scenarioName: scene.scenarioName, bounce: scene.toggles.bounce, ghost: scene.toggles.ghost,
            animates: scene.animates, prompt: scene.prompt, message: message,
            notice: scene.overlays.notice, row: layout.hintRow, width: scene.size.columns,
            asciiGlyphs: glyphs.isASCII, arrows: glyphs.arrows, ellipsis: glyphs.ellipsis, asciiOnly: labels.asciiOnly)
        if !layout.hasChrome {
            // No hint line.
        } else if memo.hintKey == hintKey, memo.hintCells.count == scene.size.columns {
            frame.replaceRow(layout.hintRow, with: memo.hintCells)
        } else {
            HintLine(glyphs: glyphs).paint(hintKey, labels: labels, into: &frame)
            memo.hintKey = hintKey
            memo.hintCells = frame.cells(ofRow: layout.hintRow)
        }
        // The panels and overlays cover every row but the hint line.
        let body = ScreenRect(x: 0, y: 0, width: scene.size.columns, height: scene.size.rows - 1)
        if let report = scene.overlays.reportLines {
            ReportPanel(glyphs: glyphs).paint(report.map(labels.sanitizedText), over: body, into: &frame)
        }
        if scene.toggles.help, !scene.panes.isEmpty {
            HelpOverlay(glyphs: glyphs).paint(
                current: scene.panes[focused].strategy, strategies: scene.strategyList,
                scenarioName: labels.sanitizedScenarioName(scene.scenarioName), summary: labels.sanitizedText(scene.summary),
                scroll: scene.overlays.helpScroll, over: body, into: &frame)
        }
        if let selected = scene.overlays.pickerSelection, !scene.panes.isEmpty {
            PickerOverlay(glyphs: glyphs).paint(
                strategies: scene.strategyList, selected: selected, current: scene.panes[focused].strategy, over: body, into: &frame)
        }
        // A message too long for the hint row wraps onto the rows above it, over the panes and panels.
        if layout.hasChrome, let lines = HintLine(glyphs: glyphs).wrappedMessage(hintKey, labels: labels) {
            HintLine(glyphs: glyphs).paintWrapped(lines, key: hintKey, into: &frame)
        }
        return frame
    }
}
