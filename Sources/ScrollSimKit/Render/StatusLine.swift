import StickyLayout

/// A pane's status line: strategy, offset / maximum, content size, what the last step
/// invalidated, and the diagnostics count (in the warning style when there are any).
struct StatusLine {
    var glyphs: Glyphs

    func paint(_ snapshot: PaneSnapshot, focused: Bool, showFocus: Bool, area: ScreenRect, into frame: inout Frame) {
        frame.fill(area, role: .status)
        let size = snapshot.contentSize
        let name = (showFocus && focused ? "▶" : " ") + snapshot.strategy.rawValue
        let offset = "\(InsetBars.number(snapshot.offset))/\(InsetBars.number(snapshot.maximumOffset))"
        let fields = area.width >= 60
            ? [name, "offset \(offset)", "content \(InsetBars.number(size.width))×\(InsetBars.number(size.height))",
               "inval \(snapshot.invalidation.rawValue)"]
            : [name, offset, snapshot.invalidation.rawValue]
        let diagnostics = "diag \(snapshot.diagnostics.count)"
        let text = glyphs.text(fields.filter { !$0.isEmpty }.joined(separator: "  ") + "  ")
        var x = area.x + frame.write(text.truncated(toColumns: area.width, ellipsis: glyphs.ellipsis), column: area.x, row: area.y, role: .status, clip: area)
        let role: StyleRole = snapshot.diagnostics.isEmpty ? .status : .statusWarn
        x += frame.write(" \(diagnostics) ", column: x, row: area.y, role: role, clip: area)
        let faults = FaultLabel.names(snapshot.faults)
        if !faults.isEmpty {
            frame.write(glyphs.text(" fault: \(faults.joined(separator: ",")) "), column: x + 1, row: area.y, role: .statusWarn, clip: area)
        }
    }
}

/// Short names of the fault switches that are on.
enum FaultLabel {
    static func names(_ faults: FaultSwitches) -> [String] {
        var names: [String] = []
        if faults.noInvalidationOnBoundsChange { names.append("no-invalidation") }
        if faults.noReinsertion { names.append("no-reinsertion") }
        if faults.noZIndexRaise { names.append("no-zindex") }
        return names
    }
}

/// The bottom line: the scenario, the main keys, and the bounce switch.
struct HintLine {
    var glyphs: Glyphs

    func paint(scenarioName: String, toggles: ViewToggles, row: Int, width: Int, into frame: inout Frame) {
        let area = ScreenRect(x: 0, y: row, width: width, height: 1)
        frame.fill(area, role: .hint)
        let right = glyphs.text(" bounce \(toggles.bounce ? "on" : "off") ")
        let left = glyphs.text(" \(scenarioName) · ? help  q quit  \(glyphs.arrows) jk scroll  Tab F2-F12 strategy  o ghost  i inspect  e bounce  n r z faults")
        let rightWidth = DisplayWidth.of(right)
        let leftRoom = width - rightWidth - 1
        if leftRoom >= 10 {
            frame.write(left.truncated(toColumns: leftRoom, ellipsis: glyphs.ellipsis), column: 0, row: row, role: .hint, clip: area)
            frame.write(right, column: width - rightWidth, row: row, role: .hint, clip: area)
        } else {
            frame.write(left.truncated(toColumns: width, ellipsis: glyphs.ellipsis), column: 0, row: row, role: .hint, clip: area)
        }
    }
}
