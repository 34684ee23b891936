/// A recorded sequence of input events as one line of text, so a live session can be replayed
/// headlessly (`render --keys`, `run --replay`) and pasted into a bug report.
///
/// Printable keys stand for themselves (`jjjj fn 42G`); spaces only separate. Everything else is
/// a name in angle brackets: `<Space> <Up> <Down> <Left> <Right> <PgUp> <PgDn> <Home> <End>
/// <Tab> <S-Tab> <Esc> <Enter> <BS> <C-d> <F1> <WheelUp> <WheelDown> <Click:10,5>
/// <Size:100x30> <Settle> <Tick:16>`, and `<lt>` for `<`. `<Settle>`: what was moving came to
/// rest; `<Tick:16>`: an animation frame 16/1024 s after the previous entry (kept only where the
/// history goes on, or a report was taken, before the movement came to rest).
package enum KeyHistory {
    /// One recorded step: an input event, an animation frame, or movement that came to rest.
    package enum Entry: Hashable, Sendable {
        case event(InputEvent)
        /// Everything that was moving ran to rest.
        case settle
        /// An animation frame, this many `tickUnit`s after the previous entry.
        case tick(units: Int)
    }

    /// The unit of a `<Tick:N>` gap: 1/1024 s (about a millisecond). A binary fraction, so the
    /// live view's clock (counted in it) and a replay's add up to the very same times.
    package static let tickUnit = 1.0 / 1024

    /// The longest gap a `<Tick:N>` may give (units: an hour).
    package static let maximumTickGap = 3600 * 1024

    /// A malformed history: names the token and what to write instead.
    package struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// Longest history accepted (characters).
    package static let maximumLength = 1_000_000

    /// The text of `entries`.
    package static func text(_ entries: [Entry]) -> String {
        var out = ""
        var lastWasPlain = false
        for entry in entries {
            let token = self.token(entry)
            let plain = !token.hasPrefix("<")
            if !out.isEmpty && !(plain && lastWasPlain) { out += " " }
            out += token
            lastWasPlain = plain
        }
        return out
    }

    static func token(_ entry: Entry) -> String {
        let event: InputEvent
        switch entry {
        case .settle: return "<Settle>"
        case .tick(let units): return "<Tick:\(units)>"
        case .event(let e): event = e
        }
        switch event {
        case .key(let key): return token(key)
        case .wheel(let up): return up ? "<WheelUp>" : "<WheelDown>"
        case .click(let column, let row): return "<Click:\(column),\(row)>"
        case .resize(let size): return "<Size:\(size.columns)x\(size.rows)>"
        case .tick, .signal, .redraw, .filesChanged: return ""
        }
    }

    static func token(_ key: Key) -> String {
        switch key {
        case .character(" "): return "<Space>"
        case .character("<"): return "<lt>"
        case .character(let c): return c.isASCII && !c.isWhitespace && c.asciiValue.map({ $0 >= 32 && $0 < 127 }) == true ? String(c) : "<U+\(String(c.unicodeScalars.first?.value ?? 0, radix: 16))>"
        case .control(let c): return "<C-\(c)>"
        case .function(let n): return "<F\(n)>"
        default: return "<\(names.first { $0.value == key }?.key ?? "Esc")>"
        }
    }

    static let names: [String: Key] = [
        "Up": .up, "Down": .down, "Left": .left, "Right": .right, "PgUp": .pageUp, "PgDn": .pageDown,
        "Home": .home, "End": .end, "Tab": .tab, "S-Tab": .backTab, "Esc": .escape, "Enter": .enter, "BS": .backspace,
    ]

    /// The time each of `entries` is replayed at, the first a second after `start - 1`: a second
    /// after the entry before, an animation frame `<Tick:N>` N/1024 s after it, and input right after
    /// a frame at that frame's time (the live view brings a movement up to an input's time first).
    package static func replayTimes(_ entries: [Entry], start: Double = 1) -> [Double] {
        var time = start - 1
        var afterTick = false
        return entries.map { entry in
            if case .tick(let units) = entry {
                time += Double(units) * tickUnit
                afterTick = true
            } else {
                if !afterTick { time += 1 }
                afterTick = false
            }
            return time
        }
    }

    /// Parses a history line.
    package static func parse(_ text: String) throws(ParseError) -> [Entry] {
        guard text.utf8.count <= maximumLength else {
            throw ParseError(message: "the key history is longer than \(maximumLength) characters")
        }
        var entries: [Entry] = []
        var rest = Substring(text)
        while let first = rest.first {
            if first == " " || first == "\t" || first == "\n" { rest.removeFirst(); continue }
            if first == "<" {
                guard let close = rest.firstIndex(of: ">") else {
                    throw ParseError(message: "'\(rest.prefix(20))' has no closing '>'; write names as <Down>, <C-d>, <Size:80x24>")
                }
                let name = String(rest[rest.index(after: rest.startIndex)..<close])
                entries.append(try entry(named: name))
                rest = rest[rest.index(after: close)...]
                continue
            }
            guard first.isASCII, let value = first.asciiValue, value >= 32, value < 127 else {
                throw ParseError(message: "character U+\(String(first.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)) is not a key; write <Enter>, <Esc>, <C-x> and so on")
            }
            entries.append(.event(.key(.character(first))))
            rest.removeFirst()
        }
        return entries
    }

    private static func entry(named name: String) throws(ParseError) -> Entry {
        if let key = names[name] { return .event(.key(key)) }
        switch name {
        case "Space": return .event(.key(.character(" ")))
        case "lt": return .event(.key(.character("<")))
        case "WheelUp": return .event(.wheel(up: true))
        case "WheelDown": return .event(.wheel(up: false))
        case "Settle": return .settle
        default: break
        }
        if name.hasPrefix("C-"), name.count == 3, let c = name.last, c.isASCII, c.isLetter {
            return .event(.key(.control(Character(c.lowercased()))))
        }
        if name.hasPrefix("F"), let n = Int(name.dropFirst()), (1...12).contains(n) { return .event(.key(.function(n))) }
        if name.hasPrefix("U+"), let v = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(v) {
            return .event(.key(.character(Character(scalar))))
        }
        if name.hasPrefix("Size:"), let size = TerminalSize(parsing: String(name.dropFirst(5))) {
            return .event(.resize(size))
        }
        if name.hasPrefix("Click:") {
            let parts = name.dropFirst(6).split(separator: ",")
            if parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]),
               (0..<TerminalSize.maximumSide).contains(x), (0..<TerminalSize.maximumSide).contains(y) {
                return .event(.click(column: x, row: y))
            }
        }
        if name.hasPrefix("Tick:"), let gap = Int(name.dropFirst(5)), (0...maximumTickGap).contains(gap) {
            return .tick(units: gap)
        }
        throw ParseError(message: "<\(name.prefix(30))\(name.count > 30 ? "…" : "")> is not a key name; use e.g. <Down>, <PgDn>, <C-d>, <F1>, <WheelDown>, <Click:10,5> (within the screen), <Size:80x24>, <Settle>, <Tick:16>")
    }
}
