/// Writes JSON text with keys in the order given and numbers printed exactly
/// (whole numbers without a fraction, others as the shortest text that reads back the same).
/// When pretty, containers opened with `inline: true` stay on one line.
package struct JSONWriter {
    private(set) var text = ""
    private var needsComma = [false]
    private var inline = [false]
    private let indentUnit: String

    init(pretty: Bool) { indentUnit = pretty ? "  " : "" }

    /// The text written since the last call, handed over for streaming (the nesting state is kept).
    mutating func takeText() -> String {
        defer { text = "" }
        return text
    }

    /// Starts an object, as a value or as the value of `key`.
    mutating func beginObject(_ key: String? = nil, inline: Bool = false) { open(key, "{", inline) }
    mutating func endObject() { close("}") }
    mutating func beginArray(_ key: String? = nil) { open(key, "[", false) }
    mutating func endArray() { close("]") }

    mutating func number(_ key: String?, _ value: Double) { raw(key, JSONWriter.number(value)) }
    mutating func number(_ key: String?, _ value: Double?) { raw(key, value.map(JSONWriter.number) ?? "null") }
    mutating func integer(_ key: String?, _ value: Int?) { raw(key, value.map(String.init) ?? "null") }
    mutating func bool(_ key: String?, _ value: Bool) { raw(key, value ? "true" : "false") }
    mutating func string(_ key: String?, _ value: String) { raw(key, JSONWriter.quote(value)) }
    /// An array of strings, one a line when pretty.
    mutating func strings<S: Sequence<String>>(_ key: String?, _ values: S) {
        beginArray(key)
        for value in values { string(nil, value) }
        endArray()
    }
    /// An object of numbers on one line, in the order given.
    mutating func numbers(_ key: String, _ fields: KeyValuePairs<String, Double>) {
        beginObject(key, inline: true)
        for (name, value) in fields { number(name, value) }
        endObject()
    }
    /// An array of integers on one line.
    mutating func integers(_ key: String?, _ values: [Int]) {
        raw(key, "[" + values.map(String.init).joined(separator: pretty ? ", " : ",") + "]")
    }

    /// A JSON number for `d`: `4`, `-2`, `2.25`; non-finite values (which JSON cannot hold) become null.
    static func number(_ d: Double) -> String { d.isFinite ? JSONValue.format(d) : "null" }

    package static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where VisibleEscapes.needsEscaping(scalar):  // C0, DEL, C1, bidi: never raw to a terminal
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    // MARK: Layout

    private var depth: Int { needsComma.count - 1 }

    private var pretty: Bool { !indentUnit.isEmpty }

    private mutating func prefix(_ key: String?) {
        if needsComma[depth] { text += pretty && inline[depth] ? ", " : "," }
        if pretty && depth > 0 && !inline[depth] { text += "\n" + String(repeating: indentUnit, count: depth) }
        if let key { text += JSONWriter.quote(key) + (indentUnit.isEmpty ? ":" : ": ") }
        needsComma[depth] = true
    }

    /// Writes `value` as is (already JSON text, such as `null`).
    mutating func raw(_ key: String?, _ value: String) {
        prefix(key)
        text += value
    }

    private mutating func open(_ key: String?, _ bracket: String, _ oneLine: Bool) {
        prefix(key)
        text += bracket
        needsComma.append(false)
        inline.append(oneLine || (inline.last ?? false))
    }

    private mutating func close(_ bracket: String) {
        let hadContent = needsComma.removeLast()
        let wasInline = inline.removeLast()
        if hadContent && pretty && !wasInline { text += "\n" + String(repeating: indentUnit, count: depth) }
        text += bracket
    }
}
