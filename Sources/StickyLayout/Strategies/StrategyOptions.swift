/// Per-strategy settings, keyed by the names the scenario format uses (`ylStickySections`, …).
///
/// An open bag: each strategy lists its keys in its `StrategyRegistration`. A built-in option is
/// declared once, as a member of `StrategyOptionDeclarations`, and read and written by that
/// member's name (`options.ylStickySections`); a key that is not set reads as its default.
@dynamicMemberLookup
public struct StrategyOptions: Hashable, Sendable, CustomStringConvertible {
    /// The values set, by key.
    public private(set) var values: [String: StrategyOptionValue] = [:]

    public init() {}

    /// The value set for `key`, or nil; setting nil removes it.
    public subscript(key: String) -> StrategyOptionValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// The value of a declared option, or its default when not set (or set to another type).
    public subscript<Value>(option: StrategyOption<Value>) -> Value {
        get { values[option.key.key].flatMap(Value.init(optionValue:)) ?? option.defaultValue }
        set { values[option.key.key] = newValue.optionValue }
    }

    /// The value of the option declared as `StrategyOptionDeclarations`' member of that name.
    public subscript<Value>(dynamicMember declaration: KeyPath<StrategyOptionDeclarations, StrategyOption<Value>>) -> Value {
        get { self[StrategyOptionDeclarations()[keyPath: declaration]] }
        set { self[StrategyOptionDeclarations()[keyPath: declaration]] = newValue }
    }

    /// A number option, or `fallback`.
    public func number(_ key: String, default fallback: Double) -> Double {
        values[key].flatMap(Double.init(optionValue:)) ?? fallback
    }

    /// A Boolean option, or `fallback`.
    public func bool(_ key: String, default fallback: Bool) -> Bool {
        values[key].flatMap(Bool.init(optionValue:)) ?? fallback
    }

    /// A size option, or `fallback`.
    public func size(_ key: String, default fallback: Size) -> Size {
        values[key].flatMap(Size.init(optionValue:)) ?? fallback
    }

    /// A list of section indexes, or nil when not set.
    public func sections(_ key: String) -> [Int]? {
        values[key].flatMap([Int]?.init(optionValue:)) ?? nil
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

    /// The value inside, as its Swift type (`Double`, `Bool`, `Size` or `[Int]`).
    public var payload: any Sendable {
        switch self {
        case .number(let v): v
        case .bool(let v): v
        case .size(let v): v
        case .sections(let v): v
        }
    }

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

/// An option declared once: its key, type and help (`key`) and its default. `StrategyOptions`
/// reads and writes it, a registration lists its `key`, and scenario decoding and
/// `scrollsim strategies --source` take the key, type and help from there.
public struct StrategyOption<Value: StrategyOptionValueConvertible>: Sendable {
    /// The key, the type of its value and its help line.
    public var key: StrategyOptionKey
    /// The value read when the option is not set.
    public var defaultValue: Value

    public init(_ key: String, _ type: StrategyOptionKey.ValueType, default defaultValue: Value, _ summary: String) {
        self.key = StrategyOptionKey(key, type, summary)
        self.defaultValue = defaultValue
    }
}

/// The options the built-in strategies read, each declared once as a member (in an extension next
/// to its strategy). `StrategyOptions` reads them by member name; a package may add its own.
public struct StrategyOptionDeclarations: Sendable {
    public init() {}

    /// The keys of the declarations `members` read, in order (for a `StrategyRegistration`):
    /// `keys({ $0.ylStickySections }, …)`. Closures, not key paths: a key path is made at run
    /// time the first time it is evaluated, and the built-in registrations are made at start-up.
    public static func keys<each Value>(
        _ members: repeat (StrategyOptionDeclarations) -> StrategyOption<each Value>
    ) -> [StrategyOptionKey] {
        let declarations = StrategyOptionDeclarations()
        var keys: [StrategyOptionKey] = []
        for member in repeat each members { keys.append(member(declarations).key) }
        return keys
    }
}

/// A Swift type an option's value is read as and written from.
public protocol StrategyOptionValueConvertible: Sendable {
    /// The value `value` holds, or nil when it holds another type.
    init?(optionValue value: StrategyOptionValue)
    /// The value to store; nil removes the option.
    var optionValue: StrategyOptionValue? { get }
}

extension StrategyOptionValueConvertible {
    /// The value `value` holds when it is of this type.
    public init?(optionValue value: StrategyOptionValue) {
        guard let v = value.payload as? Self else { return nil }
        self = v
    }
}

extension Double: StrategyOptionValueConvertible {
    public var optionValue: StrategyOptionValue? { .number(self) }
}

extension Bool: StrategyOptionValueConvertible {
    public var optionValue: StrategyOptionValue? { .bool(self) }
}

extension Size: StrategyOptionValueConvertible {
    public var optionValue: StrategyOptionValue? { .size(self) }
}

/// A whole number, stored as a number (a fraction is dropped when read).
extension Int: StrategyOptionValueConvertible {
    public init?(optionValue value: StrategyOptionValue) {
        guard let v = Double(optionValue: value) else { return nil }
        self = Int(v)
    }
    public var optionValue: StrategyOptionValue? { .number(Double(self)) }
}

/// A list of section indexes; nil (not set) and an empty list differ.
extension Optional: StrategyOptionValueConvertible where Wrapped == [Int] {
    public var optionValue: StrategyOptionValue? { map { .sections($0) } }
}
