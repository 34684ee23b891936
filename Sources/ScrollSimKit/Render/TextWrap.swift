/// Word wrapping by display width: words move to the next line whole, a word longer than the
/// width is cut into pieces; every line fits `width` columns. Text without words is one empty line.
enum TextWrap {
    /// With `cuttingLongWords` false (captions, title cards), a word longer than the width stands
    /// whole on a line of its own, which the caller clips.
    static func lines(_ text: String, width: Int, cuttingLongWords: Bool = true) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = "", lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            if lineWidth > 0 && lineWidth + 1 + wordWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            while cuttingLongWords && wordWidth > width {  // cut a long word (a path, a key history)
                var piece = "", pieceWidth = 0
                var rest = Substring(word)
                while let c = rest.first, pieceWidth + DisplayWidth.of(c) <= width - lineWidth - (lineWidth > 0 ? 1 : 0) {
                    piece.append(c)
                    pieceWidth += DisplayWidth.of(c)
                    rest.removeFirst()
                }
                if piece.isEmpty {
                    if lineWidth == 0 { piece.append(rest.removeFirst()) } else {
                        lines.append(line); line = ""; lineWidth = 0; continue
                    }
                }
                lines.append(lineWidth > 0 ? line + " " + piece : piece)
                line = ""
                lineWidth = 0
                word = String(rest)
                wordWidth = DisplayWidth.of(word)
            }
            if word.isEmpty { continue }
            line += lineWidth > 0 ? " " + word : word
            lineWidth += (lineWidth > 0 ? 1 : 0) + wordWidth
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    /// The string padded with spaces to `width` characters (the help and picker key columns).
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
