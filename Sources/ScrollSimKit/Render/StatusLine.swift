import StickyLayout

/// A pane's status line: strategy, what the data is doing (refreshing, load-more pending),
/// offset / maximum, content size, what the last step invalidated, and the diagnostics count (in the warning style when there are any).
struct StatusLine {
    var glyphs: Glyphs

    /// The diagnostics field, the last to give way.
    private static func diagnostics(_ snapshot: PaneSnapshot) -> String { " diag \(snapshot.diagnostics.count) " }

    /// The fields a status line chooses from, in the order `choices` indexes them.
    static func pieces(_ snapshot: PaneSnapshot, focused: Bool, showFocus: Bool) -> [String] {
        let size = snapshot.contentSize
        let name = (showFocus && focused ? "▶" : " ") + snapshot.strategy.rawValue
        let offset = "\(JSONWriter.number(snapshot.offset))/\(JSONWriter.number(snapshot.maximumOffset))"
        let content = "content \(JSONWriter.number(size.width))×\(JSONWriter.number(size.height))"
        let inval = snapshot.invalidation.rawValue
        // What the data is doing (refreshing, load-more pending) goes before the invalidation.
        let activity = snapshot.activity.isEmpty ? "" : snapshot.activity.joined(separator: "  ")
        let shortInval = snapshot.invalidation == .boundsOnly ? "bounds" : inval
        return [name, activity, "offset " + offset, content, "inval " + inval, offset, inval, shortInval]
    }

    /// The index in `choices` of the fullest choice that fits every pane's status line of
    /// `width` columns, so panes of one width show the same fields (a split view).
    static func sharedChoice(_ snapshots: [PaneSnapshot], focusedPane: Int, width: Int) -> Int {
        let all = snapshots.enumerated().map { index, snapshot in
            (pieces: pieces(snapshot, focused: index == focusedPane, showFocus: snapshots.count > 1),
             room: width - DisplayWidth.of(diagnostics(snapshot)))
        }
        return choices.indices.first { choice in
            all.allSatisfy { fieldsWidth(choices[choice], in: $0.pieces) <= $0.room }
        } ?? choices.count - 1
    }

    /// The width of `choice`'s non-empty fields joined by two spaces, two more after.
    private static func fieldsWidth(_ choice: [Int], in pieces: [String]) -> Int {
        DisplayWidth.of(choice.filter { !pieces[$0].isEmpty }.map { pieces[$0] }.joined(separator: "  ") + "  ")
    }

    /// Paints `snapshot`'s status line in `area`; `choice` (an index in `choices`) fixes the
    /// fields shown, otherwise the fullest that fit are.
    func paint(_ snapshot: PaneSnapshot, focused: Bool, showFocus: Bool, choice: Int? = nil, area: ScreenRect, into frame: inout Frame) {
        frame.fill(area, cell: Cell(scalar: " ", role: .status))
        // The diagnostics count is the last thing to lose: the other fields give way first, the
        // least telling first (content size, the words "offset" and "inval", the activity, the name).
        let diagnostics = Self.diagnostics(snapshot)
        let diagnosticsWidth = DisplayWidth.of(diagnostics)
        let pieces = Self.pieces(snapshot, focused: focused, showFocus: showFocus)
        let room = area.width - diagnosticsWidth
        let simpleWidths = pieces.map(DisplayWidth.simpleScalarCount)
        let fields = choice.map { Self.choices[$0].filter { !pieces[$0].isEmpty } }
            ?? Self.fittingChoice(pieces, room: room, simpleWidths: simpleWidths)
        let role: StyleRole = snapshot.diagnostics.isEmpty ? .status : .statusWarn
        guard area.width > diagnosticsWidth + 4 else {
            frame.write(diagnostics.truncated(toColumns: area.width, ellipsis: nil), column: area.x, row: area.y, role: role, clip: area)
            return
        }
        var x = area.x
        if fields.allSatisfy({ simpleWidths[$0] != nil }), fields.reduce(0, { $0 + simpleWidths[$1]! + 2 }) <= room {
            // Fields that fit go one by one: the two spaces after each are the fill's.
            for field in fields { x += frame.write(glyphs.text(pieces[field]), column: x, row: area.y, role: .status, clip: area) + 2 }
        } else {
            let text = glyphs.text(fields.map { pieces[$0] + "  " }.joined())
            x += frame.write(text.truncated(toColumns: room, ellipsis: glyphs.ellipsis), column: area.x, row: area.y, role: .status, clip: area)
        }
        x += frame.write(diagnostics, column: x, row: area.y, role: role, clip: area)
        let faults = snapshot.faults.on.map(\.rawValue)
        if !faults.isEmpty {
            frame.write(glyphs.text(" fault: \(faults.joined(separator: ",")) "), column: x + 1, row: area.y, role: .statusWarn, clip: area)
        }
    }
}

