/// The project's one pseudo-random generator, SplitMix64: the checker's, the bench's and the tests'
/// (TestSupport adds the tests' draws). Written out here (not the standard library's generator) so
/// one seed gives the same scenarios on every run, platform and Swift version.
package struct CheckRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range` (both ends included).
    package mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    /// True with probability `percent` / 100.
    package mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    /// One element of `choices` (which must not be empty).
    package mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...(choices.count - 1))] }

    /// A seed for the `index`-th scenario of a run seeded with `seed`: each scenario can be
    /// regenerated on its own.
    package static func caseSeed(_ seed: UInt64, index: Int) -> UInt64 {
        var r = CheckRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        return r.next()
    }
}
