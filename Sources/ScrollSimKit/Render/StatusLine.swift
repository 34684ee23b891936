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

    /// The columns left for the fields of a status line `width` wide, once the diagnostics and
    /// the fault label (`faultLabel`) have theirs, and that label.
    private func fieldRoom(_ snapshot: PaneSnapshot, pieces: [String], simpleWidths: [Int?], width: Int) -> (room: Int, fault: String) {
        let diagnosticsWidth = DisplayWidth.of(Self.diagnostics(snapshot))
        // The faults switched on go after the diagnostics, whole or by their keys: room is kept for them.
        let fault = Self.faultLabel(snapshot.faults.on, pieces: pieces, simpleWidths: simpleWidths,
                                    room: width - diagnosticsWidth, glyphs: glyphs)
        return (width - diagnosticsWidth - DisplayWidth.of(fault), fault)
    }

    /// The index in `choices` of the fullest choice that fits every pane's status line of
    /// `width` columns, so panes of one width show the same fields (a split view).
    func sharedChoice(_ snapshots: [PaneSnapshot], focusedPane: Int, width: Int) -> Int {
        let all = snapshots.enumerated().map { index, snapshot in
            let pieces = Self.pieces(snapshot, focused: index == focusedPane, showFocus: snapshots.count > 1)
            return (pieces: pieces, room: fieldRoom(snapshot, pieces: pieces, simpleWidths: pieces.map(DisplayWidth.simpleScalarCount), width: width).room)
        }
        return Self.choices.indices.first { choice in
            all.allSatisfy { Self.fieldsWidth(Self.choices[choice], in: $0.pieces) <= $0.room }
        } ?? Self.choices.count - 1
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
        let simpleWidths = pieces.map(DisplayWidth.simpleScalarCount)
        let (room, fault) = fieldRoom(snapshot, pieces: pieces, simpleWidths: simpleWidths, width: area.width)
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
        if !fault.isEmpty { frame.write(fault, column: x, row: area.y, role: .statusWarn, clip: area) }
    }

    /// The faults switched on, as the status line shows them: whole (` fault: no-invalidation `)
    /// when that leaves room for the offset, else by the keys that toggle them (` f n f r `, as
    /// the help lists them), else nothing; never cut.
    static func faultLabel(_ faults: [Fault], pieces: [String], simpleWidths: [Int?], room: Int, glyphs: Glyphs) -> String {
        guard !faults.isEmpty else { return "" }
        let whole = glyphs.text("  fault: \(faults.map(\.rawValue).joined(separator: ",")) ")
        let short = glyphs.text("  " + faults.map { "f \($0.key)" }.joined(separator: " ") + " ")
        let left = room - DisplayWidth.of(whole)
        if left > 4, !Set([2, 5]).isDisjoint(with: fittingChoice(pieces, room: left, simpleWidths: simpleWidths)) {
            return whole
        }
        return room - DisplayWidth.of(short) > 4 ? short : ""
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
        let right = switches(key)
        var left = glyphs.text(" \(labels.sanitizedScenarioName(key.scenarioName)) · ? help  q quit  \(glyphs.arrows) jk scroll  42G go to  Tab F2-F12 strategy  / search  y report  o ghost  i inspect  f n/r/z faults")
        var role = StyleRole.hint
        // Pending input goes first, then the last message, then the lasting notice.
        if let shown = (key.prompt ?? key.message ?? key.notice).map(labels.sanitizedText) {
            left = glyphs.text(" \(shown)")
            role = .panelTitle
        }
        let rightWidth = DisplayWidth.of(right)
        let leftRoom = Self.leftRoom(key, right: right)
        if leftRoom >= 10 {
            frame.write(left.truncated(toColumns: leftRoom, ellipsis: glyphs.ellipsis), column: 0, row: key.row, role: role, clip: area)
            frame.write(right, column: key.width - rightWidth, row: key.row, role: .hint, clip: area)
        } else {
            frame.write(left.truncated(toColumns: key.width, ellipsis: glyphs.ellipsis), column: 0, row: key.row, role: role, clip: area)
        }
    }

    /// The switches a person flips most, with their state: ghost (o), update animation (u),
    /// bounce (e); a narrow line keeps bounce alone, leaving the keys 40 columns.
    private func switches(_ key: Key) -> String {
        func state(_ on: Bool) -> String { on ? "on" : "off" }
        let full = glyphs.text(" ghost \(state(key.ghost)) · anim \(state(key.animates)) · bounce \(state(key.bounce)) ")
        return key.width - DisplayWidth.of(full) - 1 >= 40 ? full : glyphs.text(" bounce \(state(key.bounce)) ")
    }

    /// Columns left of the switches.
    private static func leftRoom(_ key: Key, right: String) -> Int { key.width - DisplayWidth.of(right) - 1 }

    /// Most rows a long message takes, counting the hint row.
    static let maximumMessageRows = 6

    /// The prompt, message or notice wrapped to the screen's width, when it does not fit on the
    /// hint row beside the switches; nil when it fits or there is none. A message is never cut:
    /// it takes the rows above the hint row (at most `maximumMessageRows`; past that the last row ends in `…`).
    func wrappedMessage(_ key: Key, labels: LabelProvider) -> [String]? {
        guard let shown = (key.prompt ?? key.message ?? key.notice).map(labels.sanitizedText) else { return nil }
        let text = glyphs.text(shown)
        let room = Self.leftRoom(key, right: switches(key))
        guard DisplayWidth.of(" " + text) > (room >= 10 ? room : key.width), key.width >= 10 else { return nil }
        var lines = TextWrap.lines(text, width: key.width - 2)
        let most = min(Self.maximumMessageRows, key.row + 1)
        if lines.count > most {
            lines = Array(lines.prefix(most))
            lines[most - 1] = (lines[most - 1] + " " + String(glyphs.ellipsis)).truncated(toColumns: key.width - 2, ellipsis: glyphs.ellipsis)
        }
        return lines
    }

    /// Paints `lines` (from `wrappedMessage`) on the last rows up to the hint row, over what is there.
    func paintWrapped(_ lines: [String], key: Key, into frame: inout Frame) {
        for (i, line) in lines.enumerated() {
            let row = key.row - (lines.count - 1) + i
            let area = ScreenRect(x: 0, y: row, width: key.width, height: 1)
            frame.fill(area, role: .panelTitle)
            frame.write(" " + line, column: 0, row: row, role: .panelTitle, clip: area)
        }
    }
}
