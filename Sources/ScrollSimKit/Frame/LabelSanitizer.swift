/// Makes text from scenario files and scripts safe and tidy to draw in a cell.
///
/// - Control characters (C0, ESC, DEL, C1) and bidirectional controls are shown as visible
///   escapes by `VisibleEscapes`, the one escaper every message goes through (`\x1B[2J`, `\n`).
/// - Graphemes of display width 0 (a combining mark with no base) are dropped.
/// - With `asciiOnly`, every non-ASCII grapheme becomes `?` (for terminals without UTF-8).
/// - At most `maximumLength` graphemes are kept.
package struct LabelSanitizer: Sendable {
    /// Replace non-ASCII graphemes with `?`.
    package var asciiOnly: Bool
    /// Longest label kept, in graphemes.
    package var maximumLength: Int

    package init(asciiOnly: Bool = false, maximumLength: Int = 200) {
        self.asciiOnly = asciiOnly
        self.maximumLength = maximumLength
    }

    /// The safe form of `text`.
    package func sanitize(_ text: String) -> String {
        // Escape at most what can be kept: a huge label costs no more than a short one.
        let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(maximumLength * 4)))
        var result = ""
        var count = 0
        for character in VisibleEscapes.escape(head) {
            if count >= maximumLength { break }
            if DisplayWidth.of(character) == 0 { continue }
            if asciiOnly && !character.isASCII {
                result.append("?")
            } else {
                result.append(character)
            }
            count += 1
        }
        return result
    }
}
