/// How many terminal columns text takes, as `wcwidth` does: 0 for combining marks and format
/// characters, 2 for East Asian wide and fullwidth characters and emoji, 1 otherwise.
package enum DisplayWidth {
    /// Columns taken by one grapheme: the widest of its scalars, at most 2.
    package static func of(_ character: Character) -> Int {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        var width = of(first)
        while width < 2, let scalar = scalars.next() {
            width = max(width, of(scalar))
        }
        return width
    }

    /// Columns taken by a string.
    package static func of(_ text: String) -> Int {
        if let count = simpleScalarCount(text) { return count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The number of scalars in `text` when every one is a simple scalar (see `isSimple`):
    /// then each is a grapheme of its own, one column wide, and nothing needs escaping.
    package static func simpleScalarCount(_ text: String) -> Int? {
        if let count = text.withPrintableASCII({ $0?.count }) { return count }
        var count = 0
        for scalar in text.unicodeScalars {
            guard isSimple(scalar.value) else { return nil }
            count += 1
        }
        return count
    }

    /// True for printable scalars that are one column wide and never join a neighbour into one
    /// grapheme (no marks, joiners, selectors, regional indicators, jamo or controls): printable
    /// ASCII, Latin-1 and Latin Extended letters and signs, and the known narrow blocks.
    package static func isSimple(_ value: UInt32) -> Bool {
        (0x20...0x7E).contains(value) || (0xA0...0x2FF).contains(value) || isKnownNarrow(value)
    }

    /// Columns taken by one scalar.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if value < 0x300 { return 1 }
        if isKnownNarrow(value) { return 1 }
        return computedWidth(scalar)
    }

    /// True for scalars of the blocks the painter draws from on every frame (dashes, quotes,
    /// ellipsis, arrows, box drawing, blocks, geometric shapes up to the emoji-presentation
    /// squares): all one column wide, as a test checks against `computedWidth`, so answered
    /// without looking up Unicode properties.
    package static func isKnownNarrow(_ value: UInt32) -> Bool {
        switch value {
        case 0x2010...0x2027, 0x2190...0x2199, 0x2500...0x25FC: return true
        default: return false
        }
    }

    /// Columns taken by one scalar at or above U+0300, from its Unicode properties.
    package static func computedWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }  // Hangul medial vowels and final consonants
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks.
    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension String {
    /// Calls `body` with the text's UTF-8 bytes when every one is printable ASCII (one column
    /// each, nothing to escape), else with nil.
    func withPrintableASCII<R>(_ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
        var text = self
        return text.withUTF8 { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return body(nil) }
            return body(bytes)
        }
    }

    /// The longest prefix that fits in `columns` display columns, with `…` when cut (if it fits).
    package func truncated(toColumns columns: Int, ellipsis: Character? = "…") -> String {
        if columns <= 0 { return "" }
        let simpleCount = DisplayWidth.simpleScalarCount(self)
        if (simpleCount ?? DisplayWidth.of(self)) <= columns { return self }
        let ellipsisWidth = ellipsis.map { DisplayWidth.of($0) } ?? 0
        let budget = columns - ellipsisWidth
        if simpleCount != nil {
            // One column and one grapheme a scalar: the first `budget` scalars fit.
            let end = unicodeScalars.index(unicodeScalars.startIndex, offsetBy: max(0, budget))
            var result = String(unicodeScalars[..<end])
            if let ellipsis, budget >= 0 { result.append(ellipsis) }
            return result
        }
        var result = ""
        var used = 0
        for character in self {
            let w = DisplayWidth.of(character)
            if used + w > budget { break }
            result.append(character)
            used += w
        }
        if let ellipsis, budget >= 0 { result.append(ellipsis) }
        return result
    }

    /// The string padded with spaces to `columns` display columns (truncated when longer).
    package func padded(toColumns columns: Int) -> String {
        let cut = truncated(toColumns: columns, ellipsis: nil)
        let missing = columns - DisplayWidth.of(cut)
        return missing > 0 ? cut + String(repeating: " ", count: missing) : cut
    }
}