extension StatusLine {
    /// The fields each choice shows, as indices into the pieces `[name, activity, "offset " +
    /// offset, content, "inval " + inval, offset, inval, short inval]`, fullest first. Fields go
    /// whole, never cut: the invalidation outlives the activity and the name (a split pane's title
    /// names its strategy), and the last choices keep the offset alone, then the name alone.
    static let choices: [[Int]] = [
        [0, 1, 2, 3, 4], [0, 1, 2, 4], [0, 1, 5, 6], [0, 5, 6], [0, 5, 7], [5, 6], [5, 7], [0, 5], [5], [0],
    ]

    /// The non-empty pieces of the first (fullest) choice whose text (fields joined by two
    /// spaces, two more after) fits in `room` columns; the last choice when none does. Most
    /// frames stop at the first.
    /// `simpleWidths`: the pieces' `DisplayWidth.simpleScalarCount`, when the caller has them.
    static func fittingChoice(_ pieces: [String], room: Int, choices: [[Int]] = choices, simpleWidths: [Int?]? = nil) -> [Int] {
        // Simple scalars never join across a field boundary, so a choice's width is then the
        // sum of its fields' widths; otherwise each choice's text is measured whole.
        let simpleWidths = simpleWidths ?? pieces.map(DisplayWidth.simpleScalarCount)
        let allSimple = simpleWidths.allSatisfy { $0 != nil }
        var present: [Int] = []
        for choice in choices {
            present = choice.filter { !pieces[$0].isEmpty }
            let width: Int
            if allSimple {
                width = present.reduce(0) { $0 + simpleWidths[$1]! + 2 }
            } else {
                width = DisplayWidth.of(present.map { pieces[$0] }.joined(separator: "  ") + "  ")
            }
            if width <= room { break }
        }
        return present
    }
}

/// The bottom line: the scenario, the main keys, and the ghost, animate and bounce switches; or, while input is
/// pending or after a search or report, the prompt and the message.
struct HintLine {
    var glyphs: Glyphs

    /// What the hint line is painted from: everything its cells depend on (names and texts before sanitising).
    struct Key: Equatable, Sendable {
        var scenarioName: String
        var bounce: Bool
        var ghost: Bool
        var animates: Bool
        var prompt: String?
        var message: String?
        var notice: String?
        var row: Int
        var width: Int
        var asciiGlyphs: Bool
        var arrows: String
        var ellipsis: Character
        var asciiOnly: Bool
    }

    /// Paints the line `key` describes, its names and texts sanitised by `labels`.
    func paint(_ key: Key, labels: LabelProvider, into frame: inout Frame) {
        let area = ScreenRect(x: 0, y: key.row, width: key.width, height: 1)
        frame.fill(area, role: .hint)
        // The switches a person flips most, with their state: ghost (o), update animation (u), bounce (e).
        func state(_ on: Bool) -> String { on ? "on" : "off" }
        // A narrow line keeps bounce alone, leaving the keys 40 columns.
        let full = glyphs.text(" ghost \(state(key.ghost)) · anim \(state(key.animates)) · bounce \(state(key.bounce)) ")
        let right = key.width - DisplayWidth.of(full) - 1 >= 40 ? full : glyphs.text(" bounce \(state(key.bounce)) ")
        var left = glyphs.text(" \(labels.sanitizedScenarioName(key.scenarioName)) · ? help  q quit  \(glyphs.arrows) jk scroll  42G go to  Tab F2-F12 strategy  / search  y report  o ghost  i inspect  f n/r/z faults")
        var role = StyleRole.hint
        // Pending input goes first, then the last message, then the lasting notice.
        if let shown = (key.prompt ?? key.message ?? key.notice).map(labels.sanitizedText) {
            left = glyphs.text(" \(shown)")
            role = .panelTitle
        }
        let rightWidth = DisplayWidth.of(right)
        let leftRoom = key.width - rightWidth - 1
        if leftRoom >= 10 {
            frame.write(left.truncated(toColumns: leftRoom, ellipsis: glyphs.ellipsis), column: 0, row: key.row, role: role, clip: area)
            frame.write(right, column: key.width - rightWidth, row: key.row, role: .hint, clip: area)
        } else {
            frame.write(left.truncated(toColumns: key.width, ellipsis: glyphs.ellipsis), column: 0, row: key.row, role: role, clip: area)
        }
    }
}
