import ScrollSimKit

/// The draws the tests make from the project's one generator (`CheckRandom`) besides the checker's
/// own. `int`, `pick` and `chance` reduce a draw by remainder; these go through the standard
/// library's `Int.random(in:using:)` and `Double.random(in:using:)`, so each test keeps the stream
/// it was written with and a seed reproduces the same cases.
extension CheckRandom {
    /// A value in `range`, as `Int.random(in:using:)` draws it.
    package mutating func uniform(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    /// One element of `items` (which must not be empty), as `randomElement(using:)` draws it.
    package mutating func uniformPick<T>(_ items: [T]) -> T { items[uniform(0...(items.count - 1))] }
    /// True with probability `p`, as `Double.random(in: 0..<1, using:)` draws it.
    package mutating func uniformChance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
    /// A multiple of 0.5 in `0.5 ... max`.
    package mutating func half(upTo max: Int) -> Double { Double(uniform(1...(2 * max))) / 2 }
    /// True for `perMillion` draws in a million, by remainder.
    package mutating func chance(perMillion: Int) -> Bool { int(0...999_999) < perMillion }
}
