/// Shows control characters as visible escapes, so text taken from input can never drive the
/// terminal it is printed on, and a message stays on one line.
///
/// Every message goes through `escape(_:)`: standard error (`Platform.writeError`), everything
/// drawn into a `Frame` (status line, inspector, captions, labels), and text and JSON reports.
///
/// - Line feed, carriage return and tab print as `\n`, `\r`, `\t`.
/// - Other C0 controls, ESC and DEL print as `\x1B`-style hex escapes.
/// - C1 controls (U+0080…U+009F) and the bidirectional overrides, embeddings and isolates
///   (which reorder what follows on screen) print as `\u{9B}`-style escapes.
package enum VisibleEscapes {
    /// True when `scalar` must not reach a terminal as is.
    @inline(__always)
    package static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v <= 0x9F) { return true }
        if v < 0x061C { return false }
        return v == 0x061C || v == 0x200E || v == 0x200F || (0x202A...0x202E).contains(v)
            || (0x2066...0x2069).contains(v)
    }

    /// `text` with every control character written as a visible escape.
    package static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar) {
                out.append(contentsOf: visible(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// The visible form of one control scalar.
    static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0..<0x80: return "\\x" + hex(scalar.value, digits: 2)
        default: return "\\u{" + hex(scalar.value, digits: 2) + "}"
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
