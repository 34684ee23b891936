/// A strict JSON (RFC 8259) parser that reports the line and column of the first error.
///
/// Never traps: nesting is limited to `maxDepth`, numbers that overflow become ±infinity
/// (kept with their source text), duplicate keys are errors (found in constant time a key).
/// Size limits are checked while parsing, so an oversized document is refused as soon as the
/// limit is passed, in time and memory bounded by the limit, not by the document.
package struct JSONParser {
    /// The deepest nesting accepted.
    package static let maxDepth = 200
    /// The most elements one array may have.
    package static let maxArrayElements = 1_000_000
    /// The most values (of any kind) one document may have.
    package static let maxValues = 2_000_000

    private var valueCount = 0

    private let bytes: [UInt8]
    private var index = 0
    /// Where the parser is: the keys and array indices from the top, for the messages.
    private var path: [PathPart] = []

    private enum PathPart {
        case key(String), index(Int)
    }

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses one JSON document.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        if parser.index < parser.bytes.count { throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document") }
        return value
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        valueCount += 1
        if valueCount > JSONParser.maxValues {
            throw error("more than \(JSONParser.maxValues) values in the document; use \"generate\" for long lists")
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        if depth > JSONParser.maxDepth { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
        index += 1
        var fields: [(key: String, value: JSONValue)] = []
        var keys: Set<String> = []
        skipSpace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(fields) }
        while true {
            skipSpace()
            guard peek(UInt8(ascii: "\"")) else { throw error("unexpected \(describeCurrent()); expected a key in double quotes") }
            let keyStart = index
            let key = try string()
            if !keys.insert(key).inserted {
                index = keyStart  // the position is worked out only for the message
                throw error("duplicate key \"\(key.count > 40 ? String(key.prefix(40)) + "…" : key)\"; each key may appear once")
            }
            skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw error("unexpected \(describeCurrent()); expected ':' after the key") }
            index += 1
            skipSpace()
            path.append(.key(key))
            fields.append((key, try value(depth: depth)))
            path.removeLast()
            skipSpace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; return .object(fields) }
            throw error("unexpected \(describeCurrent()); expected ',' or '}' after an object value")
        }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        if depth > JSONParser.maxDepth { throw error("nesting deeper than \(JSONParser.maxDepth) levels") }
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
        while true {
            skipSpace()
            if items.count == JSONParser.maxArrayElements {
                throw error("an array with more than \(JSONParser.maxArrayElements) elements; use \"generate\" for long lists")
            }
            path.append(.index(items.count))
            items.append(try value(depth: depth))
            path.removeLast()
            skipSpace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; return .array(items) }
            throw error("unexpected \(describeCurrent()); expected ',' or ']' after an array element")
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("unexpected \(describeCurrent()); expected a value")
        }
        index += utf8.count
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits after '-'") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("numbers may not have leading zeros") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits in its exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw error("invalid number \(text)") }
        return .number(value, raw: value.isFinite ? nil : text)
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let c = bytes[index]
            switch c {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(8)
                case UInt8(ascii: "f"): out.append(12)
                case UInt8(ascii: "n"): out.append(10)
                case UInt8(ascii: "r"): out.append(13)
                case UInt8(ascii: "t"): out.append(9)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar), peek(UInt8(ascii: "\\")),
                       index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) { scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00) }
                    }
                    out.append(contentsOf: Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8))
                default:
                    index -= 1
                    throw error("invalid escape '\\\(String(decoding: [e], as: UTF8.self))' in a string")
                }
            case 0..<0x20:
                throw error("control character in a string (escape it, e.g. \\n)")
            default:
                out.append(c)
                index += 1
            }
        }
        throw error("unexpected end of file inside a string")
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("a \\u escape needs 4 hex digits") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[index]
            let d: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("a \\u escape needs 4 hex digits")
            }
            v = v * 16 + d
            index += 1
        }
        return v
    }

    // MARK: Helpers

    private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private func peek(_ c: UInt8) -> Bool { index < bytes.count && bytes[index] == c }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let c = bytes[index]
        if c >= 0x21 && c < 0x7F { return "'\(String(decoding: [c], as: UTF8.self))'" }
        return hexByte(c)
    }

    private func hexByte(_ c: UInt8) -> String {
        let hex = Array("0123456789ABCDEF")
        return "byte 0x\(hex[Int(c >> 4)])\(hex[Int(c & 15)])"
    }

    /// The 1-based line and column of `index`: worked out once, for an error message.
    private func position() -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for i in 0..<min(index, bytes.count) {
            let byte = bytes[i]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // columns count characters, not bytes
                column += 1
            }
        }
        return (line, column)
    }

    /// The error at the current position; inside a value, the reason names the field (`in "sections"`).
    private func error(_ reason: String) -> JSONSyntaxError {
        let p = position()
        return JSONSyntaxError(line: p.line, column: p.column, reason: path.isEmpty ? reason : "\(reason) (in \(pathText))")
    }

    /// The path as a scenario's fields are named: `"sections"[3]."items"`, long keys shortened, a
    /// deep path shortened to its first three and last two steps.
    private var pathText: String {
        var out = ""
        for (i, part) in path.enumerated() {
            if path.count > 6 && i >= 3 && i < path.count - 2 {
                if i == 3 { out += "…" }
                continue
            }
            switch part {
            case .key(let key):
                if !out.isEmpty { out += "." }
                out += "\"\(key.count > 40 ? String(key.prefix(40)) + "…" : key)\""
            case .index(let i): out += "[\(i)]"
            }
        }
        return out
    }
}
