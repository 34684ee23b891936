import StickyLayout

/// Reads the fields of one JSON object, checking types and ranges and naming the field path
/// (`sections[2].items`) in every error.
struct JSONFieldReader {
    let file: String
    /// The object's own path; empty for the top level.
    let path: String
    let fields: [(key: String, value: JSONValue)]

    /// Reads `value` as an object whose keys must all be in `allowed`.
    init(_ value: JSONValue, file: String, path: String, allowed: [String]) throws(ScenarioError) {
        self.file = file
        self.path = path
        guard case .object(let fields) = value else {
            throw ScenarioError("\(file): \(path.isEmpty ? "top level" : path): found \(value.found); use an object")
        }
        self.fields = fields
        for field in fields where !allowed.contains(field.key) {
            throw ScenarioError(
                "\(file): \(JSONFieldReader.join(path, field.key.count > 60 ? String(field.key.prefix(60)) + "…" : field.key)): unknown key; allowed keys: \(allowed.joined(separator: ", "))")
        }
    }

    /// Parses `bytes` as a JSON document whose top level is an object with keys in `allowed`.
    init(document bytes: [UInt8], file: String, allowed: [String]) throws(ScenarioError) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw ScenarioError("\(file): line \(error.line), column \(error.column): invalid JSON: \(error.reason)")
        }
        try self.init(root, file: file, path: "", allowed: allowed)
    }

    static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func path(_ key: String) -> String { JSONFieldReader.join(path, key) }

    func error(_ key: String, _ problem: String) -> ScenarioError {
        ScenarioError("\(file): \(path(key)): \(problem)")
    }

    func value(_ key: String) -> JSONValue? {
        fields.first(where: { $0.key == key })?.value
    }

    func has(_ key: String) -> Bool { value(key) != nil }

    func number(_ key: String, in range: ClosedRange<Double> = 0...ScenarioLimits.maxLength) throws(ScenarioError) -> Double? {
        guard let v = value(key) else { return nil }
        return try JSONCheck.number(v, file: file, path: path(key), in: range)
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(ScenarioError) -> Int? {
        guard let v = value(key) else { return nil }
        return try JSONCheck.integer(v, file: file, path: path(key), in: range)
    }

    func string(_ key: String) throws(ScenarioError) -> String? {
        try typed(key, "a string") { if case .string(let s) = $0 { s } else { nil } }
    }

    func bool(_ key: String) throws(ScenarioError) -> Bool? {
        try typed(key, "true or false") { if case .bool(let b) = $0 { b } else { nil } }
    }

    func array(_ key: String) throws(ScenarioError) -> [JSONValue]? {
        try typed(key, "an array") { if case .array(let a) = $0 { a } else { nil } }
    }

    /// The elements of the array `key`, each read by `read` with its path (`sections[2].items[0]`).
    func elements<T>(_ key: String, _ read: (JSONValue, String) throws(ScenarioError) -> T) throws(ScenarioError) -> [T]? {
        guard let raw = try array(key) else { return nil }
        var values: [T] = []
        values.reserveCapacity(raw.count)
        for (i, v) in raw.enumerated() { values.append(try read(v, "\(path(key))[\(i)]")) }
        return values
    }

    /// The value of `key` as `extract` reads it; an error saying to use `kind` when it reads nil.
    private func typed<T>(_ key: String, _ kind: String, _ extract: (JSONValue) -> T?) throws(ScenarioError) -> T? {
        guard let v = value(key) else { return nil }
        guard let typed = extract(v) else { throw error(key, "found \(v.found); use \(kind)") }
        return typed
    }

    /// A string that must be one of `choices`.
    func choice(_ key: String, _ choices: [String]) throws(ScenarioError) -> String? {
        guard let v = value(key) else { return nil }
        guard case .string(let s) = v, choices.contains(s) else {
            throw error(key, "found \(v.found); use one of: \(choices.joined(separator: ", "))")
        }
        return s
    }

    /// A string that must name one of `cases`.
    func choice<E: RawRepresentable>(_ key: String, _ cases: [E]) throws(ScenarioError) -> E? where E.RawValue == String {
        guard let text = try choice(key, cases.map(\.rawValue)) else { return nil }
        return E(rawValue: text)
    }

    func object(_ key: String, allowed: [String]) throws(ScenarioError) -> JSONFieldReader? {
        guard let v = value(key) else { return nil }
        return try JSONFieldReader(v, file: file, path: path(key), allowed: allowed)
    }

    /// `{"width": w, "height": h}`; a missing dimension is 0.
    func size(_ key: String, range: ClosedRange<Double> = 0...ScenarioLimits.maxLength, required: Bool = false) throws(ScenarioError) -> Size? {
        guard let o = try object(key, allowed: ["width", "height"]) else { return nil }
        if required {
            for k in ["width", "height"] where !o.has(k) { throw o.error(k, "missing; give a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))") }
        }
        return Size(width: try o.number("width", in: range) ?? 0, height: try o.number("height", in: range) ?? 0)
    }

    /// `{"top": t, "left": l, "bottom": b, "right": r}`; a missing edge is 0.
    func insets(_ key: String) throws(ScenarioError) -> EdgeInsets? {
        guard let o = try object(key, allowed: ["top", "left", "bottom", "right"]) else { return nil }
        return EdgeInsets(
            top: try o.number("top") ?? 0, left: try o.number("left") ?? 0,
            bottom: try o.number("bottom") ?? 0, right: try o.number("right") ?? 0)
    }
}

/// Type and range checks for single JSON values (array elements included).
enum JSONCheck {
    static func number(_ v: JSONValue, file: String, path: String, in range: ClosedRange<Double>) throws(ScenarioError) -> Double {
        let allowed = "use a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))"
        guard case .number(let d, _) = v else { throw ScenarioError("\(file): \(path): found \(v.found); \(allowed)") }
        guard d.isFinite, range.contains(d) else { throw ScenarioError("\(file): \(path): \(v.found) is out of range; \(allowed)") }
        return d
    }

    static func integer(_ v: JSONValue, file: String, path: String, in range: ClosedRange<Int>) throws(ScenarioError) -> Int {
        let allowed = "use an integer from \(range.lowerBound) to \(range.upperBound)"
        guard case .number(let d, _) = v else { throw ScenarioError("\(file): \(path): found \(v.found); \(allowed)") }
        guard d.isFinite, d >= Double(range.lowerBound), d <= Double(range.upperBound) else {
            throw ScenarioError("\(file): \(path): \(v.found) is out of range; \(allowed)")
        }
        guard d == d.rounded() else { throw ScenarioError("\(file): \(path): \(v.found) is not a whole number; \(allowed)") }
        return Int(d)
    }
}
