/// The name a strategy is known by: on the command line, in scenarios, scripts and reports.
///
/// Open like `Notification.Name`: the built-ins are static members (`.uikit`, `.css`, …), declared
/// next to each strategy, and any package may declare its own. Names are compared exactly; the
/// registry and the command line lower-case what a person types.
public struct StrategyName: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible {
    /// The name as written (lower case for the built-ins).
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (a: StrategyName, b: StrategyName) -> Bool { a.rawValue < b.rawValue }
}

extension StrategyName {
    /// The longest name accepted.
    public static let maximumLength = 40

    /// Whether the name can be typed and shown safely: 1 to 40 ASCII letters, digits, `-`, `_` or `.`,
    /// starting with a letter or digit.
    public var isWellFormed: Bool {
        let bytes = Array(rawValue.utf8)
        guard let first = bytes.first, bytes.count <= Self.maximumLength, Self.isAlphanumeric(first) else { return false }
        return bytes.allSatisfy { Self.isAlphanumeric($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }

    private static func isAlphanumeric(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }
}
