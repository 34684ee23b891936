/// Makes text from scenario files safe to draw: no control character or escape sequence can reach
/// the terminal, and nothing is left that has no width of its own.
///
/// - ESC sequences (CSI `ESC [ … final`, OSC/DCS/APC/PM/SOS strings up to BEL or `ESC \`, and
///   two- or three-byte escapes) are removed whole, as are their 8-bit C1 forms.
/// - Tabs and line breaks become spaces; every other C0/C1 control and DEL is dropped.
/// - Bidirectional overrides and isolates are dropped (they reorder what follows on screen).
/// - Graphemes of display width 0 (a combining mark with no base) are dropped.
/// - With `asciiOnly`, every non-ASCII grapheme becomes `?` (for terminals without UTF-8).
public struct LabelSanitizer: Sendable {
    /// Replace non-ASCII graphemes with `?`.
    public var asciiOnly: Bool
    /// Longest label kept, in graphemes.
    public var maximumLength: Int

    public init(asciiOnly: Bool = false, maximumLength: Int = 200) {
        self.asciiOnly = asciiOnly
        self.maximumLength = maximumLength
    }

    /// The safe form of `text`.
    public func sanitize(_ text: String) -> String {
        let scalars = stripControls(Array(text.unicodeScalars))
        var result = ""
        var count = 0
        for character in String(String.UnicodeScalarView(scalars)) {
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

    private enum Escape { case none, afterEsc, csi, string, stringEsc, intermediate }

    private func stripControls(_ input: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(input.count)
        var state = Escape.none
        for scalar in input {
            let v = scalar.value
            switch state {
            case .afterEsc:
                switch v {
                case 0x5B: state = .csi  // [
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .string  // ] P X ^ _
                case 0x20...0x2F: state = .intermediate
                default: state = .none  // a two-byte escape: drop the second byte too
                }
                continue
            case .csi:
                if (0x40...0x7E).contains(v) || !(0x20...0x3F).contains(v) { state = .none }
                continue
            case .intermediate:
                if !(0x20...0x2F).contains(v) { state = .none }
                continue
            case .string:
                if v == 0x07 || v == 0x9C { state = .none } else if v == 0x1B { state = .stringEsc }
                continue
            case .stringEsc:
                state = v == 0x5C ? .none : .string
                continue
            case .none:
                break
            }
            switch v {
            case 0x1B: state = .afterEsc
            case 0x9B: state = .csi
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .string
            case 0x09, 0x0A, 0x0D: output.append(" ")
            case 0x00...0x1F, 0x7F...0x9F: break
            case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: break
            default: output.append(scalar)
            }
        }
        return output
    }
}
