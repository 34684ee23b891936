import StickyLayout

/// A pane's status line: strategy, what the data is doing (refreshing, load-more pending),
/// offset / maximum, content size, what the last step invalidated, and the diagnostics count (in the warning style when there are any).
struct StatusLine {
    var glyphs: Glyphs

    func paint(_ snapshot: PaneSnapshot, focused: Bool, showFocus: Bool, area: ScreenRect, into frame: inout Frame) {
        frame.fill(area, role: .status)
        let size = snapshot.contentSize
        let name = (showFocus && focused ? "▶" : " ") + snapshot.strategy.rawValue
        let offset = "\(InsetBars.number(snapshot.offset))/\(InsetBars.number(snapshot.maximumOffset))"
        let content = "content \(InsetBars.number(size.width))×\(InsetBars.number(size.height))"
        let inval = snapshot.invalidation.rawValue
        // The diagnostics count is the last thing to lose: the other fields give way first, the
        // least telling first (content size, then the words "offset" and "inval").
        let diagnostics = " diag \(snapshot.diagnostics.count) "
        let diagnosticsWidth = DisplayWidth.of(diagnostics)
        // What the data is doing (refreshing, load-more pending) stays until only the offset is left.
        let activity = snapshot.activity.joined(separator: "  ")
        let choices: [() -> [String]] = [
            { [name, activity, "offset " + offset, content, "inval " + inval] }, { [name, activity, "offset " + offset, "inval " + inval] },
            { [name, activity, offset, inval] }, { [name, activity, offset] }, { [name, offset] },
        ]
        let room = area.width - diagnosticsWidth
        // The first (fullest) choice that fits; most frames stop at the first.
        var fields: [String] = []
        for choice in choices {
            fields = choice().filter { !$0.isEmpty }
            if DisplayWidth.of(fields.joined(separator: "  ") + "  ") <= room { break }
        }
        let role: StyleRole = snapshot.diagnostics.isEmpty ? .status : .statusWarn
        guard area.width > diagnosticsWidth + 4 else {
            frame.write(diagnostics.truncated(toColumns: area.width, ellipsis: nil), column: area.x, row: area.y, role: role, clip: area)
            return
        }
        let text = glyphs.text(fields.filter { !$0.isEmpty }.joined(separator: "  ") + "  ")
        var x = area.x + frame.write(text.truncated(toColumns: room, ellipsis: glyphs.ellipsis), column: area.x, row: area.y, role: .status, clip: area)
        x += frame.write(diagnostics, column: x, row: area.y, role: role, clip: area)
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

/// The bottom line: the scenario, the main keys, and the bounce switch; or, while input is
/// pending or after a search or report, the prompt and the message.
struct HintLine {
    var glyphs: Glyphs

    func paint(scenarioName: String, toggles: ViewToggles, prompt: String? = nil, message: String? = nil,
               notice: String? = nil, row: Int, width: Int, into frame: inout Frame) {
        let area = ScreenRect(x: 0, y: row, width: width, height: 1)
        frame.fill(area, role: .hint)
        let right = glyphs.text(" bounce \(toggles.bounce ? "on" : "off") ")
        var left = glyphs.text(" \(scenarioName) · ? help  q quit  \(glyphs.arrows) jk scroll  42G go to  Tab F2-F12 strategy  / search  y report  o ghost  i inspect  f n/r/z faults")
        var role = StyleRole.hint
        if let notice {
            left = glyphs.text(" \(notice)")
            role = .panelTitle
        }
        if let prompt {
            left = glyphs.text(" \(prompt)")
            role = .panelTitle
        } else if let message {
            left = glyphs.text(" \(message)")
            role = .panelTitle
        }
        let rightWidth = DisplayWidth.of(right)
        let leftRoom = width - rightWidth - 1
        if leftRoom >= 10 {
            frame.write(left.truncated(toColumns: leftRoom, ellipsis: glyphs.ellipsis), column: 0, row: row, role: role, clip: area)
            frame.write(right, column: width - rightWidth, row: row, role: .hint, clip: area)
        } else {
            frame.write(left.truncated(toColumns: width, ellipsis: glyphs.ellipsis), column: 0, row: row, role: role, clip: area)
        }
    }
}
