/// A parsed JSON value. Objects keep their keys in file order so messages can list them as written.
package indirect enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A number; `raw` keeps the source text when the value overflowed to infinity (`1e999`).
    case number(Double, raw: String?)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// A short description of the value for error messages: `-3`, `"abc"`, `an array`, ….
    package var found: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d, let raw):
            if let raw, !d.isFinite { return "\(raw) (overflows to infinity)" }
            return JSONValue.format(d)
        case .string(let s):
            let short = s.count > 40 ? String(s.prefix(40)) + "…" : s
            return "the string \"\(short)\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `d` printed without a trailing `.0` when it is a whole number.
    package static func format(_ d: Double) -> String {
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return String(d)
    }
}

/// A JSON syntax error at a 1-based line and column.
package struct JSONSyntaxError: Error, Sendable {
    package var line: Int
    package var column: Int
    package var reason: String
}
