/// Per-strategy settings, keyed by the names the scenario format uses (`ylStickySections`, …).
///
/// An open bag: each strategy declares its keys in its `StrategyRegistration` and reads them through
/// typed accessors (the built-ins add them as extensions next to their strategy). A key that is not
/// set reads as the strategy's default.
public struct StrategyOptions: Hashable, Sendable, CustomStringConvertible {
    /// The values set, by key.
    public private(set) var values: [String: StrategyOptionValue] = [:]

    public init() {}

    /// The value set for `key`, or nil; setting nil removes it.
    public subscript(key: String) -> StrategyOptionValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// A number option, or `fallback`.
    public func number(_ key: String, default fallback: Double) -> Double {
        if case .number(let v) = values[key] { return v }
        return fallback
    }

    /// A Boolean option, or `fallback`.
    public func bool(_ key: String, default fallback: Bool) -> Bool {
        if case .bool(let v) = values[key] { return v }
        return fallback
    }

    /// A size option, or `fallback`.
    public func size(_ key: String, default fallback: Size) -> Size {
        if case .size(let v) = values[key] { return v }
        return fallback
    }

    /// A list of section indexes, or nil when not set.
    public func sections(_ key: String) -> [Int]? {
        if case .sections(let v) = values[key] { return v }
        return nil
    }

    public var description: String {
        "[" + values.keys.sorted().map { "\($0): \(values[$0]!)" }.joined(separator: ", ") + "]"
    }
}

/// One option's value.
public enum StrategyOptionValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case bool(Bool)
    case size(Size)
    /// Section indexes.
    case sections([Int])

    public var description: String {
        switch self {
        case .number(let v): "\(v)"
        case .bool(let v): "\(v)"
        case .size(let s): "\(s.width)x\(s.height)"
        case .sections(let l): "\(l)"
        }
    }
}

/// An option a strategy accepts: its key in the scenario format, the type of its value, one line
/// of documentation.
public struct StrategyOptionKey: Hashable, Sendable {
    /// The type of an option's value.
    public enum ValueType: String, Hashable, Sendable {
        /// A number from 0 to the scenario format's length limit.
        case number
        /// A number from minus to plus the scenario format's length limit (an offset).
        case signedNumber
        /// `true` or `false`.
        case bool
        /// `{"width": w, "height": h}`.
        case size
        /// An array of section indexes, each in the scenario's range.
        case sections
    }

    /// The key (`ylStickySections`).
    public var key: String
    /// The type of its value.
    public var type: ValueType
    /// One line: what it does and its default.
    public var summary: String

    public init(_ key: String, _ type: ValueType, _ summary: String) {
        self.key = key
        self.type = type
        self.summary = summary
    }
}
