/// Splits terminal output into escape sequences, control characters and text, to show what one
/// frame's bytes are made of.
enum EscapeDump {
    /// One piece of terminal output.
    enum Token {
        /// `ESC [ … final` (or another `ESC x` sequence): its bytes.
        case escape([UInt8])
        /// A control character (LF, CR, BS, SI, SO…).
        case control(UInt8)
        /// Printable text (UTF-8).
        case text([UInt8])
    }

    static func tokens(_ bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        var text: [UInt8] = []
        func flushText() {
            if !text.isEmpty { tokens.append(.text(text)); text.removeAll() }
        }
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x1B {
                flushText()
                var j = i + 1
                if j < bytes.count && bytes[j] == UInt8(ascii: "[") {
                    j += 1
                    while j < bytes.count && !(0x40...0x7E).contains(bytes[j]) { j += 1 }
                } else if j < bytes.count && (bytes[j] == UInt8(ascii: "(") || bytes[j] == UInt8(ascii: ")")) {
                    j += 1
                }
                j = min(j + 1, bytes.count)
                tokens.append(.escape(Array(bytes[i..<j])))
                i = j
            } else if b < 0x20 || b == 0x7F {
                flushText()
                tokens.append(.control(b))
                i += 1
            } else {
                text.append(b)
                i += 1
            }
        }
        flushText()
        return tokens
    }

    /// A readable one-line rendering: `ESC[2;22r ESC[22;1H LF … "│ Anton Lindq…"(80 B)`.
    static func readable(_ bytes: [UInt8], textPreview: Int = 12) -> String {
        tokens(bytes).map { token -> String in
            switch token {
            case .escape(let e): return "ESC" + String(decoding: e.dropFirst(), as: UTF8.self)
            case .control(let c): return controlName(c)
            case .text(let t):
                let s = String(decoding: t, as: UTF8.self)
                let preview = s.count > textPreview ? String(s.prefix(textPreview)) + "…" : s
                return "\"\(preview)\"(\(t.count) B)"
            }
        }.joined(separator: " ")
    }

    /// Byte totals: text, escape sequences (by kind) and control characters.
    static func summary(_ bytes: [UInt8]) -> String {
        var text = 0, sgr = 0, cursor = 0, region = 0, charset = 0, other = 0, control = 0
        for token in tokens(bytes) {
            switch token {
            case .text(let t): text += t.count
            case .control: control += 1
            case .escape(let e) where e.count < 3 || e[1] != UInt8(ascii: "["):
                charset += e.count  // ESC ( B and the like: character set selection
            case .escape(let e):
                switch e.last {
                case UInt8(ascii: "m"): sgr += e.count
                case UInt8(ascii: "H"), UInt8(ascii: "G"), UInt8(ascii: "d"), UInt8(ascii: "A"), UInt8(ascii: "B"),
                     UInt8(ascii: "C"), UInt8(ascii: "D"): cursor += e.count
                case UInt8(ascii: "r"): region += e.count
                default: other += e.count
                }
            }
        }
        return "text \(text) B, SGR \(sgr) B, cursor moves \(cursor) B, scroll region \(region) B, "
            + "charset \(charset) B, other escapes \(other) B, control chars \(control) B"
    }

    private static func controlName(_ c: UInt8) -> String {
        switch c {
        case 0x0A: return "LF"
        case 0x0D: return "CR"
        case 0x08: return "BS"
        case 0x0E: return "SO"
        case 0x0F: return "SI"
        case 0x07: return "BEL"
        default: return "^" + String(UnicodeScalar(c + 0x40))
        }
    }
}
